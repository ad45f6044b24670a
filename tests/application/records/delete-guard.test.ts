import { describe, expect, it, vi } from 'vitest';
import type { DeleteGuard } from '../../../application/records/coded-kind-rules.js';
import { deletedKind } from '../../../application/records/coded-store.js';
import { recordUseCases } from '../../../application/records/record.use-cases.js';
import { STARTUP_ACTOR } from '../../../application/shared/actor.js';
import { companyKind } from '../../../domain/companies/company.js';
import { PreconditionFailed } from '../../../domain/shared/precondition.js';
import { RecordInUse } from '../../../domain/shared/record.errors.js';
import { aCodedEntity, recorderOver, T1, usePersistence } from '../../support/persistence.js';

/** A kind's delete guard, plugged into the record kernel (tags use one, docs/api/taxonomy.md#delete-rules). */
describe('coded kind delete guard', () => {
  const db = usePersistence('memory');
  const useCases = (deleteGuard: DeleteGuard<'times'>) => {
    const deps = { unitOfWork: db().unitOfWork, clock: { now: () => T1 }, changes: recorderOver(db()) };
    return recordUseCases(deletedKind(db().companies, companyKind, 'companies', deps, { deleteGuard }), deps);
  };

  it('when the guard refuses, then its error is the answer, the row stays and no change is logged', async () => {
    const company = await db().companies.insert(aCodedEntity());
    const guard = vi.fn(async () => {
      throw new RecordInUse(companyKind, company.id, 'it is needed');
    });
    await expect(useCases(guard).remove.execute(company.id, STARTUP_ACTOR)).rejects.toThrow(
      `Company ${company.id} cannot be deleted: it is needed`,
    );
    expect(guard).toHaveBeenCalledWith(company);
    expect(await db().companies.findById(company.id)).toEqual(company);
    expect(await db().changeLog.history('companies', company.id, 10)).toEqual([]);
  });

  it('when the precondition fails, then the guard is not asked; when it passes, the row is deleted', async () => {
    const company = await db().companies.insert(aCodedEntity());
    const guard = vi.fn(async () => {});
    const { remove } = useCases(guard);
    await expect(remove.execute(company.id, STARTUP_ACTOR, () => false)).rejects.toBeInstanceOf(
      PreconditionFailed,
    );
    expect(guard).not.toHaveBeenCalled();
    await remove.execute(company.id, STARTUP_ACTOR);
    expect(guard).toHaveBeenCalledOnce();
    expect(await db().companies.findById(company.id)).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { BeforeWrite, CodedKindRules } from '../../../application/records/coded-kind-rules.js';
import { deletedKind } from '../../../application/records/coded-store.js';
import { recordUseCases } from '../../../application/records/record.use-cases.js';
import { STARTUP_ACTOR } from '../../../application/shared/actor.js';
import { companyKind } from '../../../domain/companies/company.js';
import type { CodedFields } from '../../../domain/records/coded-entity.js';
import { InvalidReference } from '../../../domain/shared/record.errors.js';
import { aCodedEntity, recorderOver, T1, usePersistence } from '../../support/persistence.js';

/**
 * What a coded kind plugs into the record kernel besides a delete guard: a check before each write
 * (nomenclatures use one, docs/api/taxonomy.md#tree-rules).
 */
describe('coded kind rules', () => {
  const db = usePersistence('memory');
  const deps = () => ({ unitOfWork: db().unitOfWork, clock: { now: () => T1 }, changes: recorderOver(db()) });
  const useCases = (plugged: CodedKindRules<'times', CodedFields> = {}) =>
    recordUseCases(deletedKind(db().companies, companyKind, 'companies', deps(), plugged), deps());
  const refusal = () => new InvalidReference('code', 'is refused');

  it('when the check before a write refuses a create or an update, then its error is the answer and nothing changes', async () => {
    const stored = await db().companies.insert(aCodedEntity());
    const beforeWrite = vi.fn<BeforeWrite<'times'>>(async () => {
      throw refusal();
    });
    const { create, update } = useCases({ beforeWrite });
    await expect(create.execute({ code: 'NEW', label: 'New' }, STARTUP_ACTOR)).rejects.toThrow(
      'Invalid reference: code is refused',
    );
    expect(beforeWrite).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: 'NEW', updatedAt: T1 }),
      undefined,
    );
    await expect(update.execute(stored.id, { label: 'Changed' }, STARTUP_ACTOR)).rejects.toThrow(
      InvalidReference,
    );
    expect(beforeWrite).toHaveBeenLastCalledWith(expect.objectContaining({ label: 'Changed' }), stored);
    expect(await db().companies.list()).toEqual([stored]);
    expect(await db().changeLog.history('companies', stored.id, 10)).toEqual([]);
  });

  it('when the check before a write passes, then the field rules ran first and the write goes on', async () => {
    const beforeWrite = vi.fn<BeforeWrite<'times'>>(async () => {});
    const { create } = useCases({ beforeWrite });
    await expect(create.execute({ code: 'BAD', label: ' ' }, STARTUP_ACTOR)).rejects.toThrow(
      'must not be blank',
    );
    expect(beforeWrite).not.toHaveBeenCalled();
    const created = await create.execute({ code: 'OK', label: 'Fine' }, STARTUP_ACTOR);
    expect(beforeWrite).toHaveBeenCalledOnce();
    expect(await db().companies.findById(created.id)).toEqual(created);
  });

  it('when a coded kind imports, then it upserts by code and the export is every entity', async () => {
    const kernel = useCases();
    const [imported] = await kernel.import.execute(
      [{ input: { code: 'C', label: 'Company' }, path: '[0].' }],
      STARTUP_ACTOR,
    );
    expect(await kernel.export.execute()).toEqual([imported]);
  });
});

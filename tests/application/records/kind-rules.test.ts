import { describe, expect, it, vi } from 'vitest';
import { codedEntityUseCases } from '../../../application/records/coded.use-cases.js';
import type { BeforeWrite, CodedExchange } from '../../../application/records/coded-kind-rules.js';
import { STARTUP_ACTOR } from '../../../application/shared/actor.js';
import { companyKind } from '../../../domain/companies/company.js';
import { InvalidReference } from '../../../domain/shared/record.errors.js';
import { aCodedEntity, recorderOver, T1, usePersistence } from '../../support/persistence.js';

/**
 * What a coded kind plugs into the record kernel besides a delete guard: a check before each write
 * and an exchange of its own (nomenclatures use both, docs/api/taxonomy.md#tree-rules).
 */
describe('coded kind rules', () => {
  const db = usePersistence('memory');
  const deps = () => ({ unitOfWork: db().unitOfWork, clock: { now: () => T1 }, changes: recorderOver(db()) });
  const refusal = () => new InvalidReference('code', 'is refused');

  it('when the check before a write refuses a create or an update, then its error is the answer and nothing changes', async () => {
    const stored = await db().companies.insert(aCodedEntity());
    const beforeWrite = vi.fn<BeforeWrite<'times'>>(async () => {
      throw refusal();
    });
    const useCases = codedEntityUseCases(db().companies, companyKind, 'companies', deps(), { beforeWrite });
    await expect(useCases.create.execute({ code: 'NEW', label: 'New' }, STARTUP_ACTOR)).rejects.toThrow(
      'Invalid reference: code is refused',
    );
    expect(beforeWrite).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: 'NEW', updatedAt: T1 }),
      undefined,
    );
    await expect(useCases.update.execute(stored.id, { label: 'Changed' }, STARTUP_ACTOR)).rejects.toThrow(
      InvalidReference,
    );
    expect(beforeWrite).toHaveBeenLastCalledWith(expect.objectContaining({ label: 'Changed' }), stored);
    expect(await db().companies.list()).toEqual([stored]);
    expect(await db().changeLog.history('companies', stored.id, 10)).toEqual([]);
  });

  it('when the check before a write passes, then the field rules ran first and the write goes on', async () => {
    const beforeWrite = vi.fn<BeforeWrite<'times'>>(async () => {});
    const { create } = codedEntityUseCases(db().companies, companyKind, 'companies', deps(), { beforeWrite });
    await expect(create.execute({ code: 'BAD', label: ' ' }, STARTUP_ACTOR)).rejects.toThrow(
      'must not be blank',
    );
    expect(beforeWrite).not.toHaveBeenCalled();
    const created = await create.execute({ code: 'OK', label: 'Fine' }, STARTUP_ACTOR);
    expect(beforeWrite).toHaveBeenCalledOnce();
    expect(await db().companies.findById(created.id)).toEqual(created);
  });

  it('when a kind plugs in its own exchange, then imports and exports are its, the lifecycle stays the kernel’s', async () => {
    const exchange: CodedExchange<{ readonly name: string }, string> = {
      import: { execute: async (elements) => elements.map(({ input }) => input.name) },
      export: { execute: async () => ['exported'] },
    };
    const useCases = codedEntityUseCases(db().companies, companyKind, 'companies', deps(), { exchange });
    expect(await useCases.import.execute([{ input: { name: 'a' }, path: '[0].' }], STARTUP_ACTOR)).toEqual([
      'a',
    ]);
    expect(await useCases.export.execute()).toEqual(['exported']);
    expect(await db().companies.list()).toEqual([]);
    const created = await useCases.create.execute({ code: 'C', label: 'Company' }, STARTUP_ACTOR);
    expect(await useCases.get.execute(created.id)).toEqual(created);
  });

  it('when a kind has no exchange of its own, then an import upserts by code and the export is every entity', async () => {
    const useCases = codedEntityUseCases(db().companies, companyKind, 'companies', deps());
    const [imported] = await useCases.import.execute(
      [{ input: { code: 'C', label: 'Company' }, path: '[0].' }],
      STARTUP_ACTOR,
    );
    expect(await useCases.export.execute()).toEqual([imported]);
  });
});

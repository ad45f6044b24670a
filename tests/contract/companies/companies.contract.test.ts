import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { aCodedEntity, aContact, usePersistence } from '../../support/persistence.js';

describeEachBackend('companies repository contract', (backend) => {
  const db = usePersistence(backend);

  it('when a company is deleted, then contacts naming it stay (the name is free text)', async () => {
    const company = await db().companies.insert(aCodedEntity({ code: 'ACME', label: 'Acme' }));
    const [ada] = await db().contacts.insertMany([aContact({ companyName: 'Acme' })]);
    expect(await db().companies.delete(company.id)).toBe(true);
    expect(await db().contacts.findById(ada!.id)).toEqual(ada);
  });
});

import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { usePersistence } from '../../support/persistence.js';

describeEachBackend('secret store contract', (backend) => {
  const db = usePersistence(backend);

  it('when two callers create the same secret, then both get the first value', async () => {
    const [a, b] = await Promise.all([
      db().secrets.getOrCreate('key', 'first'),
      db().secrets.getOrCreate('key', 'second'),
    ]);
    expect(a).toBe(b);
    expect(await db().secrets.getOrCreate('key', 'third')).toBe(a);
  });
});

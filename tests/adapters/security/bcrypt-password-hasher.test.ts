import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { BcryptPasswordHasher } from '../../../adapters/security/bcrypt-password-hasher.js';
import { hashingThreadPool } from '../../../adapters/security/hashing-threads.js';

/** docs/adr/0056-password-hashing-on-threads.md */
describe('bcrypt password hasher', () => {
  it('when a password is hashed, then bcrypt reads it back at the configured cost, and only the right password verifies', async () => {
    const hasher = new BcryptPasswordHasher(5);
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);
    expect(await bcrypt.compare('correct horse battery', hash)).toBe(true);
    expect(await hasher.verify('correct horse battery', hash)).toBe(true);
    expect(await hasher.verify('correct horse batterY', hash)).toBe(false);
    expect(await hasher.verify('anything', 'not a hash')).toBe(false);
  });

  it('when a password is longer than bcrypt reads, then it never reaches the hasher', async () => {
    await expect(new BcryptPasswordHasher(4).hash('é'.repeat(37))).rejects.toThrow(RangeError);
  });

  it('when hashes run, then the event loop stays free: it is busy for a small part of the time they take', async () => {
    const hasher = new BcryptPasswordHasher(11, hashingThreadPool(1));
    await hasher.hash('warm the thread up');
    const before = performance.eventLoopUtilization();
    await Promise.all([hasher.hash('one password'), hasher.hash('another password')]);
    const { utilization } = performance.eventLoopUtilization(before);
    // On the event loop (bcryptjs's async slices) this is close to 1.
    expect(utilization).toBeLessThan(0.3);
  });

  it('when jobs come together, then each gets its own answer, in any order the threads finish', async () => {
    const hasher = new BcryptPasswordHasher(4, hashingThreadPool(2));
    const passwords = Array.from({ length: 12 }, (_, i) => `password number ${i}`);
    const hashes = await Promise.all(passwords.map((password) => hasher.hash(password)));
    const checks = await Promise.all(
      passwords.map((password, i) => hasher.verify(password, hashes[(i + 1) % hashes.length] as string)),
    );
    expect(checks.every((ok) => ok === false)).toBe(true);
    expect(await Promise.all(passwords.map((p, i) => hasher.verify(p, hashes[i] as string)))).toEqual(
      passwords.map(() => true),
    );
  });
});

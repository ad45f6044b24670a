import bcrypt from 'bcryptjs';
import type { PasswordHasher } from '../../application/access/ports/password-hasher.js';
import { type HashingThreads, hashingThreads } from './hashing-threads.js';

/** bcrypt on the hashing threads, so a login storm does not hold the event loop (docs/adr/0056-password-hashing-on-threads.md). */
export class BcryptPasswordHasher implements PasswordHasher {
  constructor(
    private readonly cost: number,
    private readonly threads: HashingThreads = hashingThreads,
  ) {}

  async hash(password: string): Promise<string> {
    if (bcrypt.truncates(password)) throw new RangeError('Password longer than 72 bytes reached the hasher');
    return (await this.threads.run({ op: 'hash', password, cost: this.cost })) as string;
  }

  async verify(password: string, hash: string): Promise<boolean> {
    return (await this.threads.run({ op: 'verify', password, hash })) as boolean;
  }
}

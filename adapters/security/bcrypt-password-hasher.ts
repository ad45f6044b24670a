import bcrypt from 'bcryptjs';
import type { PasswordHasher } from '../../application/access/ports/password-hasher.js';

/** bcryptjs's async API works in chunks, so hashing never blocks the event loop for long. */
export class BcryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost: number) {}

  hash(password: string): Promise<string> {
    if (bcrypt.truncates(password)) throw new RangeError('Password longer than 72 bytes reached the hasher');
    return bcrypt.hash(password, this.cost);
  }

  verify(password: string, hash: string): Promise<boolean> {
    return bcrypt.compare(password, hash);
  }
}

// Second factors in memory; a user's go with the user, as ON DELETE CASCADE does (memory-user.repository.ts).
import type { SecondFactorRepository } from '../../../../application/access/ports/second-factor.repository.js';
import { UserNotFound } from '../../../../domain/access/access.errors.js';
import type { SecondFactor } from '../../../../domain/access/second-factor.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import type { MemoryStore } from '../memory-store.js';
import { SECOND_FACTORS, USERS } from './memory-access-tables.js';

interface StoredFactor extends SecondFactor {
  /** Recovery code hash → when it was used (null: unused). */
  readonly recoveryCodes: ReadonlyMap<string, Instant | null>;
}

export class MemorySecondFactorRepository implements SecondFactorRepository {
  constructor(private readonly store: MemoryStore) {}

  async find(userId: number): Promise<SecondFactor | undefined> {
    const stored = this.stored(userId);
    if (!stored) return undefined;
    const { recoveryCodes: _codes, ...factor } = stored;
    return factor;
  }

  start(factor: SecondFactor): Promise<boolean> {
    return this.store.write(() => {
      if (!this.store.rows(USERS).has(factor.userId)) throw new UserNotFound(factor.userId);
      if (this.stored(factor.userId)?.confirmedAt) return false;
      this.store
        .mutable<StoredFactor>(SECOND_FACTORS)
        .set(factor.userId, { ...factor, recoveryCodes: new Map() });
      return true;
    });
  }

  confirm(userId: number, at: Instant, step: number, hashes: readonly string[]): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.stored(userId);
      if (!stored || stored.confirmedAt) return false;
      const recoveryCodes = new Map(hashes.map((hash) => [hash, null]));
      this.save({ ...stored, confirmedAt: at, lastStep: step, recoveryCodes });
      return true;
    });
  }

  acceptStep(userId: number, step: number): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.stored(userId);
      if (!stored || (stored.lastStep !== null && stored.lastStep >= step)) return false;
      this.save({ ...stored, lastStep: step });
      return true;
    });
  }

  spendRecoveryCode(userId: number, hash: string, at: Instant): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.stored(userId);
      if (!stored?.recoveryCodes.has(hash) || stored.recoveryCodes.get(hash) !== null) return false;
      this.save({ ...stored, recoveryCodes: new Map(stored.recoveryCodes).set(hash, at) });
      return true;
    });
  }

  async unusedRecoveryCodes(userId: number): Promise<number> {
    return [...(this.stored(userId)?.recoveryCodes.values() ?? [])].filter((usedAt) => usedAt === null)
      .length;
  }

  remove(userId: number): Promise<boolean> {
    return this.store.write(() => this.store.mutable(SECOND_FACTORS).delete(userId));
  }

  private stored(userId: number): StoredFactor | undefined {
    return this.store.rows<StoredFactor>(SECOND_FACTORS).get(userId);
  }

  private save(factor: StoredFactor): void {
    this.store.mutable<StoredFactor>(SECOND_FACTORS).set(factor.userId, factor);
  }
}

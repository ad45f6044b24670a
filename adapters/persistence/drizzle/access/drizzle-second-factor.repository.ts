// Second factors on Drizzle: second_factors and recovery_codes, both cascading from users.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { SecondFactorRepository } from '../../../../application/access/ports/second-factor.repository.js';
import { UserNotFound } from '../../../../domain/access/access.errors.js';
import type { SecondFactor } from '../../../../domain/access/second-factor.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import { countWhere } from '../count-where.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { guarded } from '../violations.js';

export class DrizzleSecondFactorRepository implements SecondFactorRepository {
  constructor(private readonly gateway: DrizzleGateway) {}

  private get t() {
    return this.gateway.tables;
  }

  async find(userId: number): Promise<SecondFactor | undefined> {
    const factors = this.t.secondFactors;
    const [row] = await this.gateway.reader().select().from(factors).where(eq(factors.userId, userId));
    if (!row) return undefined;
    return {
      userId: row.userId,
      secret: row.secret,
      createdAt: instantFromMicros(row.createdAt),
      confirmedAt: row.confirmedAt === null ? null : instantFromMicros(row.confirmedAt),
      lastStep: row.lastStep,
    };
  }

  start(factor: SecondFactor): Promise<boolean> {
    const factors = this.t.secondFactors;
    return this.gateway.write(async (db) => {
      // Deleted meanwhile: there is no one to set up a factor for (the transaction rolls back).
      const written = await guarded(this.gateway, { foreignKey: () => new UserNotFound(factor.userId) }, () =>
        db
          .insert(factors)
          .values({ ...factor, confirmedAt: null, lastStep: null })
          .onConflictDoUpdate({
            target: factors.userId,
            set: { secret: factor.secret, createdAt: factor.createdAt },
            // A confirmed factor is never replaced by a new set-up.
            setWhere: isNull(factors.confirmedAt),
          })
          .returning({ userId: factors.userId }),
      );
      return written.length > 0;
    });
  }

  confirm(userId: number, at: Instant, step: number, hashes: readonly string[]): Promise<boolean> {
    const { secondFactors: factors, recoveryCodes } = this.t;
    return this.gateway.write(async (db) => {
      const confirmed = await db
        .update(factors)
        .set({ confirmedAt: at, lastStep: step })
        .where(and(eq(factors.userId, userId), isNull(factors.confirmedAt)))
        .returning({ userId: factors.userId });
      if (confirmed.length === 0) return false;
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (hashes.length > 0)
        await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
      return true;
    });
  }

  async acceptStep(userId: number, step: number): Promise<boolean> {
    const factors = this.t.secondFactors;
    const accepted = await this.gateway.write((db) =>
      db
        .update(factors)
        .set({ lastStep: step })
        .where(and(eq(factors.userId, userId), or(isNull(factors.lastStep), lt(factors.lastStep, step))))
        .returning({ userId: factors.userId }),
    );
    return accepted.length > 0;
  }

  async spendRecoveryCode(userId: number, hash: string, at: Instant): Promise<boolean> {
    const codes = this.t.recoveryCodes;
    const used = await this.gateway.write((db) =>
      db
        .update(codes)
        .set({ usedAt: at })
        .where(and(eq(codes.userId, userId), eq(codes.codeHash, hash), isNull(codes.usedAt)))
        .returning({ userId: codes.userId }),
    );
    return used.length > 0;
  }

  unusedRecoveryCodes(userId: number): Promise<number> {
    const codes = this.t.recoveryCodes;
    return countWhere(this.gateway.reader(), codes, and(eq(codes.userId, userId), isNull(codes.usedAt)));
  }

  async remove(userId: number): Promise<boolean> {
    const { secondFactors: factors, recoveryCodes } = this.t;
    return this.gateway.write(async (db) => {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const removed = await db
        .delete(factors)
        .where(eq(factors.userId, userId))
        .returning({ userId: factors.userId });
      return removed.length > 0;
    });
  }
}

// Failed logins on Drizzle: login_failures, read by every instance on the database.
import { and, asc, count, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { LoginFailuresRepository } from '../../../../application/access/ports/login-failures.repository.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';

export class DrizzleLoginFailuresRepository implements LoginFailuresRepository {
  constructor(private readonly gateway: DrizzleGateway) {}

  private get failures() {
    return this.gateway.tables.loginFailures;
  }

  async record(keys: readonly string[], at: Instant): Promise<void> {
    await this.gateway.write((db) =>
      db.insert(this.failures).values(keys.map((key) => ({ key, failedAt: at }))),
    );
  }

  async since(keys: readonly string[], since: Instant): Promise<Map<string, Instant[]>> {
    const rows = await this.gateway
      .reader()
      .select({ key: this.failures.key, failedAt: this.failures.failedAt })
      .from(this.failures)
      .where(and(inArray(this.failures.key, [...keys]), gte(this.failures.failedAt, since)))
      .orderBy(asc(this.failures.failedAt));
    const found = new Map<string, Instant[]>();
    for (const { key, failedAt } of rows)
      found.set(key, [...(found.get(key) ?? []), instantFromMicros(failedAt)]);
    return found;
  }

  async frequent(since: Instant, minimum: number) {
    const rows = await this.gateway
      .reader()
      .select({ key: this.failures.key, failures: count(), last: max(this.failures.failedAt) })
      .from(this.failures)
      .where(gte(this.failures.failedAt, since))
      .groupBy(this.failures.key)
      .having(sql`count(*) >= ${minimum}`)
      .orderBy(asc(this.failures.key));
    return rows.map(({ key, failures, last }) => ({
      key,
      failures: Number(failures),
      last: instantFromMicros(Number(last)),
    }));
  }

  /** A range, not LIKE: a username's own `%` or `_` must not widen what is forgotten. */
  async forgetRange(from: string, to: string): Promise<number> {
    const forgotten = await this.gateway.write((db) =>
      db
        .delete(this.failures)
        .where(and(gte(this.failures.key, from), lt(this.failures.key, to)))
        .returning({ key: this.failures.key }),
    );
    return forgotten.length;
  }

  async forgetBefore(before: Instant): Promise<void> {
    await this.gateway.write((db) => db.delete(this.failures).where(lt(this.failures.failedAt, before)));
  }
}

// Attempts' records as one statement: a round's deliveries let go of in one round trip and commit.
import { type SQL, sql } from 'drizzle-orm';
import type { RecordedAttempt } from '../../../../application/webhooks/ports/delivery-queue.js';
import type { Dialect } from '../dialect.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';

const COLUMNS: readonly [string, string][] = [
  ['id', 'bigint'],
  ['lease', 'bigint'],
  ['status', 'text'],
  ['first_attempt_at', 'bigint'],
  ['at', 'bigint'],
  ['duration_ms', 'integer'],
  ['response_status', 'integer'],
  ['error', 'text'],
  ['next_attempt_at', 'bigint'],
];

/** The attempts as the JSON array of objects the statement reads, keys as in COLUMNS. */
function attemptsJson(attempts: readonly RecordedAttempt[]): string {
  return JSON.stringify(
    attempts.map(({ delivery, attempt }) => ({
      id: delivery.id,
      lease: delivery.lease,
      status: attempt.status,
      first_attempt_at: attempt.firstAttemptAt,
      at: attempt.at,
      duration_ms: attempt.durationMs,
      response_status: attempt.responseStatus,
      error: attempt.error,
      next_attempt_at: attempt.nextAttemptAt,
    })),
  );
}

/**
 * Each attempt updates its delivery only while the delivery still carries the attempt's lease:
 * an instance whose lease ran out (another took the delivery) changes nothing.
 */
function statement(dialect: Dialect, json: string): SQL {
  return sql`update webhook_deliveries set
      status = v.status, attempts = webhook_deliveries.attempts + 1,
      first_attempt_at = v.first_attempt_at, last_attempt_at = v.at,
      last_duration_ms = v.duration_ms, last_response_status = v.response_status,
      last_error = v.error, next_attempt_at = v.next_attempt_at, locked_until = null
    from ${dialect.sql.jsonRecords(json, COLUMNS)}
    where webhook_deliveries.id = v.id and webhook_deliveries.locked_until = v.lease`;
}

/** Postgres: one prepared statement outside any transaction; SQLite: in a write (its group commit). */
export async function recordAttempts(
  gateway: DrizzleGateway,
  attempts: readonly RecordedAttempt[],
): Promise<void> {
  if (attempts.length === 0) return;
  const json = attemptsJson(attempts);
  const { dialect } = gateway;
  if (dialect.writer.writeAlone) {
    await dialect.writer.writeAlone(() => statement(dialect, json), {
      key: 'webhook_deliveries.record',
      params: [json],
    });
    return;
  }
  await gateway.write((db) => dialect.run(db, statement(dialect, json)));
}

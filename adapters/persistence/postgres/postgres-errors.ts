// What a Postgres failure means: unavailable, connection lost, constraint violated.
import { errorCodes } from '../drizzle/drizzle-gateway.js';

/*
 * What a failure from postgres.js or the server means, read from the codes along its cause
 * chain. The three questions overlap on purpose: a lost connection is one kind of
 * unavailability, and most lost connections also leave the pool in need of renewal.
 */

/** SQLSTATE class 08: connection exception. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

/** The connection itself is gone (a statement timeout, 57014, leaves it usable). */
const CONNECTION_LOST = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'ECONNRESET',
  'EPIPE',
  '57P01', // admin_shutdown, also pg_terminate_backend
  '57P02', // crash_shutdown
]);

/** Ended or destroyed by this service ending a pool: renewing for them would renew forever. */
const ENDED_HERE = new Set(['CONNECTION_DESTROYED', 'CONNECTION_ENDED']);

/**
 * Out of reach for now, beyond a lost connection: refused or unroutable connects, a connect
 * that timed out, the server starting up or out of connection slots, and a statement
 * cancelled by the statement timeout.
 */
const ALSO_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  '57P03', // cannot_connect_now
  '57014', // query_canceled, statement_timeout
  '53300', // too_many_connections
]);

/** deadlock_detected, serialization_failure: this transaction lost a race with another. */
const RACE_LOST = new Set(['40P01', '40001']);

function lost(code: string): boolean {
  return CONNECTION_LOST.has(code) || CONNECTION_EXCEPTION.test(code);
}

export function isConnectionLost(error: unknown): boolean {
  return errorCodes(error).some(lost);
}

/**
 * A connection that existed failed, or one could not finish its handshake: the pool may hold
 * broken slots. A server that refuses connections (ECONNREFUSED) breaks nothing.
 */
export function breaksPool(error: unknown): boolean {
  return errorCodes(error).some(
    (code) => code === 'CONNECT_TIMEOUT' || (lost(code) && !ENDED_HERE.has(code)),
  );
}

/** The server is out of reach or busy for now, not that the request is wrong (callers answer 503). */
export function isPostgresUnavailable(error: unknown): boolean {
  return errorCodes(error).some((code) => lost(code) || ALSO_UNAVAILABLE.has(code));
}

/** disk_full: the server could not extend a file; the statement failed, the connection is fine. */
export function isPostgresStorageFull(error: unknown): boolean {
  return errorCodes(error).includes('53100');
}

export function isRaceLost(error: unknown): boolean {
  return errorCodes(error).some((code) => RACE_LOST.has(code));
}

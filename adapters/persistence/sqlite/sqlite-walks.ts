// SQLite walks: keyset batches on read connections of their own, the event loop free between batches.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Db, ReadPage } from '../drizzle/drizzle-gateway.js';
import { keysetBatches } from '../drizzle/walk.js';
import type * as schema from './schema.js';
import { sharedDb } from './sqlite-kit.js';

/**
 * Rows per batch of a walk: a batch of tasks (read, tags, mapping, CSV or JSON text) takes a
 * few milliseconds of synchronous work, so four exports side by side still leave the event loop
 * free every few tens of milliseconds (measured in docs/performance.md).
 */
export const SQLITE_WALK_ROWS = 100;

/**
 * Walk connections kept open for the next walks; more walks at once open more, closed after.
 * Opening one (its pragmas, Drizzle's schema, its statements prepared again) cost as much as
 * reading a list of 1 000 kept records, so ten lists at once keep theirs.
 */
const IDLE_CONNECTIONS = 10;

interface Walker {
  readonly connection: Database.Database;
  readonly db: Db;
}

/**
 * Reads that walk many rows on SQLite. better-sqlite3 runs a statement synchronously, so one
 * statement over 200 000 rows holds the event loop for seconds; a walk instead reads batches of
 * at most SQLITE_WALK_ROWS rows and yields to the event loop between them.
 *
 * Each walk runs on a read-only connection of its own inside one read transaction, so all its
 * batches see the same committed state (a snapshot, as one statement would), while the shared
 * reader stays free for other requests. In WAL mode the open snapshot blocks no writer; it only
 * keeps a checkpoint from recycling the log past it until the walk ends.
 */
export class SqliteWalks {
  private readonly idle: Walker[] = [];
  private readonly connected = new Set<Walker>();
  private closed = false;

  constructor(
    private readonly connect: () => Database.Database,
    private readonly tables: typeof schema,
  ) {}

  async *walk<T>(read: ReadPage<T>, batchRows?: number): AsyncIterable<T[]> {
    const walker = this.take();
    try {
      walker.connection.exec('BEGIN');
      yield* keysetBatches(() => walker.db, read, batchLimit(batchRows), nextTurn);
    } finally {
      this.release(walker);
    }
  }

  /** Closes every walk connection; a walk still running fails on its next batch. */
  close(): void {
    this.closed = true;
    for (const walker of this.connected) walker.connection.close();
    this.connected.clear();
    this.idle.length = 0;
  }

  private take(): Walker {
    if (this.closed) throw new Error('The database connection is not open');
    const walker = this.idle.pop() ?? this.connectWalker();
    this.connected.add(walker);
    return walker;
  }

  private release(walker: Walker): void {
    const { connection } = walker;
    if (!connection.open) return;
    // Ends the snapshot; a read-only transaction has nothing to commit.
    if (connection.inTransaction) connection.exec('ROLLBACK');
    if (!this.closed && this.idle.length < IDLE_CONNECTIONS) {
      this.idle.push(walker);
      return;
    }
    this.connected.delete(walker);
    connection.close();
  }

  private connectWalker(): Walker {
    const connection = this.connect();
    return { connection, db: sharedDb(drizzle({ client: connection, schema: this.tables })) };
  }
}

/** Rows per batch: the caller's size, within SQLITE_WALK_ROWS. */
function batchLimit(batchRows: number | undefined): number {
  return Math.min(batchRows ?? SQLITE_WALK_ROWS, SQLITE_WALK_ROWS);
}

/** A walk inside a unit of work, on its connection: it must see the unit's own writes. */
export function walkInTransaction<T>(db: Db, read: ReadPage<T>, batchRows?: number): AsyncIterable<T[]> {
  return keysetBatches(() => db, read, batchLimit(batchRows), nextTurn);
}

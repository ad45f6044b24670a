import { type AnyColumn, and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { ArchivableRepository } from '../../../../application/archivable/ports/archivable.repository.js';
import type { Archivable, NewArchivable } from '../../../../domain/archivable/archivable.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import {
  DuplicateCode,
  type RecordKind,
  StaleRecord,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import { chunks, IDS_PER_STATEMENT, rowsPerStatement } from '../chunks.js';
import type { Db, DrizzleGateway, ReadPage, Tables } from '../drizzle-gateway.js';
import { preparedPerConnection } from '../prepared.js';
import { collect } from '../walk.js';
import { activePages, type JoinedChildren } from './active-pages.js';
import { inList, refreshStatistics, returnedIds, tuples } from './bulk-sql.js';

/** The columns every archivable table has; a kind's own columns come on top. */
export type ArchivableTable = Tables['templateObjects'];
type BaseRow = ArchivableTable['$inferSelect'];
type Row = BaseRow & Record<string, unknown>;

const FIRST_VERSION = 1;
/** Rows written by one call from which the table's planner statistics are refreshed. */
const BULK_WRITE_ROWS = 10_000;
const AUDIT_KEYS = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

/** How one kind of record maps to its table, and to child rows kept outside it (a task's tags). */
export interface ArchivableMapping<F> {
  readonly kind: RecordKind;
  readonly table: ArchivableTable;
  /** The kind's own columns by property name of the table, from its fields; always the same keys in the same order. */
  columns(fields: F): Record<string, unknown>;
  /** The kind's fields, from its row and its children. */
  fields(row: Row, children: ChildValues<F> | undefined): F;
  readonly children?: ChildRows<F>;
}

type ChildValues<F> = Partial<F>;

export interface ChildRows<F> {
  load(db: Db, ids: readonly number[]): Promise<Map<number, ChildValues<F>>>;
  /** Children of every active row, for a whole listing. */
  loadActive(db: Db): Promise<Map<number, ChildValues<F>>>;
  /** The child table as a join of its parent, so that one statement reads a record with its children. */
  readonly joined: JoinedChildren<F>;
  /** Children of new rows. */
  insert(db: Db, records: readonly { id: number; fields: F }[]): Promise<void>;
  /** Children of existing rows, replacing theirs. */
  replace(db: Db, records: readonly { id: number; fields: F }[]): Promise<void>;
}

export class DrizzleArchivableRepository<F> implements ArchivableRepository<F> {
  private readonly activeById;
  private readonly allActive;
  private readonly activePage;
  /** Built on the first insert, which tells the kind's column keys. */
  private insertOneQuery?: (db: Db) => {
    execute(values: Record<string, unknown>): Promise<{ id: number }[]>;
  };

  constructor(
    private readonly gateway: DrizzleGateway,
    private readonly mapping: ArchivableMapping<F>,
  ) {
    const t = mapping.table;
    const joined = mapping.children?.joined;
    // A record and its children in one statement: one row per child, or one with a null child.
    this.activeById = preparedPerConnection((db) => {
      const active = and(eq(t.id, sql.placeholder('id')), isNull(t.archivedAt));
      const select = joined
        ? db
            .select({ row: t, child: joined.value })
            .from(t)
            .leftJoin(joined.table, eq(joined.parentId, t.id))
            .where(active)
            .orderBy(asc(joined.value))
        : db.select({ row: t, child: sql<null>`null` }).from(t).where(active);
      return select.prepare(`${mapping.kind.code}_active_by_id`);
    });
    this.allActive = preparedPerConnection((db) =>
      db
        .select()
        .from(t)
        .where(isNull(t.archivedAt))
        .orderBy(asc(t.code))
        .prepare(`${mapping.kind.code}_all_active`),
    );
    this.activePage = activePages(t, mapping.kind.code, joined);
  }

  private get t(): ArchivableTable {
    return this.mapping.table;
  }

  async findActive(id: number): Promise<Archivable<F> | undefined> {
    const rows = await this.activeById(this.gateway.reader()).execute({ id });
    if (rows.length === 0) return undefined;
    const joined = this.mapping.children?.joined;
    const children = joined?.values(rows.flatMap(({ child }) => (child === null ? [] : [child])));
    return this.toRecords([rows[0]!.row], children && new Map([[id, children]]))[0];
  }

  findActiveByIds(ids: readonly number[]): Promise<Archivable<F>[]> {
    return this.findActiveWhere(this.t.id, [...new Set(ids)]);
  }

  findActiveByCodes(codes: readonly string[]): Promise<Archivable<F>[]> {
    return this.findActiveWhere(this.t.code, [...new Set(codes)]);
  }

  listActive(): Promise<Archivable<F>[]> {
    return collect(this.gateway.walk(this.readActive));
  }

  streamActive(batchSize: number): AsyncIterable<Archivable<F>[]> {
    return this.gateway.walk(this.readActive, batchSize);
  }

  /**
   * Active records in code order: whole, in two statements (the rows, then the children of
   * every active row), or a keyset batch (see `activePages`). Codes are unique among active
   * rows and immutable, so no row comes twice.
   */
  private readonly readActive: ReadPage<Archivable<F>> = async (db, { after, limit }) => {
    if (limit === undefined) {
      const rows = await this.allActive(db).execute();
      const children = rows.length > 0 ? await this.mapping.children?.loadActive(db) : undefined;
      return this.toRecords(rows, children);
    }
    const page = await this.activePage(db, after?.code, limit);
    return this.toRecords(page.rows, page.children);
  };

  /** Multi-row INSERTs; IDs come back in row order, as both dialects return them. */
  insertMany(records: readonly NewArchivable<F>[]): Promise<Archivable<F>[]> {
    if (records.length === 0) return Promise.resolve([]);
    return this.gateway.write(async (db) => {
      const keys = ['code', ...Object.keys(this.mapping.columns(records[0]!)), ...AUDIT_KEYS, 'version'];
      const names = sql.join(
        keys.map((key) => sql.identifier(this.column(key).name)),
        sql`, `,
      );
      const stored: Archivable<F>[] = [];
      for (const chunk of chunks(records, rowsPerStatement(keys.length))) {
        const rows = chunk.map((record) => [
          record.code,
          ...Object.values(this.mapping.columns(record)),
          ...AUDIT_KEYS.map((key) => record[key]),
          FIRST_VERSION,
        ]);
        const ids = await this.guardCodes(
          chunk.map((record) => record.code),
          () =>
            rows.length === 1
              ? this.insertOne(db, keys, rows[0]!)
              : returnedIds(
                  db,
                  sql`insert into ${this.t} (${names}) values ${tuples(rows)} returning ${sql.identifier('id')}`,
                ),
        );
        // Not `{ ...record, id }`: adding keys after a spread is many times slower in V8.
        const created = chunk.map(
          (record, i): Archivable<F> => Object.assign({}, record, { id: ids[i]!, version: FIRST_VERSION }),
        );
        const children = this.mapping.children;
        if (children) {
          await this.guardCodes([], () =>
            children.insert(
              db,
              created.map((record) => ({ id: record.id, fields: record as F })),
            ),
          );
        }
        stored.push(...created);
      }
      if (records.length >= BULK_WRITE_ROWS) await refreshStatistics(db, this.t);
      return stored;
    });
  }

  updateMany(records: readonly Archivable<F>[]): Promise<Archivable<F>[]> {
    if (records.length === 0) return Promise.resolve([]);
    return this.gateway.write(async (db) => {
      const keys = [
        'id',
        'version',
        ...Object.keys(this.mapping.columns(records[0]!)),
        'updatedAt',
        'updatedBy',
      ];
      for (const chunk of chunks(records, rowsPerStatement(keys.length))) {
        const written = await this.guardCodes(
          chunk.map((record) => record.code),
          () => this.updateChunk(db, keys, chunk),
        );
        const stale = chunk.find((record) => !written.has(record.id));
        if (stale) throw new StaleRecord(this.mapping.kind, stale.id);
      }
      const children = this.mapping.children;
      if (children) {
        const written = records.map((record) => ({ id: record.id, fields: record as F }));
        await this.guardCodes([], () => children.replace(db, written));
      }
      if (records.length >= BULK_WRITE_ROWS) await refreshStatistics(db, this.t);
      return records.map((record) => ({ ...record, version: record.version + 1 }));
    });
  }

  archive(ids: readonly number[], actor: string, at: Instant): Promise<number[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.gateway.write(async (db) => {
      const archived: number[] = [];
      for (const chunk of chunks([...new Set(ids)], IDS_PER_STATEMENT)) {
        const rows = await db
          .update(this.t)
          .set({
            archivedAt: at,
            archivedBy: actor,
            updatedAt: at,
            updatedBy: actor,
            version: sql`${this.t.version} + 1`,
          })
          .where(and(inArray(this.t.id, chunk), isNull(this.t.archivedAt)))
          .returning({ id: this.t.id });
        archived.push(...rows.map((row) => row.id));
      }
      return archived;
    });
  }

  /**
   * One `UPDATE … FROM (VALUES …)` for the chunk, each row guarded by its version; returns the
   * IDs it wrote. The VALUES columns are typed as the table's (see `tuples`); both dialects
   * name them column1, column2, ….
   */
  private async updateChunk(
    db: Db,
    keys: readonly string[],
    chunk: readonly Archivable<F>[],
  ): Promise<Set<number>> {
    const incoming = (key: string): SQL => sql.raw(`incoming.column${keys.indexOf(key) + 1}`);
    const rows = chunk.map((record) => [
      record.id,
      record.version,
      ...Object.values(this.mapping.columns(record)),
      record.updatedAt,
      record.updatedBy,
    ]);
    const casts = keys.map((key) => this.column(key).getSQLType());
    const assignments = Object.fromEntries(
      keys.filter((key) => key !== 'id' && key !== 'version').map((key) => [key, incoming(key)]),
    );
    const written = await db
      .update(this.t)
      .set({ ...assignments, version: sql`${this.t.version} + 1` } as never)
      .from(sql`(values ${tuples(rows, casts)}) as incoming`)
      // Archiving bumps the version, so an unchanged version means the row is still active.
      // Leaving `archived_at is null` out also keeps Postgres, whose statistics lag behind a
      // large import in progress, from scanning the partial code index for every chunk.
      .where(and(sql`${this.t.id} = ${incoming('id')}`, sql`${this.t.version} = ${incoming('version')}`))
      .returning({ id: this.t.id });
    return new Set(written.map((row) => row.id));
  }

  /** A single create, the common case, runs a statement prepared once per connection. */
  private async insertOne(db: Db, keys: readonly string[], row: readonly unknown[]): Promise<number[]> {
    this.insertOneQuery ??= preparedPerConnection((connection) =>
      connection
        .insert(this.t)
        .values(Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as never)
        .returning({ id: this.t.id })
        .prepare(`${this.mapping.kind.code}_insert_one`),
    );
    const values = Object.fromEntries(keys.map((key, i) => [key, row[i]]));
    return (await this.insertOneQuery(db).execute(values)).map((inserted) => inserted.id);
  }

  private column(key: string): AnyColumn {
    return (this.t as unknown as Record<string, AnyColumn>)[key]!;
  }

  private async findActiveWhere(
    column: AnyColumn,
    keys: readonly (number | string)[],
  ): Promise<Archivable<F>[]> {
    const db = this.gateway.reader();
    const rows: BaseRow[] = [];
    for (const chunk of chunks(keys, IDS_PER_STATEMENT)) {
      rows.push(
        ...(await db
          .select()
          .from(this.t)
          .where(and(inList(column, chunk), isNull(this.t.archivedAt)))),
      );
    }
    return this.hydrate(db, rows);
  }

  private async hydrate(db: Db, rows: readonly BaseRow[]): Promise<Archivable<F>[]> {
    if (rows.length === 0) return [];
    const children = await this.mapping.children?.load(
      db,
      rows.map((row) => row.id),
    );
    return this.toRecords(rows, children);
  }

  private toRecords(
    rows: readonly BaseRow[],
    children: Map<number, ChildValues<F>> | undefined,
  ): Archivable<F>[] {
    return rows.map((row) =>
      this.toRecord(row as Row, this.mapping.fields(row as Row, children?.get(row.id))),
    );
  }

  private toRecord(row: Row, fields: F): Archivable<F> {
    return {
      id: row.id,
      code: row.code,
      version: row.version,
      createdAt: instantFromMicros(row.createdAt),
      createdBy: row.createdBy,
      updatedAt: instantFromMicros(row.updatedAt),
      updatedBy: row.updatedBy,
      ...fields,
    };
  }

  private async guardCodes<T>(codes: readonly string[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (this.gateway.isUniqueViolation(error)) throw new DuplicateCode(this.mapping.kind, codes);
      if (this.gateway.isForeignKeyViolation(error)) throw new VanishedReference();
      throw error;
    }
  }
}

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ArchivableRepository } from '../../../../application/shared/records/ports/archivable.repository.js';
import type { Archivable, NewArchivable } from '../../../../domain/shared/archivable.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import {
  DuplicateCode,
  type RecordKind,
  StaleRecord,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import { chunks, IDS_PER_STATEMENT } from '../chunks.js';
import type { Db, DrizzleGateway, Tables } from '../drizzle-gateway.js';

/** The columns every archivable table has; a kind's own columns come on top. */
export type ArchivableTable = Tables['templateObjects'];
type BaseRow = ArchivableTable['$inferSelect'];
type Row = BaseRow & Record<string, unknown>;

/** How one kind of record maps to its table, and to child rows kept outside it (a task's tags). */
export interface ArchivableMapping<F> {
  readonly kind: RecordKind;
  readonly table: ArchivableTable;
  /** Rows per INSERT, so that rows × columns stays under the parameter limits. */
  readonly rowsPerInsert: number;
  /** The kind's own columns, from its fields. */
  columns(fields: F): Record<string, unknown>;
  /** The kind's fields, from its row and its children. */
  fields(row: Row, children: ChildValues<F> | undefined): F;
  readonly children?: ChildRows<F>;
}

type ChildValues<F> = Partial<F>;

export interface ChildRows<F> {
  load(db: Db, ids: readonly number[]): Promise<Map<number, ChildValues<F>>>;
  replace(db: Db, records: readonly { id: number; fields: F }[]): Promise<void>;
}

export class DrizzleArchivableRepository<F> implements ArchivableRepository<F> {
  constructor(
    private readonly gateway: DrizzleGateway,
    private readonly mapping: ArchivableMapping<F>,
  ) {}

  private get t(): ArchivableTable {
    return this.mapping.table;
  }

  async findActive(id: number): Promise<Archivable<F> | undefined> {
    const db = this.gateway.reader();
    const rows = await db
      .select()
      .from(this.t)
      .where(and(eq(this.t.id, id), isNull(this.t.archivedAt)));
    return (await this.hydrate(db, rows))[0];
  }

  findActiveByIds(ids: readonly number[]): Promise<Archivable<F>[]> {
    return this.findActiveWhere((chunk) => inArray(this.t.id, chunk), [...new Set(ids)]);
  }

  findActiveByCodes(codes: readonly string[]): Promise<Archivable<F>[]> {
    return this.findActiveWhere((chunk) => inArray(this.t.code, chunk), [...new Set(codes)]);
  }

  async listActive(): Promise<Archivable<F>[]> {
    const db = this.gateway.reader();
    const rows = await db.select().from(this.t).where(isNull(this.t.archivedAt)).orderBy(asc(this.t.code));
    return this.hydrate(db, rows);
  }

  insertMany(records: readonly NewArchivable<F>[]): Promise<Archivable<F>[]> {
    if (records.length === 0) return Promise.resolve([]);
    return this.gateway.write(async (db) => {
      const stored: Archivable<F>[] = [];
      for (const chunk of chunks(records, this.mapping.rowsPerInsert)) {
        const rows = await this.guardCodes(
          chunk.map((r) => r.code),
          () =>
            db
              .insert(this.t)
              .values(chunk.map((record) => this.toRow(record)) as never)
              .returning(),
        );
        const created = rows.map((row, i) => ({ id: row.id, fields: chunk[i]! as F }));
        const children = this.mapping.children;
        if (children) await this.guardCodes([], () => children.replace(db, created));
        stored.push(...rows.map((row, i) => this.toRecord(row as Row, chunk[i]!)));
      }
      return stored;
    });
  }

  updateMany(records: readonly Archivable<F>[]): Promise<Archivable<F>[]> {
    if (records.length === 0) return Promise.resolve([]);
    return this.gateway.write(async (db) => {
      for (const record of records) {
        const changed = await this.guardCodes([record.code], () =>
          db
            .update(this.t)
            .set({
              ...this.mapping.columns(record),
              updatedAt: record.updatedAt,
              updatedBy: record.updatedBy,
              version: sql`${this.t.version} + 1`,
            } as never)
            .where(
              and(eq(this.t.id, record.id), eq(this.t.version, record.version), isNull(this.t.archivedAt)),
            )
            .returning({ id: this.t.id }),
        );
        if (changed.length === 0) throw new StaleRecord(this.mapping.kind, record.id);
      }
      const children = this.mapping.children;
      if (children) {
        const written = records.map((record) => ({ id: record.id, fields: record as F }));
        await this.guardCodes([], () => children.replace(db, written));
      }
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

  private async findActiveWhere(
    condition: (chunk: never[]) => ReturnType<typeof inArray>,
    keys: readonly (number | string)[],
  ): Promise<Archivable<F>[]> {
    const db = this.gateway.reader();
    const rows: BaseRow[] = [];
    for (const chunk of chunks(keys, IDS_PER_STATEMENT)) {
      rows.push(
        ...(await db
          .select()
          .from(this.t)
          .where(and(condition(chunk as never[]), isNull(this.t.archivedAt)))),
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
    return rows.map((row) =>
      this.toRecord(row as Row, this.mapping.fields(row as Row, children?.get(row.id))),
    );
  }

  private toRow(record: NewArchivable<F>): Record<string, unknown> {
    return {
      ...this.mapping.columns(record),
      code: record.code,
      createdAt: record.createdAt,
      createdBy: record.createdBy,
      updatedAt: record.updatedAt,
      updatedBy: record.updatedBy,
    };
  }

  private toRecord(row: Row, fields: F): Archivable<F> {
    return {
      ...fields,
      id: row.id,
      code: row.code,
      version: row.version,
      createdAt: instantFromMicros(row.createdAt),
      createdBy: row.createdBy,
      updatedAt: instantFromMicros(row.updatedAt),
      updatedBy: row.updatedBy,
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

// The record kernel in memory: one kind's rows in a table of the MemoryStore, with what the SQL
// adapters' constraints do to every kind (unique codes, stored references), its code order, and
// its removal: archived rows kept, a version guarding each update (tasks, template objects), or
// deleted ones gone, as the foreign keys cascade or restrict them (the coded kinds).
import type { WriteLog } from '../../../../application/changes/ports/write-log.js';
import { bareQuery, type KindListing } from '../../../../application/listing/coded-listing.js';
import { type CodedKind, changeStamps, codeOf } from '../../../../domain/records/coded-entity.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import {
  DuplicateCode,
  RecordInUse,
  RecordNotFound,
  StaleRecord,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import type { KindDeclaration } from '../../../../domain/shared/record-kind.js';
import { type MemoryTableListing, MemoryTableRepository } from '../listing/memory-table-repository.js';
import type { MemoryStore } from '../memory-store.js';

/** The SQL adapters' foreign keys from a kind's rows, in memory. */
export interface MemoryReferences<N> {
  /** Whether every row the record refers to is stored. */
  readonly exist: (record: N) => boolean;
  /** What a create or an update naming a missing row throws; VanishedReference when not given. */
  readonly unknown?: (record: N) => Error;
}

/** A kind's table in memory, as its module declares it. */
export interface MemoryRecordKind<T extends { readonly id: number }, K extends string, L, N> {
  readonly table: string;
  /** A code-less kind (contacts) says so; an archived kind has no audit of its own. */
  readonly kind: KindDeclaration & Partial<Pick<CodedKind, 'audit' | 'coded'>>;
  readonly removal: keyof typeof REMOVALS;
  readonly listing: MemoryTableListing<T, K, L>;
  /** The row's own references; a write naming a missing one throws, as the SQL adapters do. */
  readonly references?: MemoryReferences<N>;
  /** ON DELETE CASCADE: removes what goes with the row. */
  readonly cascade?: (id: number) => void;
  /** ON DELETE RESTRICT: whether other rows still reference the row, and the RecordInUse detail then. */
  readonly restrict?: { readonly referenced: (id: number) => boolean; readonly inUse: string };
}

type Row = { readonly id: number; readonly [column: string]: unknown };

/** What a new row holds for its removal, and what a stored row shows (none when removed). */
const REMOVALS = {
  // Archived rows stay in the table, as in the SQL adapters, so references to them still count.
  archive: {
    created: { version: 1, archivedAt: null, archivedBy: null },
    shown: ({ archivedAt, archivedBy: _archivedBy, ...record }: Row) =>
      archivedAt === null ? (record as Row) : undefined,
  },
  delete: { created: {}, shown: (row: Row): Row | undefined => row },
};

/** `T` is what a kind's records are, `N` what it is given to create. */
export class MemoryRecordRepository<
  T extends N & { readonly id: number; readonly updatedAt: Instant },
  K extends string,
  L,
  N extends object,
> extends MemoryTableRepository<T, K, L> {
  private readonly removal;
  private readonly kind;

  constructor(
    store: MemoryStore,
    private readonly declared: MemoryRecordKind<T, K, L, N>,
  ) {
    super(store, declared.table, declared.listing);
    this.removal = REMOVALS[declared.removal];
    this.kind = declared.kind;
  }

  /** The records among `ids`, in no particular order. */
  async findActiveByIds(ids: readonly number[]): Promise<T[]> {
    const wanted = new Set(ids);
    return this.all().filter((record) => wanted.has(record.id));
  }

  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    return new Set(ids.filter((id) => this.stored(id) !== undefined));
  }

  /** The records among `codes`, in no particular order. */
  async findByCodes(codes: readonly string[]): Promise<T[]> {
    const wanted = new Set(codes);
    return this.all().filter((record) => wanted.has(codeOf(record)));
  }

  /** By code in code point order, then by ID. */
  async listActive(): Promise<T[]> {
    return this.all().sort((a, b) => compareCodePoints(codeOf(a), codeOf(b)) || a.id - b.id);
  }

  /** The rows are in memory already; batching only keeps the contract of the SQL adapters. */
  async *streamActive(batchSize: number): AsyncIterable<T[]> {
    const rows = await this.listActive();
    for (let start = 0; start < rows.length; start += batchSize) yield rows.slice(start, start + batchSize);
  }

  /** A coded kind's list without parameters: by code, a code-less kind's by its own order. */
  async list(): Promise<T[]> {
    const rows: T[] = [];
    const { definition } = this.declared.listing;
    for await (const batch of this.walk(bareQuery(definition as KindListing<T, K>))) rows.push(...batch);
    return rows;
  }

  insert(record: N): Promise<T> {
    return this.store.write(() => this.inserted([record], true)[0]!);
  }

  /** Given `log`, the records' change entries are written in the same unit of work. */
  insertMany(records: readonly N[], log?: WriteLog<T>): Promise<T[]> {
    return this.logged(log, () => this.inserted(records));
  }

  /** Each record only at its stored version (an archived row's is past it), else StaleRecord. */
  updateMany(records: readonly T[], log?: WriteLog<T>): Promise<T[]> {
    return this.logged(log, () => {
      for (const record of records) this.assertReferencesStored(record);
      const rows = this.rows();
      return records.map((record) => {
        const stored = rows.get(record.id);
        const version = (record as unknown as { readonly version: number }).version;
        if (!stored || stored.archivedAt !== null || stored.version !== version) {
          throw new StaleRecord(this.kind, record.id);
        }
        const row = { ...stored, ...record, version: version + 1 };
        rows.set(row.id, row);
        return this.removal.shown(row) as T;
      });
    });
  }

  /** The code and the creation stamps stay the stored ones, as in the SQL adapters. */
  update(record: T, unchangedSince?: Instant): Promise<T> {
    return this.store.write(() => {
      const stored = this.stored(record.id);
      if (unchangedSince !== undefined && stored?.updatedAt !== unchangedSince) {
        throw new PreconditionFailed(this.kind.name, record.id);
      }
      if (!stored) throw new RecordNotFound(this.kind, record.id);
      this.assertReferencesStored(record, true);
      return this.put(this.changed(stored, record));
    });
  }

  upsertMany(records: readonly N[]): Promise<T[]> {
    return this.store.write(() => {
      const byCode = new Map(this.all().map((record) => [codeOf(record), record]));
      return records.map((record) => {
        this.assertReferencesStored(record);
        const stored = byCode.get(codeOf(record));
        return this.put(stored ? this.changed(stored, record) : ({ ...record, id: this.nextId() } as T));
      });
    });
  }

  archive(ids: readonly number[], actor: string, at: Instant): Promise<number[]> {
    return this.store.write(() => {
      const rows = this.rows();
      const archived: number[] = [];
      for (const id of new Set(ids)) {
        const stored = rows.get(id);
        if (!stored || stored.archivedAt !== null) continue;
        const version = (stored.version as number) + 1;
        rows.set(id, {
          ...stored,
          archivedAt: at,
          archivedBy: actor,
          updatedAt: at,
          updatedBy: actor,
          version,
        });
        archived.push(id);
      }
      return archived;
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.stored(id);
      if (!stored || (unchangedSince !== undefined && stored.updatedAt !== unchangedSince)) return false;
      const { cascade, restrict } = this.declared;
      if (restrict?.referenced(id)) throw new RecordInUse(this.kind, id, restrict.inUse);
      this.remove(id);
      cascade?.(id);
      return true;
    });
  }

  /** The shown record of `id`: an archived kind's active one. */
  protected override stored(id: number): T | undefined {
    const row = this.store.rows<Row>(this.table).get(id);
    return row && (this.removal.shown(row) as T | undefined);
  }

  /** The shown records: what lists and lookups show. */
  protected override all(): T[] {
    const shown: T[] = [];
    for (const row of this.store.rows<Row>(this.table).values()) {
      const record = this.removal.shown(row);
      if (record) shown.push(record as T);
    }
    return shown;
  }

  /** The write and its log's entries in one unit of work, the caller's or one of its own. */
  private logged(log: WriteLog<T> | undefined, write: () => T[]): Promise<T[]> {
    return this.store.run(async () => {
      const stored = write();
      await log?.append(stored);
      return stored;
    });
  }

  /** `asked`: a create names the references, rather than an import that read them before. */
  private inserted(records: readonly N[], asked = false): T[] {
    if (this.kind.coded !== false) this.assertCodesFree(records.map(codeOf));
    for (const record of records) this.assertReferencesStored(record, asked);
    const rows = this.rows();
    return records.map((record) => {
      // Not `{ ...record, id }`: adding keys after a spread is many times slower in V8.
      const row: Row = Object.assign({}, record, { id: this.nextId() }, this.removal.created);
      rows.set(row.id, row);
      return this.removal.shown(row) as T;
    });
  }

  /** The kind's fields and the change stamps of `record` over the stored one. */
  private changed(stored: T, record: N): T {
    const values = record as Readonly<Record<string, unknown>>;
    const fields = Object.fromEntries(Object.keys(this.kind.fields).map((key) => [key, values[key]]));
    return { ...stored, ...fields, ...changeStamps(this.kind as CodedKind, record as never) };
  }

  /** Throws DuplicateCode with the codes a shown record holds already or that `codes` repeat. */
  private assertCodesFree(codes: readonly string[]): void {
    const taken = new Set(this.all().map(codeOf));
    const clashes: string[] = [];
    for (const code of codes) {
      if (taken.has(code)) clashes.push(code);
      taken.add(code);
    }
    if (clashes.length > 0) throw new DuplicateCode(this.kind, clashes);
  }

  /**
   * Throws when a row `record` refers to is not stored: the kind's `unknown` error given `asked`
   * (a create or an update names it), else VanishedReference (deleted since the caller checked it).
   */
  private assertReferencesStored(record: N, asked = false): void {
    const { references } = this.declared;
    if (!references || references.exist(record)) return;
    throw (asked && references.unknown?.(record)) || new VanishedReference();
  }

  private rows(): Map<number | string, Row> {
    return this.store.mutable<Row>(this.table);
  }
}

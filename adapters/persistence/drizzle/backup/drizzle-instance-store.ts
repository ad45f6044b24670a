// The whole instance as archive sections, read from one snapshot and replaced in one transaction.
import { asc, count, eq, getTableColumns, getTableName, gt, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import {
  ARCHIVE_SECTIONS,
  type ArchiveRow,
  type ArchiveSection,
  archiveSection,
  DATA_SECTIONS,
  type SectionBatch,
  withoutSecrets,
} from '../../../../application/backup/archive-sections.js';
import type {
  InstanceStore,
  RestoreFill,
  RestoreOutcome,
} from '../../../../application/backup/ports/instance-store.js';
import type { UnitOfWork } from '../../../../application/shared/ports/unit-of-work.js';
import { usernameKey } from '../../../../domain/access/user.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { forgetKeptRecords } from '../records/kept-records.js';
import { COPYING_INSERTS } from './copying-inserts.js';
import { DERIVED_COLUMNS } from './derived-columns.js';

/** Rows per read of a large section: a keyset page by its integer key. */
const READ_BATCH = 1000;

// biome-ignore lint/suspicious/noExplicitAny: tables are picked by section name, their columns by the section's columns
type AnyTable = any;

type KeptSecrets = Awaited<ReturnType<DrizzleInstanceStore['keptSecrets']>>;

export class DrizzleInstanceStore implements InstanceStore {
  constructor(
    private readonly gateway: DrizzleGateway,
    private readonly uow: UnitOfWork,
  ) {}

  read(secrets: boolean, sink: (batch: SectionBatch) => Promise<void>): Promise<void> {
    return this.gateway.readSnapshot(async (db) => {
      for (const section of ARCHIVE_SECTIONS) {
        if (section.secret && !secrets) continue;
        for await (const rows of this.rowsOf(db, section)) {
          await sink({
            section: section.name,
            rows: secrets ? rows : rows.map((row) => withoutSecrets(row, section)),
          });
        }
      }
    });
  }

  async hasData(db = this.gateway.reader()): Promise<boolean> {
    const t = this.table.bind(this);
    const holdsRow = async (table: AnyTable, where?: SQL) =>
      (await db.select({ one: sql`1` }).from(table).where(where).limit(1)).length > 0;
    for (const name of DATA_SECTIONS) if (await holdsRow(t(name))) return true;
    const [users] = await db.select({ n: count() }).from(t('users'));
    if (Number(users?.n ?? 0) > 1) return true;
    return holdsRow(t('roles'), eq(t('roles').system, false));
  }

  async replace(batches: AsyncIterable<SectionBatch>, fill: RestoreFill): Promise<RestoreOutcome> {
    let usersWithoutPassword = 0;
    await this.uow.run(() =>
      this.gateway.write(async (db) => {
        const kept = await this.keptSecrets(db);
        const empty = !(await this.hasData(db));
        for (const section of [...ARCHIVE_SECTIONS].reverse()) await db.delete(this.table(section.name));
        // The log told of the records the restore replaces; their IDs now name others.
        await db.delete(this.gateway.tables.changes);
        const parents: [number, number][] = [];
        const load = () => this.insertAll(db, batches, fill, kept, parents);
        usersWithoutPassword = empty ? await this.withSetAside(db, load) : await load();
        await this.linkParents(db, parents);
        if (!fill.secrets) await this.restoreKept(db, kept);
        await this.moveIdGenerators(db);
        // The caller's unit of work may go on after this one (the restore's log entries).
        this.uow.afterCommit(() => forgetKeptRecords(this.gateway));
      }),
    );
    return { usersWithoutPassword };
  }

  /**
   * `load` without what the dialect builds faster whole once the rows are in
   * (`Dialect.setAsideForLoad`), into an instance that held no data: on Postgres the tables are
   * then locked until the restore commits, and nobody waits who could have read anything.
   */
  private async withSetAside<T>(db: Db, load: () => Promise<T>): Promise<T> {
    const { dialect } = this.gateway;
    const tables = ARCHIVE_SECTIONS.map((section) => getTableName(this.table(section.name)));
    const setAside = await dialect.setAsideForLoad(db, tables);
    for (const { drop } of setAside) await dialect.run(db, sql.raw(drop));
    const loaded = await load();
    for (const { build } of setAside) await dialect.run(db, sql.raw(build));
    return loaded;
  }

  /**
   * The archive's rows, inserted; how many users it holds without a password. The next batch is
   * read and checked while the database inserts this one.
   */
  private async insertAll(
    db: Db,
    batches: AsyncIterable<SectionBatch>,
    fill: RestoreFill,
    kept: KeptSecrets,
    parents: [number, number][],
  ): Promise<number> {
    let usersWithoutPassword = 0;
    let inserting = Promise.resolve();
    for await (const { section: name, rows } of batches) {
      const section = archiveSection(name)!;
      if (name === 'users') usersWithoutPassword += rows.filter((row) => !hasPassword(row, kept)).length;
      const complete = rows.map((row) => this.complete(section, row, fill, kept, parents));
      if (complete.length === 0) continue;
      await inserting;
      inserting = this.insertBatch(db, name, complete);
      // Awaited before the next batch's insert, or after the last one.
      inserting.catch(() => {});
    }
    await inserting;
    return usersWithoutPassword;
  }

  /** A section's batch, through the section's copying insert if it has one. */
  private async insertBatch(db: Db, name: string, rows: readonly Record<string, unknown>[]): Promise<void> {
    const copying = COPYING_INSERTS[name];
    if (copying) {
      await this.gateway.dialect.run(db, copying(this.gateway.dialect, rows));
      return;
    }
    const keys = Object.keys(rows[0]!);
    const columns = getTableColumns(this.table(name));
    await this.gateway.insertRows(
      getTableName(this.table(name)),
      keys.map((key) => columns[key]!.name),
      rows.map((row) => keys.map((key) => row[key])),
    );
  }

  private table(name: string): AnyTable {
    return (this.gateway.tables as unknown as Record<string, AnyTable>)[name];
  }

  /** A section's rows in key order: keyset pages for an integer key, one read for the small text-keyed ones. */
  private async *rowsOf(db: Db, section: ArchiveSection): AsyncIterable<ArchiveRow[]> {
    const table = this.table(section.name);
    const columns = Object.fromEntries(section.columns.map((column) => [column.name, table[column.name]]));
    const keyColumns = section.key.map((name) => table[name]);
    const integerKey = section.key.every(
      (name) => section.columns.find((c) => c.name === name)?.type === 'integer',
    );
    const order = keyColumns.map((column, i) =>
      this.textKey(section, i) ? sql`${column} collate "C"` : asc(column),
    );
    if (!integerKey) {
      const rows = await db
        .select(columns)
        .from(table)
        .orderBy(...order);
      if (rows.length > 0) yield rows as ArchiveRow[];
      return;
    }
    /** The last row's key. */
    let after: unknown[] | undefined;
    for (;;) {
      const rows = (await db
        .select(columns)
        .from(table)
        .where(after && keysetAfter(keyColumns, after))
        .orderBy(...order)
        .limit(READ_BATCH)) as ArchiveRow[];
      if (rows.length > 0) yield rows;
      if (rows.length < READ_BATCH) return;
      const last = rows.at(-1)!;
      after = section.key.map((name) => last[name]);
    }
  }

  /** Text keys sort by code point on both dialects: binary in SQLite, `COLLATE "C"` on Postgres. */
  private textKey(section: ArchiveSection, index: number): boolean {
    const name = section.key[index];
    return (
      is(this.table(section.name), PgTable) && section.columns.find((c) => c.name === name)?.type === 'text'
    );
  }

  /** What a restore keeps of this instance when the archive has no secrets. */
  private async keptSecrets(db: Db) {
    const t = this.table.bind(this);
    const hashes = await db
      .select({ key: t('users').usernameKey, hash: t('users').passwordHash })
      .from(t('users'));
    const [llm] = await db.select({ token: t('llmSettings').token }).from(t('llmSettings'));
    return {
      passwordHashes: new Map(hashes.map((row: { key: string; hash: string }) => [row.key, row.hash])),
      appSecrets: (await db.select().from(t('appSecrets'))) as ArchiveRow[],
      llmToken: (llm?.token ?? null) as string | null,
    };
  }

  private complete(
    section: ArchiveSection,
    row: ArchiveRow,
    fill: RestoreFill,
    kept: KeptSecrets,
    parents: [number, number][],
  ): Record<string, unknown> {
    const completed: Record<string, unknown> = { ...row, ...DERIVED_COLUMNS[section.name]?.(row) };
    if (section.name === 'users' && row.passwordHash === null) {
      completed.passwordHash = hasPassword(row, kept)
        ? kept.passwordHashes.get(usernameKey(String(row.username)))
        : fill.unusablePasswordHash;
    }
    if (section.name === 'llmSettings' && row.token === null) completed.token = kept.llmToken;
    // Parents may come after their children in ID order: linked once every entry is in.
    if (section.name === 'nomenclatures' && row.parentId !== null) {
      parents.push([row.id as number, row.parentId as number]);
      completed.parentId = null;
    }
    return completed;
  }

  private async linkParents(db: Db, parents: readonly [number, number][]): Promise<void> {
    const nomenclatures = this.table('nomenclatures');
    for (const [id, parentId] of parents) {
      await db.update(nomenclatures).set({ parentId }).where(eq(nomenclatures.id, id));
    }
  }

  /** Without secrets: the signing key stays this instance's, so its tokens stay valid. */
  private async restoreKept(db: Db, kept: { appSecrets: readonly ArchiveRow[] }): Promise<void> {
    if (kept.appSecrets.length > 0) await db.insert(this.table('appSecrets')).values([...kept.appSecrets]);
  }

  /** Postgres identities would hand out restored IDs again; SQLite's AUTOINCREMENT follows inserted IDs itself. */
  private async moveIdGenerators(db: Db): Promise<void> {
    if (!is(this.table('tags'), PgTable)) return;
    for (const section of ARCHIVE_SECTIONS.filter((s) => s.generatedId)) {
      const name = getTableName(this.table(section.name));
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
      );
    }
  }
}

/** A user row has a password when it holds a hash, or this instance has one for its username. */
function hasPassword(row: ArchiveRow, kept: { passwordHashes: ReadonlyMap<string, string> }): boolean {
  return row.passwordHash !== null || kept.passwordHashes.has(usernameKey(String(row.username)));
}

/**
 * Rows strictly after `values` in the order of `columns`, as a row value: both dialects seek an
 * index with it, where the equivalent `a > x or (a = x and b > y)` scans (quadratic over a walk).
 */
function keysetAfter(columns: readonly AnyTable[], values: readonly unknown[]): SQL {
  if (columns.length === 1) return gt(columns[0], values[0]);
  const row = (items: readonly unknown[]) =>
    sql.join(
      items.map((item) => sql`${item}`),
      sql`, `,
    );
  return sql`(${row(columns)}) > (${row(values)})`;
}

import type { SectionBatch } from '../archive-sections.js';

/** What a restore puts where the archive holds no secret. */
export interface RestoreFill {
  /** Whether the archive holds the secrets: without them, this instance's are kept. */
  readonly secrets: boolean;
  /** For a user archived without a password hash and unknown here by username: matches no password. */
  readonly unusablePasswordHash: string;
}

/** What a restore did that its caller should tell the operator. */
export interface RestoreOutcome {
  /** Users restored without a password hash and unknown here by username: none can sign in yet. */
  readonly usersWithoutPassword: number;
}

/** Everything one instance stores, as archive sections (docs/backup.md#archive-format). */
export interface InstanceStore {
  /**
   * Every section in archive order, read from one consistent state a batch at a time; `sink` is
   * awaited before the next read. Secret sections are left out and secret columns written as
   * null unless `secrets`.
   */
  read(secrets: boolean, sink: (batch: SectionBatch) => Promise<void>): Promise<void>;
  /**
   * Whether anything beyond a fresh start is stored: records, taxonomy, badges, companies,
   * contacts, settings, more than one user, or a role that is not a system role.
   */
  hasData(): Promise<boolean>;
  /**
   * In one transaction: removes everything an archive holds (sessions end with their users),
   * then writes the batches as they come. A secret the archive leaves out keeps this
   * instance's value where it has one: a user's password hash (by username), the signing key,
   * the model token. An error thrown by `batches` undoes everything.
   */
  replace(batches: AsyncIterable<SectionBatch>, fill: RestoreFill): Promise<RestoreOutcome>;
}

import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import type { HoldPoint, RepositoryName } from '../../support/race-barrier.js';
import type { TestApp } from '../../support/test-app.js';

/** A repository method, held before or after it runs depending on the order being forced. */
export type Method = Omit<HoldPoint, 'moment'>;

/** Statuses a request may answer, each with the problem code it must carry (null for a success). */
export type Answers = Readonly<Record<number, string | null>>;

/** The rows of one run of a race, made fresh for it, and the two requests. */
export interface Stage {
  /** The write that references the row (creates or changes a link to it). */
  write(): Promise<Response>;
  /** The delete of the referenced row. */
  remove(): Promise<Response>;
  /** Whether the referenced row is still stored. */
  referencedExists(): Promise<boolean>;
  /** Whether the write's reference to it is stored. */
  linked(): Promise<boolean>;
}

/** A write referencing a row, racing the delete of that row. */
export interface DeleteRace {
  readonly write: string;
  readonly remove: string;
  /** `table.column` of the foreign key the two meet on, in the Postgres schema. */
  readonly foreignKey: string;
  readonly writeAnswers: Answers;
  readonly removeAnswers: Answers;
  /** Where the write has checked that the row exists and not yet written. */
  readonly writeChecked: HoldPoint;
  /** The method whose return means the write has written (its transaction still open, if it has one). */
  readonly writeWrites: Method;
  /** The delete's own delete statement: before it, the delete has checked nothing references the row. */
  readonly removeDeletes: Method;
  stage(t: TestApp, admin: string, unique: string): Promise<Stage>;
}

/**
 * Foreign keys no write can race a delete on, each with the reason; the coverage test fails
 * when a foreign key has neither a race nor an entry here.
 */
export const EXEMPT_FOREIGN_KEYS: Readonly<Record<string, string>> = {
  // Only the ANONYMOUS role has settings, and system roles cannot be deleted.
  'role_settings.role_id': 'settings are only stored for a system role, which cannot be deleted',
  // Tasks are archived, never deleted; archiving races an update through the version instead.
  'task_tags.task_id': 'tasks are never deleted',
};

/** Where a race holds a request: a repository method, or the moment before or after it runs. */
export const at = (repository: RepositoryName, method: string): Method => ({ repository, method });
export const after = (repository: RepositoryName, method: string): HoldPoint => ({
  repository,
  method,
  moment: 'after',
});
export const before = (repository: RepositoryName, method: string): HoldPoint => ({
  repository,
  method,
  moment: 'before',
});

/** The persistence of a running app, to read what is stored without the API. */
export const stored = (t: TestApp) => t.service.container.get<Persistence>(TOKENS.persistence);

/** The id of a resource created through the API; fails the run on anything but 201. */
export async function createdId(t: TestApp, admin: string, path: string, json: unknown): Promise<number> {
  const response = await t.request('POST', path, { token: admin, json });
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

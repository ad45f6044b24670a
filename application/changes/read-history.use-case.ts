import type { Change, ChangedResource } from '../../domain/changes/change.js';
import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
import type { ChangeLog } from './ports/change-log.js';

/** Whether a record of a kind exists (active, for archivable kinds). */
export type RecordExists = (id: number) => Promise<boolean>;

/** Each kind's name in problems, and how to tell whether one of its records exists. */
export type HistorySubjects = Readonly<Record<ChangedResource, { kind: RecordKind; exists: RecordExists }>>;

export interface HistoryPage {
  readonly entries: readonly Change[];
  /** The ID the next page starts below, when there is one. */
  readonly next: number | undefined;
}

/** Every entry, when a page size is not given: a record's history is short beside a list. */
const EVERY_ENTRY = 1_000_000_000;

/**
 * A record's history, newest first (docs/api/changes.md#history). A record written before the log
 * existed has none yet; a record never stored and never logged is a 404, and an archived or deleted
 * one keeps its history.
 */
export class ReadHistoryUseCase {
  constructor(
    private readonly log: ChangeLog,
    private readonly subjects: HistorySubjects,
  ) {}

  async execute(
    resource: ChangedResource,
    id: number,
    limit?: number,
    before?: number,
  ): Promise<HistoryPage> {
    const size = limit ?? EVERY_ENTRY;
    const found = await this.log.history(resource, id, size + 1, before);
    const subject = this.subjects[resource];
    if (found.length === 0 && before === undefined && !(await subject.exists(id)))
      throw new RecordNotFound(subject.kind, id);
    const entries = found.slice(0, size);
    return { entries, next: found.length > size ? entries.at(-1)!.id : undefined };
  }
}

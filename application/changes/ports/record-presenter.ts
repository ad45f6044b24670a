import type { ChangedResource, RecordSnapshot } from '../../../domain/changes/change.js';

/** A record as the API returns it: what the log keeps of it, for webhooks, the feed and field diffs. */
export interface RecordPresenter {
  present(resource: ChangedResource, record: object): RecordSnapshot;
}

import { apiRecordPresenter } from '../adapters/http/changes/record-presenter.js';
import type { Persistence } from '../adapters/persistence/persistence.js';
import type { RestoreTarget } from '../application/backup/backup.use-cases.js';
import { ChangeRecorder } from '../application/changes/change-recorder.js';
import type { Clock } from '../application/shared/ports/clock.js';

/** The change log's writer for a persistence: webhook deliveries are queued with the entries (docs/adr/0066-webhooks-from-an-outbox.md). */
export function changeRecorderOf(persistence: Persistence, clock: Clock): ChangeRecorder {
  return new ChangeRecorder(
    persistence.changeLog,
    apiRecordPresenter,
    [persistence.webhookOutbox],
    persistence.changeSignal,
    persistence.unitOfWork,
    clock,
  );
}

/** A persistence as a restore writes it: its store, change log and unit of work. */
export function restoreTargetOf(persistence: Persistence, clock: Clock): RestoreTarget {
  return {
    store: persistence.instance,
    changes: changeRecorderOf(persistence, clock),
    unitOfWork: persistence.unitOfWork,
  };
}

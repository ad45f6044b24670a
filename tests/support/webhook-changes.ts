import type { Persistence } from '../../adapters/persistence/open-persistence.js';
import type { DeliveryWorker } from '../../application/webhooks/delivery-worker.js';
import { TOKENS } from '../../bootstrap/tokens.js';
import type { Change, ChangeAction } from '../../domain/changes/change.js';
import type { Instant } from '../../domain/shared/instant.js';
import type { TestApp } from './test-app.js';

let lastChangeId = 0;

/** A change of a task as the log would hold it. */
export function taskChange(action: ChangeAction, recordId: number, at: Instant): Change {
  lastChangeId += 1;
  const record = { id: recordId, code: `T-${recordId}`, label: `Task ${recordId}` };
  return {
    id: lastChangeId,
    resource: 'tasks',
    recordId,
    code: record.code,
    action,
    actor: { username: 'admin', apiKey: null },
    at,
    fields: action === 'updated' ? [{ field: 'label', before: 'Old', after: record.label }] : [],
    record,
  };
}

/** Queues the deliveries of `changes` in one unit of work, as a recorded write does. */
export async function enqueueChanges(app: TestApp, changes: readonly Change[]): Promise<void> {
  const persistence = app.service.container.get<Persistence>(TOKENS.persistence);
  await persistence.unitOfWork.run(() => persistence.webhookOutbox.enqueue(changes));
}

/** The instance's delivery worker: woken, it sends every due delivery and resolves when done. */
export function webhookWorker(app: TestApp): DeliveryWorker {
  return app.service.container.get<DeliveryWorker>(TOKENS.webhookWorker);
}

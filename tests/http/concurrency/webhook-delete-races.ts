import { at, before, createdId, type DeleteRace, stored } from './delete-race.js';

const WEBHOOKS = '/api/v1/webhooks';
/** Outbound DNS is blocked in tests; an address literal needs no lookup. */
const URL = 'https://93.184.216.34/hook';

/** docs/adr/0066-webhooks-from-an-outbox.md: what refers to a subscription while it is deleted. */
export const WEBHOOK_RACES: DeleteRace[] = [
  {
    write: 'create a task, queuing a delivery for subscription W',
    remove: 'delete subscription W',
    foreignKey: 'webhook_deliveries.webhook_id',
    writeAnswers: { 201: null },
    removeAnswers: { 204: null },
    // The task's insert queues its deliveries: on Postgres in its own statement, elsewhere
    // through the outbox inside it, after reading which event types subscriptions take.
    writeChecked: before('tasks', 'insertMany'),
    writeWrites: at('tasks', 'insertMany'),
    removeDeletes: at('webhooks', 'delete'),
    async stage(t, admin, unique) {
      const id = await createdId(t, admin, WEBHOOKS, { url: URL, events: ['task.created'] });
      const deliveries = () =>
        stored(t).webhookDeliveries.listing.count({
          sort: { key: 'id', descending: false },
          filter: { webhookId: id },
          words: [],
        });
      return {
        write: () =>
          t.request('POST', '/api/v1/task', { token: admin, json: { code: `t-${unique}`, label: 'x' } }),
        remove: () => t.request('DELETE', `${WEBHOOKS}/${id}`, { token: admin }),
        referencedExists: async () => (await stored(t).webhooks.find(id)) !== undefined,
        linked: async () => (await deliveries()) > 0,
      };
    },
  },
  {
    write: 'change the events of subscription W',
    remove: 'delete subscription W',
    foreignKey: 'webhook_events.webhook_id',
    writeAnswers: { 200: null, 404: 'WEBHOOK.NOT_FOUND' },
    removeAnswers: { 204: null },
    writeChecked: before('webhooks', 'save'),
    writeWrites: at('webhooks', 'save'),
    removeDeletes: at('webhooks', 'delete'),
    async stage(t, admin) {
      const id = await createdId(t, admin, WEBHOOKS, { url: URL, events: ['task.created'] });
      const events = async () => (await stored(t).webhooks.find(id))?.events ?? [];
      return {
        write: () =>
          t.request('PATCH', `${WEBHOOKS}/${id}`, { token: admin, json: { events: ['tag.created'] } }),
        remove: () => t.request('DELETE', `${WEBHOOKS}/${id}`, { token: admin }),
        referencedExists: async () => (await stored(t).webhooks.find(id)) !== undefined,
        linked: async () => (await events()).includes('tag.created'),
      };
    },
  },
];

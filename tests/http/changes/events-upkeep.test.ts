import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import type { NewChange } from '../../../domain/changes/change.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { openFeed, rawFeed, readUntil } from '../../support/feed-client.js';
import { ManualSchedule } from '../../support/manual-schedule.js';
import { type SocketServer, serveOnSocket } from '../../support/socket-server.js';
import { useTestApp } from '../../support/use-test-app.js';

const HEARTBEAT_MS = 15_000;
const POLL_MS = 5_000;

function tagCreated(recordId: number): NewChange {
  return {
    resource: 'tags',
    recordId,
    code: `TAG-${recordId}`,
    action: 'created',
    actor: { username: 'admin', apiKey: null },
    at: instantFromMicros(1_795_000_000_000_000),
    fields: [],
    record: { id: recordId, code: `TAG-${recordId}` },
  };
}

/** What keeps streams right between writes: the safety poll, and the caller checked at each heartbeat. */
describeEachBackend('live feed upkeep', (backend) => {
  const schedule = new ManualSchedule();
  const t = useTestApp(backend, { app: { feedSchedule: schedule.schedule } });
  let server: SocketServer;
  beforeEach(async () => {
    server = await serveOnSocket(t);
  });
  afterEach(async () => {
    await server.close();
  });

  it('when an entry is committed and no signal comes, then the safety poll brings it', async () => {
    const persistence = t.service.container.get<Persistence>(TOKENS.persistence);
    const feed = openFeed(server.origin, t.admin);
    await feed.opened;
    // Appended as another instance would, whose NOTIFY never arrived: no signal here.
    await persistence.unitOfWork.run(() => persistence.changeLog.append([tagCreated(1)]));
    schedule.fire(POLL_MS);
    await expect.poll(() => feed.events.length).toBe(1);
    feed.close();
    expect(feed.events[0]).toMatchObject({ type: 'tag.created', data: { data: { code: 'TAG-1' } } });
  });

  it('when the caller is disabled, then their stream ends at the next heartbeat', async () => {
    const user = await t.createUser({ username: 'soon-disabled' });
    const armed = schedule.set(HEARTBEAT_MS) + 1;
    const { response } = await rawFeed(server.origin, await user.token());
    expect(response.statusCode).toBe(200);
    await schedule.setTimes(HEARTBEAT_MS, armed);
    const disabled = await t.request('PATCH', `/api/v1/auth/users/${user.id}`, {
      token: t.admin,
      json: { enabled: false },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(disabled.status).toBe(200);
    schedule.fire(HEARTBEAT_MS);
    expect(await readUntil(response, () => false)).toBe('');
    expect(response.complete).toBe(true);
  });
});

import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { ReadBarrier } from '../../support/read-barrier.js';
import { useTestApp } from '../../support/use-test-app.js';
import { CODED_RESOURCES, type CodedResource, type Context, written } from './coded-resources.js';
import { expectConflict, inParallel, type Reply, tally } from './replies.js';

const CLIENTS = 50;
const ARCHIVABLE = CODED_RESOURCES.filter((r) => r.archivable);

/** docs/api/records.md#optimistic-concurrency: many PUTs of one record at once; optimistic versions decide. */
describeEachBackend('parallel updates of one record', (backend) => {
  let barrier: ReadBarrier;
  const t = useTestApp(backend, {
    app: () => {
      barrier = new ReadBarrier();
      return { persistence: barrier.wrap };
    },
  });

  async function createOne(resource: CodedResource): Promise<{ id: number; context: Context }> {
    const context = await resource.prepare(t, t.admin);
    const created = await t.request('POST', resource.base, {
      token: t.admin,
      json: resource.element('ONE', CLIENTS, context),
    });
    expect(created.status).toBe(201);
    return { id: (await json(created)).id, context };
  }

  const putAll = (resource: CodedResource, id: number, context: Context) =>
    inParallel(CLIENTS, (writer) =>
      t.request('PUT', `${resource.base}/${id}`, {
        token: t.admin,
        json: resource.element('ONE', writer, context),
      }),
    );

  const read = async (resource: CodedResource, id: number) =>
    json(await t.request('GET', `${resource.base}/${id}`, { token: t.admin }));

  const expectStaleConflicts = (resource: CodedResource, replies: readonly Reply[]) => {
    for (const conflict of replies.filter((r) => r.status === 409)) {
      expectConflict(conflict, [`${resource.kind}.CONCURRENT_CHANGE`]);
    }
  };

  for (const resource of ARCHIVABLE) {
    it(`when ${CLIENTS} PUTs of one ${resource.name} record all read the same version, then one 200, ${CLIENTS - 1} 409 problems and the winner's body stays`, async () => {
      const { id, context } = await createOne(resource);
      // Every request reads the record before any of them writes: all carry the same version.
      barrier.arm(CLIENTS);
      const replies = await putAll(resource, id, context);

      expect(tally(replies)).toEqual({ 200: 1, 409: CLIENTS - 1 });
      expectStaleConflicts(resource, replies);
      const winner = replies.findIndex((r) => r.status === 200);
      const sent = resource.element('ONE', winner, context);
      expect(written(replies[winner]!.body, sent)).toEqual(sent);
      expect(await read(resource, id)).toEqual(replies[winner]!.body);
    });

    it(`when ${CLIENTS} PUTs of one ${resource.name} record interleave freely, then each is a 200 or a 409 problem and the last acknowledged body stays`, async () => {
      const { id, context } = await createOne(resource);
      const replies = await putAll(resource, id, context);

      expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      expectStaleConflicts(resource, replies);
      const acknowledged = replies.filter((r) => r.status === 200).map((r) => r.body);
      expect(acknowledged.length).toBeGreaterThan(0);
      // A write succeeds only on the version it read, so acknowledged writes are stamped in commit order.
      const last = acknowledged
        .map((body) => body.lastModifiedDate as string)
        .sort()
        .at(-1);
      const final = await read(resource, id);
      expect(final.lastModifiedDate).toBe(last);
      expect(acknowledged.filter((body) => body.lastModifiedDate === last)).toContainEqual(final);
    });
  }
});

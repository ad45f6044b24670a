import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { CODED_RESOURCES, written } from './coded-resources.js';
import { expectConflict, inParallel, tally } from './replies.js';
import { storedCodeCounts } from './stored-codes.js';

const CLIENTS = 50;

/** docs/api/records.md#codes-after-archival (409 on a duplicate active code): one code created by many clients at once. */
describeEachBackend('parallel creates of one code', (backend) => {
  const t = useTestApp(backend, { signIn: false });
  let token: string;
  beforeEach(async () => {
    token = await t.adminToken();
  });

  for (const resource of CODED_RESOURCES) {
    it(`when ${CLIENTS} clients create one ${resource.name} code at once, then one 201, ${CLIENTS - 1} 409 problems and one stored row`, async () => {
      const context = await resource.prepare(t, token);
      const replies = await inParallel(CLIENTS, (writer) =>
        t.request('POST', resource.base, { token, json: resource.element('SAME', writer, context) }),
      );

      expect(tally(replies)).toEqual({ 201: 1, 409: CLIENTS - 1 });
      for (const conflict of replies.filter((r) => r.status === 409)) {
        expectConflict(conflict, [`${resource.kind}.DUPLICATE_CODE`]);
      }
      const winner = replies.findIndex((r) => r.status === 201);
      const listed = await json(await t.request('GET', resource.base, { token }));
      expect(listed).toEqual([replies[winner]!.body]);
      const sent = resource.element('SAME', winner, context);
      expect(written(listed[0], sent)).toEqual(sent);
      expect(await storedCodeCounts(t, resource.table)).toEqual(new Map([['SAME', 1]]));
    });
  }
});

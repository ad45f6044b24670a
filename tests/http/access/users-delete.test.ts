import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { UNKNOWN_ID, USERS, type UserBody, useUserAdministration } from './user-administration.js';

/** docs/api/access.md#users: deleting users, one or a selection. */
describeEachBackend('user administration', (backend) => {
  const { t, admin, forcedAdminId, settingsOf, saveSettings } = useUserAdministration(backend);

  describe('delete', () => {
    it('when a user is deleted, then 204, it is gone, its token stops working and its settings are removed', async () => {
      const rose = await t.createUser({ username: 'rose' });
      const token = await rose.token();
      await saveSettings(rose.id);
      expect(await settingsOf(rose.id)).toEqual({ viewMode: 'dark' });

      const response = await admin('DELETE', `${USERS}/${rose.id}`);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      await expectProblem(await admin('GET', `${USERS}/${rose.id}`), 404);
      expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
      expect(await settingsOf(rose.id)).toBeUndefined();
    });

    it('when an unknown id is deleted, then 404', async () => {
      await expectProblem(await admin('DELETE', `${USERS}/${UNKNOWN_ID}`), 404, 'USER.NOT_FOUND');
    });
  });

  describe('delete-selected', () => {
    const DELETE_SELECTED = `${USERS}/delete-selected`;

    it('when users are deleted in bulk, then deletable ones go, the rest are skipped, in request order and once each', async () => {
      const sam = await t.createUser({ username: 'sam' });
      const tess = await t.createUser({ username: 'tess' });
      const uma = await t.createUser({ username: 'uma' });
      const samToken = await sam.token();
      await saveSettings(sam.id);
      await saveSettings(uma.id);
      const adminId = await forcedAdminId();

      const response = await admin('POST', DELETE_SELECTED, {
        ids: [tess.id, UNKNOWN_ID, sam.id, tess.id, adminId, UNKNOWN_ID],
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        deletedIds: [tess.id, sam.id],
        skippedIds: [UNKNOWN_ID, adminId],
      });

      const remaining = (await (await admin('GET', USERS)).json()) as UserBody[];
      expect(remaining.map((user) => user.username)).toEqual(['admin', 'uma']);
      expect((await t.request('GET', '/api/v1/auth/me', { token: samToken })).status).toBe(401);
      expect(await settingsOf(sam.id)).toBeUndefined();
      expect(await settingsOf(uma.id)).toEqual({ viewMode: 'dark' });
    });

    it('when the caller selects themself and the forced admin, then both are skipped', async () => {
      const me = await t.createUser({ username: 'victor', roles: ['ADMIN'] });
      const wendy = await t.createUser({ username: 'wendy' });
      const adminId = await forcedAdminId();
      const response = await t.request('POST', DELETE_SELECTED, {
        token: await me.token(),
        json: { ids: [me.id, wendy.id, adminId] },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deletedIds: [wendy.id], skippedIds: [me.id, adminId] });
    });

    it('when the selection is empty, then 200 with two empty lists', async () => {
      const response = await admin('POST', DELETE_SELECTED, { ids: [] });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deletedIds: [], skippedIds: [] });
    });

    it.each([
      ['no ids', {}],
      ['ids that are not an array', { ids: 3 }],
      ['a zero id', { ids: [0] }],
      ['a fractional id', { ids: [1.5] }],
      ['an unknown property', { ids: [1], all: true }],
    ])('when the body has %s, then 400 and nothing is deleted', async (_, body) => {
      const xena = await t.createUser({ username: 'xena' });
      await expectProblem(await admin('POST', DELETE_SELECTED, body), 400);
      expect((await admin('GET', `${USERS}/${xena.id}`)).status).toBe(200);
    });
  });
});

import fc from 'fast-check';
import { it } from 'vitest';
import { roleListing, roleSearchText } from '../../../application/access/role-listing.js';
import { type UserFilter, userListing, userSearchText } from '../../../application/access/user-listing.js';
import { newRole, SYSTEM_ROLES } from '../../../domain/access/role.js';
import { matchesWords } from '../../../domain/listing/search-words.js';
import { describeEachBackend } from '../../support/backends.js';
import { sinceT0 } from '../../support/coded-walk.js';
import { assertEveryWalk, rarely, WALK_SEARCHES, walkText } from '../../support/list-walk.js';
import { aUser, everyRow, usePersistence, withSystemRoles } from '../../support/persistence.js';

const NAMES = ['ada', 'ada.lovelace', 'Bob', 'bob-smith', 'zoe@x'];
const ROLES = ['USER', 'ADMIN', 'EDITOR'];

/** docs/api/lists.md#paging, #users and #roles: pages walked while users and roles come and go. */
describeEachBackend('user and role list walks', (backend) => {
  const persistence = usePersistence(backend);

  it('when every page of users is walked, then each matching user comes once, in order, whatever changes between pages', async () => {
    const { users, roles } = await withSystemRoles(persistence());
    await roles.insert(newRole('EDITOR', 'Editor'));
    await assertEveryWalk({
      listing: userListing,
      repository: users,
      fields: fc.record({
        name: fc.constantFrom(...NAMES),
        enabled: fc.boolean(),
        roles: fc.subarray(ROLES),
        modified: fc.integer({ min: 0, max: 5 }),
      }),
      filter: fc.record({
        role: rarely(fc.constantFrom(...ROLES)),
        enabled: rarely(fc.boolean()),
        modifiedSince: rarely(fc.integer({ min: 0, max: 5 })),
      }),
      searches: ['ada', 'LOVE', 'bob smith', 'x'],
      toFilter: (chosen): UserFilter => ({ ...chosen, modifiedSince: sinceT0(chosen.modifiedSince) }),
      store: (created, serial) => {
        const at = sinceT0(created.modified);
        return users.insert(
          aUser({
            username: `${created.name}.${serial}`,
            enabled: created.enabled,
            roles: created.roles,
            createdAt: at,
            updatedAt: at,
          }),
        );
      },
      remove: async (rows) => {
        for (const row of rows) await users.delete(row.id);
      },
      matches: (user, f, words) =>
        (f.role === undefined || user.roles.includes(f.role)) &&
        (f.enabled === undefined || user.enabled === f.enabled) &&
        (f.modifiedSince === undefined || user.updatedAt >= f.modifiedSince) &&
        matchesWords(userSearchText(user), words),
    });
  }, 120_000);

  it('when every page of roles is walked, then each matching role comes once, in order, whatever changes between pages', async () => {
    const { roles } = await withSystemRoles(persistence());
    const standing = (await everyRow(roles, 'code')).filter((role) =>
      (SYSTEM_ROLES as readonly string[]).includes(role.code),
    );
    await assertEveryWalk({
      listing: roleListing,
      repository: roles,
      standing,
      fields: walkText,
      filter: fc.record({ system: rarely(fc.boolean()) }),
      searches: [...WALK_SEARCHES, 'user', 'walk'],
      toFilter: (chosen) => chosen,
      store: (label, serial) => roles.insert(newRole(`WALK_${serial}`, label)),
      remove: async (rows) => {
        for (const row of rows) await roles.delete(row.id);
      },
      matches: (role, f, words) =>
        (f.system === undefined || role.system === f.system) && matchesWords(roleSearchText(role), words),
    });
  }, 120_000);
});

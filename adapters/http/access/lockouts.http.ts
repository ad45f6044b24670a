import { z } from '@hono/zod-openapi';
import type { LoginThrottle } from '../../../application/access/login-throttle.js';
import { invalidField } from '../../../domain/shared/domain-error.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { jsonResponse, taggedRoutes } from '../openapi/common.js';

const LOCKOUTS = '/api/v1/auth/lockouts';
const route = taggedRoutes('Users');

const LockoutResponse = z
  .object({
    username: z
      .string()
      .nullable()
      .openapi({ description: 'As typed, ignoring case; null for an address lockout' }),
    clientAddress: z.string(),
    limit: z.enum(['username-and-address', 'address']),
    failures: z.number().int().openapi({ description: 'Failed logins in the last 15 minutes' }),
    lockedUntil: z.string().openapi({ format: 'date-time', description: 'At the latest' }),
  })
  .openapi('Lockout');

const LiftQuery = z
  .strictObject({
    username: z
      .string()
      .min(1)
      .max(255)
      .optional()
      .openapi({ description: 'Lift this username from every address' }),
    address: z.string().min(1).max(255).optional().openapi({ description: 'Lift this client address' }),
  })
  .openapi('LiftLockoutQuery');

const routes = {
  list: route('listLockouts', 'get', LOCKOUTS, {
    summary: 'List the logins locked out by the throttle',
    access: 'users:administer',
    responses: { 200: jsonResponse(z.array(LockoutResponse), 'Every lockout in force, on every instance') },
  }),
  lift: route('liftLockout', 'delete', LOCKOUTS, {
    summary: 'Lift lockouts: `?username=` (from every address), `?address=`, or both',
    description:
      'Forgets the failures that made them, so the next login is judged afresh; with both parameters, ' +
      'each is lifted. At least one is required. 204 also when there was none.',
    access: 'users:administer',
    request: { query: LiftQuery },
    responses: { 204: { description: 'Lifted' } },
  }),
};

/** docs/api/access.md#login-throttling */
export function lockoutsHttp(throttle: LoginThrottle): HttpModule {
  return httpModule(routes, {
    list: async (c) => {
      const lockouts = await throttle.lockouts();
      return c.json(
        lockouts.map(({ until, ...lockout }) => ({ ...lockout, lockedUntil: formatInstant(until) })),
        200,
      );
    },
    lift: async (c) => {
      const { username, address } = c.req.valid('query');
      if (username === undefined && address === undefined) {
        throw invalidField('LOCKOUT.WHICH', 'username', 'give username, address or both');
      }
      if (username !== undefined) await throttle.liftUsername(username);
      if (address !== undefined) await throttle.liftAddress(address);
      return c.body(null, 204);
    },
  });
}

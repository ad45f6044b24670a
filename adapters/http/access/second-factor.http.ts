import { z } from '@hono/zod-openapi';
import type { SecondFactorUseCases } from '../../../application/access/second-factor/second-factor.use-cases.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { IdParams, jsonBody, jsonResponse, taggedRoutes } from '../openapi/common.js';

const ME = '/api/v1/auth/me/totp';
const route = taggedRoutes('Second factor');

const SecondFactorStatus = z
  .object({
    enrolled: z.boolean().openapi({ description: 'Login asks for a one-time code' }),
    pending: z.boolean().openapi({ description: 'Set up but not yet confirmed with a first code' }),
    confirmedAt: z.string().nullable().openapi({ format: 'date-time' }),
    recoveryCodesLeft: z.number().int(),
  })
  .openapi('SecondFactorStatus');

const Enrolment = z
  .object({
    secret: z.string().openapi({ description: 'The shared secret (base32), for typing into the app' }),
    otpauthUri: z.string().openapi({ description: 'The same as an otpauth:// address, for a QR code' }),
  })
  .openapi('SecondFactorEnrolment');

const Confirmation = z
  .strictObject({ code: z.string().max(16).openapi({ description: 'The six digits the app shows now' }) })
  .openapi('SecondFactorConfirmation', { example: { code: '123456' } });

const RecoveryCodes = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .openapi({ description: 'Each logs in once in place of a code; shown this once only' }),
  })
  .openapi('RecoveryCodes');

const Removal = z
  .strictObject({ password: z.string().max(1024).openapi({ description: 'Your current password' }) })
  .openapi('SecondFactorRemoval', { example: { password: 'your current password' } });

const routes = {
  status: route('getMySecondFactor', 'get', ME, {
    summary: 'Whether your account has a second factor',
    access: 'authenticated',
    errors: [403],
    responses: { 200: jsonResponse(SecondFactorStatus, 'The second factor of the signed-in user') },
  }),
  start: route('startSecondFactorSetup', 'post', ME, {
    summary: 'Start setting up an authenticator app (TOTP)',
    description:
      'Replaces a set-up not yet confirmed. Login asks for codes only once a first code confirms it.',
    access: 'authenticated',
    errors: [403, 404, 409],
    responses: { 201: jsonResponse(Enrolment, 'The secret to give the app') },
  }),
  confirm: route('confirmSecondFactorSetup', 'post', `${ME}/confirm`, {
    summary: 'Confirm the set-up with a first code; get recovery codes',
    access: 'authenticated',
    errors: [403, 409],
    request: { body: jsonBody(Confirmation) },
    responses: { 200: jsonResponse(RecoveryCodes, 'The factor is on; keep these codes somewhere safe') },
  }),
  remove: route('removeMySecondFactor', 'post', `${ME}/remove`, {
    summary: 'Turn your second factor off (password required)',
    access: 'authenticated',
    errors: [403, 404],
    request: { body: jsonBody(Removal) },
    responses: { 204: { description: 'Turned off; login asks for the password only' } },
  }),
  reset: route('resetUserSecondFactor', 'delete', '/api/v1/auth/users/{id}/totp', {
    summary: "Reset a user's second factor",
    description:
      'For a user who lost both their app and their recovery codes. Answers 204 also when there was none.',
    access: 'users:administer',
    errors: [404],
    request: { params: IdParams },
    responses: { 204: { description: 'The user logs in with the password alone' } },
  }),
};

/** docs/api/access.md#second-factor */
export function secondFactorHttp(useCases: SecondFactorUseCases): HttpModule {
  return httpModule(routes, {
    status: async (c) => {
      const status = await useCases.status(c.get('actor'));
      const confirmedAt = status.confirmedAt === null ? null : formatInstant(status.confirmedAt);
      return c.json({ ...status, confirmedAt }, 200);
    },
    start: async (c) => c.json(await useCases.start(c.get('actor')), 201),
    confirm: async (c) =>
      c.json({ recoveryCodes: await useCases.confirm(c.get('actor'), c.req.valid('json').code) }, 200),
    remove: async (c) => {
      await useCases.removeOwn(c.get('actor'), c.req.valid('json').password);
      return c.body(null, 204);
    },
    reset: async (c) => {
      await useCases.reset(c.req.valid('param').id);
      return c.body(null, 204);
    },
  });
}

import { z } from '@hono/zod-openapi';
import type { ApiKeyUseCases } from '../../../application/access/api-keys/api-key.use-cases.js';
import type { ApiKey } from '../../../domain/access/api-key.js';
import { invalidField } from '../../../domain/shared/domain-error.js';
import { formatInstant, parseInstant } from '../../../domain/shared/instant.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { IdParams, jsonBody, jsonResponse, taggedRoutes } from '../openapi/common.js';

const OWN = '/api/v1/auth/api-keys';
const route = taggedRoutes('API keys');

const KeyId = z.string().regex(/^[0-9a-f]{16}$/);
const KeyIdParams = z.object({
  id: KeyId.openapi({ param: { name: 'id', in: 'path' }, example: '3f9c0a1b2d4e5f60' }),
});
const UserKeyParams = z.object({
  userId: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .openapi({ param: { name: 'userId', in: 'path' } }),
  keyId: KeyId.openapi({ param: { name: 'keyId', in: 'path' } }),
});

const Timestamp = z.string().nullable().openapi({ format: 'date-time' });

const ApiKeyResponse = z
  .object({
    id: z.string(),
    name: z.string(),
    permissions: z.array(z.string()),
    createdDate: z.string().openapi({ format: 'date-time' }),
    expiresDate: Timestamp,
    lastUsedDate: Timestamp.openapi({ description: 'To the minute' }),
    revokedDate: Timestamp,
  })
  .openapi('ApiKey');

const CreatedApiKey = ApiKeyResponse.extend({
  key: z.string().openapi({ description: 'The key to use as a bearer token; shown this once only' }),
}).openapi('CreatedApiKey');

const CreateApiKeyRequest = z
  .strictObject({
    name: z.string().max(1000).openapi({ description: 'One line, at most 100 characters' }),
    permissions: z
      .array(z.string().max(64))
      .max(100)
      .openapi({ description: 'At most what you hold yourself' }),
    expiresAt: z.string().max(64).nullable().optional().openapi({
      format: 'date-time',
      description: 'A UTC time like 2030-01-01T00:00:00Z, in the future; none: it never expires',
    }),
  })
  .openapi('CreateApiKeyRequest', {
    example: {
      name: 'nightly export',
      permissions: ['tasks:read', 'tasks:export'],
      expiresAt: '2030-01-01T00:00:00Z',
    },
  });

function toApiKeyResponse(key: ApiKey): z.infer<typeof ApiKeyResponse> {
  const at = (instant: ApiKey['expiresAt']) => (instant === null ? null : formatInstant(instant));
  return {
    id: key.id,
    name: key.name,
    permissions: [...key.permissions],
    createdDate: formatInstant(key.createdAt),
    expiresDate: at(key.expiresAt),
    lastUsedDate: at(key.lastUsedAt),
    revokedDate: at(key.revokedAt),
  };
}

const routes = {
  create: route('createApiKey', 'post', OWN, {
    summary: 'Create a personal API key (shown once)',
    access: 'authenticated',
    errors: [403, 404],
    request: { body: jsonBody(CreateApiKeyRequest) },
    responses: { 201: jsonResponse(CreatedApiKey, 'The key, with its secret this once') },
  }),
  list: route('listMyApiKeys', 'get', OWN, {
    summary: 'List your API keys, newest first (never their secrets)',
    access: 'authenticated',
    errors: [403],
    responses: { 200: jsonResponse(z.array(ApiKeyResponse), 'Your keys, revoked ones included') },
  }),
  revoke: route('revokeMyApiKey', 'delete', `${OWN}/{id}`, {
    summary: 'Revoke one of your API keys',
    access: 'authenticated',
    errors: [403, 404],
    request: { params: KeyIdParams },
    responses: { 204: { description: 'Revoked: it no longer authenticates' } },
  }),
  userKeys: route('listUserApiKeys', 'get', '/api/v1/auth/users/{id}/api-keys', {
    summary: "List a user's API keys",
    access: 'users:administer',
    errors: [404],
    request: { params: IdParams },
    responses: { 200: jsonResponse(z.array(ApiKeyResponse), 'Their keys, newest first') },
  }),
  revokeUserKey: route('revokeUserApiKey', 'delete', '/api/v1/auth/users/{userId}/api-keys/{keyId}', {
    summary: "Revoke a user's API key",
    access: 'users:administer',
    errors: [404],
    request: { params: UserKeyParams },
    responses: { 204: { description: 'Revoked' } },
  }),
};

/** docs/api/access.md#api-keys */
export function apiKeysHttp(useCases: ApiKeyUseCases): HttpModule {
  return httpModule(routes, {
    create: async (c) => {
      const { name, permissions, expiresAt } = c.req.valid('json');
      const expiry = expiresAt == null ? null : parseInstant(expiresAt);
      if (expiry === undefined)
        throw invalidField(
          'API_KEY.INVALID_EXPIRY',
          'expiresAt',
          'must be a UTC time like 2030-01-01T00:00:00Z',
        );
      const { key, secret } = await useCases.create(c.get('actor'), { name, permissions, expiresAt: expiry });
      return c.json({ ...toApiKeyResponse(key), key: secret }, 201);
    },
    list: async (c) => c.json((await useCases.listOwn(c.get('actor'))).map(toApiKeyResponse), 200),
    revoke: async (c) => {
      await useCases.revokeOwn(c.get('actor'), c.req.valid('param').id);
      return c.body(null, 204);
    },
    userKeys: async (c) =>
      c.json((await useCases.listFor(c.req.valid('param').id)).map(toApiKeyResponse), 200),
    revokeUserKey: async (c) => {
      const { userId, keyId } = c.req.valid('param');
      await useCases.revokeFor(userId, keyId);
      return c.body(null, 204);
    },
  });
}

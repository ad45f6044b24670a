import { z } from '@hono/zod-openapi';
import type { SignedIn } from '../../../application/access/sessions/session-issuer.js';
import type { Session } from '../../../domain/access/session.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import { toUserResponse, UserResponse } from './users.schemas.js';

export const LoginRequest = z
  .strictObject({
    username: z.string().min(1).max(255),
    password: z.string().min(1).max(1024),
    oneTimeCode: z.string().max(16).optional().openapi({
      description:
        'Only for accounts with a second factor: the six digits of the authenticator app, or a recovery code',
    }),
  })
  .openapi('LoginRequest', { example: { username: 'admin', password: 'the administrator password' } });

export const LoginResponse = z
  .object({
    accessToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number().int().openapi({ description: 'Seconds until the token expires' }),
    user: UserResponse,
    refreshToken: z.string().openapi({
      description: 'Opaque; POST it to /api/v1/auth/refresh for a new pair. Each works once',
    }),
    refreshExpiresIn: z
      .number()
      .int()
      .openapi({ description: 'Seconds until the session ends, refreshed or not' }),
  })
  .openapi('LoginResponse');

/** The answer with `X-Refresh-Cookie: true`: the refresh token went into the cookie, not the body. */
export const CookieSessionResponse = LoginResponse.omit({ refreshToken: true }).openapi('CookieSession');

export const SessionAnswer = z.union([LoginResponse, CookieSessionResponse]);

export function toLoginResponse(signedIn: SignedIn): z.infer<typeof LoginResponse> {
  return {
    accessToken: signedIn.accessToken,
    tokenType: 'Bearer',
    expiresIn: signedIn.expiresIn,
    user: toUserResponse(signedIn.user),
    refreshToken: signedIn.refreshToken,
    refreshExpiresIn: signedIn.refreshExpiresIn,
  };
}

export const CurrentUserResponse = UserResponse.extend({
  permissions: z
    .array(z.string())
    .openapi({ description: 'What the roles grant together, in catalogue order' }),
}).openapi('CurrentUser');

export const RefreshRequest = z
  .strictObject({ refreshToken: z.string().min(1).max(256) })
  .openapi('RefreshRequest', { example: { refreshToken: 'the refreshToken of the last login or refresh' } });

const NewPassword = z.string().openapi({ description: '8 to 72 bytes in UTF-8', format: 'password' });

export const OwnPasswordRequest = z
  .strictObject({ currentPassword: z.string().max(1024), newPassword: NewPassword })
  .openapi('OwnPasswordRequest', {
    example: { currentPassword: 'your current password', newPassword: 'a new long passphrase' },
  });

export const NewPasswordRequest = z
  .strictObject({ newPassword: NewPassword })
  .openapi('NewPasswordRequest', { example: { newPassword: 'a new long passphrase' } });

export const ProfilePatch = z
  .strictObject({
    username: z.string().openapi({ description: '3 to 64 letters, digits, ".", "_", "@" or "-"' }),
  })
  .partial()
  .openapi('ProfilePatch', { example: { username: 'alice.smith' } });

export const SessionResponse = z
  .object({
    id: z.string(),
    createdDate: z.string().openapi({ format: 'date-time' }),
    lastUsedDate: z.string().openapi({ format: 'date-time', description: 'The login or the last refresh' }),
    expiresDate: z.string().openapi({ format: 'date-time' }),
    clientAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    current: z.boolean().openapi({ description: 'The session of the request that lists it' }),
  })
  .openapi('Session');

export function toSessionResponse(session: Session, currentId?: string): z.infer<typeof SessionResponse> {
  return {
    id: session.id,
    createdDate: formatInstant(session.createdAt),
    lastUsedDate: formatInstant(session.lastUsedAt),
    expiresDate: formatInstant(session.expiresAt),
    clientAddress: session.clientAddress,
    userAgent: session.userAgent,
    current: session.id === currentId,
  };
}

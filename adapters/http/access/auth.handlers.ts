import type { Context } from 'hono';
import type { AccessUseCases } from '../../../application/access/access.use-cases.js';
import type { SessionUseCases } from '../../../application/access/sessions/session.use-cases.js';
import type { SignedIn } from '../../../application/access/sessions/session-issuer.js';
import type { Actor } from '../../../application/shared/actor.js';
import { InvalidRefreshToken } from '../../../domain/access/session.errors.js';
import type { User } from '../../../domain/access/user.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import type { AppEnv } from '../app-env.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { validationDetails } from '../openapi/validation-hook.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import { authRoutes } from './auth.routes.js';
import { ProfilePatch, RefreshRequest, toLoginResponse, toSessionResponse } from './auth.schemas.js';
import {
  clearRefreshCookie,
  refreshCookieToken,
  setRefreshCookie,
  wantsRefreshCookie,
} from './refresh-cookie.js';
import { toUserResponse } from './users.schemas.js';

/** The user record, with what the caller's roles grant. */
function currentUser(user: User, actor: Actor) {
  return { ...toUserResponse(user), permissions: [...actor.permissions].sort() };
}

/** The session's answer: the whole pair, or with the cookie asked for, the refresh token in it instead. */
function sessionAnswer(c: Context<AppEnv>, signedIn: SignedIn) {
  const answer = toLoginResponse(signedIn);
  if (!wantsRefreshCookie(c)) return answer;
  setRefreshCookie(c, answer.refreshToken, answer.refreshExpiresIn);
  const { refreshToken: _inTheCookie, ...rest } = answer;
  return rest;
}

/** The body's refresh token; asked for and sent without a body, the cookie's. */
async function refreshSession(
  c: Context<AppEnv>,
  sessions: SessionUseCases,
  body: { refreshToken?: string } | undefined,
) {
  if (body?.refreshToken !== undefined) return sessions.refresh(body.refreshToken);
  if (!wantsRefreshCookie(c)) {
    // Without the cookie the body is required, as ever: the bare call's 400.
    const issues = RefreshRequest.safeParse(body ?? {}).error?.issues ?? [];
    throw new InvalidInput('REQUEST.INVALID', 'The request is not valid', validationDetails(issues));
  }
  const token = refreshCookieToken(c);
  if (!token) throw new InvalidRefreshToken();
  return sessions.refresh(token);
}

function authHandlers(useCases: AccessUseCases['auth']): Handlers<typeof authRoutes> {
  const client = (userAgent: string | undefined, clientAddress: string) => ({ clientAddress, userAgent });
  return {
    login: async (c) => {
      const { username, password, oneTimeCode } = c.req.valid('json');
      c.set('loginName', username);
      const signedIn = await useCases.login.execute({
        username,
        password,
        oneTimeCode,
        ...client(c.req.header('User-Agent'), c.get('clientAddress')),
      });
      return c.json(sessionAnswer(c, signedIn), 200);
    },
    refresh: async (c) => {
      const signedIn = await refreshSession(c, useCases.sessions, c.req.valid('json'));
      return c.json(sessionAnswer(c, signedIn), 200);
    },
    logout: async (c) => {
      await useCases.sessions.logout(c.get('actor'));
      if (wantsRefreshCookie(c)) clearRefreshCookie(c);
      return c.body(null, 204);
    },
    me: async (c) =>
      c.json(currentUser(await useCases.currentUser.execute(c.get('actor')), c.get('actor')), 200),
    patchMe: async (c) => {
      const actor = c.get('actor');
      const user = await useCases.profile.current(actor);
      const changed = await applyMergePatch(c, c.req.valid('json'), {
        name: 'User',
        id: user.id,
        read: () => useCases.profile.current(actor),
        represent: (current) => currentUser(current, actor),
        putBody: ({ username }) => ({ username }),
        schema: ProfilePatch.required(),
        write: ({ username }, precondition) => useCases.profile.rename(actor, username, precondition),
      });
      return c.json(currentUser(changed, actor), 200);
    },
    changePassword: async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      const signedIn = await useCases.passwords.changeOwn(
        c.get('actor'),
        currentPassword,
        newPassword,
        client(c.req.header('User-Agent'), c.get('clientAddress')),
      );
      return c.json(sessionAnswer(c, signedIn), 200);
    },
    sessions: async (c) => {
      const sessions = await useCases.sessions.listOwn(c.get('actor'));
      return c.json(
        sessions.map((session) => toSessionResponse(session, c.get('actor').sessionId)),
        200,
      );
    },
    endSession: async (c) => {
      await useCases.sessions.endOwn(c.get('actor'), c.req.valid('param').id);
      return c.body(null, 204);
    },
    resetPassword: async (c) => {
      await useCases.passwords.reset(c.req.valid('param').id, c.req.valid('json').newPassword);
      return c.body(null, 204);
    },
    userSessions: async (c) => {
      const sessions = await useCases.sessions.listFor(c.req.valid('param').id);
      return c.json(
        sessions.map((session) => toSessionResponse(session)),
        200,
      );
    },
    endUserSessions: async (c) => {
      await useCases.sessions.endAllFor(c.req.valid('param').id);
      return c.body(null, 204);
    },
  };
}

export function authHttp(useCases: AccessUseCases['auth']): HttpModule {
  return httpModule(authRoutes, authHandlers(useCases));
}

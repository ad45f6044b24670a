import type { MiddlewareHandler } from 'hono';
import { InsufficientRole, NotAuthenticated } from '../../domain/access/access.errors.js';
import type { Permission } from '../../domain/access/permission.js';
import type { AppEnv } from './app-env.js';

/**
 * Who may call a route: anyone, any authenticated user, or those whose roles grant the
 * permission (docs/api/access.md#permissions).
 */
export type Access = 'public' | 'authenticated' | Permission;

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/** Authenticates the caller, checks the permission, and sets `c.var.actor` for the handler to pass on (docs/adr/0021-the-acting-user-is-a-parameter.md). */
export function requireAccess(access: Exclude<Access, 'public'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw new NotAuthenticated();
    const actor = await c.get('authenticator')(token);
    // Set before the check, so a refusal's log line names whom the token identified.
    c.set('actor', actor);
    if (access !== 'authenticated' && !actor.permissions.has(access)) throw new InsufficientRole(access);
    await next();
  };
}

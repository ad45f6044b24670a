import type { Permission } from '../../domain/access/permission.js';

/** Who is acting: the authenticated user, or a named service identity for start-up jobs. */
export interface Actor {
  readonly username: string;
  /** Null for service identities. */
  readonly userId: number | null;
  readonly roles: readonly string[];
  /** The union of the roles' permissions (docs/api/access.md#permissions). */
  readonly permissions: ReadonlySet<Permission>;
  /** The session an access token belongs to (docs/api/access.md#sessions); none for an API key or a service. */
  readonly sessionId?: string;
  /** The API key authenticated with (docs/api/access.md#api-keys), when it was one. */
  readonly apiKeyId?: string;
  /** That key's name, for log lines that say who acted. */
  readonly apiKeyName?: string;
}

export function serviceActor(name: string): Actor {
  return { username: name, userId: null, roles: [], permissions: new Set() };
}

/** The identity start-up jobs (system roles, forced admin) write under. */
export const STARTUP_ACTOR = serviceActor('system');

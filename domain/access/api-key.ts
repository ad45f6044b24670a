import { DomainError, type ErrorKind, invalidField, NotFound } from '../shared/domain-error.js';
import type { Instant } from '../shared/instant.js';
import { isBlank, singleLineProblem } from '../shared/text.js';
import type { Permission } from './permission.js';

/** A personal key for scripts: it acts for its owner, with at most the owner's rights (docs/api/access.md#api-keys). */
export interface ApiKey {
  readonly id: string;
  readonly userId: number;
  readonly name: string;
  readonly permissions: readonly Permission[];
  readonly createdAt: Instant;
  readonly expiresAt: Instant | null;
  readonly lastUsedAt: Instant | null;
  readonly revokedAt: Instant | null;
}

export const API_KEY_PREFIX = 'tsk_';
const KEY = /^tsk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;
const MAX_NAME = 100;

/** The key's ID and secret, or undefined for anything not shaped like a key. */
export function parseApiKey(value: string): { readonly id: string; readonly secret: string } | undefined {
  const match = KEY.exec(value);
  return match ? { id: match[1]!, secret: match[2]! } : undefined;
}

export function formatApiKey(id: string, secret: string): string {
  return `${API_KEY_PREFIX}${id}_${secret}`;
}

export function validateKeyName(name: string): string {
  const problem = singleLineProblem(name);
  if (problem) throw invalidField('API_KEY.INVALID_NAME', 'name', problem);
  if (isBlank(name)) throw invalidField('API_KEY.INVALID_NAME', 'name', 'must not be blank');
  if (name.length > MAX_NAME)
    throw invalidField('API_KEY.INVALID_NAME', 'name', `must be at most ${MAX_NAME} characters`);
  return name;
}

export function validateExpiry(expiresAt: Instant | null, now: Instant): Instant | null {
  if (expiresAt !== null && expiresAt <= now) {
    throw invalidField('API_KEY.INVALID_EXPIRY', 'expiresAt', 'must be in the future');
  }
  return expiresAt;
}

export function isUsable(key: ApiKey, now: Instant): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt > now);
}

/** A key may grant nothing its owner cannot do. */
export function assertWithinOwnerRights(
  requested: readonly Permission[],
  owner: ReadonlySet<Permission>,
): void {
  const beyond = requested.find((permission) => !owner.has(permission));
  if (beyond) throw new PermissionNotHeld(beyond);
}

export class PermissionNotHeld extends DomainError {
  readonly kind: ErrorKind = 'forbidden';
  constructor(permission: string) {
    super('API_KEY.PERMISSION_NOT_HELD', `You do not hold "${permission}", so no key of yours can`);
  }
}

export class ApiKeyNotFound extends NotFound {
  constructor(id: string) {
    super('API_KEY.NOT_FOUND', `No API key ${id}`);
  }
}

import { NotAuthenticated } from '../../../domain/access/access.errors.js';
import type { Actor } from '../actor.js';

/** The security context of the work in progress. */
export interface ActorContext {
  current(): Actor | undefined;
  runAs<T>(actor: Actor, work: () => Promise<T>): Promise<T>;
}

/** Audited writes call this: without an authenticated context they fail (docs/api/records.md#audit-fields). */
export function requireActor(context: ActorContext): Actor {
  const actor = context.current();
  if (!actor) throw new NotAuthenticated('This operation needs an authenticated actor');
  return actor;
}

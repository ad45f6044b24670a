import type { Logger } from 'pino';
import type { Actor } from '../../application/shared/actor.js';

export type Authenticator = (token: string) => Promise<Actor>;
export type ActorScope = <T>(actor: Actor, work: () => Promise<T>) => Promise<T>;

/** Per-request variables shared by the middleware and handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    authenticator: Authenticator;
    actorScope: ActorScope;
    actor: Actor;
    clientAddress: string;
  };
}

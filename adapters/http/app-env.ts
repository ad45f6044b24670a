import type { Logger } from 'pino';
import type { Actor } from '../../application/shared/actor.js';

export type Authenticator = (token: string) => Promise<Actor>;

/** Per-request variables shared by the middleware and handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    authenticator: Authenticator;
    actor: Actor;
    clientAddress: string;
  };
}

import type { Logger } from 'pino';
import type { Actor } from '../../application/shared/actor.js';
import type { PrintLimits } from './print-limit-counts.js';
import type { RateLimits } from './rate-limit-budgets.js';

export type Authenticator = (token: string) => Promise<Actor>;

/** Per-request variables shared by the middleware and handlers. */
import type { RenderedRecords } from './listing/rendered-records.js';

export interface AppEnv {
  Variables: {
    requestId: string;
    /** The service's logger; use requestLogger(c), which binds the request id. */
    serviceLogger: Logger;
    /** Set by requestLogger on first use. */
    logger: Logger | undefined;
    authenticator: Authenticator;
    actor: Actor;
    /** The username a login tried, for its log line (never the password). */
    loginName: string | undefined;
    clientAddress: string;
    /** None: no rate limits (docs/api/operations.md#rate-limits). */
    rateLimits: RateLimits | undefined;
    /** The app's rendered JSON of records by state (listing/rendered-records.ts). */
    renderedRecords: RenderedRecords;
    /** None: printouts are not limited per caller (docs/api/printing.md#printouts-per-caller). */
    printLimits: PrintLimits | undefined;
  };
}

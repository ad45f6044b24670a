import type { Logger } from 'pino';
import type { SecurityEvents } from '../../application/access/ports/security-events.js';

/** Security events as warn lines: what an operator alerts on. Never a password. */
export function loggedSecurityEvents(logger: Logger): SecurityEvents {
  return {
    lockedOut: (event) => logger.warn({ event: 'login.locked', ...event }, 'login locked out'),
  };
}

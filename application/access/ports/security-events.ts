/** Events an operator wants in the logs (docs/api/access.md#login-throttling). */
export interface SecurityEvents {
  /** A throttle key reached its limit: never the password. */
  lockedOut(event: {
    readonly username: string | null;
    readonly clientAddress: string;
    readonly limit: 'username-and-address' | 'address';
    readonly until: string;
  }): void;
}

export const NO_SECURITY_EVENTS: SecurityEvents = { lockedOut: () => {} };

/**
 * What went wrong, in business terms. Adapters map a kind to a transport status;
 * the domain never knows about HTTP.
 */
export type ErrorKind =
  | 'invalid'
  | 'not-found'
  | 'conflict'
  | 'precondition-failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'rate-limited'
  | 'unprocessable'
  | 'too-large'
  | 'unavailable'
  | 'bad-gateway'
  | 'gateway-timeout';

export interface ErrorDetail {
  readonly path: string;
  readonly message: string;
}

export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;

  constructor(
    /** Stable machine-readable code, e.g. `USER.NOT_FOUND`. */
    readonly code: string,
    message: string,
    readonly details: readonly ErrorDetail[] = [],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends DomainError {
  readonly kind = 'invalid';
}

export class NotFound extends DomainError {
  readonly kind = 'not-found';
}

export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

export class Unprocessable extends DomainError {
  readonly kind = 'unprocessable';
}

/** A single invalid field, the most common validation failure. */
export function invalidField(code: string, path: string, message: string): InvalidInput {
  return new InvalidInput(code, message, [{ path, message }]);
}

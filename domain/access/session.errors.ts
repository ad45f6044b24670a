import { DomainError, type ErrorKind, invalidField, NotFound } from '../shared/domain-error.js';

export class InvalidRefreshToken extends DomainError {
  readonly kind: ErrorKind = 'unauthenticated';
  constructor() {
    super(
      'AUTH.INVALID_REFRESH_TOKEN',
      'The refresh token is unknown, expired or its session has ended; log in again',
    );
  }
}

/** A refresh token used before was presented again: it may have been stolen, so its session ended. */
export class RefreshTokenReused extends DomainError {
  readonly kind: ErrorKind = 'unauthenticated';
  constructor() {
    super(
      'AUTH.REFRESH_REUSED',
      'This refresh token was already used: the session has been ended for safety; log in again',
    );
  }
}

export class SessionNotFound extends NotFound {
  constructor(id: string) {
    super('SESSION.NOT_FOUND', `No live session ${id} of yours`);
  }
}

export const wrongCurrentPassword = () =>
  invalidField('USER.WRONG_PASSWORD', 'currentPassword', 'is not your current password');

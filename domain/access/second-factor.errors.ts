import { Conflict, DomainError, type ErrorKind, invalidField } from '../shared/domain-error.js';

/** The password was right; the account also wants a code from its authenticator app. */
export class SecondFactorRequired extends DomainError {
  readonly kind: ErrorKind = 'unauthenticated';
  constructor() {
    super(
      'AUTH.SECOND_FACTOR_REQUIRED',
      'This account has a second factor: send oneTimeCode, the code of the authenticator app or a recovery code',
    );
  }
}

export class InvalidSecondFactor extends DomainError {
  readonly kind: ErrorKind = 'unauthenticated';
  constructor() {
    super('AUTH.INVALID_SECOND_FACTOR', 'The one-time code is wrong, expired or already used');
  }
}

export class SecondFactorAlreadyEnrolled extends Conflict {
  constructor() {
    super('TOTP.ALREADY_ENROLLED', 'A second factor is already set up; remove it before setting up another');
  }
}

export class NoEnrolmentStarted extends Conflict {
  constructor() {
    super('TOTP.NOT_STARTED', 'No set-up is under way: start one with POST /api/v1/auth/me/totp');
  }
}

/** Self-service that needs the person, not a script: an API key cannot do it. */
export class NeedsSignedInUser extends DomainError {
  readonly kind: ErrorKind = 'forbidden';
  constructor() {
    super('AUTH.SIGNED_IN_USER_REQUIRED', 'Sign in with a password to do this; an API key cannot');
  }
}

export const invalidOneTimeCode = () =>
  invalidField('TOTP.INVALID_CODE', 'code', 'is not the current code of the authenticator app');

export const wrongPassword = () =>
  invalidField('TOTP.WRONG_PASSWORD', 'password', 'is not your current password');

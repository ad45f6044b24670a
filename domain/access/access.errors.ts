import { Conflict, DomainError, type ErrorKind, InvalidInput, NotFound } from '../shared/domain-error.js';

export class UserNotFound extends NotFound {
  constructor(id: number) {
    super('USER.NOT_FOUND', `User ${id} does not exist`);
  }
}

export class UsernameTaken extends Conflict {
  constructor(username: string) {
    super('USER.USERNAME_TAKEN', `The username "${username}" is already taken`);
  }
}

export class ProtectedUser extends Conflict {
  constructor(reason: string) {
    super('USER.PROTECTED', reason);
  }
}

export class RoleNotFound extends NotFound {
  constructor(id: number) {
    super('ROLE.NOT_FOUND', `Role ${id} does not exist`);
  }
}

export class UnknownRoles extends InvalidInput {
  constructor(codes: readonly string[]) {
    super('USER.UNKNOWN_ROLE', `Unknown role: ${codes.join(', ')}`, [
      { path: 'roles', message: `unknown role: ${codes.join(', ')}` },
    ]);
  }
}

export class RoleCodeTaken extends Conflict {
  constructor(code: string) {
    super('ROLE.CODE_TAKEN', `A role with code "${code}" already exists`);
  }
}

export class RoleInUse extends Conflict {
  /** `users` is unknown when a user was given the role while it was being deleted. */
  constructor(code: string, users?: number) {
    super(
      'ROLE.IN_USE',
      users === undefined
        ? `Role "${code}" is assigned to a user`
        : `Role "${code}" is still assigned to ${users} user(s)`,
    );
  }
}

export class SystemRoleProtected extends Conflict {
  constructor(code: string) {
    super('ROLE.SYSTEM', `Role "${code}" is a system role and cannot be deleted`);
  }
}

export class SystemRolePermissionsFixed extends Conflict {
  constructor(code: string) {
    super('ROLE.SYSTEM_PERMISSIONS', `Role "${code}" is a system role: its permissions cannot be changed`);
  }
}

export class OwnAdministrationProtected extends Conflict {
  constructor(code: string) {
    super(
      'ROLE.PROTECTED',
      `Role "${code}" is how you administer users: you cannot remove users:administer from it yourself`,
    );
  }
}

/** Wrong username, wrong password and disabled user look the same to the caller. */
export class InvalidCredentials extends DomainError {
  readonly kind: ErrorKind = 'unauthenticated';
  constructor() {
    super('AUTH.INVALID_CREDENTIALS', 'Invalid username or password');
  }
}

export class NotAuthenticated extends DomainError {
  readonly kind: ErrorKind = 'unauthenticated';
  constructor(message = 'A valid bearer token is required') {
    super('AUTH.UNAUTHENTICATED', message);
  }
}

export class InsufficientRole extends DomainError {
  readonly kind: ErrorKind = 'forbidden';
  constructor(permission?: string) {
    super(
      'AUTH.FORBIDDEN',
      permission
        ? `Your roles do not grant "${permission}", which this operation requires`
        : 'Your role does not allow this operation',
    );
  }
}

export class TooManyLoginAttempts extends DomainError {
  readonly kind: ErrorKind = 'rate-limited';
  constructor(readonly retryAfterSeconds: number) {
    super('AUTH.TOO_MANY_ATTEMPTS', 'Too many failed login attempts; try again later');
  }
}

import { USER_ADMINISTRATION } from '../../domain/access/permission.js';
import { Conflict, InvalidInput } from '../../domain/shared/domain-error.js';

/**
 * An archive that is not one, or holds what the service would not store: `where` names the
 * line (`line 12`), or the row where no line is known (`tasks row 3`); one message per problem.
 */
export class InvalidArchive extends InvalidInput {
  constructor(where: string, messages: readonly [string, ...string[]]) {
    super(
      'ARCHIVE.INVALID',
      `Invalid archive: ${where} ${messages[0]}`,
      messages.map((message) => ({ path: where, message })),
    );
  }
}

/**
 * After the restore nobody could administer users, so nobody could ever give anyone a right
 * again: the rule that keeps a protected account's user administration, kept for the instance.
 */
export class ArchiveWithoutAdministrator extends Conflict {
  constructor() {
    super(
      'ARCHIVE.NO_ADMINISTRATOR',
      `The archive has no enabled user holding ${USER_ADMINISTRATION} (through a role): nobody could administer the restored instance`,
    );
  }
}

// Columns a restore computes rather than reads: each is derived from the row, as the repositories write it.
import { roleSearchText } from '../../../../application/access/role-listing.js';
import { userSearchText } from '../../../../application/access/user-listing.js';
import { recordSearchText } from '../../../../application/archivable/record-listing.js';
import type { ArchiveRow } from '../../../../application/backup/archive-sections.js';
import { contactSearchText } from '../../../../application/contacts/contact-listing.js';
import { codedSearchText } from '../../../../application/listing/coded-listing.js';
import { priorityRank, statusRank } from '../../../../application/tasks/task-listing.js';
import { usernameKey } from '../../../../domain/access/user.js';
import type { TaskPriority, TaskStatus } from '../../../../domain/tasks/task.js';

// biome-ignore lint/suspicious/noExplicitAny: a row checked against its section by the archive reader
type Row = any;

const coded = (row: Row) => ({ searchText: codedSearchText(row) });

/** By section: the stored columns an archive leaves out because they follow from the others. */
export const DERIVED_COLUMNS: Readonly<Record<string, (row: ArchiveRow) => Record<string, unknown>>> = {
  roles: (row: Row) => ({ searchText: roleSearchText(row) }),
  users: (row: Row) => ({ usernameKey: usernameKey(row.username), searchText: userSearchText(row) }),
  tags: coded,
  nomenclatures: coded,
  badges: coded,
  companies: coded,
  tasks: (row: Row) => ({
    statusRank: statusRank(row.status as TaskStatus),
    priorityRank: priorityRank(row.priority as TaskPriority),
    searchText: recordSearchText(row),
  }),
  templateObjects: (row: Row) => ({ searchText: recordSearchText(row) }),
  contacts: (row: Row) => ({ searchText: contactSearchText(row) }),
};

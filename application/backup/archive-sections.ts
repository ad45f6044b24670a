/**
 * The content of an instance archive (docs/backup.md#archive-format): every section in
 * the order a restore writes it, parents before children, with the columns of its rows. A
 * section is a table's stored state, not an API representation: archived records, audit
 * fields and IDs included, so a restore gives back the same instance.
 */
import { badgeKind } from '../../domain/badges/badge.js';
import { companyKind } from '../../domain/companies/company.js';
import { contactKind } from '../../domain/contacts/contact.js';
import { nomenclatureKind } from '../../domain/nomenclatures/nomenclature.js';
import type { CodedKind } from '../../domain/records/coded-entity.js';
import type { Field, Fields, KindDeclaration } from '../../domain/shared/record-kind.js';
import { tagKind } from '../../domain/tags/tag.js';
import { taskKind } from '../../domain/tasks/task.js';
import { templateObjectKind } from '../../domain/template-objects/template-object.js';

export const ARCHIVE_FORMAT_VERSION = 1;

export type ArchiveValue = string | number | boolean | null;
export type ArchiveRow = Readonly<Record<string, ArchiveValue>>;

export type ColumnType = 'integer' | 'text' | 'boolean';

export interface ArchiveColumn {
  readonly name: string;
  readonly type: ColumnType;
  readonly nullable: boolean;
  /** Written as null unless secrets are asked for. */
  readonly secret: boolean;
}

export interface ArchiveSection {
  readonly name: string;
  readonly columns: readonly ArchiveColumn[];
  /** The columns rows are ordered by: the primary key. */
  readonly key: readonly string[];
  /** Left out entirely unless secrets are asked for. */
  readonly secret: boolean;
  /** Its `id` is generated: a restore moves the generator past the restored IDs. */
  readonly generatedId: boolean;
}

/** A piece of one section, in archive order. */
export interface SectionBatch {
  readonly section: string;
  readonly rows: readonly ArchiveRow[];
  /** The line each row was read from, when it was read from lines: a refusal names it. */
  readonly lines?: readonly number[];
}

type Spec = `${string}:${'i' | 't' | 'b'}${'' | '?'}${'' | '!'}`;

const TYPES = { i: 'integer', t: 'text', b: 'boolean' } as const;

/** `name:t?!`: text, nullable, secret. */
function column(spec: Spec): ArchiveColumn {
  const [name, flags] = spec.split(':') as [string, string];
  return {
    name,
    type: TYPES[flags[0] as keyof typeof TYPES],
    nullable: flags.includes('?'),
    secret: flags.includes('!'),
  };
}

function section(
  name: string,
  specs: readonly Spec[],
  options: { key?: readonly string[]; secret?: boolean } = {},
): ArchiveSection {
  const columns = specs.map(column);
  const generatedId = options.key === undefined && columns[0]?.name === 'id';
  return { name, columns, key: options.key ?? ['id'], secret: options.secret ?? false, generatedId };
}

const AUDIT: Spec[] = ['createdAt:i', 'createdBy:t', 'updatedAt:i', 'updatedBy:t'];
const ARCHIVAL: Spec[] = ['archivedAt:i?', 'archivedBy:t?', 'version:i'];
const STAMPS: Spec[] = ['createdAt:i', 'updatedAt:i'];

/** An archivable kind's row: ID and code, its stored fields (links are rows of their own), audit, archival. */
function archivable(name: string, kind: KindDeclaration): ArchiveSection {
  return section(name, [
    'id:i',
    'code:t',
    ...storedFields(kind).map(([key, field]) => fieldColumn(key, field)),
    ...AUDIT,
    ...ARCHIVAL,
  ]);
}

/** A coded or code-less kind's row: ID, the code where it has one, its fields, its stamps. */
function coded(name: string, kind: CodedKind<'times' | 'actors', Fields>): ArchiveSection {
  return section(name, [
    'id:i',
    ...(kind.coded ? (['code:t'] as const) : []),
    ...storedFields(kind).map(([key, field]) => fieldColumn(key, field)),
    ...(kind.audit === 'actors' ? AUDIT : STAMPS),
  ]);
}

function fieldColumn(key: string, field: Field): Spec {
  const type = field.type === 'reference' ? 'i' : 't';
  return `${key}:${type}${field.nullable ? '?' : ''}`;
}

/** A kind's fields stored in its own row: every one but its links. */
export function storedFields(kind: KindDeclaration): [string, Field][] {
  return Object.entries(kind.fields).filter(([, field]) => field.type !== 'links');
}

/**
 * Sessions, refresh tokens, login failures and rate-limit counts are not archived: they are
 * the running instance's, and a restored instance starts with none (everyone signs in again).
 */
export const ARCHIVE_SECTIONS: readonly ArchiveSection[] = [
  section('roles', ['id:i', 'code:t', 'label:t', 'system:b']),
  section('rolePermissions', ['roleId:i', 'permission:t'], { key: ['roleId', 'permission'] }),
  section('users', ['id:i', 'username:t', 'enabled:b', 'passwordHash:t?!', ...STAMPS]),
  section('userRoles', ['userId:i', 'roleId:i'], { key: ['userId', 'roleId'] }),
  section('userSettings', ['userId:i', 'viewMode:t'], { key: ['userId'] }),
  section('roleSettings', ['roleId:i', 'viewMode:t'], { key: ['roleId'] }),
  section('secondFactors', ['userId:i', 'secret:t', 'createdAt:i', 'confirmedAt:i?', 'lastStep:i?'], {
    key: ['userId'],
    secret: true,
  }),
  section('recoveryCodes', ['userId:i', 'codeHash:t', 'usedAt:i?'], {
    key: ['userId', 'codeHash'],
    secret: true,
  }),
  section(
    'apiKeys',
    [
      'id:t',
      'userId:i',
      'name:t',
      'secretHash:t',
      'permissions:t',
      'createdAt:i',
      'expiresAt:i?',
      'lastUsedAt:i?',
      'revokedAt:i?',
    ],
    { key: ['id'], secret: true },
  ),
  section('appSecrets', ['name:t', 'value:t'], { key: ['name'], secret: true }),
  section('llmSettings', ['id:i', 'baseUrl:t', 'model:t', 'timeoutSeconds:i', 'token:t?!', 'updatedAt:i'], {
    key: ['id'],
  }),
  coded('tags', tagKind),
  coded('nomenclatures', nomenclatureKind),
  archivable('tasks', taskKind),
  section('taskTags', ['taskId:i', 'tagId:i'], { key: ['taskId', 'tagId'] }),
  archivable('templateObjects', templateObjectKind),
  coded('badges', badgeKind),
  coded('companies', companyKind),
  coded('contacts', contactKind),
  section('badgeContacts', ['badgeId:i', 'contactId:i'], { key: ['badgeId', 'contactId'] }),
];

/**
 * The sections whose rows say an instance is in use, beyond what every start creates (the system
 * roles, the administrator, the signing key): a restore does not overwrite them unless told to.
 */
export const DATA_SECTIONS: readonly string[] = [
  'tags',
  'nomenclatures',
  'tasks',
  'templateObjects',
  'badges',
  'companies',
  'contacts',
  'userSettings',
  'roleSettings',
];

export function archiveSection(name: string): ArchiveSection | undefined {
  return ARCHIVE_SECTIONS.find((s) => s.name === name);
}

/** A row as an archive without secrets holds it: its secret columns null. */
export function withoutSecrets(row: ArchiveRow, section: ArchiveSection): ArchiveRow {
  const secret = section.columns.filter((column) => column.secret);
  if (secret.length === 0) return row;
  return { ...row, ...Object.fromEntries(secret.map((column) => [column.name, null])) };
}

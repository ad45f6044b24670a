// What one archived row must be: the rules the API applies to the same fields, from the domain.
import { validateKeyName } from '../../domain/access/api-key.js';
import { isPasswordHash } from '../../domain/access/password.js';
import { isPermission } from '../../domain/access/permission.js';
import { isSystemRole, validateRoleCode, validateRoleLabel } from '../../domain/access/role.js';
import { validateUsername } from '../../domain/access/user.js';
import { badgeKind } from '../../domain/badges/badge.js';
import { companyKind } from '../../domain/companies/company.js';
import { newContact } from '../../domain/contacts/contact.js';
import { LlmConfig } from '../../domain/llm/llm-config.js';
import { nomenclatureKind } from '../../domain/nomenclatures/nomenclature.js';
import { type CodedKind, newCodedEntity } from '../../domain/records/coded-entity.js';
import { displaySettings } from '../../domain/settings/user-settings.js';
import { InvalidInput } from '../../domain/shared/domain-error.js';
import type { Instant } from '../../domain/shared/instant.js';
import {
  validateCode,
  validateOptionalLine,
  validateReferenceId,
} from '../../domain/shared/record-fields.js';
import { checkKindFields, type KindDeclaration } from '../../domain/shared/record-kind.js';
import { identifierProblem, multiLineProblem, singleLineProblem } from '../../domain/shared/text.js';
import { tagKind } from '../../domain/tags/tag.js';
import { taskKind } from '../../domain/tasks/task.js';
import { templateObjectKind } from '../../domain/template-objects/template-object.js';
import { type ArchiveRow, type ArchiveSection, storedFields } from './archive-sections.js';

/** What is wrong with one column; the message follows its name (`tasks.label must not …`). */
export interface ColumnProblem {
  readonly column: string;
  readonly message: string;
}

// biome-ignore lint/suspicious/noExplicitAny: a row whose columns' types the archive reader checked
type Row = any;
type Rule = (row: Row) => ColumnProblem[];

/** The text columns that may hold line breaks and tabs; every other one is one line. */
const MULTI_LINE = new Set(['description']);

/** Why `row` is not a row of `section` the service would store; empty when it is one. */
export function rowProblems(section: ArchiveSection, row: ArchiveRow): ColumnProblem[] {
  const basic = textAndIdProblems(section, row);
  if (basic.length > 0) return basic;
  return (RULES[section.name] ?? [])
    .flatMap((rule) => rule(row))
    .map((problem) => ({ column: `${section.name}.${problem.column}`, message: problem.message }));
}

/**
 * The text policy on every text column, whatever its section (docs/api/text.md), and IDs that
 * can name a row (positive) on every ID column: the floor beneath each field's own rule.
 */
function textAndIdProblems(section: ArchiveSection, row: ArchiveRow): ColumnProblem[] {
  const problems: ColumnProblem[] = [];
  for (const { name, type } of section.columns) {
    const value = row[name];
    if (value === null) continue;
    let message: string | undefined;
    if (type === 'text') {
      message = MULTI_LINE.has(name) ? multiLineProblem(value as string) : singleLineProblem(value as string);
    } else if (type === 'integer' && (name === 'id' || name.endsWith('Id'))) {
      message = refusals(() => validateReferenceId(value as number, name))[0]?.message;
    }
    if (message !== undefined) problems.push({ column: `${section.name}.${name}`, message });
  }
  return problems;
}

/** What a domain validator refuses, by column (its details name the fields it was given). */
function refusals(check: () => unknown): ColumnProblem[] {
  try {
    check();
    return [];
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    return error.details.map((detail) => ({ column: detail.path, message: detail.message }));
  }
}

/**
 * The domain's refusals of `row`, and the columns it would store otherwise: a code in NFC, blank
 * optional text as null. `fields` gives the stored value of each column it checks.
 */
function asStored(
  row: Row,
  fields: () => Record<string, unknown>,
  blank = 'must be null, not blank',
): ColumnProblem[] {
  let stored: Record<string, unknown> = {};
  const refused = refusals(() => {
    stored = fields();
  });
  if (refused.length > 0) return refused;
  return Object.entries(stored)
    .filter(([column, value]) => value !== row[column])
    .map(([column, value]) => ({
      column,
      message: value === null ? blank : 'must be in Unicode NFC, the form the service stores it in',
    }));
}

/** A rule's one problem, when its check fails. */
function unless(passes: boolean, column: string, message: string): ColumnProblem[] {
  return passes ? [] : [{ column, message }];
}

function pick<T extends object>(value: T, ...columns: (keyof T & string)[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [column, value[column]]));
}

/** Values the service makes and never shows (hashes, secrets, key IDs): no invisible character, not empty. */
const opaque =
  (...columns: string[]): Rule =>
  (row) =>
    columns.flatMap((column) => {
      const message = row[column] === '' ? 'must not be empty' : identifierProblem(row[column]);
      return message === undefined ? [] : [{ column, message }];
    });

/** Audit names are snapshots of who acted (docs/api/records.md#audit-fields): one line, not blank. */
const actors: Rule = (row) =>
  ['createdBy', 'updatedBy', 'archivedBy']
    .filter((column) => column in row && row[column] !== null)
    .flatMap((column) =>
      asStored(row, () => ({ [column]: validateOptionalLine(row[column], column) }), 'must not be blank'),
    );

/** A code, the kind's stored fields as its rules leave them, actors and archival. */
function archivableRules(kind: KindDeclaration): Rule[] {
  const keys = storedFields(kind).map(([key]) => key);
  return [
    (row) => asStored(row, () => ({ code: validateCode(row.code) })),
    (row) => asStored(row, () => pick(checkKindFields(kind, row), ...keys)),
    actors,
    archival,
  ];
}

/** Archived records: archived by someone at some time, or not archived; a version from 1. */
const archival: Rule = (row) => {
  const problems: ColumnProblem[] = [];
  if ((row.archivedAt === null) !== (row.archivedBy === null)) {
    problems.push({ column: 'archivedAt', message: 'and archivedBy must be both null or both set' });
  }
  if (row.version < 1) problems.push({ column: 'version', message: 'must be 1 or more' });
  return problems;
};

const NO_TIME = 0 as Instant;
const CODED = ['code', 'label', 'description'] as const;
const coded =
  (kind: CodedKind): Rule =>
  (row) =>
    asStored(row, () => pick(newCodedEntity(kind, row, '', NO_TIME), ...CODED));

const RULES: Readonly<Record<string, readonly Rule[]>> = {
  roles: [
    (row) => [
      ...asStored(row, () => ({ code: validateRoleCode(row.code), label: validateRoleLabel(row.label) })),
      ...unless(
        isSystemRole(row.code) === row.system,
        'system',
        'must be true for ADMIN, USER and ANONYMOUS and false for any other role',
      ),
    ],
  ],
  rolePermissions: [(row) => unless(isPermission(row.permission), 'permission', 'is not a permission')],
  users: [
    (row) => asStored(row, () => ({ username: validateUsername(row.username) })),
    (row) =>
      unless(
        row.passwordHash === null || isPasswordHash(row.passwordHash),
        'passwordHash',
        'must be a bcrypt hash: $2a$, $2b$ or $2y$, a cost of 04 to 31, 53 characters of bcrypt base64',
      ),
  ],
  userSettings: [(row) => refusals(() => displaySettings(row.viewMode))],
  roleSettings: [(row) => refusals(() => displaySettings(row.viewMode))],
  secondFactors: [opaque('secret')],
  recoveryCodes: [opaque('codeHash')],
  apiKeys: [
    opaque('id', 'secretHash'),
    (row) => refusals(() => validateKeyName(row.name)),
    (row) =>
      unless(
        row.permissions === '' || row.permissions.split(' ').every(isPermission),
        'permissions',
        'must be permissions separated by single spaces',
      ),
  ],
  appSecrets: [opaque('name', 'value')],
  llmSettings: [
    (row) => unless(row.id === 1, 'id', 'must be 1: the configuration is one row'),
    (row) => asStored(row, () => pick(LlmConfig.restore(row), 'baseUrl', 'model', 'timeoutSeconds', 'token')),
  ],
  tags: [coded(tagKind), actors],
  nomenclatures: [coded(nomenclatureKind), actors],
  tasks: archivableRules(taskKind),
  templateObjects: archivableRules(templateObjectKind),
  badges: [coded(badgeKind)],
  companies: [coded(companyKind)],
  contacts: [
    (row) =>
      asStored(row, () => pick(newContact(row, NO_TIME), 'firstName', 'lastName', 'companyName', 'email')),
  ],
};

import { type ErrorDetail, InvalidInput } from '../shared/domain-error.js';
import { validateCode, validateReferenceId } from '../shared/record-fields.js';
import { cycleMessage } from './nomenclature.errors.js';

/** How an imported entry names its parent: by ID (meaningful on this instance only) or by code (portable). */
export type ParentReference = { readonly id: number } | { readonly code: string } | null;

/** An element of a nomenclature import, already checked field by field. */
export interface ImportedEntry {
  readonly code: string;
  readonly parent: ParentReference;
  /** Where its errors are reported: `[3].`, `line 4: `. */
  readonly path: string;
}

export interface StoredEntry {
  readonly id: number;
  readonly code: string;
  readonly parentId: number | null;
}

/** Where every imported entry goes in the tree, and the order to write them in. */
export interface ImportPlan {
  /** The parent's code of each imported entry (null: a root), by the entry's code. */
  readonly parentCodes: ReadonlyMap<string, string | null>;
  /** Imported codes in groups: a group's new parents are all in earlier groups. File order within a group. */
  readonly groups: readonly (readonly string[])[];
}

/**
 * The parent an element names (docs/api/exchange.md#references-by-code): a code, when given,
 * decides, since an ID from another instance means nothing here; else the ID; neither is a root.
 */
export function parentReference(
  input: { readonly parentId?: number | null; readonly parentCode?: string | null },
  path: string,
): ParentReference {
  if (input.parentCode !== undefined && input.parentCode !== null && input.parentCode !== '') {
    return { code: validateCode(input.parentCode, `${path}parentCode`) };
  }
  const id = validateReferenceId(input.parentId ?? null, `${path}parentId`);
  return id === null ? null : { id };
}

/**
 * Places an import's entries into the stored tree: every parent must be stored or imported, and
 * the resulting tree must have no cycle, whether among the imported entries or through stored
 * ones they re-parent. Names every unknown parent and every cycle. Linear in the tree's size.
 */
export function planImport(entries: readonly ImportedEntry[], stored: readonly StoredEntry[]): ImportPlan {
  const parentCodes = resolveParents(entries, stored);
  const storedParent = storedParentCodes(stored);
  const parentOf = (code: string) =>
    parentCodes.has(code) ? parentCodes.get(code)! : (storedParent.get(code) ?? null);
  assertNoCycle(entries, parentOf);
  const storedCodes = new Set(stored.map((entry) => entry.code));
  return { parentCodes, groups: writeGroups(entries, parentCodes, storedCodes) };
}

function resolveParents(entries: readonly ImportedEntry[], stored: readonly StoredEntry[]) {
  const storedById = new Map(stored.map((entry) => [entry.id, entry.code]));
  const known = new Set([...stored.map((entry) => entry.code), ...entries.map((entry) => entry.code)]);
  const parentCodes = new Map<string, string | null>();
  const errors: ErrorDetail[] = [];
  for (const { code, parent, path } of entries) {
    if (parent === null) parentCodes.set(code, null);
    else if ('code' in parent) {
      if (known.has(parent.code)) parentCodes.set(code, parent.code);
      else
        errors.push({ path: `${path}parentCode`, message: `no nomenclature has the code "${parent.code}"` });
    } else {
      const parentCode = storedById.get(parent.id);
      if (parentCode !== undefined) parentCodes.set(code, parentCode);
      else
        errors.push({
          path: `${path}parentId`,
          message: `refers to nomenclature ${parent.id}, which does not exist`,
        });
    }
  }
  if (errors.length > 0) {
    throw new InvalidInput('RECORD.INVALID_REFERENCE', `${errors.length} parent(s) do not exist`, errors);
  }
  return parentCodes;
}

function storedParentCodes(stored: readonly StoredEntry[]): Map<string, string | null> {
  const codeOf = new Map(stored.map((entry) => [entry.id, entry.code]));
  return new Map(
    stored.map((entry) => [
      entry.code,
      entry.parentId === null ? null : (codeOf.get(entry.parentId) ?? null),
    ]),
  );
}

/** Walks up from every imported entry once, marking what it has seen: each entry is visited once in all. */
function assertNoCycle(entries: readonly ImportedEntry[], parentOf: (code: string) => string | null): void {
  const byCode = new Map(entries.map((entry, index) => [entry.code, { entry, index }]));
  const state = new Map<string, 'walking' | 'done'>();
  const errors: ErrorDetail[] = [];
  for (const entry of entries) {
    const chain: string[] = [];
    let current: string | null = entry.code;
    while (current !== null && !state.has(current)) {
      state.set(current, 'walking');
      chain.push(current);
      current = parentOf(current);
    }
    if (current !== null && state.get(current) === 'walking') {
      errors.push(cycleError(chain.slice(chain.indexOf(current)), byCode));
    }
    for (const code of chain) state.set(code, 'done');
  }
  if (errors.length > 0) {
    throw new InvalidInput('NOMENCLATURE.CYCLE', `Invalid parent: ${errors[0]!.message}`, errors);
  }
}

/**
 * The cycle through `members` (each the child of the next, the last the child of the first),
 * reported at the first imported member in file order: the stored tree has no cycle, so one is.
 */
function cycleError(
  members: readonly string[],
  byCode: ReadonlyMap<string, { entry: ImportedEntry; index: number }>,
): ErrorDetail {
  const imported = members.filter((code) => byCode.has(code));
  const first = imported.reduce((a, b) => (byCode.get(a)!.index <= byCode.get(b)!.index ? a : b));
  const at = members.indexOf(first);
  const cycle = [...members.slice(at), ...members.slice(0, at), first];
  const { entry } = byCode.get(first)!;
  const field = entry.parent !== null && 'code' in entry.parent ? 'parentCode' : 'parentId';
  return { path: `${entry.path}${field}`, message: cycleMessage(cycle) };
}

/**
 * Groups entries by how many new entries are above them: an entry whose parent is new waits for
 * the group that writes the parent. Stored parents exist already, whatever the import does to them.
 */
function writeGroups(
  entries: readonly ImportedEntry[],
  parentCodes: ReadonlyMap<string, string | null>,
  storedCodes: ReadonlySet<string>,
): string[][] {
  const levels = new Map<string, number>();
  const groups: string[][] = [];
  for (const { code } of entries) {
    const chain: string[] = [];
    let current: string | null = code;
    while (current !== null && !levels.has(current)) {
      chain.push(current);
      const parent: string | null = parentCodes.get(current) ?? null;
      current = parent !== null && !storedCodes.has(parent) ? parent : null;
    }
    let level = current === null ? -1 : levels.get(current)!;
    for (let i = chain.length - 1; i >= 0; i--) levels.set(chain[i]!, ++level);
    const own = levels.get(code)!;
    if (groups[own] === undefined) groups[own] = [];
    groups[own].push(code);
  }
  return groups;
}

import { type ErrorDetail, InvalidInput } from '../../domain/shared/domain-error.js';
import { normalizeIdentifier } from '../../domain/shared/text.js';
import type { Task, TaskInput } from '../../domain/tasks/task.js';
import { MAX_REPORTED_ERRORS } from '../exchange/batch.js';
import type { NomenclatureRepository } from '../nomenclatures/ports/nomenclature.repository.js';
import type { SeedElement } from '../records/archivable-store.js';
import type { TagRepository } from '../tags/ports/tag.repository.js';

/** An import element may name its tags and nomenclature by code as well (docs/api/exchange.md#references-by-code). */
export interface TaskImportInput extends TaskInput {
  readonly tagCodes?: readonly string[] | null;
  readonly nomenclatureCode?: string | null;
}

/** A task as an export with codes writes it. */
export interface TaskWithCodes extends Task {
  readonly tagCodes: readonly string[];
  readonly nomenclatureCode: string | null;
}

interface CodeTables {
  readonly tagIds: ReadonlyMap<string, number>;
  readonly tagCodes: ReadonlyMap<number, string>;
  readonly nomenclatureIds: ReadonlyMap<string, number>;
  readonly nomenclatureCodes: ReadonlyMap<number, string>;
}

/**
 * Translates a task's references between IDs, which mean something on this instance only, and
 * codes, which mean the same everywhere. Codes, when given, decide: an ID from another instance
 * may name another entry here.
 */
export class TaskReferenceCodes {
  constructor(
    private readonly tags: TagRepository,
    private readonly nomenclatures: NomenclatureRepository,
  ) {}

  /** The elements with their codes turned into IDs; a code naming nothing is a 400 naming it. */
  async resolve(elements: readonly SeedElement<TaskImportInput>[]): Promise<SeedElement<TaskInput>[]> {
    if (!elements.some(({ input }) => namesByCode(input))) return [...elements];
    const tables = await this.load();
    const errors: ErrorDetail[] = [];
    const resolved = elements.map(({ input, path }) => {
      const { tagCodes, nomenclatureCode, ...fields } = input;
      let { tagIds, nomenclatureId } = fields;
      if (tagCodes && tagCodes.length > 0) {
        const codes = tagCodes.map(normalizeIdentifier);
        const unknown = codes.filter((code) => !tables.tagIds.has(code));
        if (unknown.length > 0) {
          errors.push({ path: `${path}tagCodes`, message: `no tag has the code(s) ${quoted(unknown)}` });
        }
        tagIds = codes.flatMap((code) => tables.tagIds.get(code) ?? []);
      }
      if (nomenclatureCode) {
        const code = normalizeIdentifier(nomenclatureCode);
        nomenclatureId = tables.nomenclatureIds.get(code) ?? null;
        if (nomenclatureId === null) {
          errors.push({
            path: `${path}nomenclatureCode`,
            message: `no nomenclature has the code ${quoted([code])}`,
          });
        }
      }
      return { path, input: { ...fields, tagIds, nomenclatureId } };
    });
    if (errors.length > 0) {
      throw new InvalidInput(
        'RECORD.INVALID_REFERENCE',
        `${errors.length} reference(s) by code name nothing; nothing was stored`,
        errors.slice(0, MAX_REPORTED_ERRORS),
      );
    }
    return resolved;
  }

  /**
   * The batches with the codes of what each task references. A reference the tables do not
   * know (an entry created during the export) reloads them once for that batch.
   */
  async *withCodes(batches: AsyncIterable<Task[]>): AsyncIterable<TaskWithCodes[]> {
    let tables: CodeTables | undefined;
    for await (const batch of batches) {
      if (tables === undefined || !batch.every((task) => knowsReferences(tables!, task))) {
        tables = await this.load();
      }
      const current = tables;
      yield batch.map((task) => ({
        ...task,
        tagCodes: task.tagIds.flatMap((id) => current.tagCodes.get(id) ?? []),
        nomenclatureCode:
          task.nomenclatureId === null ? null : (current.nomenclatureCodes.get(task.nomenclatureId) ?? null),
      }));
    }
  }

  private async load(): Promise<CodeTables> {
    const [tags, nomenclatures] = await Promise.all([this.tags.list(), this.nomenclatures.treeEntries()]);
    return {
      tagIds: new Map(tags.map((tag) => [tag.code, tag.id])),
      tagCodes: new Map(tags.map((tag) => [tag.id, tag.code])),
      nomenclatureIds: new Map(nomenclatures.map((entry) => [entry.code, entry.id])),
      nomenclatureCodes: new Map(nomenclatures.map((entry) => [entry.id, entry.code])),
    };
  }
}

function namesByCode(input: TaskImportInput): boolean {
  return (input.tagCodes?.length ?? 0) > 0 || Boolean(input.nomenclatureCode);
}

function knowsReferences(tables: CodeTables, task: Task): boolean {
  return (
    task.tagIds.every((id) => tables.tagCodes.has(id)) &&
    (task.nomenclatureId === null || tables.nomenclatureCodes.has(task.nomenclatureId))
  );
}

function quoted(codes: readonly string[]): string {
  return codes.map((code) => `"${code}"`).join(', ');
}

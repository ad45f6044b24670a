import { z } from '@hono/zod-openapi';
import type { TaskWithCodes } from '../../../application/tasks/task-reference-codes.js';
import { MAX_TAGS_PER_TASK, TASK, taskKind } from '../../../domain/tasks/task.js';
import { ignoredRecordFields, RecordCode } from '../openapi/record.schemas.js';
import type { ExchangeExtras } from '../records/archivable.routes.js';
import { kindBodyFields, kindResponse, kindResponseShape, toKindResponse } from '../records/kind-schemas.js';
import { type ArchivableSchemas, archivableBodies } from '../records/record-bodies.js';
import { taskCsv } from './tasks.csv.js';

const fields = kindBodyFields(taskKind);

const bodies = archivableBodies('Task', fields, {
  code: 'TASK-1',
  label: 'Book the venue',
  description: 'Two rooms for the spring meeting',
  status: 'IN_PROGRESS',
  priority: 'HIGH',
  dueDate: '2026-12-01',
  assignedTo: 'alice',
  tagIds: [1],
  nomenclatureId: 1,
});

const TaskResponse = kindResponse(taskKind, 'Task');

export const toTaskResponse = toKindResponse(taskKind);

export const taskSchemas = {
  basePath: '/api/v1/task',
  resource: 'tasks',
  tag: 'Tasks',
  noun: 'task',
  names: { one: 'Task', many: 'Tasks' },
  kindName: TASK.name,
  exportName: 'tasks',
  csv: taskCsv,
  ...bodies,
  response: TaskResponse,
  toResponse: toTaskResponse,
} satisfies ArchivableSchemas<z.ZodType, z.ZodType, z.ZodType>;

const codeFields = {
  tagCodes: z
    .array(z.string())
    .max(MAX_TAGS_PER_TASK)
    .nullable()
    .optional()
    .openapi({ description: 'Codes of existing tags; when not empty they decide, and tagIds is ignored' }),
  nomenclatureCode: z.string().nullable().optional().openapi({
    description: 'Code of an existing nomenclature; when given it decides, and nomenclatureId is ignored',
  }),
};

const TaskWithCodesResponse = z
  .object({
    ...kindResponseShape(taskKind),
    tagCodes: z.array(z.string()).openapi({ description: 'The codes of tagIds, in the same order' }),
    nomenclatureCode: z.string().nullable().openapi({ description: 'The code of nomenclatureId' }),
  })
  .openapi('TaskWithCodes');

/** Import and export name references by code too (docs/api/exchange.md#references-by-code). */
export const taskExchange = {
  importElement: z
    .strictObject({ code: RecordCode, ...fields, ...codeFields, ...ignoredRecordFields })
    .openapi('TaskImportElement'),
  exportElement: z.union([TaskResponse, TaskWithCodesResponse]),
  exportQuery: z.strictObject({
    codes: z.enum(['true', 'false']).optional().openapi({
      description:
        'true: each task also names its tags and nomenclature by code (tagCodes, nomenclatureCode), so the file imports on another instance',
    }),
  }),
  csvImportQuery: z.strictObject({
    codes: z.enum(['true', 'false']).optional().openapi({
      description:
        'true: the header is the one export.csv?codes=true writes, the twelve columns then tagCodes and nomenclatureCode',
    }),
  }),
} satisfies ExchangeExtras<z.ZodType>;

export function toTaskWithCodesResponse(task: TaskWithCodes) {
  return { ...toTaskResponse(task), tagCodes: [...task.tagCodes], nomenclatureCode: task.nomenclatureCode };
}

import { json } from '../../support/http.js';
import type { TestApp } from '../../support/test-app.js';
import type { UsedTestApp } from '../../support/use-test-app.js';

export const TASKS = '/api/v1/task';
export const TEMPLATES = '/api/v1/domaintemplate';
export const TASK_HEADER =
  'id,code,label,description,createdDate,lastModifiedDate,status,priority,dueDate,assignedTo,tagIds,nomenclatureId';
export const SHORT_HEADER = 'id,code,label,description,createdDate,lastModifiedDate';
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Text that CSV must quote, and non-Latin scripts. */
export const TRICKY = 'Ελληνικά, "кириллица"\r\nsecond line';

/** The fields of a task an import sets (no id, no audit). */
export const workflow = (task: Record<string, unknown>) => ({
  code: task.code,
  label: task.label,
  description: task.description,
  status: task.status,
  priority: task.priority,
  dueDate: task.dueDate,
  assignedTo: task.assignedTo,
  tagIds: task.tagIds,
  nomenclatureId: task.nomenclatureId,
});

/** docs/api/exchange.md#csv-format: requests against the test's app, or another one when given. */
export function csvExchange(t: UsedTestApp) {
  const importCsv = (base: string, body: string, on: TestApp = t, token = t.admin) =>
    on.request('POST', `${base}/import.csv`, { token, body, headers: { 'Content-Type': 'text/csv' } });
  const list = async (base: string, on: TestApp = t, token = t.admin) =>
    json(await on.request('GET', base, { token }));
  const exportOf = async (base: string, format: 'csv' | 'json', on: TestApp = t) =>
    (await on.request('GET', `${base}/export.${format}`, { token: t.admin })).text();

  /** Two tags and a nomenclature entry, for tasks to reference. */
  async function taxonomy(on: TestApp = t) {
    const token = await on.adminToken();
    const make = async (path: string, code: string) =>
      (await json(await on.request('POST', path, { token, json: { code, label: code } }))).id as number;
    return {
      tagA: await make('/api/v1/tag', 'a'),
      tagB: await make('/api/v1/tag', 'b'),
      nomenclature: await make('/api/v1/nomenclature', 'n'),
    };
  }

  return { importCsv, list, exportOf, taxonomy };
}

/**
 * CSV import of many tasks and their export, each phase in its own service child (its peak RSS is
 * its own): 1. import into the empty database (inserts); 2. the same file again (every code exists:
 * updates); 3. export CSV; 4. export JSON.
 */
import { megabytes, type Row } from '../support/report.js';
import { type ServiceChild, withService } from '../support/service-child.js';

const IMPORT = '/api/v1/task/import.csv';
const HEADER =
  'id,code,label,description,createdDate,lastModifiedDate,status,priority,dueDate,assignedTo,tagIds,nomenclatureId';
const STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'];
const PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];

/** Runs the four phases on `url`, an empty database. */
export async function exchangeRows(url: string, rows: number): Promise<Row[]> {
  const csv = tasksCsv(rows);
  const results: Row[] = [];
  await withService(url, async (service) => {
    const token = await service.login();
    // The CSV refers to tags 1 and 2 and nomenclature 1.
    const reference = (path: string, code: string) =>
      service.send('POST', path, token, JSON.stringify({ code, label: code }), 'application/json');
    for (const code of ['alpha', 'beta']) await reference('/api/v1/tag', code);
    await reference('/api/v1/nomenclature', 'root');
    results.push(await phase(service, `CSV import of ${rows}`, 'POST', IMPORT, 201, csv));
  });
  await withService(url, async (service) => {
    results.push(await phase(service, `CSV re-import of ${rows}`, 'POST', IMPORT, 201, csv));
  });
  for (const format of ['csv', 'json']) {
    await withService(url, async (service) => {
      const path = `/api/v1/task/export.${format}`;
      results.push(await phase(service, `${format.toUpperCase()} export of ${rows}`, 'GET', path, 200));
    });
  }
  return results;
}

async function phase(
  service: ServiceChild,
  scenario: string,
  method: string,
  path: string,
  expected: number,
  body?: string,
): Promise<Row> {
  const token = await service.login();
  service.resetPeak();
  const timed = await service.timed(method, path, token, body);
  return {
    scenario,
    failures: timed.status === expected ? 0 : 1,
    peakRssMb: megabytes(service.memory().peak),
    seconds: timed.ms / 1000,
  };
}

/** `rows` tasks numbered from `first`, referring to tags 1 and 2 and nomenclature 1. */
export function tasksCsv(rows: number, first = 0): string {
  const lines = Array.from({ length: rows }, (_, n) => {
    const i = first + n;
    const tags = i % 3 === 0 ? '1;2' : i % 3 === 1 ? '1' : '';
    const description = i % 2 === 0 ? `"Описание ${i}, with ""quotes"" and a comma"` : '';
    const due = i % 5 === 0 ? '2026-06-30' : '';
    return `,TASK-${String(i).padStart(6, '0')},Εργασία ${i},${description},,,${STATUSES[i % 4]},${PRIORITIES[i % 4]},${due},user${i % 50},${tags},${i % 4 === 0 ? 1 : ''}`;
  });
  return `${HEADER}\n${lines.join('\n')}\n`;
}

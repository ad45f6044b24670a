import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { SHORT_HEADER, TASK_HEADER, TASKS } from './csv-exchange.js';
import { CSV_KINDS, type CsvKind, expectedHeaderDetail, minimalRow } from './csv-kinds.js';

/** docs/api/exchange.md#headers: the exact header by default, a named one with `?columns=named`. */
describeEachBackend('CSV header modes', (backend) => {
  const t = useTestApp(backend);
  const importCsv = (base: string, body: string | Uint8Array, query = '') =>
    t.request('POST', `${base}/import.csv${query}`, {
      token: t.admin,
      body,
      headers: { 'Content-Type': 'text/csv' },
    });
  const list = async (base: string) => json(await t.request('GET', base, { token: t.admin }));
  const file = (columns: readonly string[], delimiter = ',', end = '\r\n') =>
    `${columns.join(delimiter)}${end}${minimalRow(columns).replaceAll(',', delimiter)}${end}`;

  /** Each column of the kind's header left out in turn. */
  const withoutEach = (kind: CsvKind) =>
    kind.header.split(',').map((removed) => ({
      removed,
      columns: kind.header.split(',').filter((name) => name !== removed),
    }));

  describe.each(CSV_KINDS)('$name', (kind) => {
    it('when the header is exactly the export header, with or without a BOM, CRLF or LF, then it imports by default', async () => {
      const columns = kind.header.split(',');
      for (const body of [file(columns), `\ufeff${file(columns)}`, file(columns, ',', '\n')]) {
        const answer = await importCsv(kind.base, body);
        expect(answer.status, await answer.clone().text()).toBe(201);
      }
      for (const alternative of kind.alternatives) {
        const answer = await importCsv(kind.base, file(alternative.split(',')));
        expect(answer.status, await answer.clone().text()).toBe(201);
      }
    });

    it('when any one column is missing, then 400 naming the expected header by default, and nothing is stored', async () => {
      for (const { removed, columns } of withoutEach(kind)) {
        if (kind.alternatives.includes(columns.join(','))) continue;
        const problem = await expectProblem(
          await importCsv(kind.base, file(columns)),
          400,
          'CSV.HEADER_MISMATCH',
        );
        expect(problem.detail, removed).toBe(expectedHeaderDetail(kind));
        expect(problem.errors, removed).toContainEqual({
          path: 'line 1',
          message: `lacks the column "${removed}"`,
        });
      }
      expect(await list(kind.base)).toEqual([]);
    });

    it('when any one column is missing and ?columns=named is asked, then only a required one is a 400', async () => {
      for (const { removed, columns } of withoutEach(kind)) {
        const answer = await importCsv(kind.base, file(columns), '?columns=named');
        if (kind.required.includes(removed)) {
          const problem = await expectProblem(answer, 400, 'CSV.HEADER_MISMATCH');
          expect(problem.errors, removed).toEqual([
            { path: 'line 1', message: `lacks the column "${removed}"` },
          ]);
        } else {
          expect(answer.status, `${removed}: ${await answer.clone().text()}`).toBe(201);
        }
      }
    });

    it('when the columns come in another order, then 400 by default and read with ?columns=named', async () => {
      const reversed = kind.header.split(',').reverse();
      const problem = await expectProblem(
        await importCsv(kind.base, file(reversed)),
        400,
        'CSV.HEADER_MISMATCH',
      );
      expect(problem.errors).toEqual([{ path: 'line 1', message: 'names the columns in another order' }]);
      const named = await importCsv(kind.base, file(reversed), '?columns=named');
      expect(named.status, await named.clone().text()).toBe(201);
      expect(await list(kind.base)).toHaveLength(1);
    });

    it('when the header has an unknown or a repeated column, then 400 in both modes', async () => {
      for (const extra of ['Label', kind.required[0]!]) {
        for (const query of ['', '?columns=named', '?columns=exact']) {
          const columns = [...kind.header.split(','), extra];
          await expectProblem(await importCsv(kind.base, file(columns), query), 400, 'CSV.HEADER_MISMATCH');
        }
      }
      expect(await list(kind.base)).toEqual([]);
    });

    it('when the header is separated by semicolons, then it is read only when declared or named', async () => {
      const columns = kind.header.split(',');
      const semicolons = file(columns, ';');
      const problem = await expectProblem(await importCsv(kind.base, semicolons), 400, 'CSV.HEADER_MISMATCH');
      expect(problem.detail).toBe(expectedHeaderDetail(kind));
      for (const query of ['?delimiter=;', '?columns=named', '?columns=named&delimiter=;']) {
        const answer = await importCsv(kind.base, semicolons, query);
        expect(answer.status, `${query}: ${await answer.clone().text()}`).toBe(201);
      }
    });
  });

  describe('task references by code', () => {
    const withCodes = `${TASK_HEADER},tagCodes,nomenclatureCode`.split(',');

    it('when the header is the export of ?codes=true, then it is read with ?codes=true or ?columns=named only', async () => {
      const problem = await expectProblem(
        await importCsv(TASKS, file(withCodes)),
        400,
        'CSV.HEADER_MISMATCH',
      );
      expect(problem.detail).toBe(expectedHeaderDetail(CSV_KINDS[0]!));
      for (const query of ['?codes=true', '?columns=named']) {
        const answer = await importCsv(TASKS, file(withCodes), query);
        expect(answer.status, `${query}: ${await answer.clone().text()}`).toBe(201);
      }
    });

    it('when ?codes=true is asked, then the header must be the fourteen columns exactly', async () => {
      for (const header of [TASK_HEADER, SHORT_HEADER]) {
        const problem = await expectProblem(
          await importCsv(TASKS, file(header.split(',')), '?codes=true'),
          400,
          'CSV.HEADER_MISMATCH',
        );
        expect(problem.detail).toBe(
          `the header must be "${withCodes.join(',')}" (or, with ?columns=named, name the columns it brings in any order)`,
        );
      }
      await expectProblem(await importCsv(TASKS, file(withCodes), '?codes=yes'), 400, 'REQUEST.INVALID');
    });
  });

  it('when the header mode is neither exact nor named, then 400 naming the parameter', async () => {
    const problem = await expectProblem(
      await importCsv(TASKS, file(TASK_HEADER.split(',')), '?columns=any'),
      400,
    );
    expect(JSON.stringify(problem.errors)).toContain('columns');
  });
});

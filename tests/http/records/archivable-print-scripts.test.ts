import { describe, expect, it } from 'vitest';
import { json } from '../../support/http.js';
import { readPdfText } from '../../support/pdf-text.js';
import { holdsLetters, SCRIPT_SAMPLES } from '../../support/script-samples.js';
import { useTestApp } from '../../support/use-test-app.js';

/**
 * docs/api/printing.md#glyph-coverage: every script a user types prints, shaped, in both
 * layouts. Fonts do not depend on the backend: memory is enough.
 */
// The first printout of a script opens its font in the render worker: on a loaded machine that
// alone has taken most of the default 30 s.
describe('printing tasks in every script', { timeout: 90_000 }, () => {
  const t = useTestApp('memory', { per: 'all' });
  let created = 0;

  const createTask = async (label: string, description: string) => {
    created += 1;
    const response = await t.request('POST', '/api/v1/task', {
      token: t.admin,
      json: { code: `S-${created}`, label, description },
    });
    expect(response.status).toBe(201);
    return (await json(response)).id as number;
  };

  /** The text a reader copies out of the printout, every line of every page. */
  const printed = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { pages } = await readPdfText(new Uint8Array(await response.arrayBuffer()));
    return pages.flat().join('\n');
  };

  describe.each(Object.entries(SCRIPT_SAMPLES))('%s', (_, { sentence, copiedAsTyped }) => {
    /** The table has no description column: there the label alone is printed. */
    const expectPrinted = (text: string, copies: number) => {
      expect(holdsLetters(text, Array.from({ length: copies }, () => sentence).join(' '))).toBe(true);
      if (copiedAsTyped) expect(text).toContain(sentence);
      // Shaping that fails puts a dotted circle where a mark has no letter to sit on.
      expect(text).not.toContain('\u25cc');
    };

    it('when a task in it is printed a page per record, then 200 and its characters read back', async () => {
      const id = await createTask(sentence, `${sentence} ${sentence}`);
      const response = await t.request('GET', `/api/v1/task/${id}/print.pdf`, { token: t.admin });
      expectPrinted(await printed(response), 3);
    });

    it('when a task in it is printed as a table, then 200 and its characters read back', async () => {
      const id = await createTask(sentence, sentence);
      const response = await t.request('POST', '/api/v1/task/print-selected.pdf?layout=table', {
        token: t.admin,
        json: { ids: [id] },
      });
      expectPrinted(await printed(response), 1);
    });
  });

  it('when every script and emoji share a task with characters no font has, then 422 names those alone', async () => {
    const everything = Object.values(SCRIPT_SAMPLES)
      .map(({ sentence }) => sentence)
      .join(' ');
    // A private-use character and an unassigned one, in the label, which both layouts print;
    // control characters never get this far (400).
    const id = await createTask('क्षत्रिय 👍🏽 \ue000 ไทย \u0378', everything);
    for (const query of ['', '?layout=table']) {
      const response = await t.request('POST', `/api/v1/task/print-selected.pdf${query}`, {
        token: t.admin,
        json: { ids: [id] },
      });
      expect(response.status).toBe(422);
      const problem = await json(response);
      expect(problem.code).toBe('PRINT.UNRENDERABLE_CHARACTER');
      // The record is named once, with the characters no font has, and nothing else.
      expect(problem.errors).toHaveLength(1);
      expect(problem.errors[0].message.match(/U\+[0-9A-F]+/g)).toEqual(['U+E000', 'U+0378']);
    }
  });
});

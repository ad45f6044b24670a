import { describe, expect, it } from 'vitest';
import { printRefusal, withMoreRefused } from '../../../adapters/console/src/ui/print-refusal.js';

const view = { status: 422, code: 'PRINT.UNRENDERABLE_CHARACTER', fields: {} };

describe("a refused printout's records", () => {
  it('when the service names records, then each gives its ID, name, field and characters', () => {
    const refusal = printRefusal(view, {
      detail: 'The document holds characters no font can print',
      errors: [
        {
          path: 'records[1].Label',
          message:
            'Task ABC-1 (ID 42), field Label and 1 other field: U+E000, U+E001 and 4 more cannot be printed: no font has a glyph for them',
        },
        { path: 'title', message: 'title: U+E002 cannot be printed: no font has a glyph for it' },
      ],
    });
    expect(refusal).toEqual({
      records: [
        {
          id: 42,
          name: 'Task ABC-1',
          where: 'Label and 1 other field',
          characters: 'U+E000, U+E001 and 4 more',
        },
        { name: 'title', where: 'title', characters: 'U+E002' },
      ],
    });
  });

  it('when only the first ones are listed, then the count of all comes from the detail, and later ones add up', () => {
    const first = printRefusal(view, {
      detail: 'The document holds characters no font can print, in 9 places; the first 8 are listed',
      errors: Array.from({ length: 8 }, (_, n) => ({
        path: `records[${n}].Label`,
        message: `Task T-${n} (ID ${n + 1}), field Label: U+E000 cannot be printed: no font has a glyph for it`,
      })),
    });
    expect(first?.total).toBe(9);
    const rest = printRefusal(view, {
      errors: [
        { path: 'records[0].Label', message: 'Task T-8 (ID 9), field Label: U+E000 cannot be printed: x' },
      ],
    });
    const both = withMoreRefused(first, rest ?? { records: [] });
    expect(both.records.map((record) => record.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(both.total).toBeUndefined();
  });

  it('when the problem is another one, then there is no refusal', () => {
    expect(printRefusal({ ...view, code: 'PRINT.TOO_LARGE' }, {})).toBeUndefined();
  });
});

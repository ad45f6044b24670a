import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type UnrenderableCharacter, UnrenderableText } from '../../../domain/printing/print.errors.js';

const at = (record: number, field: string, codePoint: number): UnrenderableCharacter => ({
  path: `records[${record}].${field}`,
  place: `Task T-${record} (ID ${record + 1}), field ${field}`,
  codePoint,
});

const PARTY = 0x1f389;
const CHECK = 0x2705;
const SPARKLES = 0x2728;
const PRIVATE = 0xe000;

describe('UnrenderableText (docs/api/printing.md#glyph-coverage)', () => {
  it('when one character of one field cannot be printed, then one entry names the field and the code point', () => {
    const error = new UnrenderableText([at(0, 'Description', PRIVATE)]);
    expect(error.code).toBe('PRINT.UNRENDERABLE_CHARACTER');
    expect(error.message).toBe('The document holds a character no font can print');
    expect(error.details).toEqual([
      {
        path: 'records[0].Description',
        message: 'Task T-0 (ID 1), field Description: U+E000 cannot be printed: no font has a glyph for it',
      },
    ]);
  });

  it('when a record has several characters in several fields, then it is named once with its first three characters and the rest counted', () => {
    const error = new UnrenderableText([
      at(3, 'Label', PARTY),
      at(3, 'Label', CHECK),
      at(3, 'Description', PARTY),
      at(3, 'Description', SPARKLES),
      at(3, 'Description', PRIVATE),
      at(3, 'Description', 0xe001),
    ]);
    expect(error.details).toEqual([
      {
        path: 'records[3].Label',
        message:
          'Task T-3 (ID 4), field Label and 1 other field: U+1F389 🎉, U+2705 ✅, U+2728 ✨ and 2 more cannot be printed: no font has a glyph for them',
      },
    ]);
  });

  it('when characters are invisible (private use, marks, controls), then only their code point is shown', () => {
    const error = new UnrenderableText(
      [0xe000, 0x0301, 0x200b].map((codePoint) => at(0, 'Label', codePoint)),
    );
    expect(error.details[0]!.message).toBe(
      'Task T-0 (ID 1), field Label: U+E000, U+0301, U+200B cannot be printed: no font has a glyph for them',
    );
  });

  it('when many records cannot be printed, then the first ones are named and the detail counts them all', () => {
    const error = new UnrenderableText(
      Array.from({ length: 500 }, (_, record) => at(record, 'Label', PARTY)),
    );
    expect(error.details.map((detail) => detail.path)).toEqual(
      Array.from({ length: 8 }, (_, record) => `records[${record}].Label`),
    );
    expect(error.message).toBe(
      'The document holds characters no font can print, in 500 places; the first 8 are listed',
    );
  });

  it('when any set of characters of any records cannot be printed, then each record is named once, in order, and the entries stay short', () => {
    const character = fc
      .record({
        record: fc.nat({ max: 40 }),
        field: fc.constantFrom('heading', 'Code', 'Label', 'Description'),
        codePoint: fc.oneof(
          fc.integer({ min: 0xe000, max: 0xf8ff }),
          fc.integer({ min: 0x1f300, max: 0x1faff }),
        ),
      })
      .map(({ record, field, codePoint }) => at(record, field, codePoint));
    fc.assert(
      fc.property(fc.array(character, { minLength: 1, maxLength: 3000 }), (characters) => {
        const error = new UnrenderableText(characters);
        const records = [...new Set(characters.map(({ path }) => path.split('.')[0]))];
        expect(error.details.map(({ path }) => path.split('.')[0])).toEqual(records.slice(0, 8));
        for (const { message } of error.details) expect(message.length).toBeLessThan(200);
        expect(JSON.stringify({ detail: error.message, errors: error.details }).length).toBeLessThan(2048);
      }),
    );
  });
});

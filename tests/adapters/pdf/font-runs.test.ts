import { describe, expect, test } from 'vitest';
import { fontRuns } from '../../../adapters/pdf/fonts.js';

/** Each run as `family: text`, to read the cuts at a glance. */
const runs = (text: string) => fontRuns(text, 'regular').map(({ face, text }) => `${face.family}: ${text}`);

describe('fontRuns', () => {
  test('when emoji sequences are printed, then each stays whole in the emoji face, spaces in the primary one', () => {
    expect(runs('ok 👍🏽 🇫🇷 👨‍👩‍👧 ❤️ 1️⃣')).toEqual([
      'DejaVu Sans: ok ',
      'Noto Emoji: 👍🏽',
      'DejaVu Sans:  ',
      'Noto Emoji: 🇫🇷',
      'DejaVu Sans:  ',
      'Noto Emoji: 👨‍👩‍👧',
      'DejaVu Sans:  ',
      'Noto Emoji: ❤️',
      'DejaVu Sans:  ',
      'Noto Emoji: 1️⃣',
    ]);
  });

  test('when a symbol has no emoji selector, then it stays in the text face; a digit is not an emoji', () => {
    expect(runs('© ❤ 1 # ✅')).toEqual(['DejaVu Sans: © ❤ 1 # ', 'Noto Emoji: ✅']);
  });

  test('when Indic text holds joiners, spaces and shared punctuation, then it is one run of its face', () => {
    expect(runs('क्‍ष हिन्दी। বাংলা।')).toEqual(['Noto Sans Devanagari: क्‍ष हिन्दी। ', 'Noto Sans Bengali: বাংলা।']);
  });

  test('when a face lacks a script character the primary face has not either, then the whole chain is searched', () => {
    expect(runs('Հայերեն ֏')).toEqual(['DejaVu Sans: Հայերեն ', 'Noto Sans Armenian: ֏']);
  });
});

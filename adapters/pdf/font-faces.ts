import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type FontWeight = 'regular' | 'bold';

/** A font family as printed: its files per weight and, for a fallback, the characters it is for. */
export interface FontFace {
  readonly family: string;
  readonly files: Readonly<Record<FontWeight, string>>;
  /**
   * Characters this face is consulted for, before the primary face; none on the primary and on a
   * face that only completes it, consulted after it.
   */
  readonly script?: RegExp;
  /**
   * Drawn and measured as fontkit shapes it (conjuncts, reordered vowels, stacked marks, emoji
   * sequences): its glyphs are not its characters one by one.
   */
  readonly shaped: boolean;
}

/** Resolved like a module, so the sources and the compiled dist/ tree find the same installed files. */
const packageFolder = (name: string) =>
  dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

const dejaVu = join(packageFolder('dejavu-fonts-ttf'), 'ttf');

/**
 * Latin, Greek, Cyrillic, Armenian, Arabic and most symbols; every text starts in this face. Its
 * Arabic letters shape into whole glyphs: Noto Sans Arabic builds them from a skeleton and dots
 * that react-pdf's text engine drops or misplaces.
 */
export const PRIMARY_FACE: FontFace = {
  family: 'DejaVu Sans',
  files: { regular: join(dejaVu, 'DejaVuSans.ttf'), bold: join(dejaVu, 'DejaVuSans-Bold.ttf') },
  shaped: false,
};

/** A family of `@expo-google-fonts`: static TrueType files, one folder per weight. */
function google(stem: string, script: RegExp | undefined, shaped: boolean): FontFace {
  const family = stem.replace(/(?<=[a-z])(?=[A-Z])/g, ' ');
  const folder = packageFolder(`@expo-google-fonts/${family.toLowerCase().replaceAll(' ', '-')}`);
  return {
    family,
    files: {
      regular: join(folder, '400Regular', `${stem}_400Regular.ttf`),
      bold: join(folder, '700Bold', `${stem}_700Bold.ttf`),
    },
    shaped,
    ...(script && { script }),
  };
}

/** The characters of the scripts, by Unicode script extension, so shared punctuation goes along. */
const scripts = (...names: string[]) =>
  new RegExp(`[${names.map((name) => `\\p{Script_Extensions=${name}}`).join('')}]`, 'u');

/** A script whose letters need no shaping: its characters print one glyph each. */
const plain = (stem: string, ...names: string[]) => google(stem, scripts(...names), false);
/** A script fontkit must shape: Indic conjuncts and reordering, stacked Thai and Tibetan marks. */
const complex = (stem: string, ...names: string[]) => google(stem, scripts(...names), true);

/**
 * The code points that make a grapheme an emoji: those shown as emoji by default, skin tones,
 * flags' regional indicators, the keycap, the emoji variation selector and the tags of
 * subdivision flags. A text symbol such as © or ❤ stays in the face it is in unless U+FE0F follows.
 */
export const EMOJI =
  /[\p{Emoji_Presentation}\p{Emoji_Modifier}\p{Regional_Indicator}\u{e0020}-\u{e007f}]|\u20e3|\ufe0f/u;

/**
 * Noto Emoji, the monochrome one: emoji print as outlines, sequences (skin tones, flags, ZWJ
 * families) as the font's ligatures.
 */
export const EMOJI_FACE: FontFace = google('NotoEmoji', EMOJI, true);

/**
 * Fallback faces, each drawn only for its scripts and opened only when a document holds such a
 * character. Noto Sans SC covers every unified ideograph and the kana, so it prints Chinese and
 * Japanese; Noto Sans KR prints Hangul. No Noto Sans face exists for Tibetan: Noto Serif's.
 * Armenian prints in DejaVu Sans, as it always has, but for the few letters and signs it lacks
 * (the dram sign ֏ among them).
 */
export const FALLBACK_FACES: readonly FontFace[] = [
  plain('NotoSansHebrew', 'Hebrew'),
  plain('NotoSansKR', 'Hangul'),
  google(
    'NotoSansSC',
    /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Bopomofo}\u3000-\u303f\uff00-\uffef]/u,
    false,
  ),
  complex('NotoSansDevanagari', 'Devanagari'),
  complex('NotoSansBengali', 'Bengali'),
  complex('NotoSansGurmukhi', 'Gurmukhi'),
  complex('NotoSansGujarati', 'Gujarati'),
  complex('NotoSansOriya', 'Oriya'),
  complex('NotoSansTamil', 'Tamil'),
  complex('NotoSansTelugu', 'Telugu'),
  complex('NotoSansKannada', 'Kannada'),
  complex('NotoSansMalayalam', 'Malayalam'),
  complex('NotoSansSinhala', 'Sinhala'),
  complex('NotoSansThai', 'Thai'),
  complex('NotoSansLao', 'Lao'),
  complex('NotoSansKhmer', 'Khmer'),
  complex('NotoSansMyanmar', 'Myanmar'),
  complex('NotoSerifTibetan', 'Tibetan'),
  plain('NotoSansEthiopic', 'Ethiopic'),
  plain('NotoSansGeorgian', 'Georgian'),
  EMOJI_FACE,
  google('NotoSansArmenian', undefined, false),
];

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font as ReactPdfFonts } from '@react-pdf/renderer';
import { type Font, openSync } from 'fontkit';

export type FontWeight = 'regular' | 'bold';

export const FONT_FAMILY = 'DejaVu Sans';

/** Resolved like a module, so the sources and the compiled dist/ tree find the same installed files. */
const TTF_FOLDER = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

export const FONT_FILES: Readonly<Record<FontWeight, string>> = {
  regular: join(TTF_FOLDER, 'DejaVuSans.ttf'),
  bold: join(TTF_FOLDER, 'DejaVuSans-Bold.ttf'),
};

const opened = new Map<FontWeight, Font>();

/** The parsed font, once per thread: glyph checks and measuring read the very files react-pdf embeds. */
export function fontFile(weight: FontWeight): Font {
  let font = opened.get(weight);
  if (!font) {
    font = openSync(FONT_FILES[weight]);
    opened.set(weight, font);
  }
  return font;
}

let registered = false;

/** For layouts built from Text nodes; once per thread, since react-pdf's font store is global. */
export function registerReactPdfFonts(): void {
  if (registered) return;
  ReactPdfFonts.register({
    family: FONT_FAMILY,
    fonts: [
      { src: FONT_FILES.regular, fontWeight: 'normal' },
      { src: FONT_FILES.bold, fontWeight: 'bold' },
    ],
  });
  // Words are never split: hyphenating would insert characters the document does not hold, and it is slow.
  ReactPdfFonts.registerHyphenationCallback((word) => [word]);
  registered = true;
}

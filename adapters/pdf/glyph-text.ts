import type PDFDocument from 'pdfkit';

/**
 * Text needing the font's shaping to look right: combining marks, joiners and variation
 * selectors, conjoining Hangul jamo, control characters, and any character fontkit hides when it
 * shapes (default ignorable): such text, right-to-left runs and runs of shaped faces are set
 * by `writeShaped`.
 */
const NEEDS_SHAPING =
  /[\p{M}\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff]/u;

/** The members of pdfkit 0.20.1 (pinned in package.json) that setting text glyph by glyph reads. */
interface DocumentInternals {
  readonly _font: EmbeddedFont;
  readonly _fontSize: number;
  readonly page: { readonly height: number; readonly fonts: Record<string, unknown> };
  addContent(operators: string): unknown;
}

interface EmbeddedFont {
  readonly id: string;
  /** In thousandths of the font size. */
  readonly ascender: number;
  readonly scale: number;
  readonly font: {
    glyphForCodePoint(codePoint: number): FontGlyph;
    layout(
      text: string,
      features?: string[],
    ): { readonly glyphs: FontGlyph[]; readonly positions: GlyphPosition[] };
  };
  readonly subset: { includeGlyph(glyphId: number): number };
  readonly widths: number[];
  readonly unicode: number[][];
  ref(): unknown;
}

interface FontGlyph {
  readonly id: number;
  readonly advanceWidth: number;
  readonly codePoints: number[];
}

/** In font units. */
interface GlyphPosition {
  readonly xAdvance: number;
  readonly yAdvance: number;
  readonly xOffset: number;
  readonly yOffset: number;
}

/** A shaped text ready to write: its glyphs as subset IDs (glyphCode), and each glyph's placement in thousandths of the size. */
interface ShapedGlyphs {
  readonly codes: readonly string[];
  /** How far each glyph moves the pen beyond its width (kerning, mark attachment). */
  readonly extra: readonly number[];
  readonly advance: readonly number[];
  readonly xOffset: readonly number[];
  readonly yOffset: readonly number[];
}

/** Shaped words kept per font: beyond this many the font's start anew, so distinct words cannot grow the heap. */
const MAX_SHAPED_WORDS = 20_000;

/**
 * Sets plain text straight into a page's content, each character as its glyph from the font's
 * character map, without pdfkit's shaping: a table's cells and a record's lines are measured
 * that way (measure.ts), unkerned, so they are drawn exactly as wide as planned. pdfkit's own
 * text call shapes every word, and wraps every line in eight operators of its own; for a table
 * of 50 000 rows those were two thirds of the render, for 1000 record pages most of it. Text that needs shaping is placed as fontkit shapes
 * it (`writeShaped`), as pdfkit would place it. Consecutive lines share one text object, closed
 * (`flush`) before any other drawing so the page's painting order is kept.
 */
export class GlyphText {
  /** Each font's glyphs as subset IDs ready to write (glyphCode), by code point. */
  private readonly glyphs = new Map<EmbeddedFont, Map<number, string>>();
  /** Each font's shaped words. */
  private readonly shaped = new Map<EmbeddedFont, Map<string, ShapedGlyphs>>();
  private readonly pending: string[] = [];
  private lastFont: EmbeddedFont | undefined;
  private lastSize = 0;

  constructor(private readonly document: PDFDocument) {}

  /** Whether `write` draws the text as pdfkit would, shaping aside. */
  static accepts(text: string): boolean {
    return !NEEDS_SHAPING.test(text);
  }

  /** Draws the text with its top at y (pdfkit's own default), in the document's current font and size. */
  write(text: string, x: number, y: number): void {
    const { font, baseline } = this.begin(y);
    this.pending.push(`1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm (${this.codes(font, text)}) Tj`);
  }

  /**
   * Draws text that needs shaping as pdfkit's text call draws it, glyphs placed as fontkit shapes
   * them: word by word, each with the space after it, or the whole run at once when `whole` (a
   * right-to-left run). Each distinct word is shaped once per font; pdfkit's call shaped a run
   * three times (twice to measure it) and wrapped it in operators of its own.
   */
  writeShaped(text: string, x: number, y: number, whole: boolean): void {
    const { font, size, baseline } = this.begin(y);
    const scale = size / 1000;
    const operators = this.pending;
    let pen = x;
    let placed = false;
    let pieces: string[] = [];
    let glyphs = '';
    const show = () => {
      if (glyphs !== '') pieces.push(`(${glyphs})`);
      if (pieces.length > 0) operators.push(`[${pieces.join(' ')}] TJ`);
      pieces = [];
      glyphs = '';
    };
    for (const word of whole ? [text] : words(text)) {
      const shaped = this.shapedWord(font, word);
      for (let index = 0; index < shaped.codes.length; index += 1) {
        const xOffset = shaped.xOffset[index]!;
        const yOffset = shaped.yOffset[index]!;
        // A glyph set off its place (a mark on its base) is drawn from a position of its own.
        const offset = xOffset !== 0 || yOffset !== 0;
        if (offset || !placed) {
          show();
          operators.push(
            `1 0 0 1 ${pdfNumber(pen + xOffset * scale)} ${pdfNumber(baseline + yOffset * scale)} Tm`,
          );
          placed = !offset;
        }
        glyphs += shaped.codes[index];
        const extra = shaped.extra[index]!;
        if (extra !== 0) {
          pieces.push(`(${glyphs}) ${pdfNumber(-extra)}`);
          glyphs = '';
        }
        if (offset) show();
        pen += shaped.advance[index]! * scale;
      }
    }
    show();
  }

  /** Opens the text object if need be and sets the document's current font and size in it. */
  private begin(y: number): { font: EmbeddedFont; size: number; baseline: number } {
    const document = this.document as unknown as DocumentInternals;
    const font = document._font;
    const size = document._fontSize;
    const { height, fonts } = document.page;
    if (this.pending.length === 0) this.pending.push(`q 1 0 0 -1 0 ${height} cm BT`);
    if (font !== this.lastFont || size !== this.lastSize) {
      fonts[font.id] ??= font.ref();
      this.pending.push(`/${font.id} ${pdfNumber(size)} Tf`);
      this.lastFont = font;
      this.lastSize = size;
    }
    return { font, size, baseline: height - y - (font.ascender / 1000) * size };
  }

  /** The word as fontkit shapes it, its glyphs added to the font's subset as pdfkit's encoding adds them. */
  private shapedWord(font: EmbeddedFont, word: string): ShapedGlyphs {
    let words = this.shaped.get(font);
    if (!words) {
      words = new Map();
      this.shaped.set(font, words);
    }
    let shaped = words.get(word);
    if (!shaped) {
      const { glyphs, positions } = font.font.layout(word);
      const inThousandths = (value: number) => value * font.scale;
      shaped = {
        codes: glyphs.map((glyph) => {
          const id = font.subset.includeGlyph(glyph.id);
          font.widths[id] ??= glyph.advanceWidth * font.scale;
          font.unicode[id] ??= glyph.codePoints;
          return glyphCode(id);
        }),
        advance: positions.map((position) => inThousandths(position.xAdvance)),
        extra: positions.map((position, index) =>
          inThousandths(position.xAdvance - glyphs[index]!.advanceWidth),
        ),
        xOffset: positions.map((position) => inThousandths(position.xOffset)),
        yOffset: positions.map((position) => inThousandths(position.yOffset)),
      };
      if (words.size >= MAX_SHAPED_WORDS) words.clear();
      words.set(word, shaped);
    }
    return shaped;
  }

  /** Ends the open text object, if any: before any other drawing and at the end of a page. */
  flush(): void {
    if (this.pending.length === 0) return;
    this.pending.push('ET Q');
    (this.document as unknown as DocumentInternals).addContent(this.pending.join('\n'));
    this.pending.length = 0;
    this.lastFont = undefined;
  }

  private codes(font: EmbeddedFont, text: string): string {
    let glyphs = this.glyphs.get(font);
    if (!glyphs) {
      glyphs = new Map();
      this.glyphs.set(font, glyphs);
    }
    let codes = '';
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      let glyph = glyphs.get(codePoint);
      if (glyph === undefined) {
        glyph = included(font, codePoint);
        glyphs.set(codePoint, glyph);
      }
      codes += glyph;
    }
    return codes;
  }
}

/** Adds the character's glyph to the font's subset, with its width and text, as pdfkit's encoding does. */
function included(font: EmbeddedFont, codePoint: number): string {
  const glyph = font.font.glyphForCodePoint(codePoint);
  const id = font.subset.includeGlyph(glyph.id);
  font.widths[id] ??= glyph.advanceWidth * font.scale;
  font.unicode[id] ??= [codePoint];
  return glyphCode(id);
}

/**
 * A subset glyph ID as the two bytes of a PDF literal string, escaped where a literal string
 * needs it (parentheses, backslash, line ends): pdfkit writes content as bytes, one per
 * character. Half as long as pdfkit's hexadecimal, which took zlib twice as long to compress,
 * the biggest part of painting a table.
 */
function glyphCode(id: number): string {
  return literalByte(id >> 8) + literalByte(id & 0xff);
}

function literalByte(byte: number): string {
  switch (byte) {
    case 0x0a:
      return '\\n';
    case 0x0d:
      return '\\r';
    case 0x28:
    case 0x29:
    case 0x5c:
      return `\\${String.fromCharCode(byte)}`;
    default:
      return String.fromCharCode(byte);
  }
}

/** A text cut as pdfkit shapes it: after every space and tab, each kept with the word before it. */
function words(text: string): string[] {
  return text.split(/(?<=[ \t])/);
}

/** Numbers as pdfkit writes them: at most six decimals. */
function pdfNumber(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

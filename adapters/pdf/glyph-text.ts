import type PDFDocument from 'pdfkit';

/**
 * Text needing the font's shaping to look right: combining marks, joiners and variation
 * selectors, conjoining Hangul jamo, control characters, and any character fontkit hides when it
 * shapes (default ignorable). Right-to-left text and runs of shaped faces never come here
 * (canvas-painter.ts has pdfkit shape them).
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
    glyphForCodePoint(codePoint: number): { readonly id: number; readonly advanceWidth: number };
  };
  readonly subset: { includeGlyph(glyphId: number): number };
  readonly widths: number[];
  readonly unicode: number[][];
  ref(): unknown;
}

/**
 * Sets plain text straight into a page's content, each character as its glyph from the font's
 * character map, without pdfkit's shaping: a table's cells are measured that way
 * (measure.ts), unkerned, so they are drawn exactly as wide as planned. pdfkit's own text call
 * shapes every word, and wraps every line in eight operators of its own; for a table of 50 000
 * rows those were two thirds of the render. Consecutive lines share one text object, closed
 * (`flush`) before any other drawing so the page's painting order is kept.
 */
export class GlyphText {
  /** Each font's glyphs as hexadecimal subset IDs, by code point. */
  private readonly glyphs = new Map<EmbeddedFont, Map<number, string>>();
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
    const baseline = height - y - (font.ascender / 1000) * size;
    this.pending.push(`1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm <${this.hex(font, text)}> Tj`);
  }

  /** Ends the open text object, if any: before any other drawing and at the end of a page. */
  flush(): void {
    if (this.pending.length === 0) return;
    this.pending.push('ET Q');
    (this.document as unknown as DocumentInternals).addContent(this.pending.join('\n'));
    this.pending.length = 0;
    this.lastFont = undefined;
  }

  private hex(font: EmbeddedFont, text: string): string {
    let glyphs = this.glyphs.get(font);
    if (!glyphs) {
      glyphs = new Map();
      this.glyphs.set(font, glyphs);
    }
    let hex = '';
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      let glyph = glyphs.get(codePoint);
      if (glyph === undefined) {
        glyph = included(font, codePoint);
        glyphs.set(codePoint, glyph);
      }
      hex += glyph;
    }
    return hex;
  }
}

/** Adds the character's glyph to the font's subset, with its width and text, as pdfkit's encoding does. */
function included(font: EmbeddedFont, codePoint: number): string {
  const glyph = font.font.glyphForCodePoint(codePoint);
  const id = font.subset.includeGlyph(glyph.id);
  font.widths[id] ??= glyph.advanceWidth * font.scale;
  font.unicode[id] ??= [codePoint];
  return id.toString(16).padStart(4, '0');
}

/** Numbers as pdfkit writes them: at most six decimals. */
function pdfNumber(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

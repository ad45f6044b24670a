import { needsBidi } from './bidi.js';
import { ascentShift, type FontFace, fontFile, fontRuns } from './fonts.js';
import { runWidth } from './measure.js';
import type { TextStyle } from './typography.js';
import { forFontkit, visualPieces } from './visual-order.js';

/** The pdfkit drawing calls react-pdf's Canvas hands to `paint` (untyped there). */
export interface Painter {
  font(file: string): Painter;
  fontSize(size: number): Painter;
  fillColor(color: string): Painter;
  text(text: string, x: number, y: number, options: { lineBreak: false; features?: string[] }): Painter;
  moveTo(x: number, y: number): Painter;
  lineTo(x: number, y: number): Painter;
  lineWidth(width: number): Painter;
  strokeColor(color: string): Painter;
  stroke(): Painter;
  rect(x: number, y: number, width: number, height: number): Painter;
  fill(color: string): Painter;
  dash(length: number, options: { space: number }): Painter;
  save(): Painter;
  restore(): Painter;
}

/** The style and font file each painter last wrote in: a table page writes hundreds of cells in two styles. */
const lastStyle = new WeakMap<Painter, { style: TextStyle; file: string }>();

/**
 * pdfkit's text calls have no font fallback, so a line is written run by run, each in the face
 * that has its glyphs, on the primary face's baseline. pdfkit keeps the font per file path, so
 * switching fonts costs a map look-up.
 */
export function write(painter: Painter, style: TextStyle, text: string, left: number, top: number): void {
  if (needsBidi(text)) {
    writeRightToLeft(painter, style, text, left, top);
    return;
  }
  const runs = fontRuns(text, style.weight);
  let x = left;
  for (const { face, text: run } of runs) {
    writeRun(painter, style, face, run, x, top);
    if (runs.length > 1) x += runWidth(face, style, run);
  }
}

/**
 * A line holding right-to-left text, piece by piece in the order the bidirectional algorithm
 * gives (visual-order.ts), each moved on by its width as shaped: Arabic letters join into glyphs
 * of their own widths. A right-to-left piece's font runs go right to left, each shaped whole.
 */
function writeRightToLeft(painter: Painter, style: TextStyle, text: string, left: number, top: number): void {
  let x = left;
  for (const run of shapedRuns(style, text)) {
    writeRun(painter, style, run.face, run.text, x, top, run.whole);
    x += drawnWidth(style, run);
  }
}

/** The width a right-to-left line is drawn at (see writeRightToLeft). */
export function shapedWidth(style: TextStyle, text: string): number {
  return shapedRuns(style, text).reduce((sum, run) => sum + drawnWidth(style, run), 0);
}

/**
 * A right-to-left run as shaped; a left-to-right piece as measured (measureIn): a table sets it
 * unkerned (glyph-text.ts), and kerning only narrows it elsewhere.
 */
function drawnWidth(style: TextStyle, run: ShapedRun): number {
  return run.whole ? shapedRunWidth(style, run.face, run.text) : runWidth(run.face, style, run.text);
}

interface ShapedRun {
  readonly face: FontFace;
  readonly text: string;
  /** Shaped as one run, right to left. */
  readonly whole: boolean;
}

function shapedRuns(style: TextStyle, text: string): ShapedRun[] {
  return visualPieces(text).flatMap((piece): ShapedRun[] => {
    const runs = fontRuns(piece.text, style.weight);
    if (!piece.rightToLeft) return runs.map((run) => ({ ...run, whole: false }));
    return runs.reverse().map((run) => ({ face: run.face, text: forFontkit(run.text), whole: true }));
  });
}

/** Shaped widths in ems per font file and run: a table repeats the same right-to-left texts. */
const shapedEms = new Map<string, number>();
/** Beyond this many runs the cache starts anew, so a document of distinct texts cannot grow it. */
const MAX_SHAPED_RUNS = 10_000;

function shapedRunWidth(style: TextStyle, face: FontFace, run: string): number {
  const key = `${face.files[style.weight]}\n${run}`;
  let ems = shapedEms.get(key);
  if (ems === undefined) {
    const font = fontFile(face, style.weight);
    ems = font.layout(run).advanceWidth / font.unitsPerEm;
    if (shapedEms.size >= MAX_SHAPED_RUNS) shapedEms.clear();
    shapedEms.set(key, ems);
  }
  return ems * style.size;
}

/**
 * pdfkit shapes a text word by word, which would put a right-to-left run's words in the wrong
 * order; given features (none beyond the font's own), it shapes the run whole.
 */
function writeRun(
  painter: Painter,
  style: TextStyle,
  face: FontFace,
  run: string,
  x: number,
  top: number,
  whole = false,
): void {
  const file = face.files[style.weight];
  const last = lastStyle.get(painter);
  if (last?.style !== style || last.file !== file) {
    if (last?.style !== style) painter.fontSize(style.size).fillColor(style.color);
    if (last?.file !== file) painter.font(file);
    lastStyle.set(painter, { style, file });
  }
  const y = top + ascentShift(face, style.weight, style.size);
  painter.text(run, x, y, whole ? { lineBreak: false, features: [] } : { lineBreak: false });
}

export function rule(painter: Painter, left: number, right: number, y: number, color = '#999999'): void {
  painter.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(color).stroke();
}

/** A filled rectangle; it changes the fill colour, so the next text sets its style again. */
export function band(
  painter: Painter,
  left: number,
  top: number,
  width: number,
  height: number,
  color: string,
): void {
  painter.rect(left, top, width, height).fill(color);
  lastStyle.delete(painter);
}

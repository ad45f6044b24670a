import { needsBidi } from './bidi.js';
import { ascentShift, type FontFace, type FontRun, fontRuns } from './fonts.js';
import { drawnWidth } from './measure.js';
import { readLine } from './text-lines.js';
import type { TextStyle } from './typography.js';
import { forFontkit, visualPieces } from './visual-order.js';

/** pdfkit's text options: `features` shapes a run whole; `shaped` has a table set it shaped (pdf-writer.ts). */
export interface TextOptions {
  readonly lineBreak: false;
  readonly features?: string[];
  readonly shaped?: boolean;
}

/** The pdfkit drawing calls react-pdf's Canvas hands to `paint` (untyped there), and pdf-writer.ts's pages. */
export interface Painter {
  font(file: string): Painter;
  fontSize(size: number): Painter;
  fillColor(color: string): Painter;
  text(text: string, x: number, y: number, options: TextOptions): Painter;
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
 * Writes a planned line (text-lines.ts) in the box starting at `left`, `width` wide: a line of a
 * right-to-left paragraph ends at the box's right edge, any other starts at its left. pdfkit's
 * text calls have no font fallback, so a line is written run by run, each in the face that has
 * its glyphs, on the primary face's baseline. pdfkit keeps the font per file path, so switching
 * fonts costs a map look-up.
 */
export function write(
  painter: Painter,
  style: TextStyle,
  line: string,
  left: number,
  top: number,
  width = 0,
): void {
  const { text, rightToLeft } = readLine(line);
  const runs = shapedRuns(style, text, rightToLeft);
  let x = rightToLeft ? left + Math.max(0, width - widthOf(style, runs)) : left;
  for (const run of runs) {
    writeRun(painter, style, run, x, top);
    if (runs.length > 1) x += drawnWidth(style, run.face, run.text, run.whole);
  }
}

/** The width a planned line is drawn at. */
export function lineWidth(style: TextStyle, line: string): number {
  const { text, rightToLeft } = readLine(line);
  return widthOf(style, shapedRuns(style, text, rightToLeft));
}

function widthOf(style: TextStyle, runs: readonly ShapedRun[]): number {
  return runs.reduce((sum, run) => sum + drawnWidth(style, run.face, run.text, run.whole), 0);
}

interface ShapedRun {
  readonly face: FontFace;
  readonly text: string;
  /** Shaped as one run, right to left. */
  readonly whole: boolean;
}

/**
 * A line's runs left to right. A line holding right-to-left text is cut into pieces in the
 * order the bidirectional algorithm gives (visual-order.ts), each moved on by its width as
 * shaped: Arabic letters join into glyphs of their own widths. A right-to-left piece's font
 * runs go right to left, each shaped whole.
 */
function shapedRuns(style: TextStyle, text: string, rightToLeft: boolean): ShapedRun[] {
  if (!rightToLeft && !needsBidi(text)) return fontRuns(text, style.weight).map(inPieces);
  return visualPieces(text, rightToLeft).flatMap((piece): ShapedRun[] => {
    const runs = fontRuns(piece.text, style.weight);
    if (!piece.rightToLeft) return runs.map(inPieces);
    return runs.reverse().map((run) => ({ face: run.face, text: forFontkit(run.text), whole: true }));
  });
}

/** A run not shaped whole, built field by field: a spread was slow over a table's half a million lines. */
function inPieces(run: FontRun): ShapedRun {
  return { face: run.face, text: run.text, whole: false };
}

/** The options of runs not shaped whole, made once. */
const PLAIN: TextOptions = { lineBreak: false };
const SHAPED: TextOptions = { lineBreak: false, shaped: true };

/**
 * pdfkit shapes a text word by word, which would put a right-to-left run's words in the wrong
 * order; given features (none beyond the font's own), it shapes the run whole. A run of a
 * shaped face is shaped word by word, never set glyph by glyph; tables and records set both as
 * pdfkit would (glyph-text.ts), badges through pdfkit.
 */
function writeRun(painter: Painter, style: TextStyle, run: ShapedRun, x: number, top: number): void {
  const { face } = run;
  const file = face.files[style.weight];
  const last = lastStyle.get(painter);
  if (last?.style !== style || last.file !== file) {
    if (last?.style !== style) painter.fontSize(style.size).fillColor(style.color);
    if (last?.file !== file) painter.font(file);
    lastStyle.set(painter, { style, file });
  }
  const y = top + ascentShift(face, style.weight, style.size);
  const options = run.whole ? { lineBreak: false as const, features: [] } : face.shaped ? SHAPED : PLAIN;
  painter.text(run.text, x, y, options);
}

/**
 * Horizontal lines from left to right, one at each y, stroked as one path with its style set once
 * before it: a line between a table's rows, drawn with each row, cost a text object, a style and
 * a stroke per row.
 */
export function rules(
  painter: Painter,
  left: number,
  right: number,
  ys: readonly number[],
  color = '#999999',
): void {
  if (ys.length === 0) return;
  painter.lineWidth(0.5).strokeColor(color);
  for (const y of ys) painter.moveTo(left, y).lineTo(right, y);
  painter.stroke();
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

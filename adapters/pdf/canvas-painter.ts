import { ascentShift, fontRuns } from './fonts.js';
import { runWidth } from './measure.js';
import type { TextStyle } from './typography.js';

/** The pdfkit drawing calls react-pdf's Canvas hands to `paint` (untyped there). */
export interface Painter {
  font(file: string): Painter;
  fontSize(size: number): Painter;
  fillColor(color: string): Painter;
  text(text: string, x: number, y: number, options: { lineBreak: false }): Painter;
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
  const runs = fontRuns(text, style.weight);
  let x = left;
  for (const { face, text: run } of runs) {
    const file = face.files[style.weight];
    const last = lastStyle.get(painter);
    if (last?.style !== style || last.file !== file) {
      if (last?.style !== style) painter.fontSize(style.size).fillColor(style.color);
      if (last?.file !== file) painter.font(file);
      lastStyle.set(painter, { style, file });
    }
    painter.text(run, x, top + ascentShift(face, style.weight, style.size), { lineBreak: false });
    if (runs.length > 1) x += runWidth(face, style, run);
  }
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

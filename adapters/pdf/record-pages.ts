import type { PrintDocument } from '../../application/printing/ports/pdf-renderer.js';
import { measureIn } from './measure.js';
import { breakLines } from './text-lines.js';
import { A4, TYPE } from './typography.js';

export type RecordsDocument = Extract<PrintDocument, { layout: 'records' }>;

export type LineRole = 'heading' | 'label' | 'value';

export interface PlacedLine {
  readonly role: LineRole;
  readonly text: string;
  /** From the top of the frame, in points. */
  readonly top: number;
}

export interface PlannedPage {
  readonly lines: PlacedLine[];
  /** Tops of the horizontal rules under headings. */
  readonly rules: number[];
}

/** The area the lines go in; the footer sits in the bottom margin. */
export const RECORD_FRAME = {
  left: 50,
  top: 50,
  width: A4.width - 100,
  height: A4.height - 50 - 70,
} as const;

const RULE_GAP = 4;
const GAP_AFTER_HEADING = 10;
const GAP_AFTER_FIELD = 6;

/**
 * Lays the records out line by line, so the page count (and every "Page n of m") is known before
 * react-pdf draws anything. Each record starts a page; a long field continues on the next ones.
 */
export function planRecordPages(document: RecordsDocument): PlannedPage[] {
  const writer = new PageWriter();
  if (document.records.length === 0) {
    writer.startPage();
    writer.lines('heading', document.title);
    writer.gap(GAP_AFTER_HEADING);
    writer.lines('value', document.emptyMessage);
  }
  for (const record of document.records) {
    writer.startPage();
    writer.lines('heading', record.heading);
    writer.rule();
    for (const field of record.fields) {
      const label = writer.break('label', field.label);
      const value = writer.break('value', field.value);
      // A label never ends a page: it stays with the first line of its value.
      writer.reserve(label.length * TYPE.label.leading + TYPE.value.leading);
      writer.place('label', label);
      writer.place('value', value);
      writer.gap(GAP_AFTER_FIELD);
    }
  }
  return writer.pages;
}

class PageWriter {
  readonly pages: PlannedPage[] = [];
  private page: PlannedPage = { lines: [], rules: [] };
  private top = 0;
  private readonly measures = {
    heading: measureIn(TYPE.heading),
    label: measureIn(TYPE.label),
    value: measureIn(TYPE.value),
  };

  startPage(): void {
    this.page = { lines: [], rules: [] };
    this.pages.push(this.page);
    this.top = 0;
  }

  break(role: LineRole, text: string): string[] {
    return breakLines(text, RECORD_FRAME.width, this.measures[role]);
  }

  lines(role: LineRole, text: string): void {
    this.place(role, this.break(role, text));
  }

  place(role: LineRole, lines: readonly string[]): void {
    const { leading } = TYPE[role];
    for (const text of lines) {
      this.reserve(leading);
      this.page.lines.push({ role, text, top: this.top });
      this.top += leading;
    }
  }

  /** Moves to a new page unless `height` more points fit on this one, or this one is still empty. */
  reserve(height: number): void {
    if (this.top > 0 && this.top + height > RECORD_FRAME.height) this.startPage();
  }

  rule(): void {
    this.page.rules.push(this.top + RULE_GAP);
    this.top += RULE_GAP + GAP_AFTER_HEADING;
  }

  gap(height: number): void {
    this.top += height;
  }
}

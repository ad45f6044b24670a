import type { PrintDocument } from '../../application/printing/ports/pdf-renderer.js';
import { needsBidi, SHAPING_ALLOWANCE } from './bidi.js';
import { measureIn } from './measure.js';
import { breakLines } from './text-lines.js';
import { A4, TYPE } from './typography.js';

export type RecordsDocument = Extract<PrintDocument, { layout: 'records' }>;

export type LineRole = 'title' | 'subtitle' | 'heading' | 'continued' | 'label' | 'value';

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
const GAP_AFTER_HEADER = 18;
const GAP_AFTER_CONTINUED = 8;

/**
 * Lays the records out line by line, so the page count (and every "Page n of m") is known before
 * anything is drawn. The first page opens with the document header; each record starts a
 * page; a long field continues on the next ones, each headed with the record's name.
 */
export function planRecordPages(document: RecordsDocument): PlannedPage[] {
  const writer = new PageWriter();
  writer.startPage();
  writer.lines('title', document.title);
  writer.lines('subtitle', document.subtitle);
  writer.gap(GAP_AFTER_HEADER);
  if (document.records.length === 0) writer.lines('value', document.emptyMessage);
  document.records.forEach((record, index) => {
    if (index > 0) writer.startPage();
    writer.continuation = undefined;
    writer.lines('heading', record.heading);
    writer.rule();
    writer.continuation = `${record.heading} (continued)`;
    for (const field of record.fields) {
      const label = writer.break('label', field.label);
      const value = writer.break('value', field.value);
      // A label never ends a page: it stays with the first line of its value.
      writer.reserve(label.length * TYPE.label.leading + TYPE.value.leading);
      writer.place('label', label);
      writer.place('value', value);
      writer.gap(GAP_AFTER_FIELD);
    }
  });
  return writer.pages;
}

class PageWriter {
  readonly pages: PlannedPage[] = [];
  /** Heads every page a record continues on. */
  continuation: string | undefined;
  private page: PlannedPage = { lines: [], rules: [] };
  private top = 0;
  private readonly measures = {
    title: measureIn(TYPE.title),
    subtitle: measureIn(TYPE.subtitle),
    heading: measureIn(TYPE.heading),
    continued: measureIn(TYPE.continued),
    label: measureIn(TYPE.label),
    value: measureIn(TYPE.value),
  };

  startPage(): void {
    this.page = { lines: [], rules: [] };
    this.pages.push(this.page);
    this.top = 0;
  }

  break(role: LineRole, text: string): string[] {
    // Shaped right-to-left text may come out a little wider than its characters' advances.
    const width = RECORD_FRAME.width * (needsBidi(text) ? SHAPING_ALLOWANCE : 1);
    return breakLines(text, width, this.measures[role]);
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
    if (this.top === 0 || this.top + height <= RECORD_FRAME.height) return;
    this.startPage();
    if (this.continuation === undefined) return;
    for (const text of this.break('continued', this.continuation)) {
      this.page.lines.push({ role: 'continued', text, top: this.top });
      this.top += TYPE.continued.leading;
    }
    this.rule();
    this.top += GAP_AFTER_CONTINUED - GAP_AFTER_HEADING;
  }

  rule(): void {
    this.page.rules.push(this.top + RULE_GAP);
    this.top += RULE_GAP + GAP_AFTER_HEADING;
  }

  gap(height: number): void {
    this.top += height;
  }
}

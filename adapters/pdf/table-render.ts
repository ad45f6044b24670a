import type { TableRow } from '../../application/printing/ports/pdf-renderer.js';
import type { UnrenderableCharacter } from '../../domain/printing/print.errors.js';
import { findUnrenderable, printedTexts, tableRowTexts } from './glyph-coverage.js';
import type { RenderOutcome } from './render-protocol.js';
import { type TableHead, TablePlanner } from './table-pages.js';
import { tablePdf } from './table-pdf.js';

/**
 * One table rendered in a worker as its rows come, batch by batch: each batch's characters are
 * checked, then its rows planned, keeping only their lines; once the last batch is in, the
 * pages are painted, or the document is refused if any character has no glyph. Nothing is
 * painted before every row is checked, and after the first unrenderable character no row is
 * planned any more, only checked.
 */
export class TableRender {
  private readonly planner: TablePlanner;
  private readonly unrenderable: UnrenderableCharacter[];
  private rowCount = 0;

  constructor(private readonly head: TableHead) {
    this.unrenderable = findUnrenderable(printedTexts(head));
    this.planner = new TablePlanner(head);
  }

  add(rows: readonly TableRow[]): void {
    const found = findUnrenderable(tableRowTexts(this.head.columns, rows, this.rowCount));
    this.rowCount += rows.length;
    this.unrenderable.push(...found);
    if (this.unrenderable.length === 0) this.planner.add(rows);
  }

  async finish(): Promise<RenderOutcome> {
    if (this.unrenderable.length > 0) return { unrenderable: this.unrenderable };
    return { pdf: await tablePdf(this.planner.finish(), this.head.title) };
  }
}

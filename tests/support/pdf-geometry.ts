import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/** A run of text as drawn, in PDF points from the page's bottom-left corner. */
export interface TextBox {
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
  readonly top: number;
}

export interface PageGeometry {
  readonly width: number;
  readonly height: number;
  readonly boxes: readonly TextBox[];
}

// DejaVu Sans reaches about 0.76 em above the baseline and 0.24 em below it.
const ASCENT = 0.76;
const DESCENT = 0.24;

/** Test-only: where every text run of every page is drawn, read back with pdf.js. */
export async function readPdfGeometry(bytes: Uint8Array): Promise<PageGeometry[]> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: PageGeometry[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const [, , width, height] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const boxes = content.items
        .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
        .map((item) => {
          const [, , , size, x, y] = item.transform as number[];
          return {
            text: item.str,
            left: x!,
            right: x! + item.width,
            bottom: y! - DESCENT * size!,
            top: y! + ASCENT * size!,
          };
        });
      pages.push({ width, height, boxes });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

export interface Margins {
  readonly x: number;
  /** The top margin; the bottom one holds the page number. */
  readonly top: number;
  readonly bottom: number;
}

/** Boxes reaching into a margin of their page, as `page n: text [left–right]`. */
export function outsideMargins(pages: readonly PageGeometry[], margins: Margins): string[] {
  const tolerance = 0.5;
  return pages.flatMap((page, index) =>
    page.boxes
      .filter(
        (box) =>
          box.left < margins.x - tolerance ||
          box.right > page.width - margins.x + tolerance ||
          box.bottom < margins.bottom - tolerance ||
          box.top > page.height - margins.top + tolerance,
      )
      .map((box) => `page ${index + 1}: ${box.text} [${box.left.toFixed(1)}–${box.right.toFixed(1)}]`),
  );
}

/** Pairs of boxes on a page that cover some of the same area, as `page n: a / b`. */
export function overlaps(pages: readonly PageGeometry[]): string[] {
  const tolerance = 0.3;
  const found: string[] = [];
  pages.forEach((page, index) => {
    const boxes = [...page.boxes].sort((a, b) => a.left - b.left);
    for (let i = 0; i < boxes.length; i += 1) {
      const a = boxes[i]!;
      for (let j = i + 1; j < boxes.length && boxes[j]!.left < a.right - tolerance; j += 1) {
        const b = boxes[j]!;
        if (Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom) > tolerance) {
          found.push(`page ${index + 1}: ${a.text} / ${b.text}`);
        }
      }
    }
  });
  return found;
}

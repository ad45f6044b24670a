import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

export interface PdfText {
  /** The Title of the document information. */
  readonly title: string | undefined;
  /** Per page, its lines top to bottom, each line's text runs joined. */
  readonly pages: readonly (readonly string[])[];
}

/** Test-only: the text a reader would copy out of the PDF, page by page, read with pdf.js. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of the bytes it is given.
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    const pages: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(linesOf(content.items.filter((item): item is TextItem => 'str' in item)));
    }
    return { title: info.Title, pages };
  } finally {
    await pdf.destroy();
  }
}

/** Runs on the same baseline make one line; pdf.js lists them in drawing order. */
function linesOf(items: readonly TextItem[]): string[] {
  const lines: { y: number; text: string }[] = [];
  for (const item of items) {
    const y = item.transform[5] as number;
    const last = lines.at(-1);
    if (last && Math.abs(last.y - y) < 0.5) last.text += item.str;
    else lines.push({ y, text: item.str });
  }
  return lines.sort((a, b) => b.y - a.y).map((line) => line.text);
}

import { renderToBuffer } from '@react-pdf/renderer';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { recordsPdf } from '../../../adapters/pdf/records-pdf.js';
import { renderDocument } from '../../../adapters/pdf/render-document.js';
import { badge, badgesDocument, recordsDocument, taskSheet } from './print-documents.js';

// Watches both ways a whole document is painted, still rendering for real, to see whether layout
// work started: records straight into pdfkit, badges through react-pdf.
vi.mock('@react-pdf/renderer', async (original) => {
  const actual = await original<typeof import('@react-pdf/renderer')>();
  return { ...actual, renderToBuffer: vi.fn(actual.renderToBuffer) };
});
vi.mock('../../../adapters/pdf/records-pdf.js', async (original) => {
  const actual = await original<typeof import('../../../adapters/pdf/records-pdf.js')>();
  return { ...actual, recordsPdf: vi.fn(actual.recordsPdf) };
});

describe('renderDocument (inside a worker)', () => {
  beforeEach(() => {
    vi.mocked(renderToBuffer).mockClear();
    vi.mocked(recordsPdf).mockClear();
  });

  test('when a character has no glyph, then it is reported and nothing is laid out or rendered', async () => {
    const outcome = await renderDocument(recordsDocument([taskSheet(1, { Description: '\ue000' })]));
    expect(outcome).toEqual({
      unrenderable: [
        { path: 'records[0].Description', place: 'Task T-1 (ID 1), field Description', codePoint: 0xe000 },
      ],
    });
    expect(recordsPdf).not.toHaveBeenCalled();
    expect(renderToBuffer).not.toHaveBeenCalled();
  });

  test.each([
    ['records', recordsDocument([taskSheet(1)]), recordsPdf],
    ['badges', badgesDocument([badge(1)]), renderToBuffer],
  ])(
    'when every character of %s has a glyph, then the PDF comes back in a buffer of its own, ready to transfer',
    async (_, document, painter) => {
      const outcome = await renderDocument(document);
      expect(painter).toHaveBeenCalledTimes(1);
      if (!('pdf' in outcome)) throw new Error('expected a PDF');
      expect(new TextDecoder().decode(outcome.pdf.subarray(0, 5))).toBe('%PDF-');
      expect(outcome.pdf.byteOffset).toBe(0);
      expect(outcome.pdf.byteLength).toBe(outcome.pdf.buffer.byteLength);
    },
  );
});

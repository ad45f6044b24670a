import { renderToBuffer } from '@react-pdf/renderer';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderDocument } from '../../../adapters/pdf/render-document.js';
import { recordsDocument, taskSheet } from './print-documents.js';

// Watches react-pdf's entry point, still rendering for real, to see whether layout work started.
vi.mock('@react-pdf/renderer', async (original) => {
  const actual = await original<typeof import('@react-pdf/renderer')>();
  return { ...actual, renderToBuffer: vi.fn(actual.renderToBuffer) };
});

describe('renderDocument (inside a worker)', () => {
  beforeEach(() => {
    vi.mocked(renderToBuffer).mockClear();
  });

  test('when a character has no glyph, then it is reported and nothing is laid out or rendered', async () => {
    const outcome = await renderDocument(recordsDocument([taskSheet(1, { Description: '\ue000' })]));
    expect(outcome).toEqual({
      unrenderable: [
        { path: 'records[0].Description', place: 'Task T-1 (ID 1), field Description', codePoint: 0xe000 },
      ],
    });
    expect(renderToBuffer).not.toHaveBeenCalled();
  });

  test('when every character has a glyph, then the PDF comes back in a buffer of its own, ready to transfer', async () => {
    const outcome = await renderDocument(recordsDocument([taskSheet(1)]));
    expect(renderToBuffer).toHaveBeenCalledTimes(1);
    if (!('pdf' in outcome)) throw new Error('expected a PDF');
    expect(new TextDecoder().decode(outcome.pdf.subarray(0, 5))).toBe('%PDF-');
    expect(outcome.pdf.byteOffset).toBe(0);
    expect(outcome.pdf.byteLength).toBe(outcome.pdf.buffer.byteLength);
  });
});

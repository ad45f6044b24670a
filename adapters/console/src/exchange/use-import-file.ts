import { useMemo, useState } from 'react';
import {
  type CsvDelimiter,
  type CsvEncoding,
  decodeText,
  detectDelimiter,
  detectEncoding,
  type FilePreview,
  previewCsv,
  previewJson,
  protectedCells,
} from './csv-sniff';
import type { ImportFormat } from './import-request';

interface ChosenFile {
  readonly file: File;
  readonly bytes: Uint8Array;
  readonly kind: 'csv' | 'json';
  readonly detectedEncoding: CsvEncoding;
  readonly detectedDelimiter: CsvDelimiter;
  /** Cells protected by the spreadsheet variant of an export, read with the detected encoding and delimiter. */
  readonly detectedProtected: number;
}

/** A chosen file, what was detected in it, the reader's choices, and its preview under them. */
export function useImportFile() {
  const [chosen, setChosen] = useState<ChosenFile>();
  const [encoding, setEncoding] = useState<CsvEncoding>('utf-8');
  const [delimiter, setDelimiter] = useState<CsvDelimiter>(',');
  const [spreadsheet, setSpreadsheet] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return setChosen(undefined);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = /\.json$/i.test(file.name) || file.type === 'application/json' ? 'json' : 'csv';
    const detectedEncoding = detectEncoding(bytes);
    const text = decodeText(bytes, detectedEncoding);
    const detectedDelimiter = detectDelimiter(text);
    const detectedProtected = kind === 'csv' ? protectedCells(text, detectedDelimiter) : 0;
    setEncoding(detectedEncoding);
    setDelimiter(detectedDelimiter);
    setSpreadsheet(detectedProtected > 0);
    setChosen({ file, bytes, kind, detectedEncoding, detectedDelimiter, detectedProtected });
  };

  const preview: FilePreview | undefined = useMemo(() => {
    if (!chosen) return undefined;
    const text = decodeText(chosen.bytes, chosen.kind === 'json' ? 'utf-8' : encoding);
    return chosen.kind === 'json' ? previewJson(text) : previewCsv(text, delimiter);
  }, [chosen, encoding, delimiter]);

  const format: ImportFormat | undefined = chosen
    ? chosen.kind === 'csv'
      ? { kind: 'csv', delimiter, encoding, spreadsheet }
      : { kind: 'json' }
    : undefined;

  return {
    chosen,
    choose,
    encoding,
    setEncoding,
    delimiter,
    setDelimiter,
    spreadsheet,
    setSpreadsheet,
    preview,
    format,
  };
}

import { useMemo, useState } from 'react';
import {
  type CsvDelimiter,
  type CsvEncoding,
  csvCells,
  csvRows,
  decodeText,
  detectDelimiter,
  detectEncoding,
  type FilePreview,
  previewCsv,
  previewJson,
  protectedCells,
} from './csv-sniff';
import { applyMapping, type MappedColumn, mapCell, mappedColumnsOf } from './import-mapping';
import type { ImportFormat } from './import-request';
import { useImportMapping } from './use-import-mapping';

interface ChosenFile {
  readonly file: File;
  readonly bytes: Uint8Array;
  readonly kind: 'csv' | 'json';
  readonly detectedEncoding: CsvEncoding;
  readonly detectedDelimiter: CsvDelimiter;
  /** Cells protected by the spreadsheet variant of an export, read with the detected encoding and delimiter. */
  readonly detectedProtected: number;
}

/**
 * A chosen file, what was detected in it, the reader's choices, the mapping of its values
 * (`columns`: the resource's columns whose values may be mapped), and its preview under them.
 */
export function useImportFile(columns: readonly MappedColumn[] = []) {
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

  const text = useMemo(
    () => chosen && decodeText(chosen.bytes, chosen.kind === 'json' ? 'utf-8' : encoding),
    [chosen, encoding],
  );
  const table = useMemo(
    () => (chosen?.kind === 'csv' && text !== undefined ? csvRows(text, delimiter) : undefined),
    [chosen, text, delimiter],
  );
  const { offers, mapping, chooseValue, chooseDate } = useImportMapping(columns, table);

  const preview: FilePreview | undefined = useMemo(() => {
    if (text === undefined) return undefined;
    if (!table) return previewJson(text);
    const mapped = mappedColumnsOf(table[0] ?? [], columns);
    return previewCsv(table, (cell, index) => {
      const at = mapped.find((entry) => entry.index === index);
      return at ? mapCell(at.column, cell, mapping) : cell;
    });
  }, [text, table, columns, mapping]);

  /** The body to send: the file as it is, or, when the mapping changes cells, its text so changed, in UTF-8. */
  const upload = (): { body: Blob; format: ImportFormat } | undefined => {
    if (!chosen || text === undefined) return undefined;
    if (chosen.kind === 'json') return { body: chosen.file, format: { kind: 'json' } };
    const changed = applyMapping(text, csvCells(text, delimiter), delimiter, columns, mapping);
    return changed.changed === 0
      ? { body: chosen.file, format: { kind: 'csv', delimiter, encoding, spreadsheet } }
      : {
          body: new Blob([changed.text], { type: 'text/csv' }),
          format: { kind: 'csv', delimiter, encoding: 'utf-8', spreadsheet },
        };
  };

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
    offers,
    chooseValue,
    chooseDate,
    upload,
  };
}

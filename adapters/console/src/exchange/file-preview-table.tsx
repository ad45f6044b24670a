import { TableScroll } from '../ui/table-scroll';
import type { FilePreview } from './csv-sniff';

/** The file's first rows under its columns, as the import will send them; a mapped cell says what the file wrote. */
export function FilePreviewTable({ preview }: { preview: FilePreview }) {
  return (
    <TableScroll label="First rows of the file">
      <table className="table">
        <thead>
          <tr>
            {preview.columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a header may name a column twice (the service says so)
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file, in file order
            <tr key={rowIndex}>
              {preview.columns.map((_, index) => {
                const sent = row[index] ?? '';
                const written = preview.written?.[rowIndex]?.[index] ?? sent;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells under their column
                  <td key={index}>
                    {sent}
                    {written !== sent && <span className="cell-written"> (file: {written})</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

import type { Schemas } from '../api/client';
import { TableScroll } from '../ui/table-scroll';

type ProblemEntry = NonNullable<Schemas['Problem']['errors']>[number];

/** Where a problem is in the file: `line 4: status` (CSV), `[3].label` (JSON, counted from 0). */
export function locate(path: string): { where: string; column: string } {
  const line = path.match(/^line (\d+)(?::\s*(.*))?$/);
  if (line) return { where: `line ${line[1]}`, column: line[2] ?? '' };
  const element = path.match(/^\[(\d+)\]\.?(.*)$/);
  if (element) return { where: `element ${Number(element[1]) + 1}`, column: element[2] ?? '' };
  return { where: '', column: path };
}

/** Every problem the service found in a refused import, one row each. */
export function ImportProblems({ errors }: { errors: readonly ProblemEntry[] }) {
  return (
    <TableScroll label="Problems in the file">
      <table className="table table-wrap">
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => {
            const { where, column } = locate(error.path);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the service's list, shown as it came
              <tr key={index}>
                <td>{where || '—'}</td>
                <td>{column || '—'}</td>
                <td>{error.message}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

import type { Schemas } from '../api/client';
import { TableScroll } from '../ui/table-scroll';
import { locate } from './locate-problem';

type ProblemEntry = NonNullable<Schemas['Problem']['errors']>[number];

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

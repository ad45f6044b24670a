import { api } from '../api/client';
import { Banner } from '../ui/banner';
import { problemView } from '../ui/problem';
import { useAttempt } from '../ui/use-attempt';
import type { Printout } from '../ui/use-printout';

interface SelectionBarProps {
  readonly ids: readonly number[];
  readonly onArchived: () => void;
  /** The list's printouts: a refusal is told below the list's header. */
  readonly printout: Printout;
}

/** What can be done to the selected tasks at once: archive them, or print them to a PDF. */
export function SelectionBar({ ids, onArchived, printout }: SelectionBarProps) {
  const { busy, problem, setProblem, attempt: run } = useAttempt();

  const archive = () =>
    run(async () => {
      const { data, error, response } = await api.POST('/api/v1/task/delete-selected', {
        body: { ids: [...ids] },
      });
      if (!data) return setProblem(problemView(response.status, error));
      onArchived();
    });

  return (
    <div className="selection-bar">
      <span role="status">{ids.length} selected</span>
      <button
        type="button"
        className="button"
        onClick={() => void printout.printSelected(ids)}
        disabled={busy || printout.busy}
      >
        Print selected
      </button>
      <button type="button" className="button button-danger" onClick={() => void archive()} disabled={busy}>
        Archive selected
      </button>
      {problem?.banner && <Banner>{problem.banner}</Banner>}
    </div>
  );
}

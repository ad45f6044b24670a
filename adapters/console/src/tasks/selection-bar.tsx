import { api } from '../api/client';
import { Banner } from '../ui/banner';
import { openPdf } from '../ui/open-pdf';
import { problemView } from '../ui/problem';
import { useAttempt } from '../ui/use-attempt';

interface SelectionBarProps {
  readonly ids: readonly number[];
  readonly onArchived: () => void;
}

/** What can be done to the selected tasks at once: archive them, or print them to a PDF. */
export function SelectionBar({ ids, onArchived }: SelectionBarProps) {
  const { busy, problem, setProblem, attempt: run } = useAttempt();

  const archive = () =>
    run(async () => {
      const { data, error, response } = await api.POST('/api/v1/task/delete-selected', {
        body: { ids: [...ids] },
      });
      if (!data) return setProblem(problemView(response.status, error));
      onArchived();
    });

  const print = () =>
    run(async () =>
      setProblem(
        await openPdf(() =>
          api.POST('/api/v1/task/print-selected.pdf', { body: { ids: [...ids] }, parseAs: 'blob' }),
        ),
      ),
    );

  return (
    <div className="selection-bar">
      <span role="status">{ids.length} selected</span>
      <button type="button" className="button" onClick={() => void print()} disabled={busy}>
        Print selected
      </button>
      <button type="button" className="button button-danger" onClick={() => void archive()} disabled={busy}>
        Archive selected
      </button>
      {problem?.banner && <Banner>{problem.banner}</Banner>}
    </div>
  );
}

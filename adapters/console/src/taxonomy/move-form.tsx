import { type FormEvent, useId, useState } from 'react';
import { api, MERGE_PATCH, type Schemas } from '../api/client';
import { Banner } from '../ui/banner';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';
import { type Choice, parentChoices } from './nomenclature-paths';

interface MoveFormProps {
  readonly node: Schemas['Nomenclature'];
  readonly paths: readonly Choice[];
  readonly onMoved: () => void;
  readonly onCancel: () => void;
}

/** Moves a nomenclature under another one, or to the roots; its own subtree is not offered. */
export function MoveForm({ node, paths, onMoved, onCancel }: MoveFormProps) {
  const [parent, setParent] = useState(String(node.parentId ?? ''));
  const [problem, setProblem] = useState<ProblemView>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const move = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const { data, error, response } = await api.PATCH('/api/v1/nomenclature/{id}', {
        params: { path: { id: node.id } },
        body: { parentId: parent === '' ? null : Number(parent) },
        headers: MERGE_PATCH,
      });
      if (data) onMoved();
      else setProblem(problemView(response.status, error));
    } catch {
      setProblem(networkProblem);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="move-form" onSubmit={(event) => void move(event)}>
      <label htmlFor={id}>Move {node.code} under</label>
      <select id={id} value={parent} onChange={(event) => setParent(event.target.value)}>
        <option value="">None: a root of the tree</option>
        {parentChoices(paths, node.id).map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-primary button-small" disabled={busy}>
        Move
      </button>
      <button type="button" className="button button-small" onClick={onCancel}>
        Cancel
      </button>
      {problem?.banner && <Banner>{problem.banner}</Banner>}
    </form>
  );
}

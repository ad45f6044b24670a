import { useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';
import { Link } from '../ui/link';
import { MoveForm } from './move-form';
import type { Choice } from './nomenclature-paths';

type Nomenclature = Schemas['Nomenclature'];

interface TreeProps {
  readonly route: string;
  readonly paths: readonly Choice[];
  /** Changes after every move: each open level reads its entries again. */
  readonly version: number;
  readonly onMoved: () => void;
}

/** The entries right below `parentId` ("none": the roots), read when their level opens. */
function useLevel(parentId: number | 'none', version: number) {
  const [entries, setEntries] = useState<Nomenclature[]>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for the level again
  useEffect(() => {
    let current = true;
    void api
      .GET('/api/v1/nomenclature', { params: { query: { parentId: String(parentId), sort: 'code' } } })
      .then(({ data }) => current && setEntries(data ?? []));
    return () => {
      current = false;
    };
  }, [parentId, version]);
  return entries;
}

function Level({ parentId, ...props }: TreeProps & { parentId: number | 'none' }) {
  const entries = useLevel(parentId, props.version);
  if (!entries) return <p className="muted">Loading…</p>;
  if (entries.length === 0) return <p className="muted tree-empty">Nothing below.</p>;
  return (
    <ul className="tree">
      {entries.map((entry) => (
        <TreeNode key={entry.id} node={entry} {...props} />
      ))}
    </ul>
  );
}

function TreeNode({ node, ...props }: TreeProps & { node: Nomenclature }) {
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  return (
    <li>
      <div className="tree-row">
        <button
          type="button"
          className="button button-quiet button-small tree-toggle"
          aria-expanded={open}
          aria-label={`Entries below ${node.code}`}
          onClick={() => setOpen(!open)}
        >
          {open ? '▾' : '▸'}
        </button>
        <Link href={`${props.route}/${node.id}`} className="row-link">
          {node.code}
        </Link>
        <span>{node.label}</span>
        <button type="button" className="button button-small" onClick={() => setMoving(!moving)}>
          Move under…<span className="visually-hidden"> ({node.code})</span>
        </button>
      </div>
      {moving && (
        <MoveForm
          node={node}
          paths={props.paths}
          onCancel={() => setMoving(false)}
          onMoved={() => {
            setMoving(false);
            props.onMoved();
          }}
        />
      )}
      {open && <Level parentId={node.id} {...props} />}
    </li>
  );
}

/** The nomenclatures as a tree: each level read when opened, each entry movable under another. */
export function NomenclatureTree(props: TreeProps) {
  return (
    <section className="tree-view" aria-label="Nomenclature tree">
      <Level parentId="none" {...props} />
    </section>
  );
}

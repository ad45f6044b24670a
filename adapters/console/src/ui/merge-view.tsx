import type { ReactNode } from 'react';
import type { Choices, FieldMerge } from './three-way-merge';

interface MergeViewProps<Field extends string> {
  /** "task" */
  readonly noun: string;
  readonly merges: readonly FieldMerge<Field>[];
  readonly labels: Readonly<Record<Field, string>>;
  /** A field's value on one side, as the user reads it. */
  readonly theirs: (field: Field) => ReactNode;
  readonly mine: (field: Field) => ReactNode;
  readonly choices: Choices<Field>;
  readonly onChoose: (field: Field, side: 'theirs' | 'mine') => void;
  readonly onSave: () => void;
  /** Drops the edits here and shows the record as it is now. */
  readonly onReload: () => void;
  readonly busy: boolean;
  readonly canSave: boolean;
}

const KEPT = { theirs: 'theirs kept', mine: 'yours kept' } as const;

/**
 * After a 412: their changes and yours side by side. A field only one side changed keeps that
 * side's value; where both changed it, the user picks one. Nothing is lost unless chosen.
 */
export function MergeView<Field extends string>(props: MergeViewProps<Field>) {
  const { noun, merges, labels, choices, onChoose, busy, canSave } = props;
  const clashes = merges.filter((merge) => merge.side === 'clash').length;
  return (
    <section className="merge" role="alert" aria-labelledby="merge-title">
      <h3 id="merge-title">Someone changed this {noun} since you opened it</h3>
      <p>
        {clashes === 0
          ? 'None of their changes touches a field you changed: both are kept. Save to store them together.'
          : `You both changed ${clashes === 1 ? 'one field' : `${clashes} fields`}: choose which value to keep. The other changes are kept.`}
      </p>
      <div className="merge-scroll">
        <table className="merge-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Theirs (saved)</th>
              <th scope="col">Yours</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {merges.map(({ field, side }) => (
              <tr key={field} className={side === 'clash' ? 'merge-clash' : undefined}>
                <th scope="row">{labels[field]}</th>
                <td>{props.theirs(field)}</td>
                <td>{props.mine(field)}</td>
                <td>
                  {side === 'clash' ? (
                    <fieldset className="merge-choice">
                      <legend className="visually-hidden">Keep which {labels[field]}</legend>
                      {(['theirs', 'mine'] as const).map((choice) => (
                        <label key={choice}>
                          <input
                            type="radio"
                            name={`merge-${field}`}
                            checked={choices[field] === choice}
                            onChange={() => onChoose(field, choice)}
                          />{' '}
                          {choice === 'theirs' ? 'Theirs' : 'Yours'}
                        </label>
                      ))}
                    </fieldset>
                  ) : (
                    <span className="muted">{KEPT[side]}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="merge-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={props.onSave}
          disabled={busy || !canSave}
        >
          Save merged
        </button>
        <button type="button" className="button" onClick={props.onReload} disabled={busy}>
          Discard mine and reload
        </button>
      </div>
    </section>
  );
}

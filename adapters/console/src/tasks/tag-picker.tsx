import { useId } from 'react';
import type { Choice } from '../taxonomy/nomenclature-paths';

interface TagPickerProps {
  readonly tags: readonly Choice[];
  readonly selected: readonly number[];
  readonly error?: string;
  readonly onChange: (tagIds: number[]) => void;
}

/** The task's tags, picked by label. */
export function TagPicker({ tags, selected, error, onChange }: TagPickerProps) {
  const errorId = useId();
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((tagId) => tagId !== id) : [...selected, id]);
  return (
    <fieldset className="field tag-picker" aria-describedby={error ? errorId : undefined}>
      <legend>Tags</legend>
      {tags.length === 0 ? (
        <p className="field-hint">No tags yet: create them under Taxonomy to label tasks.</p>
      ) : (
        <div className="chips">
          {tags.map((tag) => (
            <label key={tag.id} className="chip">
              <input type="checkbox" checked={selected.includes(tag.id)} onChange={() => toggle(tag.id)} />
              {tag.label}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

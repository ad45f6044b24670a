import { cloneElement, type ReactElement, useId } from 'react';

interface FieldProps {
  readonly label: string;
  readonly error?: string;
  readonly hint?: string;
  /** The control: it receives the id, and aria attributes naming the error. */
  readonly children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its hint and its error in words beside it. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

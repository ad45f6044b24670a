import { type FormEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { RemoteChangeNotice } from '../changes/remote-change-notice';
import { useRemoteChange } from '../changes/use-remote-change';
import { Banner } from './banner';
import { useEscape } from './use-escape';
import { usePanelFocus } from './use-panel-focus';
import type { RecordEditor } from './use-record-editor';

interface RecordPanelProps<R> {
  readonly title: string;
  /** The kind of record, in the stale-edit message: "task", "user". */
  readonly noun: string;
  readonly editor: RecordEditor<R>;
  readonly submitLabel: string;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  /** The form holds edits not saved: closing asks before they are lost. */
  readonly dirty: boolean;
  /** The removal offered once the record exists ("Delete", "Archive"), confirmed by a second click. */
  readonly removal?: { readonly label: string; readonly onConfirm: () => void };
  /** More of the record's actions once it exists: printing. */
  readonly actions?: ReactNode;
  /** After a 412, what the panel offers instead of a reload that drops the edits: a merge. */
  readonly merge?: ReactNode;
  /** The user may read the record but not change it: fields locked, no save and no removal. */
  readonly readOnly?: boolean;
  /** The records' resource in the live feed (`tasks`): others' writes to this one are told as they happen. */
  readonly live?: string;
  readonly children: ReactNode;
}

/** A side panel holding a record's form: its messages, its fields, save and removal. */
export function RecordPanel<R extends { readonly id: number; readonly lastModifiedDate?: string | null }>({
  title,
  noun,
  editor,
  submitLabel,
  onSubmit,
  onClose,
  removal,
  actions,
  dirty,
  merge,
  readOnly = false,
  live,
  children,
}: RecordPanelProps<R>) {
  const remote = useRemoteChange(live, editor.record);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  usePanelFocus(heading);
  // Esc and Close leave at once, unless that would lose edits: then they ask first.
  const requestClose = useCallback(() => (dirty ? setLeaving(true) : onClose()), [dirty, onClose]);
  useEscape(!leaving, requestClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <aside className="panel" role="dialog" aria-labelledby="panel-title">
      <header className="panel-header">
        <h2 id="panel-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button
          type="button"
          className="button button-quiet"
          onClick={requestClose}
          aria-label="Close the panel"
        >
          Close
        </button>
      </header>
      <form className="panel-body" onSubmit={submit} noValidate>
        {leaving && (
          <Banner>
            Discard your changes to this {noun}?{' '}
            <button type="button" className="button button-small button-danger" onClick={onClose}>
              Discard changes
            </button>{' '}
            <button type="button" className="button button-small" onClick={() => setLeaving(false)}>
              Keep editing
            </button>
          </Banner>
        )}
        {remote && !editor.stale && (
          <RemoteChangeNotice change={remote} dirty={dirty} onReload={editor.reload} />
        )}
        {editor.stale && merge}
        {editor.stale && !merge && (
          <Banner>
            Someone changed this {noun} since you opened it. Reload it to see the changes; your edits here
            will be lost.{' '}
            <button type="button" className="button button-small" onClick={editor.reload}>
              Reload the {noun}
            </button>
          </Banner>
        )}
        {editor.problem?.banner && <Banner>{editor.problem.banner}</Banner>}
        {editor.saved && <Banner tone="info">Saved.</Banner>}
        {readOnly ? (
          <fieldset className="read-only" disabled>
            <legend className="muted">Your roles let you read this {noun}, not change it.</legend>
            {children}
          </fieldset>
        ) : (
          children
        )}
        <div className="panel-actions">
          {!readOnly && (
            <button type="submit" className="button button-primary" disabled={editor.busy || editor.stale}>
              {submitLabel}
            </button>
          )}
          {!readOnly &&
            removal &&
            editor.record !== undefined &&
            (confirming ? (
              <button
                type="button"
                className="button button-danger"
                disabled={editor.busy}
                onClick={() => {
                  setConfirming(false);
                  removal.onConfirm();
                }}
              >
                Confirm {removal.label.toLowerCase()}
              </button>
            ) : (
              <button
                type="button"
                className="button"
                onClick={() => setConfirming(true)}
                disabled={editor.stale}
              >
                {removal.label}
              </button>
            ))}
          {editor.record !== undefined && actions}
        </div>
      </form>
    </aside>
  );
}

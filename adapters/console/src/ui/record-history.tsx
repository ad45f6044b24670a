import { useCallback, useEffect, useState } from 'react';
import { nextCursor, type Schemas } from '../api/client';
import { When } from './when';

type Entry = Schemas['HistoryEntry'];

/** One page of a record's history, as the history endpoint answers it. */
export type HistoryPage = (cursor?: string) => Promise<{ data?: Entry[]; response: Response }>;

interface RecordHistoryProps {
  readonly load: HistoryPage;
  /** A field's name as people read it ("Due date"). */
  readonly label: (field: string) => string;
  /** A field's value as people read it: words, labels, "—" for none. */
  readonly value: (field: string, value: unknown) => string;
  /** Restores an older version as an ordinary save (If-Match); absent when the user may not write. */
  readonly onRestore?: (record: NonNullable<Entry['record']>) => void;
  /** Changes when the record is saved: an open history reads itself again. */
  readonly version?: string;
}

const DONE: Record<Entry['action'], string> = {
  created: 'Created',
  updated: 'Changed',
  archived: 'Archived',
  deleted: 'Deleted',
  restored: 'Restored from a backup',
};

/**
 * Who changed what and when (docs/api/changes.md#history), newest first, each change's fields
 * with the value before struck through and the value after highlighted. Read when opened.
 */
export function RecordHistory({ load, label, value, onRestore, version }: RecordHistoryProps) {
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [cursor, setCursor] = useState<string>();
  const [failed, setFailed] = useState(false);

  const read = useCallback(
    async (from?: string) => {
      const { data, response } = await load(from);
      if (!data) return setFailed(true);
      setFailed(false);
      setEntries((shown) => (from ? [...shown, ...data] : data));
      setCursor(nextCursor(response));
    },
    [load],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the record is read again
  useEffect(() => {
    if (open) void read();
  }, [open, read, version]);

  return (
    <details className="history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>History</summary>
      {failed && (
        <p className="field-error">The history could not be read. Close and open it to try again.</p>
      )}
      {open && !failed && entries.length === 0 && <p className="muted">No change recorded yet.</p>}
      <ol className="history-list">
        {entries.map((entry, index) => (
          <li key={entry.changeId}>
            <p className="history-head">
              <strong>{DONE[entry.action]}</strong> by {entry.actor.username}
              {entry.actor.apiKey && ` (API key ${entry.actor.apiKey})`} · <When value={entry.at} time />
              {onRestore &&
                index > 0 &&
                entry.action !== 'archived' &&
                entry.action !== 'deleted' &&
                entry.record && (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => onRestore(entry.record!)}
                  >
                    Restore this version
                  </button>
                )}
            </p>
            {entry.changes.length > 0 && (
              <table className="history-diff">
                <tbody>
                  {entry.changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{label(change.field)}</th>
                      <td>
                        {entry.action !== 'created' && <del>{value(change.field, change.before)}</del>}{' '}
                        <ins>{value(change.field, change.after)}</ins>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        ))}
      </ol>
      {cursor && (
        <button type="button" className="button button-small" onClick={() => void read(cursor)}>
          Show older changes
        </button>
      )}
    </details>
  );
}

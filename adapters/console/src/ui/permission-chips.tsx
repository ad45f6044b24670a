import { useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';
import { groupByArea, sentenceOf } from './permission-areas';

interface PermissionChipsProps {
  readonly chosen: readonly string[];
  onChange(next: string[]): void;
  /** Only the permissions that pass are offered (an API key: those its owner holds); none: all. */
  readonly offered?: (permission: string) => boolean;
}

/** The catalogue's permissions grouped by area, each a checkbox with a sentence saying what it allows. */
export function PermissionChips({ chosen, onChange, offered }: PermissionChipsProps) {
  const [catalogue, setCatalogue] = useState<Schemas['Permission'][]>([]);
  useEffect(() => {
    void api.GET('/api/v1/auth/permissions').then(({ data }) => setCatalogue(data ?? []));
  }, []);
  const toggle = (permission: string) =>
    onChange(chosen.includes(permission) ? chosen.filter((p) => p !== permission) : [...chosen, permission]);
  const shown = offered ? catalogue.filter((entry) => offered(entry.permission)) : catalogue;
  return (
    <div className="permission-areas">
      {groupByArea(shown).map(({ area, entries }) => (
        <fieldset key={area} className="permission-area">
          <legend>{area}</legend>
          {entries.map((entry) => (
            <label key={entry.permission} className="permission" title={entry.permission}>
              <input
                type="checkbox"
                checked={chosen.includes(entry.permission)}
                onChange={() => toggle(entry.permission)}
              />
              {sentenceOf(entry.permission, entry.description)}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

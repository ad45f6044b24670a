import { useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';

interface PermissionChipsProps {
  readonly chosen: readonly string[];
  onChange(next: string[]): void;
}

/** Every permission of the catalogue as a chip to tick, with its description on hover. */
export function PermissionChips({ chosen, onChange }: PermissionChipsProps) {
  const [catalogue, setCatalogue] = useState<Schemas['Permission'][]>([]);
  useEffect(() => {
    void api.GET('/api/v1/auth/permissions').then(({ data }) => setCatalogue(data ?? []));
  }, []);
  const toggle = (permission: string) =>
    onChange(chosen.includes(permission) ? chosen.filter((p) => p !== permission) : [...chosen, permission]);
  return (
    <div className="chips">
      {catalogue.map((entry) => (
        <label key={entry.permission} className="chip" title={entry.description}>
          <input
            type="checkbox"
            checked={chosen.includes(entry.permission)}
            onChange={() => toggle(entry.permission)}
          />
          {entry.permission}
        </label>
      ))}
    </div>
  );
}

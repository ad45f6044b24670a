import { useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';

export interface Choice {
  readonly id: number;
  readonly label: string;
}

/** Each nomenclature by its path from the root, "Hardware › Laptops", in path order. */
export function nomenclaturePaths(rows: readonly Schemas['Nomenclature'][]): Choice[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: Schemas['Nomenclature']): string => {
    const labels = [row.label];
    const seen = new Set([row.id]);
    let parent = row.parentId === null ? undefined : byId.get(row.parentId);
    while (parent && !seen.has(parent.id)) {
      labels.unshift(parent.label);
      seen.add(parent.id);
      parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
    }
    return labels.join(' › ');
  };
  return rows
    .map((row) => ({ id: row.id, label: pathOf(row) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Every nomenclature's path, read again whenever `version` changes; none while `enabled` is false. */
export function useNomenclaturePaths(enabled: boolean, version = 0): readonly Choice[] {
  const [paths, setPaths] = useState<readonly Choice[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for the tree again
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void api.GET('/api/v1/nomenclature').then(({ data }) => {
      if (current && data) setPaths(nomenclaturePaths(data));
    });
    return () => {
      current = false;
    };
  }, [enabled, version]);
  return paths;
}

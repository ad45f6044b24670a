import { useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';

export interface Choice {
  readonly id: number;
  readonly label: string;
  /** A nomenclature's ancestors, the root first: what it may not be moved above. */
  readonly ancestorIds?: readonly number[];
}

/** Each nomenclature by its path from the root, "Hardware › Laptops", in path order. */
export function nomenclaturePaths(rows: readonly Schemas['Nomenclature'][]): Choice[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: Schemas['Nomenclature']): Choice => {
    const labels = [row.label];
    const ancestorIds: number[] = [];
    const seen = new Set([row.id]);
    let parent = row.parentId === null ? undefined : byId.get(row.parentId);
    while (parent && !seen.has(parent.id)) {
      labels.unshift(parent.label);
      ancestorIds.unshift(parent.id);
      seen.add(parent.id);
      parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
    }
    return { id: row.id, label: labels.join(' › '), ancestorIds };
  };
  return rows.map(pathOf).sort((a, b) => a.label.localeCompare(b.label));
}

/** Where entry `id` may go: under any entry but itself and those below it (the service refuses a cycle). */
export const parentChoices = (paths: readonly Choice[], id: number | undefined): readonly Choice[] =>
  id === undefined ? paths : paths.filter((choice) => choice.id !== id && !choice.ancestorIds?.includes(id));

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

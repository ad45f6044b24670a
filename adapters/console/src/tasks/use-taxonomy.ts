import { useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';

export interface Choice {
  readonly id: number;
  readonly label: string;
}

export interface Taxonomy {
  readonly tags: readonly Choice[];
  /** Each nomenclature by its path from the root: "Hardware › Laptops". */
  readonly nomenclatures: readonly Choice[];
}

/** The labels of every nomenclature's ancestors and its own, joined root first. */
function nomenclaturePaths(rows: readonly Schemas['Nomenclature'][]): Choice[] {
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

/** Tags and nomenclatures to pick from, by label; loaded once per opening of the tasks module. */
export function useTaxonomy(): Taxonomy {
  const [taxonomy, setTaxonomy] = useState<Taxonomy>({ tags: [], nomenclatures: [] });
  useEffect(() => {
    let current = true;
    void Promise.all([api.GET('/api/v1/tag'), api.GET('/api/v1/nomenclature')]).then(
      ([tags, nomenclatures]) => {
        if (!current) return;
        setTaxonomy({
          tags: (tags.data ?? []).map((tag) => ({ id: tag.id, label: tag.label })),
          nomenclatures: nomenclaturePaths(nomenclatures.data ?? []),
        });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return taxonomy;
}

import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { type Choice, useNomenclaturePaths } from '../taxonomy/nomenclature-paths';

export interface Taxonomy {
  readonly tags: readonly Choice[];
  /** Each nomenclature by its path from the root: "Hardware › Laptops". */
  readonly nomenclatures: readonly Choice[];
}

/** Tags and nomenclatures to pick from, by label; loaded once per opening of the tasks module. */
export function useTaxonomy(): Taxonomy {
  const [tags, setTags] = useState<readonly Choice[]>([]);
  const nomenclatures = useNomenclaturePaths(true);
  useEffect(() => {
    let current = true;
    void api.GET('/api/v1/tag').then(({ data }) => {
      if (current && data) setTags(data.map((tag) => ({ id: tag.id, label: tag.label })));
    });
    return () => {
      current = false;
    };
  }, []);
  return { tags, nomenclatures };
}

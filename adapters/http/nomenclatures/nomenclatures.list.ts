// The nomenclature list's parameters (docs/api/lists.md#nomenclatures) and the filter they give.
import { z } from '@hono/zod-openapi';
import type { NomenclatureFilter } from '../../../application/nomenclatures/nomenclature-listing.js';
import { filterParameter, IdValue } from '../listing/list-parameters.js';
import type { CodedList } from '../records/coded.routes.js';
import { recordFilter, recordListParameters } from '../records/record-list.parameters.js';

/** `none` asks for the roots; an ID for that entry's children. */
const ParentValue = z.union([z.literal('none').transform(() => null), IdValue]);

const nomenclatureListParameters = recordListParameters({
  parentId: filterParameter(
    ParentValue,
    'parentId',
    'Children of this nomenclature; none: the roots of the tree',
    'none',
  ),
});

export const nomenclatureList: CodedList<NomenclatureFilter> = {
  order: 'code; a flat list, the tree is given by each entry’s parentId',
  query: nomenclatureListParameters,
  filter: (params: z.output<typeof nomenclatureListParameters>) => ({
    ...recordFilter(params),
    parentId: params.parentId,
  }),
};

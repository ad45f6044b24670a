// The template-object list's parameters (docs/api/lists.md): the record sorts and filters.
import { RECORD_SORT_KEYS } from '../../../application/records/record-listing.js';
import { listParameters } from '../listing/list-parameters.js';
import { recordFilterParameters } from '../records/record-list.parameters.js';

export const templateObjectListParameters = listParameters(
  Object.keys(RECORD_SORT_KEYS),
  recordFilterParameters,
);

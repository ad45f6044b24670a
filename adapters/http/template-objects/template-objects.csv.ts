import { templateObjectKind } from '../../../domain/template-objects/template-object.js';
import { kindCsv } from '../records/kind-csv.js';

/** docs/api/exchange.md#headers: six columns; a named header needs code and label only. */
export const templateObjectCsv = kindCsv(templateObjectKind, {
  code: 'RECEIPT',
  label: 'Receipt',
  description: 'The receipt for a payment',
});

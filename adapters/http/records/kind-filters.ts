// A kind's declared list filters as query parameters, and the filter they give (docs/api/lists.md#filters).
import { z } from '@hono/zod-openapi';
import { isCalendarDate } from '../../../domain/shared/calendar-date.js';
import { MAX_LABEL_LENGTH } from '../../../domain/shared/record-fields.js';
import {
  type DeclaredFilter,
  declaredFilters,
  type Field,
  type Fields,
  type FiltersOf,
  type KindDeclaration,
} from '../../../domain/shared/record-kind.js';
import { filterParameter, IdValue } from '../listing/list-parameters.js';

const DateValue = z
  .string()
  .refine(isCalendarDate, 'must be a real date as YYYY-MM-DD')
  .openapi({ format: 'date' });

/** What a filter's parameter takes: a value of its field, as a query string holds it. */
function parameterValue(field: Field): z.ZodType<unknown, string> {
  switch (field.type) {
    case 'date':
      return DateValue;
    case 'choice':
      return z.enum(field.values as [string, ...string[]]);
    case 'reference':
    case 'links':
      return IdValue;
    default:
      return z.string().max(MAX_LABEL_LENGTH);
  }
}

/** The query parameters of the kind's declared filters, exact ones first, then the ranges. */
export function kindFilterParameters(kind: KindDeclaration) {
  return Object.fromEntries(
    declaredFilters(kind).map(({ field, parameter }: DeclaredFilter) => [
      parameter.name,
      filterParameter(parameterValue(field), parameter.name, parameter.doc, parameter.example),
    ]),
  ) as Record<string, z.ZodOptional<z.ZodType<unknown, string>>>;
}

/** The declared filters given in `params`. */
export function kindFilter<F extends Fields>(
  kind: KindDeclaration<F>,
  params: Readonly<Record<string, unknown>>,
): FiltersOf<F> {
  const filter: Record<string, unknown> = {};
  for (const { parameter } of declaredFilters(kind)) {
    if (params[parameter.name] !== undefined) filter[parameter.name] = params[parameter.name];
  }
  return filter as FiltersOf<F>;
}

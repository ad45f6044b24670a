import { z } from '@hono/zod-openapi';
import { badgeKind } from '../../../domain/badges/badge.js';
import { IdParam } from '../openapi/common.js';
import type { CodedEntityResource } from '../records/coded.routes.js';
import { codedEntitySchemas } from '../records/coded.schemas.js';

export const BADGES_PATH = '/api/v1/badge';

export const badgeResource: CodedEntityResource<'times', true> = {
  basePath: BADGES_PATH,
  resource: 'badges',
  tag: 'Badges',
  noun: 'badge',
  plural: 'badges',
  names: { one: 'Badge', many: 'Badges' },
  seed: true,
  schemas: codedEntitySchemas(badgeKind, {
    create: {
      code: 'SPRING-2027',
      label: 'Spring meeting 2027',
      description: 'Visitor badge, valid both days',
    },
  }),
};

/** Up to this many contacts on one badge; a larger set is a 400. */
const MAX_BADGE_CONTACTS = 10_000;

export const BadgeContactsRequest = z
  .strictObject({
    contactIds: z
      .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
      .max(MAX_BADGE_CONTACTS)
      .openapi({ description: 'IDs of existing contacts; repeated IDs count once', example: [3, 5] }),
  })
  .openapi('BadgeContactsRequest', { example: { contactIds: [1] } });

/** A printout may name up to this many contacts; absent, it prints every one on the badge. */
const MAX_PRINTED_CONTACTS = 1000;

/** `?contactIds=3&contactIds=5`: one value arrives as a string, several as an array. */
export const BadgePdfQuery = z.object({
  contactIds: z
    .union([IdParam.transform((id) => [id]), z.array(IdParam).max(MAX_PRINTED_CONTACTS)])
    .optional()
    .openapi({
      param: { name: 'contactIds', in: 'query', style: 'form', explode: true },
      type: 'array',
      items: { type: 'integer', minimum: 1 },
      maxItems: MAX_PRINTED_CONTACTS,
      description:
        'Repeatable. Only these contacts of the badge are printed, each once; absent prints all of them. A contact not on the badge is a 404.',
    }),
});

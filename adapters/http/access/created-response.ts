import { z } from '@hono/zod-openapi';
import { jsonResponse } from '../openapi/common.js';

/** A 201 response with the created resource and its address in `Location`. */
export function createdResponse<T extends z.ZodType>(schema: T, description: string) {
  return {
    ...jsonResponse(schema, description),
    headers: z.object({
      Location: z
        .string()
        .openapi({ description: 'Path of the created resource', example: '/api/v1/auth/users/7' }),
    }),
  };
}

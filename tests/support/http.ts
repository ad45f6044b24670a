import { expect } from 'vitest';

/** A response body as JSON, untyped on purpose: tests assert its shape. */
// biome-ignore lint/suspicious/noExplicitAny: assertions check the shape
export async function json(response: Response): Promise<any> {
  return response.json();
}

interface ProblemBody {
  code?: string;
  detail?: string;
  errors?: { path: string; message: string }[];
}

/** Asserts an RFC 9457 problem of this status (and code, when given); its body. */
export async function expectProblem(response: Response, status: number, code?: string): Promise<ProblemBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const body = (await response.json()) as ProblemBody;
  if (code !== undefined) expect(body.code).toBe(code);
  return body;
}

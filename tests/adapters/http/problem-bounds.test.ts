import fc from 'fast-check';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../adapters/http/app-env.js';
import { errorHandler } from '../../../adapters/http/error-handler.js';
import {
  Conflict,
  type DomainError,
  type ErrorDetail,
  InvalidInput,
  NotFound,
  Unprocessable,
} from '../../../domain/shared/domain-error.js';

const MAX_PROBLEM_BYTES = 4096;

/** An app whose every request fails with the error of the moment, answered by the real handler. */
function failingApp(error: () => Error) {
  const app = new Hono<AppEnv>();
  app.all('*', () => {
    throw error();
  });
  app.onError(errorHandler());
  return app;
}

/** Texts of every size and script: ASCII, any code point (astral ones, lone surrogates), or many quotes to escape. */
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: fc.constantFrom('"', '\\', '\n', '🎉', 'é'), maxLength }),
  );

const detail = fc.record({ path: text(300), message: text(3000) });

const domainError = fc
  .record({
    kind: fc.constantFrom(InvalidInput, NotFound, Conflict, Unprocessable),
    code: fc.constantFrom('NOMENCLATURE.CYCLE', 'PRINT.UNRENDERABLE_CHARACTER', 'REQUEST.INVALID'),
    message: text(20_000),
    details: fc.oneof(
      fc.array(detail, { maxLength: 20 }),
      fc.array(detail, { minLength: 200, maxLength: 3000 }),
    ),
  })
  .map(({ kind, code, message, details }) => new kind(code, message, details) as DomainError);

const httpError = text(20_000).map((message) => new HTTPException(404, { message }));

/** A request path of any length, up to far beyond the bound. */
const requestPath = fc
  .string({ unit: fc.constantFrom('a', 'é', '/', '%20'), maxLength: 6000 })
  .map((rest) => `/${encodeURI(rest)}`);

function isKeptOrShortened(sent: string, original: string): boolean {
  return sent === original || (sent.endsWith('…') && original.startsWith(sent.slice(0, -1)));
}

describe('problem bodies are bounded (docs/api/errors.md#problem-bodies)', () => {
  it('when any error of any size is answered, then the body is at most 4096 bytes of valid JSON, with its code and a prefix of its errors', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(domainError, httpError), requestPath, async (error, path) => {
        const response = await failingApp(() => error).request(path);
        const raw = new Uint8Array(await response.arrayBuffer());
        expect(raw.byteLength).toBeLessThanOrEqual(MAX_PROBLEM_BYTES);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
        const body = JSON.parse(new TextDecoder().decode(raw));
        expect(body.status).toBe(response.status);
        if (error instanceof HTTPException) return;
        expect(body.code).toBe((error as DomainError).code);
        const sent: ErrorDetail[] = body.errors ?? [];
        const given = (error as DomainError).details;
        expect(sent.length).toBeLessThanOrEqual(given.length);
        sent.forEach((entry, index) => {
          expect(isKeptOrShortened(entry.path, given[index]!.path)).toBe(true);
          expect(isKeptOrShortened(entry.message, given[index]!.message)).toBe(true);
        });
        if (sent.length < given.length) {
          expect(body.detail).toMatch(
            new RegExp(
              `\\(the first ${sent.length} listed\\)$|^${given.length} problems, the first ${sent.length} listed$`,
            ),
          );
        }
      }),
      { numRuns: 150 },
    );
  });

  it('when a problem fits, then it is answered exactly as it was raised', async () => {
    const errors = [{ path: '[0].parentCode', message: 'would make a cycle: A → B → A' }];
    const response = await failingApp(
      () => new InvalidInput('NOMENCLATURE.CYCLE', 'Invalid parent: would make a cycle: A → B → A', errors),
    ).request('/api/v1/nomenclature/import');
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid parent: would make a cycle: A → B → A',
      instance: '/api/v1/nomenclature/import',
      code: 'NOMENCLATURE.CYCLE',
      errors,
    });
  });

  it('when errors are many, then as many whole entries as fit are listed, and the detail says so', async () => {
    const errors = Array.from({ length: 5000 }, (_, index) => ({
      path: `[${index}].parentCode`,
      message: `would make a cycle: N${index} → M${index} → N${index}`,
    }));
    const response = await failingApp(
      () => new InvalidInput('NOMENCLATURE.CYCLE', 'Invalid parent: 5000 cycles', errors),
    ).request('/x');
    const text = await response.text();
    const body = JSON.parse(text);
    expect(new TextEncoder().encode(text).byteLength).toBeLessThanOrEqual(MAX_PROBLEM_BYTES);
    expect(body.errors.length).toBeGreaterThan(10);
    expect(body.errors).toEqual(errors.slice(0, body.errors.length));
    expect(body.detail).toBe(`Invalid parent: 5000 cycles (the first ${body.errors.length} listed)`);
  });
});

import { describe, expect, it } from 'vitest';
import { indexOperations, undocumentedAnswer } from '../support/documented-statuses.js';
import { json } from '../support/http.js';
import { useTestApp } from '../support/use-test-app.js';

/** tests/support/test-app.ts checks every answer of the suite against the document; the check itself: */
describe('the documented-statuses check', () => {
  const index = indexOperations({
    paths: {
      '/api/v1/badge/{id}': { get: { responses: { 200: {}, 404: {} } }, patch: { responses: { 200: {} } } },
      '/api/v1/badge/export.csv': { get: { responses: { 200: {} } } },
      '/api/v1/x': { post: { responses: { default: {} } } },
    },
  });

  it('when an operation answers a status it documents, then nothing is said', () => {
    expect(undocumentedAnswer(index, 'GET', '/api/v1/badge/7?x=1', 404)).toBeUndefined();
    expect(undocumentedAnswer(index, 'HEAD', '/api/v1/badge/7', 200)).toBeUndefined();
    expect(undocumentedAnswer(index, 'POST', '/api/v1/x', 418)).toBeUndefined();
  });

  it('when an operation answers a status it does not document, then the check names it', () => {
    expect(undocumentedAnswer(index, 'GET', '/api/v1/badge/7', 409)).toBe(
      'GET /api/v1/badge/7 answered 409, which its operation does not document (200, 404)',
    );
    expect(undocumentedAnswer(index, 'GET', '/api/v1/badge/export.csv', 404)).toMatch(/answered 404/);
  });

  it('when no operation serves the method and path, then the answer is not the check’s business', () => {
    expect(undocumentedAnswer(index, 'PUT', '/api/v1/badge/7', 405)).toBeUndefined();
    expect(undocumentedAnswer(index, 'PATCH', '/api/v1/badge/export.csv', 405)).toBeUndefined();
    expect(undocumentedAnswer(index, 'GET', '/api/v1/nothing', 404)).toBeUndefined();
  });
});

describe('the served document and the check together', () => {
  const t = useTestApp('memory');

  it('when a test meets an answer its operation does not document, then its request fails', async () => {
    const document = await json(await t.request('GET', '/openapi.json'));
    const index = indexOperations(document);
    expect(undocumentedAnswer(index, 'GET', '/api/v1/task/1', 409)).toMatch(/does not document/);
    expect(undocumentedAnswer(index, 'PUT', '/api/v1/auth/roles/1', 409)).toBeUndefined();
  });
});

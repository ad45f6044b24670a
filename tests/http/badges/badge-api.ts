import { json } from '../../support/http.js';
import type { TestApp } from '../../support/test-app.js';

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Calls of the badge variant's API as one caller; a function gives the token of the moment (e.g. `() => t.admin`). */
export function badgeApi(t: TestApp, caller: string | (() => string)) {
  const bearer = () => (typeof caller === 'function' ? caller() : caller);
  return {
    get: (path: string) => t.request('GET', path, { token: bearer() }),
    post: (path: string, body: unknown) => t.request('POST', path, { token: bearer(), json: body }),
    put: (path: string, body: unknown) => t.request('PUT', path, { token: bearer(), json: body }),
    delete: (path: string) => t.request('DELETE', path, { token: bearer() }),
    postCsv: (path: string, body: string, contentType = 'text/csv') =>
      t.request('POST', path, { token: bearer(), body, headers: { 'Content-Type': contentType } }),
    /** The JSON body of a GET that must succeed. */
    async read(path: string) {
      const response = await t.request('GET', path, { token: bearer() });
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
      return json(response);
    },
    /** Creates and returns the resource; fails the test on anything but 201. */
    async create(path: string, body: object) {
      const response = await t.request('POST', path, { token: bearer(), json: body });
      if (response.status !== 201)
        throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
      return json(response);
    },
  };
}

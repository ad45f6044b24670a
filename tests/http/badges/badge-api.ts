import { json } from '../../support/http.js';
import type { TestApp } from '../../support/test-app.js';

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Calls of the badge variant's API as one caller. */
export function badgeApi(t: TestApp, token: string) {
  return {
    get: (path: string) => t.request('GET', path, { token }),
    post: (path: string, body: unknown) => t.request('POST', path, { token, json: body }),
    put: (path: string, body: unknown) => t.request('PUT', path, { token, json: body }),
    delete: (path: string) => t.request('DELETE', path, { token }),
    postCsv: (path: string, body: string, contentType = 'text/csv') =>
      t.request('POST', path, { token, body, headers: { 'Content-Type': contentType } }),
    /** The JSON body of a GET that must succeed. */
    async read(path: string) {
      const response = await t.request('GET', path, { token });
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
      return json(response);
    },
    /** Creates and returns the resource; fails the test on anything but 201. */
    async create(path: string, body: object) {
      const response = await t.request('POST', path, { token, json: body });
      if (response.status !== 201)
        throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
      return json(response);
    },
  };
}

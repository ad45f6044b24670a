import { describe, expect, it } from 'vitest';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

describe('badge variant in the OpenAPI document', () => {
  const t = useTestApp('memory', { signIn: false });

  it('when the document is read, then every badge, company and contact operation is there with its errors', async () => {
    const doc = await json(await t.request('GET', '/openapi.json'));
    const expected: Record<string, Record<string, string[]>> = {
      '/api/v1/badge': { get: ['200', '401', '403'], post: ['201', '400', '401', '403', '409'] },
      '/api/v1/badge/{id}': {
        get: ['200', '400', '404'],
        put: ['200', '400', '404'],
        delete: ['204', '400', '404'],
      },
      '/api/v1/badge/seed': { post: ['201', '400', '403'] },
      '/api/v1/badge/import.json': { post: ['201', '400', '403'] },
      '/api/v1/badge/import.csv': { post: ['201', '400', '403'] },
      '/api/v1/badge/export.json': { get: ['200', '401', '403'] },
      '/api/v1/badge/export.csv': { get: ['200', '401', '403'] },
      '/api/v1/badge/{id}/contacts': { get: ['200', '404'], put: ['200', '400', '404'] },
      '/api/v1/badge/{id}/pdf': { get: ['200', '400', '404', '422', '503'] },
      '/api/v1/company': { get: ['200'], post: ['201', '409'] },
      '/api/v1/company/{id}': { get: ['200', '404'], put: ['200', '404'], delete: ['204', '404'] },
      '/api/v1/company/seed': { post: ['201', '400'] },
      '/api/v1/company/import.json': { post: ['201'] },
      '/api/v1/company/import.csv': { post: ['201'] },
      '/api/v1/company/export.json': { get: ['200'] },
      '/api/v1/company/export.csv': { get: ['200'] },
      '/api/v1/contact': { get: ['200'], post: ['201', '400'] },
      '/api/v1/contact/{id}': { get: ['200', '404'], put: ['200', '404'], delete: ['204', '404', '409'] },
      '/api/v1/contact/import.json': { post: ['201', '400'] },
      '/api/v1/contact/import.csv': { post: ['201', '400'] },
      '/api/v1/contact/export.json': { get: ['200'] },
      '/api/v1/contact/export.csv': { get: ['200'] },
    };
    for (const [path, operations] of Object.entries(expected)) {
      for (const [method, statuses] of Object.entries(operations)) {
        const operation = doc.paths[path]?.[method];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining([...statuses, '401', '500']),
        );
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
      }
    }
    expect(doc.paths['/api/v1/badge/import.csv'].post.requestBody.content).toHaveProperty('text/csv');
    expect(doc.paths['/api/v1/badge/export.csv'].get.responses['200'].content).toHaveProperty('text/csv');
    const pdf = doc.paths['/api/v1/badge/{id}/pdf'].get;
    expect(pdf.responses['200'].content).toHaveProperty('application/pdf');
    expect(pdf.parameters).toContainEqual(
      expect.objectContaining({ name: 'contactIds', in: 'query', required: false, explode: true }),
    );
    expect(doc.components.schemas).toHaveProperty('Badge');
    expect(doc.components.schemas).toHaveProperty('Company');
    expect(doc.components.schemas).toHaveProperty('Contact');
    expect(doc.components.schemas.CreateBadgeRequest.properties).not.toHaveProperty('createdBy');
  });
});

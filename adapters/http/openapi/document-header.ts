import { API_TAGS } from './tags.js';

/**
 * Everything in the OpenAPI document but its operations and components
 * (docs/api/operations.md#openapi-document-and-swagger-ui).
 */
export function openApiHeader(version: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Task Service API',
      version,
      description: 'Tasks, taxonomy, template objects, badges, users, settings and a language-model gateway.',
      // The project publishes no licence: nothing is offered for reuse (an SPDX reference of its own).
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Self-hosted at an address of the operator's choosing: paths are relative to wherever the document was read.
    servers: [{ url: '/', description: 'The service that serves this document' }],
    tags: API_TAGS.map((tag) => ({ ...tag })),
  };
}

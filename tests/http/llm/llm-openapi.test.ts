import { describe, expect, it } from 'vitest';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/llm.md#streamed-prompt and #models: both operations in the OpenAPI document. */
describe('language-model operations in the OpenAPI document', () => {
  const t = useTestApp('memory', { signIn: false, per: 'all' });

  it('when the document is read, then the stream answers text/event-stream and its event payloads are components', async () => {
    const document = await json(await t.request('GET', '/openapi.json'));
    const stream = document.paths['/api/v1/lmstudio/prompt/stream'].post;
    expect(Object.keys(stream.responses[200].content)).toEqual(['text/event-stream']);
    expect(stream.responses[200].headers).toHaveProperty('X-Accel-Buffering');
    expect(stream.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/PromptStreamRequest',
    );
    // The streamed prompt refuses `"stream": false`, and says so.
    expect(document.components.schemas.PromptStreamRequest.properties.stream).toMatchObject({
      type: 'boolean',
      enum: [true],
    });
    expect(Object.keys(stream.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '502', '503', '504']),
    );
    expect(stream['x-roles']).toEqual(['ADMIN', 'USER']);
    expect(document.components.schemas).toHaveProperty('PromptStreamDelta');
    expect(document.components.schemas.PromptStreamDone.required).toEqual(['model', 'finishReason']);
  });

  it('when the document is read, then the model list is a GET for ADMIN and USER with the upstream errors', async () => {
    const document = await json(await t.request('GET', '/openapi.json'));
    const models = document.paths['/api/v1/lmstudio/models'].get;
    expect(models.responses[200].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/LlmModelList',
    );
    expect(Object.keys(models.responses)).toEqual(expect.arrayContaining(['502', '503', '504']));
    expect(models['x-roles']).toEqual(['ADMIN', 'USER']);
  });
});

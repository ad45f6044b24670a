// Server-Sent Events in the OpenAPI document: the media type, and the events a stream sends.

export const EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';

/**
 * One event of a stream: its name (a schema of names), and what its one line of JSON data is: a
 * component by name, or a schema.
 */
export function streamEvent(event: object, data: string | object) {
  return {
    type: 'object' as const,
    required: ['event', 'data'],
    properties: { event, data: typeof data === 'string' ? { $ref: `#/components/schemas/${data}` } : data },
  };
}

/**
 * The events as a sequence, which OpenAPI 3.1 can say only of the decoded text (3.2 has
 * itemSchema): JSON Schema keywords the metadata's type does not list, copied into the document
 * as they are.
 */
export function eventStreamContent(events: readonly object[]): object {
  return {
    contentMediaType: EVENT_STREAM_MEDIA_TYPE,
    contentSchema: { type: 'array', items: { oneOf: events } },
  };
}

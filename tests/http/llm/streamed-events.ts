import { expect } from 'vitest';

/** One event of a streamed prompt, its data parsed. */
export interface StreamedEvent {
  readonly event: string;
  // biome-ignore lint/suspicious/noExplicitAny: assertions check the shape
  readonly data: any;
}

/**
 * The whole body of a streamed prompt as events. Read independently of the service's own
 * parser: the service writes each event as exactly `event: <type>`, one `data:` line, a blank line.
 */
export async function readEvents(response: Response): Promise<StreamedEvent[]> {
  const text = await response.text();
  expect(text.endsWith('\n\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\n\n')
    .map((block) => {
      const [event, data, ...rest] = block.split('\n');
      expect(rest).toEqual([]);
      expect(event).toMatch(/^event: [a-z]+$/);
      expect(data).toMatch(/^data: /);
      return { event: event!.slice('event: '.length), data: JSON.parse(data!.slice('data: '.length)) };
    });
}

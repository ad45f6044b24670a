import { expect, it } from 'vitest';
import { MAX_ARCHIVE_LINE_BYTES } from '../../../adapters/archive/archive-lines.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const CHUNK = 64 * 1024;
const BODY = 64 * 1024 * 1024;

/** docs/backup.md#over-http: a restore reads the archive as it arrives, a line at most 1 MiB. */
describeEachBackend('a restore with a line that has no end', (backend) => {
  const t = useTestApp(backend);

  it('when 64 MiB arrive without a newline, then 400 naming line 1 once the limit is passed, the rest unread, and nothing changes', async () => {
    await t.request('POST', '/api/v1/tag', { token: t.admin, json: { code: 'KEEP', label: 'kept' } });
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= BODY) return controller.close();
        sent += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x7b));
      },
    });
    const response = await t.service.app.request('/api/v1/restore?replace=true', {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.admin}`, 'Content-Type': 'application/x-ndjson' },
      body,
      duplex: 'half',
    } as RequestInit);
    const problem = await expectProblem(response, 400, 'ARCHIVE.INVALID');
    expect(problem.errors).toEqual([
      { path: 'line 1', message: `is too long: a line holds at most ${MAX_ARCHIVE_LINE_BYTES} bytes` },
    ]);
    // The stream may have one more chunk queued than the reader took.
    expect(sent).toBeLessThanOrEqual(MAX_ARCHIVE_LINE_BYTES + 2 * CHUNK);
    const tags = await json(await t.request('GET', '/api/v1/tag', { token: t.admin }));
    expect(tags.map((tag: { code: string }) => tag.code)).toEqual(['KEEP']);
  });
});

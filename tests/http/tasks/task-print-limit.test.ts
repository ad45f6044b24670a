import { expect, it } from 'vitest';
import type { PdfRenderer } from '../../../application/printing/ports/pdf-renderer.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/** A renderer whose documents are done only when the test says so. */
function heldRenderer() {
  const waiting: (() => void)[] = [];
  const renderer: PdfRenderer = {
    render: () =>
      new Promise((resolve) => {
        waiting.push(() => resolve(new Uint8Array(Buffer.from('%PDF-1.7\n%%EOF\n'))));
      }),
  };
  const releaseAll = () => {
    for (const done of waiting.splice(0)) done();
  };
  return { renderer, waiting, releaseAll };
}

/** docs/api/printing.md#printouts-per-caller */
describeEachBackend('printouts per caller', (backend) => {
  const held = heldRenderer();
  const t = useTestApp(backend, { app: { pdfRenderer: held.renderer, env: { APP_PRINTS_PER_CALLER: '2' } } });

  it('when a caller has two printouts in progress, then a third is 429 until one is done, and others print meanwhile', async () => {
    const print = (token: string) => t.request('GET', '/api/v1/task/print.pdf', { token });
    const first = print(t.admin);
    const second = print(t.admin);
    await expect.poll(() => held.waiting.length).toBe(2);
    const refused = await print(t.admin);
    expect(refused.headers.get('retry-after')).toBe('5');
    const third = await expectProblem(refused, 429, 'PRINT.TOO_MANY');
    expect(third.detail).toBe(
      'At most 2 of your printouts can be in progress at once; retry when one is done',
    );
    const other = await t.createUser({ username: 'reader' });
    const someoneElse = print(await other.token());
    await expect.poll(() => held.waiting.length).toBe(3);
    held.releaseAll();
    for (const answer of await Promise.all([first, second, someoneElse])) expect(answer.status).toBe(200);
    const again = print(t.admin);
    await expect.poll(() => held.waiting.length).toBe(1);
    held.releaseAll();
    expect((await again).status).toBe(200);
  });
});

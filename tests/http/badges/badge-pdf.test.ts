import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { readPdfText } from '../../support/pdf-text.js';
import { useTestApp } from '../../support/use-test-app.js';
import { badgeApi } from './badge-api.js';

/** docs/api/printing.md#badge-sheets: a badge printed as cards for its contacts. */
describeEachBackend('badge PDF', (backend) => {
  const t = useTestApp(backend);
  const api = badgeApi(t, () => t.admin);
  let badge: { id: number };
  let ada: { id: number };
  let charles: { id: number };
  let grace: { id: number };
  let outsider: { id: number };
  beforeEach(async () => {
    badge = await api.create('/api/v1/badge', { code: 'VIP', label: 'Very important' });
    ada = await api.create('/api/v1/contact', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Engines',
    });
    charles = await api.create('/api/v1/contact', {
      firstName: 'Charles',
      lastName: 'Babbage',
      companyName: 'Cambridge',
    });
    grace = await api.create('/api/v1/contact', {
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: 'Navy',
    });
    outsider = await api.create('/api/v1/contact', {
      firstName: 'Alan',
      lastName: 'Turing',
      companyName: 'Bletchley',
    });
    await api.put(`/api/v1/badge/${badge.id}/contacts`, { contactIds: [ada.id, charles.id, grace.id] });
  });

  const pdfPath = (query = '') => `/api/v1/badge/${badge.id}/pdf${query}`;

  /**
   * The printed text in reading order. Cards of one shape (every fixture contact has a company)
   * share baselines across a row, so a row reads left card then right card: reading order is
   * card order. A name too long for one line wraps; joining lines with a space undoes that.
   */
  async function printed(query = '') {
    const response = await api.get(pdfPath(query));
    expect(response.status).toBe(200);
    const { title, pages } = await readPdfText(new Uint8Array(await response.arrayBuffer()));
    return { title, text: pages.flat().join(' ') };
  }

  function occurrences(text: string, part: string): number {
    return text.split(part).length - 1;
  }

  it('when printed, then application/pdf inline under a file name from the code, never cached', async () => {
    const response = await api.get(pdfPath());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="badge-VIP.pdf"; filename*=UTF-8''badge-VIP.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('when the code holds characters unsafe in a header, then the quoted file name is sanitized', async () => {
    const odd = await api.create('/api/v1/badge', { code: 'VIP 2026/"Ω"', label: 'Odd' });
    const response = await api.get(`/api/v1/badge/${odd.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="badge-VIP_2026____.pdf"; filename*=UTF-8''badge-VIP%202026%2F%22%CE%A9%22.pdf`,
    );
  });

  it('when printed without a selection, then every contact on the badge once, by last name, and nothing else', async () => {
    const { title, text } = await printed();
    expect(title).toBe('Very important');
    const order = ['Charles Babbage', 'Grace Hopper', 'Ada Lovelace'].map((name) => text.indexOf(name));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const name of ['Charles Babbage', 'Grace Hopper', 'Ada Lovelace'])
      expect(occurrences(text, name)).toBe(1);
    for (const company of ['Engines', 'Cambridge', 'Navy']) expect(occurrences(text, company)).toBe(1);
    expect(text).not.toContain('Turing');
    expect(text).not.toContain('Bletchley');
    expect(occurrences(text, 'Very important')).toBeGreaterThanOrEqual(3);
  });

  it('when contacts are selected, then exactly those, each once, in last-name order', async () => {
    const { text } = await printed(`?contactIds=${ada.id}&contactIds=${charles.id}&contactIds=${ada.id}`);
    expect(occurrences(text, 'Ada Lovelace')).toBe(1);
    expect(occurrences(text, 'Charles Babbage')).toBe(1);
    expect(text.indexOf('Charles Babbage')).toBeLessThan(text.indexOf('Ada Lovelace'));
    expect(text).not.toContain('Grace Hopper');
    expect(text).not.toContain('Navy');
  });

  it('when one contact is selected, then it alone is printed', async () => {
    const { text } = await printed(`?contactIds=${grace.id}`);
    expect(text).toContain('Grace Hopper');
    expect(text).not.toContain('Lovelace');
    expect(text).not.toContain('Babbage');
  });

  it('when a selected contact is not on the badge, then 404 for the whole request naming it', async () => {
    for (const id of [outsider.id, 9999]) {
      const response = await api.get(pdfPath(`?contactIds=${ada.id}&contactIds=${id}`));
      expect(response.status).toBe(404);
      expect(await json(response)).toMatchObject({
        code: 'BADGE.CONTACT_NOT_ON_BADGE',
        detail: `Contact ${id} is not on badge ${badge.id}`,
      });
    }
  });

  it('when the badge has no contacts, then a PDF saying there are none', async () => {
    await api.put(`/api/v1/badge/${badge.id}/contacts`, { contactIds: [] });
    const { title, text } = await printed();
    expect(title).toBe('Very important');
    expect(text).toContain('There are no contacts on this badge.');
    expect(text).not.toContain('Lovelace');
  });

  it('when names are Greek and Cyrillic, then they are printed as given', async () => {
    const greek = await api.create('/api/v1/contact', {
      firstName: 'Νίκος',
      lastName: 'Καζαντζάκης',
      companyName: 'Кириллица',
    });
    await api.put(`/api/v1/badge/${badge.id}/contacts`, { contactIds: [greek.id] });
    const { text } = await printed();
    expect(text).toContain('Νίκος Καζαντζάκης');
    expect(text).toContain('Кириллица');
  });

  it('when a printed text has a character no font can render, then 422 naming where it is', async () => {
    const cjk = await api.create('/api/v1/contact', { firstName: '漢字\ue000', lastName: 'Kanji' });
    await api.put(`/api/v1/badge/${badge.id}/contacts`, { contactIds: [cjk.id, ada.id] });
    const response = await api.get(pdfPath());
    expect(response.status).toBe(422);
    const problem = await json(response);
    expect(problem.code).toBe('PRINT.UNRENDERABLE_CHARACTER');
    expect(problem.errors[0]).toEqual({
      path: expect.stringContaining('name'),
      message: expect.stringContaining('U+E000'),
    });
    expect((await api.get(pdfPath(`?contactIds=${ada.id}`))).status).toBe(200);
  });

  it.each(['abc', '0', '-1', '1.5', ''])('when contactIds is "%s", then 400', async (value) => {
    const response = await api.get(pdfPath(`?contactIds=${value}`));
    expect(response.status).toBe(400);
    expect((await json(response)).errors[0].path).toMatch(/^contactIds/);
  });

  it('when the badge is unknown, then 404', async () => {
    expect((await api.get('/api/v1/badge/9999/pdf')).status).toBe(404);
  });

  it('when a USER prints, then 200; without a token 401', async () => {
    const user = badgeApi(t, await (await t.createUser({ username: 'reader' })).token());
    expect((await user.get(pdfPath())).status).toBe(200);
    expect((await t.request('GET', pdfPath())).status).toBe(401);
  });
});

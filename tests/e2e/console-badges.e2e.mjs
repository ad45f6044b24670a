// Run by scripts/e2e.mjs. Badges › a badge's contacts: two found by name and added, one left
// unticked prints the other alone, one removed; the badge sheet opens as a PDF in a new tab. The
// service holds what the panel shows; axe-core checks the panel.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name = 'Console: contacts added to a badge and removed, its sheet printed';

export default async function consoleBadges({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  const badge = await (await api('POST', '/api/v1/badge', { code: 'E2E-BADGE', label: 'Visitor' })).json();
  const ada = await (await api('POST', '/api/v1/contact', { firstName: 'Ada', lastName: 'Lovelace' })).json();
  const grace = await (
    await api('POST', '/api/v1/contact', { firstName: 'Grace', lastName: 'Hopper' })
  ).json();
  const onBadge = async () =>
    (await (await api('GET', `/api/v1/badge/${badge.id}/contacts`)).json()).map((contact) => contact.id);
  try {
    await signIn(page, baseUrl, admin);
    await page.goto(`${baseUrl}/badges/${badge.id}`);
    const panel = page.getByRole('dialog');
    await panel.getByText('No contact yet').waitFor();

    for (const name of ['Ada Lovelace', 'Grace Hopper']) {
      await panel.getByLabel('Find a contact to add').fill(name.split(' ')[1]);
      await panel.getByRole('button', { name: `Add ${name}` }).click();
      await panel.getByRole('button', { name: `Remove ${name}` }).waitFor();
    }
    await panel.getByLabel('Find a contact to add').fill('');
    assert.deepEqual((await onBadge()).sort(), [ada.id, grace.id].sort());
    await assertAccessible(page, "a badge's contacts");

    await panel.getByRole('checkbox', { name: /Grace Hopper/ }).uncheck();
    const [sheet] = await Promise.all([
      page.context().waitForEvent('page'),
      panel.getByRole('button', { name: 'Print 1 of 2' }).click(),
    ]);
    await until(() => sheet.url().startsWith('blob:'), 'the badge sheet in the new tab');
    await sheet.close();

    await panel.getByRole('button', { name: 'Remove Ada Lovelace' }).click();
    await until(async () => (await onBadge()).length === 1, 'Ada removed');
    assert.deepEqual(await onBadge(), [grace.id]);
    await panel.getByRole('checkbox', { name: /Grace Hopper/ }).check();
    const [all] = await Promise.all([
      page.context().waitForEvent('page'),
      panel.getByRole('button', { name: 'Print badge sheet' }).click(),
    ]);
    await until(() => all.url().startsWith('blob:'), 'the whole sheet in the new tab');
    await all.close();
  } finally {
    await api('DELETE', `/api/v1/badge/${badge.id}`);
    await api('DELETE', `/api/v1/contact/${ada.id}`);
    await api('DELETE', `/api/v1/contact/${grace.id}`);
  }
}

// Run by scripts/e2e.mjs. The view mode chosen on the Settings page is painted at once, stored
// through the settings API, and still shown after a reload; axe-core checks the page in both themes.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, paintedTheme, signIn, until } from './console-support.mjs';

export const name = 'Console: the view mode is applied at once, stored, and kept across a reload';

async function choose(page, api, mode, label) {
  await page.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
  assert.equal(await paintedTheme(page), mode === 'system' ? 'light' : mode, `painted at once (${mode})`);
  await page.getByText(/^Saved/).waitFor();
  const stored = await (await api('GET', '/api/v1/settings/user/me')).json();
  assert.equal(stored.viewMode, mode);
}

export default async function consoleSettings({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  await page.emulateMedia({ colorScheme: 'light' });
  try {
    await signIn(page, baseUrl, admin);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await assertAccessible(page, 'the settings page (light)');

    await choose(page, api, 'dark', 'Dark');
    await assertAccessible(page, 'the settings page (dark)');
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    assert.equal(await paintedTheme(page), 'dark', 'dark after a reload');
    await until(() => page.getByRole('radio', { name: /^Dark/ }).isChecked(), 'Dark checked after a reload');

    await choose(page, api, 'light', 'Light');
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    assert.equal(await paintedTheme(page), 'light', 'light after a reload');

    // System follows the device: emulate a dark one.
    await choose(page, api, 'system', 'System');
    await page.emulateMedia({ colorScheme: 'dark' });
    await until(async () => (await paintedTheme(page)) === 'dark', 'system mode following a dark device');
  } finally {
    await api('PUT', '/api/v1/settings/user/me', { viewMode: 'system' });
  }
}

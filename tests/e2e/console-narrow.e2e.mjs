// Run by scripts/e2e.mjs. At 360 px wide the navigation folds behind a Menu button, nothing makes
// the page scroll sideways in any module, and the list and the task panel stay usable; axe-core
// checks each view.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, assertOffline, signIn } from './console-support.mjs';

export const name = 'Console at 360 px: folded navigation, no sideways scrolling, usable list and panel';

const MODULES = [
  'Tasks',
  'Template objects',
  'Taxonomy',
  'Badges',
  'Companies',
  'Contacts',
  'Users',
  'Roles',
  'API keys',
  'Backups',
  'Settings',
];

async function assertNoSidewaysScroll(page, where) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.body.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${where}: the body is ${scrollWidth} px wide in ${clientWidth} px`);
}

export default async function consoleNarrow({ page, baseUrl, admin, requests }) {
  const api = await apiAs(baseUrl, admin);
  const created = await api('POST', '/api/v1/task', { code: 'E2E-NARROW', label: 'Check the phone layout' });
  assert.equal(created.status, 201);
  const task = await created.json();
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, baseUrl, admin);
    const nav = page.getByRole('navigation', { name: 'Modules' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await page.getByRole('link', { name: 'E2E-NARROW' }).waitFor();
    assert.equal(await nav.isVisible(), false, 'the navigation is folded');
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    await assertNoSidewaysScroll(page, 'the task list');
    await assertAccessible(page, 'the task list at 360 px');

    await menu.click();
    await nav.waitFor({ state: 'visible' });
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    await assertAccessible(page, 'the open navigation at 360 px');
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    await assertNoSidewaysScroll(page, 'the settings page');

    // Every module, reached through the folded navigation, fits the width and passes axe-core.
    for (const module of MODULES) {
      await menu.click();
      await nav.waitFor({ state: 'visible' });
      await nav.getByRole('link', { name: module, exact: true }).click();
      await nav.waitFor({ state: 'hidden' });
      await page.locator('h1').first().waitFor();
      await page.getByText('Loading…').waitFor({ state: 'detached' });
      await assertNoSidewaysScroll(page, module);
      await assertAccessible(page, `${module} at 360 px`);
    }
    // Esc folds the navigation away again.
    await menu.click();
    await nav.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });

    await page.goto(`${baseUrl}/tasks/${task.id}`, { waitUntil: 'load' });
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Label', { exact: true }).waitFor();
    const box = await panel.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `the panel fits: ${JSON.stringify(box)}`);
    await assertNoSidewaysScroll(page, 'the task panel');
    await assertAccessible(page, 'the task panel at 360 px');
    // Every module's code came from the service itself.
    assertOffline(requests, baseUrl);
  } finally {
    await api('DELETE', `/api/v1/task/${task.id}`);
  }
}

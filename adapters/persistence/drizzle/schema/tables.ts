// Every table of every module, declared once and built by either dialect's kit.
import { accessTables } from './access.js';
import { badgesTables } from './badges.js';
import { changesTables } from './changes.js';
import type { DialectKit } from './dialect-kit.js';
import { recordsTables } from './records.js';
import { settingsTables } from './settings.js';
import { webhooksTables } from './webhooks.js';

export function schemaTables(k: DialectKit) {
  const access = accessTables(k);
  return {
    ...access,
    ...badgesTables(k),
    ...changesTables(k),
    ...recordsTables(k),
    ...settingsTables(k, access),
    ...webhooksTables(k),
  };
}

import { invalidField } from '../shared/domain-error.js';

export const VIEW_MODES = ['light', 'dark', 'system'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export interface DisplaySettings {
  readonly viewMode: ViewMode;
}

export const DEFAULT_SETTINGS: DisplaySettings = { viewMode: 'system' };

export function isViewMode(value: string): value is ViewMode {
  return (VIEW_MODES as readonly string[]).includes(value);
}

export function displaySettings(viewMode: string): DisplaySettings {
  if (!isViewMode(viewMode)) {
    throw invalidField('SETTINGS.INVALID_VIEW_MODE', 'viewMode', `must be one of ${VIEW_MODES.join(', ')}`);
  }
  return { viewMode };
}

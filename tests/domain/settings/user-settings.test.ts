import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, displaySettings } from '../../../domain/settings/user-settings.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';

describe('display settings', () => {
  it('when nothing was saved, then the default view mode is system', () => {
    expect(DEFAULT_SETTINGS).toEqual({ viewMode: 'system' });
  });

  it.each(['light', 'dark', 'system'])('when the view mode is %s, then it is accepted', (mode) => {
    expect(displaySettings(mode)).toEqual({ viewMode: mode });
  });

  it.each(['Dark', 'auto', ''])('when the view mode is "%s", then it is rejected', (mode) => {
    expect(() => displaySettings(mode)).toThrow(InvalidInput);
  });
});

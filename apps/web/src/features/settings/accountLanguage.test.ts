import { describe, expect, it } from 'vitest';
import { languageToApply } from './accountLanguage';

describe('the account language after a sign-in', () => {
  it('applies the saved language on a device that never agreed with the server', () => {
    expect(languageToApply('de', 'en', null)).toBe('de');
  });
  it('applies a language saved elsewhere when this device still shows the last agreed one', () => {
    expect(languageToApply('fr', 'de', 'de')).toBe('fr');
  });
  it('keeps a language chosen on this device since it last agreed with the server', () => {
    expect(languageToApply('de', 'pt', 'de')).toBeNull();
  });
  it('does nothing without a saved language, for an unknown one, or when it is already shown', () => {
    expect(languageToApply(null, 'en', null)).toBeNull();
    expect(languageToApply('es', 'en', null)).toBeNull();
    expect(languageToApply('de', 'de', null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { consentChoiceOf, consentCodeOf, isConsentWithdrawn, readConsentCode } from './consent';

describe('consent codes', () => {
  it('nests the codes and never grants more than was ticked', () => {
    expect(consentCodeOf({ functional: false, statistics: false })).toBe('e');
    expect(consentCodeOf({ functional: true, statistics: false })).toBe('ef');
    expect(consentCodeOf({ functional: true, statistics: true })).toBe('efs');
    expect(consentCodeOf({ functional: false, statistics: true })).toBe('e');
  });

  it('reads back the boxes of a stored code', () => {
    expect(consentChoiceOf(null)).toEqual({ functional: false, statistics: false });
    expect(consentChoiceOf('ef')).toEqual({ functional: true, statistics: false });
    expect(consentChoiceOf('efs')).toEqual({ functional: true, statistics: true });
  });

  it('reads only the three known codes from the cookie', () => {
    expect(readConsentCode('language=de; cookieConfirmed=ef')).toBe('ef');
    expect(readConsentCode('cookieConfirmed=all')).toBeNull();
    expect(readConsentCode('language=de')).toBeNull();
  });

  it('calls a smaller choice a withdrawal, a first or larger one not', () => {
    expect(isConsentWithdrawn('efs', 'ef')).toBe(true);
    expect(isConsentWithdrawn('ef', 'e')).toBe(true);
    expect(isConsentWithdrawn('e', 'efs')).toBe(false);
    expect(isConsentWithdrawn('ef', 'ef')).toBe(false);
    expect(isConsentWithdrawn(null, 'e')).toBe(false);
  });
});

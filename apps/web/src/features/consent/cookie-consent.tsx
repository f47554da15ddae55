import { useConsentCode, useIsConsentPanelOpen } from '../../shared/consent/consent-store';
import { ConsentPanel } from './consent-panel';
import { useConsentScripts } from './use-consent-scripts';

/** Mounted once on every page: the panel while a choice is due, and the consented scripts. */
export const CookieConsent = () => {
  useConsentScripts();
  const isOpen = useIsConsentPanelOpen();
  const hasChosen = useConsentCode() !== null;
  return isOpen ? <ConsentPanel isReopened={hasChosen} /> : null;
};

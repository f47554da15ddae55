import { useEffect } from 'react';
import { consentChoiceOf } from '../../shared/consent/consent';
import { useConsentCode } from '../../shared/consent/consent-store';
import { useAppState } from '../../shared/session/app-store-context';
import { SUPPORT_CHAT_SCRIPT_ID, loadAnalytics } from './analytics';
import { appendScriptOnce } from './load-script';

/**
 * Nothing beyond the essentials runs before consent (GDPR, ePrivacy): the support chat needs
 * functional consent and a configured script, analytics needs statistics consent and a
 * measurement id in the skin settings. Withdrawing consent reloads the page (see the panel),
 * so scripts never have to be unloaded here.
 */
export const useConsentScripts = (): void => {
  const { functional, statistics } = consentChoiceOf(useConsentCode());
  const chatUrl = useAppState((state) => state.skinSettings?.support_chat.script_url ?? null);
  const analyticsId = useAppState(
    (state) => state.skinSettings?.google_analytics_code.trim() ?? '',
  );

  useEffect(() => {
    // Nothing waits for the chat: a widget that never answers is given up by the loader.
    if (functional && chatUrl) void appendScriptOnce(SUPPORT_CHAT_SCRIPT_ID, chatUrl);
  }, [functional, chatUrl]);

  useEffect(() => {
    if (statistics && analyticsId !== '') loadAnalytics(analyticsId);
  }, [statistics, analyticsId]);
};

import { removeCookie } from '../../shared/storage/cookies';
import { appendScriptOnce } from './load-script';

export const ANALYTICS_SCRIPT_ID = 'prime-analytics';
export const SUPPORT_CHAT_SCRIPT_ID = 'prime-support-chat';
const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Google Analytics (gtag.js) for the skin's measurement id, only ever called with statistics
 * consent. IP anonymisation is asked for, and no advertising signals are sent.
 */
export const loadAnalytics = (measurementId: string): void => {
  if (document.getElementById(ANALYTICS_SCRIPT_ID)) return;
  const target = window as GtagWindow;
  const dataLayer = (target.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  target.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  target.gtag('js', new Date());
  target.gtag('config', measurementId, {
    anonymize_ip: true,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  void appendScriptOnce(ANALYTICS_SCRIPT_ID, `${GTAG_URL}?id=${encodeURIComponent(measurementId)}`);
};

/** The analytics cookies (`_ga`, `_ga_<id>`, `_gid`, `_gat`) of a withdrawn statistics consent. */
export const removeAnalyticsCookies = (cookies = document.cookie): void => {
  for (const part of cookies.split(';')) {
    const name = decodeURIComponent(part.split('=')[0]?.trim() ?? '');
    if (/^_(ga|gid|gat)(_|$)/.test(name)) removeCookie(name);
  }
};

import type { Language, LanguageEntry, LanguageTexts, Player, SkinSettings } from '@prime/contract';
import type { ApiClient } from './client';

type Envelope<T> = { data: T };

/**
 * The `/v1` calls of the site shell, typed with the contract. Each reads the `data` of the
 * answer; failures throw {@link ApiError} from the client.
 */
export type PrimeApi = {
  client: ApiClient;
  /** GET ip: the address the server sees. */
  getClientIp: () => Promise<string>;
  /** GET me with the KYC, marketing and risky-country details. */
  getMe: () => Promise<Player>;
  /** DELETE auth/logout: ends the session on the server. */
  logout: () => Promise<void>;
  getSkinSettings: () => Promise<SkinSettings>;
  /** POST cms/skin-in-maintenance. */
  isInMaintenance: () => Promise<boolean>;
  getLanguages: () => Promise<LanguageEntry[]>;
  /** GET cms/translations/{language}: every section of one language. */
  getTranslations: (language: Language) => Promise<LanguageTexts>;
  /** GET cms/translation/{section}/: one section in every language (or the one asked). */
  getSectionTexts: (
    section: string,
    language?: Language,
  ) => Promise<Record<string, Record<string, string>>>;
};

export const createPrimeApi = (client: ApiClient): PrimeApi => ({
  client,
  getClientIp: async () => (await client.request<Envelope<{ ip: string }>>('GET', 'ip')).data.ip,
  getMe: async () =>
    (
      await client.request<Envelope<Player>>('GET', 'me', {
        query: { kyc: 1, marketing: 1, riskyCountry: 1 },
      })
    ).data,
  logout: async () => {
    await client.request<undefined>('DELETE', 'auth/logout');
  },
  getSkinSettings: async () =>
    (await client.request<Envelope<SkinSettings>>('GET', 'cms/skin-settings')).data,
  isInMaintenance: async () =>
    (
      await client.request<Envelope<{ in_maintenance: boolean }>>(
        'POST',
        'cms/skin-in-maintenance',
        { body: {} },
      )
    ).data.in_maintenance,
  getLanguages: async () =>
    (await client.request<Envelope<LanguageEntry[]>>('GET', 'cms/translation/languages')).data,
  getTranslations: async (language) =>
    (
      await client.request<Envelope<{ language: Language; data: LanguageTexts }>>(
        'GET',
        `cms/translations/${encodeURIComponent(language)}`,
      )
    ).data.data,
  getSectionTexts: async (section, language) =>
    (
      await client.request<Envelope<Record<string, Record<string, string>>>>(
        'GET',
        `cms/translation/${encodeURIComponent(section)}/`,
        { query: { language } },
      )
    ).data,
});

import { vi } from 'vitest';
import type { ApiClient } from '../shared/api/client';
import type { PrimeApi } from '../shared/api/prime-api';
import { buildLanguages, buildPlayer, buildSkinSettings } from './fixtures';

/** A client that remembers its token and answers nothing by itself. */
export const createFakeClient = (): ApiClient => {
  let token: string | null = null;
  return {
    request: vi.fn(() => Promise.reject(new Error('not faked'))),
    setToken: vi.fn((next: string | null) => {
      token = next;
    }),
    getToken: () => token,
  };
};

/** A PrimeApi whose calls answer like a healthy server unless overridden. */
export const createFakeApi = (overrides: Partial<PrimeApi> = {}): PrimeApi => ({
  client: createFakeClient(),
  getClientIp: vi.fn(async () => '203.0.113.7'),
  getMe: vi.fn(async () => buildPlayer()),
  logout: vi.fn(async () => undefined),
  getSkinSettings: vi.fn(async () => buildSkinSettings()),
  isInMaintenance: vi.fn(async () => false),
  getLanguages: vi.fn(async () => buildLanguages()),
  getTranslations: vi.fn(async () => ({})),
  getSectionTexts: vi.fn(async () => ({})),
  ...overrides,
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { startHarness, type Harness } from '../../test/harness';

const CHAT_URL = 'https://chat.example.com/widget/v2.js';

const directives = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

const settingsOf = async (h: Harness) => {
  const response = await h.call({ method: 'GET', url: '/v1/cms/skin-settings' });
  return {
    scriptUrl: response.json<{ data: { support_chat: { script_url: string | null } } }>().data
      .support_chat.script_url,
    csp: directives(response.headers['content-security-policy']),
  };
};

describe('support chat configured', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ supportChatScriptUrl: CHAT_URL });
  });
  afterAll(() => h.close());

  it('answers the script in the skin settings and allows its origin in the CSP', async () => {
    const { scriptUrl, csp } = await settingsOf(h);
    expect(scriptUrl).toBe(CHAT_URL);
    for (const name of ['script-src', 'connect-src', 'frame-src']) {
      expect(csp[name], name).toContain('https://chat.example.com');
    }
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['default-src']).toEqual(["'self'"]);
  });
});

describe('support chat not configured', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ seed: true });
  });
  afterAll(() => h.close());

  it('answers null and keeps the CSP to this origin', async () => {
    const { scriptUrl, csp } = await settingsOf(h);
    expect(scriptUrl).toBeNull();
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'"]);
  });
});

describe('SUPPORT_CHAT_SCRIPT_URL', () => {
  it('is optional and read as given', () => {
    expect(loadConfig({}).supportChatScriptUrl).toBeUndefined();
    expect(loadConfig({ SUPPORT_CHAT_SCRIPT_URL: CHAT_URL }).supportChatScriptUrl).toBe(CHAT_URL);
  });

  it.each(['http://chat.example.com/widget.js', 'javascript:alert(1)', 'not a url'])(
    'refuses %s at start, naming the variable',
    (value) => {
      expect(() => loadConfig({ SUPPORT_CHAT_SCRIPT_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ SUPPORT_CHAT_SCRIPT_URL: value })).toThrow(
        /SUPPORT_CHAT_SCRIPT_URL/,
      );
    },
  );
});

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from '../../lib/hash';

const KEY_FILE = 'captcha-hmac.key';

/**
 * The captcha signing key when CAPTCHA_HMAC_KEY is unset: a random key written once to
 * DATA_DIR, so challenges stay valid across restarts. Several instances need CAPTCHA_HMAC_KEY.
 */
export const loadCaptchaKey = async (dataDir: string): Promise<string> => {
  const file = path.join(dataDir, KEY_FILE);
  try {
    await writeFile(file, randomToken(32), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
};

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from './hash';

/**
 * A signing key for when its variable is unset: a random key written once to DATA_DIR, so what
 * it signed stays valid across restarts. Several instances need the variable instead.
 */
export const loadKeyFile = async (dataDir: string, fileName: string): Promise<string> => {
  const file = path.join(dataDir, fileName);
  try {
    await writeFile(file, randomToken(32), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
};

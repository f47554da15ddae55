import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a running server leaves in DATA_DIR so `npm run ops` can reach it. */
export type OpsFile = { pid: number; url: string; token: string };

const OPS_FILE = 'ops.json';

export const opsFilePath = (dataDir: string) => path.join(dataDir, OPS_FILE);

/** Written with mode 0600: the token is an operator credential. */
export const writeOpsFile = (dataDir: string, file: OpsFile) =>
  writeFile(opsFilePath(dataDir), JSON.stringify(file), { mode: 0o600 });

export const readOpsFile = async (dataDir: string): Promise<OpsFile | undefined> => {
  try {
    const parsed: unknown = JSON.parse(await readFile(opsFilePath(dataDir), 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'url' in parsed &&
      'token' in parsed &&
      'pid' in parsed &&
      typeof parsed.url === 'string' &&
      typeof parsed.token === 'string' &&
      typeof parsed.pid === 'number'
    ) {
      return { pid: parsed.pid, url: parsed.url, token: parsed.token };
    }
  } catch {
    // No file, or a broken one: no server to talk to.
  }
  return undefined;
};

export const removeOpsFile = (dataDir: string) => rm(opsFilePath(dataDir), { force: true });

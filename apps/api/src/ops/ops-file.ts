import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from '@prime/contract';

const opsFileSchema = z.object({
  pid: z.number(),
  url: z.string(),
  token: z.string(),
  /** The database the server uses (`databaseIdentity`), which a command must name too. */
  database: z.string(),
});

/** What a running server leaves in DATA_DIR so `npm run ops` can reach it. */
export type OpsFile = z.infer<typeof opsFileSchema>;

const OPS_FILE = 'ops.json';

export const opsFilePath = (dataDir: string) => path.join(dataDir, OPS_FILE);

/** Written with mode 0600: the token is an operator credential. */
export const writeOpsFile = (dataDir: string, file: OpsFile) =>
  writeFile(opsFilePath(dataDir), JSON.stringify(file), { mode: 0o600 });

export const readOpsFile = async (dataDir: string): Promise<OpsFile | undefined> => {
  try {
    const parsed = opsFileSchema.safeParse(
      JSON.parse(await readFile(opsFilePath(dataDir), 'utf8')),
    );
    if (parsed.success) return parsed.data;
  } catch {
    // No file, or a broken one: no server to talk to.
  }
  return undefined;
};

export const removeOpsFile = (dataDir: string) => rm(opsFilePath(dataDir), { force: true });

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where document files live. Keys are random names made by the documents service, never a
 * player's file name; the files are only ever read back through an authorised route.
 */
export type DocumentStore = {
  /** Stores new bytes under a key no file has yet (an existing key is an error). */
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The bytes of a key, or undefined when there is no such file. */
  read: (key: string) => Promise<Buffer | undefined>;
  /** Removes a file; a missing one is not an error. */
  remove: (key: string) => Promise<void>;
};

/** A key as the service makes it: a UUID and an extension. Anything else is refused. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|pdf)$/;

/**
 * Files in a folder of the server's disk (DOCUMENTS_DIR, under DATA_DIR by default), outside
 * the built site, readable by the server's user only, spread over 256 subfolders. Instances
 * behind a load balancer need the folder on a shared volume (or a store of their own kind).
 */
export const createDiskStore = (root: string): DocumentStore => {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('Not a document storage key.');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    put: async (key, bytes) => {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
    },
    read: async (key) => {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: async (key) => rm(fileOf(key), { force: true }),
  };
};

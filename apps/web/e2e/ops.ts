import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `npm run ops -- <args>` against the server under test, as an operator would. */
export const runOps = async (...args: string[]): Promise<string> => {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env['PRIME_E2E_DATA_DIR'] },
  });
  return stdout;
};

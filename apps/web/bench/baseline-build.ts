import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The player site the current one is compared with: main just before the operator console was
 * merged (`8d0ed39`), so a console that leaked into the player's bundle shows as growth.
 * `BENCH_WEB_BASELINE` names another commit, or `none` to measure the current site only.
 */
export const DEFAULT_BASELINE = 'fcb9d8b';

const cacheRoot = () =>
  path.join(process.env['XDG_CACHE_HOME'] ?? path.join(homedir(), '.cache'), 'prime-bench');

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });

/**
 * The built tree of `ref` (its files from `git archive`, `npm ci` and `npm run build`), kept in
 * a cache folder by commit so later runs reuse it. Returns its root, which
 * `startBuiltServer` serves as it serves the current tree.
 */
export const builtBaseline = (ref: string): { root: string; commit: string } => {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  const root = path.join(cacheRoot(), `web-${commit.slice(0, 12)}`);
  const done = path.join(root, '.built');
  if (existsSync(done)) return { root, commit };

  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  console.log(`Building the baseline ${commit.slice(0, 12)} in ${root} (once; cached)`);
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${root}'`], { cwd: repoRoot });
  run('npm', ['ci', '--no-audit', '--no-fund'], root);
  run('npm', ['run', 'build'], root);
  run('touch', [done], root);
  return { root, commit };
};

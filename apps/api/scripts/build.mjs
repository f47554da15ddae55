// Bundles the server and the operator command into dist/, next to the SQL migrations they run.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
// Installed packages stay external (native modules, WASM); the workspace contract is bundled in.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@prime/'));

await rm(new URL('dist', root), { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', root).pathname,
  entryPoints: { server: 'src/server.ts', ops: 'src/ops/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations', root), new URL('dist/migrations', root), { recursive: true });

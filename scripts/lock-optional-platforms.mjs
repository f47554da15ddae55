// Records in package-lock.json the platform packages (other operating systems and CPUs) that a
// registry mirror without them leaves out, so `npm ci` accepts the lock everywhere. Each entry is
// marked optional with its os/cpu, so npm skips it on other platforms without fetching it.
// Run after `npm install` changes the lock: `node scripts/lock-optional-platforms.mjs`.
import { readFile, writeFile } from 'node:fs/promises';

const LOCK = new URL('../package-lock.json', import.meta.url);
const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'win32',
  'wasm32',
  'netbsd',
  'sunos',
  'aix',
];
const CPU = [
  'arm64',
  'arm',
  'x64',
  'ia32',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'mips64el',
  'wasm32',
];

/** `@rollup/rollup-linux-arm64-musl` -> { os: ['linux'], cpu: ['arm64'], libc: ['musl'] } */
const platformOf = (name) => {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') && os === 'linux'
      ? 'glibc'
      : undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  };
};

const lock = JSON.parse(await readFile(LOCK, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolution as Node does it: the package's own node_modules, then each parent folder up.
    const base = path === '' ? '' : `${path}/`;
    const candidates = [`${base}node_modules/${name}`];
    let folder = path;
    while (folder.includes('node_modules/')) {
      folder = folder.slice(0, folder.lastIndexOf('node_modules/')).replace(/\/$/, '');
      candidates.push(`${folder ? `${folder}/` : ''}node_modules/${name}`);
    }
    if (candidates.some((candidate) => packages[candidate])) continue;
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
await writeFile(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform packages recorded`);

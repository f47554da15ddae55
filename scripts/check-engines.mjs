// Checks that every package in package-lock.json accepts each Node version the root
// package.json's `engines.node` accepts, so an install on any supported Node (20 and 24 are
// tested) prints no EBADENGINE and no dependency needs a newer Node than the project says.
// Run after `npm install` changes the lock: `npm run check:engines`.
import { readFile } from 'node:fs/promises';
import semver from 'semver';

const read = async (file) => JSON.parse(await readFile(new URL(file, import.meta.url), 'utf8'));

const root = await read('../package.json');
const lock = await read('../package-lock.json');
const supported = root.engines?.node;
if (!semver.validRange(supported)) {
  throw new Error(`package.json: engines.node is not a semver range: ${supported}`);
}

const refusing = [];
let checked = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  const range = entry.engines?.node;
  if (path === '' || range === undefined) continue;
  checked += 1;
  if (!semver.validRange(range) || !semver.subset(supported, range)) {
    const name = path.includes('node_modules/')
      ? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
      : (entry.name ?? path);
    refusing.push(`  ${name}@${entry.version} (${path}): engines.node "${range}"`);
  }
}

if (refusing.length > 0) {
  console.error(`Packages whose engines.node does not accept all of "${supported}":`);
  console.error(refusing.join('\n'));
  process.exit(1);
}
console.log(`engines: all ${checked} packages that declare engines.node accept "${supported}"`);

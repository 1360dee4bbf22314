// `npm run samples:toolchains`: installs gofmt and python3 for the request samples' checks when they are missing
// (docs/testing.md#toolchains-for-request-samples); a step of its own so that running a test never installs anything.
import { execFileSync } from 'node:child_process';
import { findSampleToolchains } from './sample-toolchains.build';

const missing = Object.entries(findSampleToolchains())
  .filter(([, path]) => path === null)
  .map(([tool]) => tool);
if (missing.length > 0) {
  const packages = missing.map((tool) => (tool === 'gofmt' ? 'golang-go' : 'python3'));
  if (process.getuid?.() !== 0)
    throw new Error(`Request samples are checked with ${missing.join(' and ')}: install ${packages.join(' and ')}.`);
  console.log(`samples: installing ${packages.join(', ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}
const found = findSampleToolchains();
console.log(`samples: gofmt ${found.gofmt}, python3 ${found.python3}`);

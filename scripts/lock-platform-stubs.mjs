// Adds lockfile entries for optional platform binaries this machine's npm registry does not serve: without them `npm ci`
// reports the lock out of sync ("Missing: @next/swc-darwin-arm64"). Each stub names its platform, so npm skips it here.
//   node scripts/lock-platform-stubs.mjs   (after `npm install <pkg>`)
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

/** Package names that spell the platform differently from Node's `process.platform`. */
/** @type {Record<string, string>} */
const OS_ALIASES = { windows: 'win32', win: 'win32', macos: 'darwin', mac: 'darwin' };

/**
 * @param {string} name
 * @returns {{ os: string; cpu: string; libc: string | null } | null}
 */
function platformOf(name) {
  const parts =
    name
      .split('/')
      .at(-1)
      ?.split('-')
      .map((part) => OS_ALIASES[part] ?? part) ?? [];
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!os || !cpu) return null;
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.some((p) => p.startsWith('gnu')) ? 'glibc' : null;
  return { os, cpu, libc };
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    const version = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(spec) ? spec : spec.replace(/^[\^~>=\s]+/, '');
    if (!platform || !/^\d/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: added ${added} entries`);

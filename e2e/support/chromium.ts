// The Chromium the e2e suite (and bench/) launches. Finding it has no side effects, so loading the
// Playwright config never installs anything; `npm run e2e:browser` (a named step of `npm test`)
// installs one when none is there: CHROMIUM_PATH, else /usr/bin/chromium, else Debian's package (as
// root), else Playwright's own download.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** The executable to launch, or undefined to use Playwright's managed browser. Installs nothing. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points to a missing file: ${configured}`);
    return configured;
  }
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/** Like findChromium, but installs a Chromium first when there is none. */
export function ensureChromium(): string | undefined {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('e2e: installing Debian chromium (apt-get)…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  console.log('e2e: installing Playwright chromium…');
  run('npx', ['playwright', 'install', 'chromium']);
  return undefined;
}

/** Flags for a quiet, offline, container-friendly headless Chromium. */
export function chromiumArgs(): string[] {
  const args = ['--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run'];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return args;
}

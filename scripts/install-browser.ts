// `npm run e2e:browser`: makes sure the end-to-end suite has a Chromium to launch, installing one
// when there is none (CHROMIUM_PATH, else /usr/bin/chromium, else Debian's package as root, else
// Playwright's own download). A named step of `npm test`, so that loading the Playwright config
// never installs anything.
import { ensureChromium } from '../e2e/support/chromium';

const executable = ensureChromium();
console.log(`e2e: Chromium ${executable ?? "(Playwright's managed download)"}`);

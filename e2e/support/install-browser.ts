// `npm run e2e:browser`: makes sure the e2e suite has a Chromium, installing one if needed (docs/testing.md#chromium).
// A named step of `npm test`, so that loading the Playwright config never installs anything.
import { ensureChromium } from './chromium';

const executable = ensureChromium();
console.log(`e2e: Chromium ${executable ?? "(Playwright's managed download)"}`);

// Build step before `next build`: the message catalogue report. Keys a locale lacks are a warning
// (lookup falls back to en); a key en lacks fails the build (nothing would be left to fall back to).
import { catalogueReport } from '../src/i18n/catalogue-report.build';
import { CATALOGUES } from '../src/i18n/catalogues';
import { DEFAULT_LOCALE } from '../src/i18n/locales';

const report = catalogueReport(CATALOGUES, DEFAULT_LOCALE);
const total = Object.keys(CATALOGUES[DEFAULT_LOCALE]).length;
for (const [locale, keys] of Object.entries(report.missing)) {
  if (keys.length > 0) console.warn(`messages: warning: ${locale} lacks ${keys.length} of ${total} keys (shown in en): ${keys.join(', ')}`);
}
if (report.missingInDefault.length > 0) {
  console.error(
    `messages: ${DEFAULT_LOCALE} has no text for ${report.missingInDefault.join(', ')}: add it to src/i18n/messages/${DEFAULT_LOCALE}.json`,
  );
  process.exit(1);
}
const complete = Object.values(report.missing).filter((keys) => keys.length === 0).length;
console.log(`messages: ${total} keys; ${complete} of ${Object.keys(report.missing).length} locales complete`);

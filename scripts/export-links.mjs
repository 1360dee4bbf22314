// Preloaded into `next build` by `npm run build:static` (node --import): the export's copies of
// prerendered pages become hard links (src/hosting/export-links.mjs). Next's workers load it too and
// copy nothing, so only the process that copied says how many files it linked.
import fs from 'node:fs';
import { linkExportCopies, PRERENDERED_DIR, STATIC_EXPORT_DIR } from '../src/hosting/export-links.mjs';

const counts = linkExportCopies(fs.promises, { from: PRERENDERED_DIR, to: STATIC_EXPORT_DIR });
process.on('exit', () => {
  if (counts.linked() + counts.copied() === 0) return;
  console.log(`export links: ${counts.linked()} prerendered files linked into out/, ${counts.copied()} copied`);
});

// The API's history as every page shows it (server only, at build): computed from the OpenAPI
// releases, each change linked to the changelog entries of its release's date.
import { existsSync } from 'node:fs';
import { type ApiHistory, linkedHistory } from '../api-reference/api-history';
import { loadReleases, RELEASES_DIR } from '../api-reference/load-openapi';
import { entryAnchor } from './changelog/changelog-model';
import { changelogEntries } from './changelog/changelog-source';

let history: Promise<ApiHistory> | undefined;
/** Once per process; empty when the site has no releases folder (docsPages decides the same way). */
export function apiChanges(): Promise<ApiHistory> {
  history ??= (async () => {
    if (!existsSync(RELEASES_DIR)) return { since: null, changes: [], operations: [] };
    const entries = changelogEntries().map((entry) => ({ date: entry.date, url: `/changelog#${entryAnchor(entry)}`, title: entry.title }));
    return linkedHistory(await loadReleases(), entries);
  })();
  return history;
}

// `npm run check:api` (check-api-cli.build.ts): the promise of content/docs/versioning.mdx as a check.
// The working document is compared with the latest release, and each release with the one before:
// a change that breaks a correct client fails, unless it removes what was deprecated at least six
// months before.
import { type ApiChange, apiHistory, brokenPromises, releaseChanges } from './api-history';
import { loadOpenApi, loadReleases, OPENAPI_FILE, RELEASES_DIR } from './load-openapi';

export type ApiCheck = {
  /** The working document's changes since the latest release, dated `today`. */
  unreleased: ApiChange[];
  /** The changes, released or not, that break the promise. */
  broken: ApiChange[];
};

export async function checkApi({
  document = OPENAPI_FILE,
  releases = RELEASES_DIR,
  today = new Date().toISOString().slice(0, 10),
} = {}): Promise<ApiCheck> {
  const released = await loadReleases(releases, { validate: true });
  const latest = released.at(-1);
  if (!latest) throw new Error(`No OpenAPI release in ${releases}`);
  const history = apiHistory(released);
  const unreleased = releaseChanges(latest.doc, (await loadOpenApi(document)).resolved, today);
  const all = [...history, ...unreleased];
  return { unreleased, broken: brokenPromises(all, all) };
}

/** One line per change: `2026-08-03 POST /webhooks/{webhook_id} (updateWebhook): Request field `url` removed.` */
export const changeLine = (change: ApiChange) =>
  `${change.date} ${change.webhook ? `webhook ${change.path}` : `${change.method.toUpperCase()} ${change.path} (${change.operation})`}: ${change.summary}`;

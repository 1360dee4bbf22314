// What a reader types into search stays in the browser (docs/contract.md 'Search'): the dialog keeps its
// query in the address (?q=), but no analytics event's url or referrer and no error report (url,
// breadcrumbs, spans) carries it, in any encoding. The one place a query goes out is the cleaned
// action_value of search_no_results.
import { expect } from '@playwright/test';
import { type Collector, pageViews, test } from './support/collector';
import { addConsentCookie, encodedFlags, flags } from './support/consent';
import { throwUncaught } from './support/uncaught-error';
import { envelopesOf, errorValue, eventsIn, ingestEnvelopes, recordTunnelPosts } from './peers/sentry-ingest-client';

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The text as sent and as any layer of URL or form decoding would read it. */
function readings(text: string): string[] {
  const all = [text];
  let current = text;
  for (let layer = 0; layer < 3; layer += 1) {
    const plus = current.replaceAll('+', ' ');
    try {
      current = decodeURIComponent(plus);
    } catch {
      current = plus.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
    all.push(current);
  }
  return all;
}

/** Waits until the collector holds a page view of `path`. */
const viewOf = (collector: Collector, path: string) =>
  collector.waitFor((all) => pageViews(all).some((event) => new URL(event.fields.url ?? '').pathname === path), `a page view of ${path}`);

test('a query pasted into search reaches neither the collector nor the ingest, through urls, referrers or error reports', async ({
  page,
  collector,
  baseURL,
}) => {
  const id = newId();
  const email = `reader.${id}@example.com`;
  const token = `tsr_pat_${id}8f3kd93kdl39dk3kd93`;
  const collectorBodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/com.snowplowanalytics.snowplow/')) collectorBodies.push(request.postData() ?? '');
  });
  const posts = recordTunnelPosts(page);
  // Everything accepted, statistics included: page views, traces and error reports all run.
  await addConsentCookie(page, baseURL, encodedFlags(flags(true)));
  await page.goto('/docs/errors');
  await viewOf(collector, '/docs/errors');

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search the docs' }).fill(`webhooks ${email} ${token}`);
  await expect(page.getByRole('status').filter({ hasText: /No results|results?/ })).toBeVisible();
  await expect(page).toHaveURL(/\?q=webhooks/);
  // An error while the query is in the address: its url and breadcrumbs would name it.
  await throwUncaught(page, `with query ${id}`);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Authentication', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/authentication$/);
  await throwUncaught(page, `after query ${id}`);

  // What there is to look through has arrived: the page view after the search, and both errors.
  const events = await viewOf(collector, '/docs/authentication');
  await expect
    .poll(async () => eventsIn(await ingestEnvelopes()).filter((event) => errorValue(event).endsWith(`query ${id}`)).length)
    .toBe(2);
  const received = (await ingestEnvelopes()).filter((envelope) => JSON.stringify(envelope).includes(id));

  // The addresses sent are the pages', without the query.
  const sentUrls = events.flatMap((event) => [event.fields.url, event.fields.refr]).filter(Boolean);
  expect(sentUrls.length).toBeGreaterThan(0);
  for (const url of sentUrls) expect(new URL(url ?? '').search).toBe('');
  const arrival = pageViews(events).find((event) => new URL(event.fields.url ?? '').pathname === '/docs/authentication');
  expect(arrival?.fields.refr).toBe(`${baseURL}/docs/errors`);

  const haystacks = {
    'collector events': JSON.stringify(await collector.events()),
    'collector requests': collectorBodies.join('\n'),
    'tunnel posts': JSON.stringify(envelopesOf(posts)),
    'ingest envelopes': JSON.stringify(received),
  };
  for (const [where, text] of Object.entries(haystacks)) {
    for (const reading of readings(text)) {
      expect(reading, `${where} carry the e-mail address`).not.toContain(email);
      expect(reading, `${where} carry the token`).not.toContain(token);
      expect(reading, `${where} carry the query`).not.toContain('q=webhooks');
    }
  }
});

// What a reader types into search stays in the browser (docs/contract.md 'Search'): the dialog keeps its
// query in the address (?q=), but no analytics event's url or referrer and no error report (url,
// breadcrumbs, spans) carries it, in any encoding. A query goes out only cleaned, as the action_value
// of a search page action. Each way a search can end is tried with an e-mail address and a token typed.
import { expect, type Page } from '@playwright/test';
import { type Collector, type CollectedEvent, pageViews, selfDescribing, test } from './support/collector';
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

const pathOf = (event: CollectedEvent) => new URL(event.fields.url ?? '').pathname;

/** Waits until the collector holds a page view of a path `wanted` accepts. */
const viewOf = (collector: Collector, wanted: (path: string) => boolean, what: string) =>
  collector.waitFor((all) => pageViews(all).some((event) => wanted(pathOf(event))), `a page view of ${what}`);

const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

/** The ways a search ends, each leaving the reader somewhere: what the collector then holds as the search's page action. */
const endings: { name: string; end: (page: Page) => Promise<void>; submitted: boolean }[] = [
  { name: 'Enter on a result', submitted: true, end: (page) => page.keyboard.press('Enter') },
  { name: 'a click on a result', submitted: true, end: (page) => results(page).getByRole('option').first().click() },
  { name: 'Escape', submitted: false, end: (page) => page.keyboard.press('Escape') },
  {
    name: 'following a link afterwards',
    submitted: false,
    end: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Authentication', exact: true }).first().click();
      await expect(page).toHaveURL(/\/docs\/authentication$/);
    },
  },
];

for (const ending of endings) {
  test(`a query with an address and a token, ended by ${ending.name}, reaches neither the collector nor the ingest but cleaned`, async ({
    page,
    collector,
    baseURL,
  }) => {
    const id = newId();
    const email = `reader.${id}@example.com`;
    const token = `tok_${id}abcdef1234567890`;
    const collectorBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/com.snowplowanalytics.snowplow/')) collectorBodies.push(request.postData() ?? '');
    });
    const posts = recordTunnelPosts(page);
    // Everything accepted, statistics included: page views, traces and error reports all run.
    await addConsentCookie(page, baseURL, encodedFlags(flags(true)));
    await page.goto('/docs/errors');
    await viewOf(collector, (path) => path === '/docs/errors', '/docs/errors');

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search the docs' }).fill(`webhooks ${email} ${token}`);
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await expect(page).toHaveURL(/\?q=webhooks/);
    // An error while the query is in the address: its url and breadcrumbs would name it.
    await throwUncaught(page, `with query ${id}`);
    await ending.end(page);
    await expect(page).not.toHaveURL(/[?&]q=/);
    await throwUncaught(page, `after query ${id}`);

    // What there is to look through has arrived: the search's page action, a page view after a move, both errors.
    const moved = ending.name !== 'Escape';
    if (moved) await viewOf(collector, (path) => path !== '/docs/errors', 'the page the search led to');
    const events = ending.submitted
      ? await collector.waitFor((all) => selfDescribing(all, 'page_action').length > 0, 'the search page action')
      : await collector.events();
    await expect
      .poll(async () => eventsIn(await ingestEnvelopes()).filter((event) => errorValue(event).endsWith(`query ${id}`)).length)
      .toBe(2);
    const received = (await ingestEnvelopes()).filter((envelope) => JSON.stringify(envelope).includes(id));

    // The query went out only cleaned, and only when the reader followed it to a result.
    expect(selfDescribing(events, 'page_action').map((event) => event.unstruct?.data)).toEqual(
      ending.submitted ? [{ action_name: 'search_submitted', action_value: 'webhooks' }] : [],
    );
    // The addresses sent are the pages', without the query; the referrer after a move is the page searched from.
    const sentUrls = events.flatMap((event) => [event.fields.url, event.fields.refr]).filter(Boolean);
    expect(sentUrls.length).toBeGreaterThan(0);
    for (const url of sentUrls) expect(new URL(url ?? '').search).toBe('');
    if (moved) {
      const arrival = pageViews(events).find((event) => pathOf(event) !== '/docs/errors');
      expect(arrival?.fields.refr).toBe(`${baseURL}/docs/errors`);
    }

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
}

// The loopback Snowplow collector (e2e/peers) as a fixture. Each test browses in its own browser with
// its own user agent, so it sees only its own events and can make the collector fail for itself alone
// while tests run in parallel. Also: what a page sends to the collector and whether the tracker's code
// was downloaded.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CollectedEvent } from '../peers/tracker-protocol';

export const COLLECTOR_URL = `http://127.0.0.1:${process.env.E2E_COLLECTOR_PORT}`;
/** A string only the tracker's code contains (the envelope of every POST body). */
const TRACKER_SIGNATURE = 'iglu:com.snowplowanalytics.snowplow/payload_data';

export type { CollectedEvent };

export class Collector {
  constructor(
    private readonly request: APIRequestContext,
    readonly agent: string,
  ) {}

  private url(path: string, params: Record<string, string> = {}) {
    return `${COLLECTOR_URL}/control/${path}?${new URLSearchParams({ agent: this.agent, ...params })}`;
  }

  private async state(): Promise<{ events: CollectedEvent[]; rejected: unknown[] }> {
    const response = await this.request.get(this.url('events'));
    expect(response.ok()).toBe(true);
    return response.json();
  }

  /** Everything this test's browser has sent, in the order the collector accepted it. */
  async events(): Promise<CollectedEvent[]> {
    return (await this.state()).events;
  }

  /** How many requests the collector refused (503 while failing on demand). */
  async rejectedCount(): Promise<number> {
    return (await this.state()).rejected.length;
  }

  async setFailing(on: boolean): Promise<void> {
    expect((await this.request.post(this.url('failing', { on: on ? '1' : '0' }))).ok()).toBe(true);
  }

  /** Polls until `done(events)` holds, then returns the events. */
  async waitFor(done: (events: CollectedEvent[]) => boolean, message: string, timeout = 10_000): Promise<CollectedEvent[]> {
    let events: CollectedEvent[] = [];
    await expect.poll(async () => done((events = await this.events())), { message, timeout }).toBe(true);
    return events;
  }
}

export const test = base.extend<{ agentMarker: string; collector: Collector }>({
  agentMarker: async ({}, provide, testInfo) => {
    await provide(`tessera-e2e/${testInfo.testId}.${testInfo.retry}.${testInfo.repeatEachIndex}`);
  },
  // The user agent is set on the command line, not per context: requests that outlive their page
  // (keepalive, as page stats on pagehide) leave from the browser process, which ignores overrides.
  context: async ({ playwright, launchOptions, baseURL, agentMarker }, provide) => {
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome Safari/537.36 ${agentMarker}`;
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--user-agent=${userAgent}`],
    });
    const context = await browser.newContext({ baseURL });
    await provide(context);
    await context.close();
    await browser.close();
  },
  collector: async ({ playwright, agentMarker }, provide) => {
    const request = await playwright.request.newContext();
    const collector = new Collector(request, agentMarker);
    await provide(collector);
    await collector.setFailing(false);
    await request.dispose();
  },
});

export const eventType = (type: 'pv' | 'pp' | 'ue') => (events: CollectedEvent[]) => events.filter((event) => event.fields.e === type);
export const pageViews = eventType('pv');
export const pagePings = eventType('pp');

/** Self-describing events whose schema is `…/<name>/jsonschema/1-0-0`. */
export function selfDescribing(events: CollectedEvent[], name: 'page_stats' | 'page_action'): CollectedEvent[] {
  return eventType('ue')(events).filter((event) => event.unstruct?.schema.endsWith(`/${name}/jsonschema/1-0-0`));
}

/** Watches a page from now on: requests to the collector, and whether any script carried tracker code. */
export function watchAnalyticsTraffic(page: Page) {
  const collectorRequests: string[] = [];
  const scriptUrls = new Set<string>();
  page.on('request', (request) => {
    if (request.url().startsWith(COLLECTOR_URL)) collectorRequests.push(`${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scriptUrls.add(response.url());
  });
  return {
    collectorRequests,
    /**
     * Whether a script with the tracker's code has been downloaded so far. The scripts are fetched
     * again by URL (static, content-hashed files): a response body may be gone with its document.
     */
    trackerDownloaded: async () => {
      for (const url of scriptUrls) {
        if ((await (await page.context().request.get(url)).text()).includes(TRACKER_SIGNATURE)) return true;
      }
      return false;
    },
  };
}

/** The names of the tracker's cookies (`_sp_id.*`, `_sp_ses.*`) in the page's context. */
export async function trackerCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_sp_'));
}

/** localStorage keys of the current page's origin. */
export function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}

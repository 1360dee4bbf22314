// The tests' side of the loopback Sentry ingest (its control API), and a recorder for the envelopes a
// page posts to the tunnel, decoded the same way, so tests can read events and spans from either end.
import type { Page } from '@playwright/test';
import { itemJson, parseEnvelope, type JsonObject } from '../../src/monitoring/envelope';
import type { IngestMode, ReceivedEnvelope } from './sentry-ingest-types';

export const INGEST_PROJECT = '1';
export const TUNNEL_PATH = '/monitoring';

export const ingestPort = () => Number(process.env.E2E_INGEST_PORT);
export const ingestOrigin = () => `http://127.0.0.1:${ingestPort()}`;
/** The DSN the e2e build is configured with (playwright.config.ts). */
export const ingestDsn = () => `http://publickey@127.0.0.1:${ingestPort()}/${INGEST_PROJECT}`;

export async function ingestEnvelopes(): Promise<ReceivedEnvelope[]> {
  const response = await fetch(`${ingestOrigin()}/control/envelopes`);
  return (await response.json()) as ReceivedEnvelope[];
}

/** Sets how the ingest answers envelopes that contain `marker` (a test's run id); others are taken as usual. */
export async function setIngestMode(mode: IngestMode, marker: string): Promise<void> {
  const query = new URLSearchParams({ set: mode, for: marker });
  const response = await fetch(`${ingestOrigin()}/control/mode?${query}`, { method: 'POST' });
  if (!response.ok) throw new Error(`ingest refused mode ${mode}: ${response.status}`);
}

export type DecodedEnvelope = { header: JsonObject; items: { header: JsonObject & { type: string }; payload: unknown }[] };

/** The parts of an error event the tests read. */
export type SentEvent = {
  event_id?: string;
  release?: string;
  environment?: string;
  user?: unknown;
  tags?: Record<string, string>;
  request?: { url?: string; headers?: Record<string, string>; cookies?: unknown };
  contexts?: { trace?: { trace_id?: string }; nextjs?: { request_path?: string; route_type?: string } };
  exception?: {
    values?: {
      type?: string;
      value?: string;
      mechanism?: { handled?: boolean; type?: string };
      stacktrace?: {
        frames?: { filename?: string; abs_path?: string; function?: string; lineno?: number; colno?: number; in_app?: boolean }[];
      };
    }[];
  };
};

/** A streamed span as it travels (attributes are `{ value, type }`). */
export type SentSpan = {
  trace_id: string;
  span_id: string;
  name: string;
  is_segment: boolean;
  attributes: Record<string, { value: unknown } | undefined>;
};

export const eventsIn = (envelopes: DecodedEnvelope[]): SentEvent[] =>
  envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload as SentEvent));

export const spansIn = (envelopes: DecodedEnvelope[]): SentSpan[] =>
  envelopes.flatMap((envelope) =>
    envelope.items.filter((item) => item.header.type === 'span').flatMap((item) => (item.payload as { items: SentSpan[] }).items),
  );

export const attribute = (span: SentSpan, name: string): unknown => span.attributes[name]?.value;

/** The message of an event's first exception. */
export const errorValue = (event: SentEvent): string => event.exception?.values?.[0]?.value ?? '';

export type TunnelPost = { url: URL; envelope: DecodedEnvelope; malformed?: string };

/** Records every envelope the page posts to the tunnel, decoded, in the order the page sent them. */
export function recordTunnelPosts(page: Page): TunnelPost[] {
  const posts: TunnelPost[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const body = request.postDataBuffer();
    if (request.method() !== 'POST' || url.pathname !== TUNNEL_PATH || !body) return;
    const parsed = parseEnvelope(body);
    if (!parsed.ok) {
      posts.push({ url, envelope: { header: {}, items: [] }, malformed: parsed.reason });
      return;
    }
    const { header, items } = parsed.envelope;
    posts.push({ url, envelope: { header, items: items.map((item) => ({ header: item.header, payload: itemJson(item) })) } });
  });
  return posts;
}

export const envelopesOf = (posts: TunnelPost[]) => posts.map((post) => post.envelope);

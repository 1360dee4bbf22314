// Sentry envelopes (pure): newline-delimited JSON — a header line, then item header and payload pairs;
// a payload is the byte count its header's `length` gives, or else one JSON line. Used by the tunnel to
// validate what it forwards, and by the e2e ingest and tests to read and write envelopes. Written by
// @sentry/core; read by our own parser, which refuses what @sentry/core's would misread or let through.
import { createEnvelope, serializeEnvelope as writeSentryEnvelope, type Envelope as SentryEnvelope } from '@sentry/core';

export type JsonObject = { [key: string]: unknown };
export type EnvelopeItem = { header: JsonObject & { type: string }; payload: Uint8Array };
export type Envelope = { header: JsonObject; items: EnvelopeItem[] };
export type EnvelopeParse = { ok: true; envelope: Envelope } | { ok: false; reason: string };

const NEWLINE = 0x0a;
const decoder = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
}

/** Parses envelope bytes; anything that is not a well-formed envelope with at least one item is refused with a reason. */
export function parseEnvelope(bytes: Uint8Array): EnvelopeParse {
  let position = 0;
  const readLine = () => {
    const end = bytes.indexOf(NEWLINE, position);
    const line = bytes.subarray(position, end === -1 ? bytes.length : end);
    position = end === -1 ? bytes.length : end + 1;
    return line;
  };

  const header = parseJson(readLine());
  if (!isObject(header)) return { ok: false, reason: 'envelope header is not a JSON object' };
  const items: EnvelopeItem[] = [];
  while (position < bytes.length) {
    const itemHeader = parseJson(readLine());
    if (!isObject(itemHeader) || typeof itemHeader.type !== 'string' || itemHeader.type === '') {
      return { ok: false, reason: `item ${items.length + 1} header is not a JSON object with a type` };
    }
    const { length } = itemHeader;
    let payload: Uint8Array;
    if (length === undefined) {
      if (position >= bytes.length) return { ok: false, reason: `item ${items.length + 1} has no payload` };
      payload = readLine();
      if (parseJson(payload) === undefined) return { ok: false, reason: `item ${items.length + 1} payload is not JSON` };
    } else {
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || position + length > bytes.length) {
        return { ok: false, reason: `item ${items.length + 1} length does not fit the envelope` };
      }
      payload = bytes.subarray(position, position + length);
      position += length;
      if (position < bytes.length && bytes[position] !== NEWLINE) {
        return { ok: false, reason: `item ${items.length + 1} payload is longer than its length` };
      }
      position += 1;
    }
    items.push({ header: itemHeader as EnvelopeItem['header'], payload });
  }
  if (items.length === 0) return { ok: false, reason: 'envelope has no items' };
  return { ok: true, envelope: { header, items } };
}

/** The payload as JSON, or null for binary payloads (attachments, replays). */
export function itemJson(item: EnvelopeItem): unknown {
  return parseJson(item.payload) ?? null;
}

export type EnvelopeDraft = {
  header: JsonObject;
  /** An object payload is written as one JSON line, bytes as they are. */
  items: { header: JsonObject & { type: string }; payload: JsonObject | Uint8Array }[];
};

/** Writes an envelope; byte payloads get their `length`. */
export function serializeEnvelope(draft: EnvelopeDraft): Uint8Array<ArrayBuffer> {
  const items = draft.items.map(({ header, payload }) =>
    payload instanceof Uint8Array ? [{ ...header, length: payload.length }, payload] : [header, payload],
  );
  // Sentry's types name only the item types its SDKs send; the tunnel passes on any, and the writer does not look.
  const written = writeSentryEnvelope(createEnvelope<SentryEnvelope>(draft.header as SentryEnvelope[0], items as SentryEnvelope[1]));
  // (Its byte output is one buffer it allocates, so backed by an ArrayBuffer, as fetch wants.)
  return typeof written === 'string' ? encoder.encode(written) : (written as Uint8Array<ArrayBuffer>);
}

// Decodes Snowplow tracker-protocol POST bodies (tp2) into events, as a collector and enrich would.
// Pure; shared by the loopback collector (to store events) and the specs (for the types).

/** `iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-x`: the envelope of a POST body. */
const PAYLOAD_DATA = /^iglu:com\.snowplowanalytics\.snowplow\/payload_data\/jsonschema\/1-0-\d+$/;
const UNSTRUCT_EVENT = /^iglu:com\.snowplowanalytics\.snowplow\/unstruct_event\/jsonschema\/1-0-\d+$/;
const CONTEXTS = /^iglu:com\.snowplowanalytics\.snowplow\/contexts\/jsonschema\/1-0-\d+$/;

export type SelfDescribingJson = { schema: string; data: unknown };

export type TrackerEvent = {
  /** The flat fields as sent: e (pv, pp, ue…), eid, tna, aid, url, page, dtm, sid, duid… */
  fields: Record<string, string>;
  /** For `e=ue`: the self-describing event inside `ue_pr` / `ue_px`. */
  unstruct: SelfDescribingJson | null;
  /** The entities of `co` / `cx`. */
  contexts: SelfDescribingJson[];
};

/** An event as the loopback collector stores it: decoded, with what its request carried. */
export type CollectedEvent = TrackerEvent & {
  receivedAt: number;
  userAgent: string;
  /** The `SP-Anonymous` request header (`*` asks the pipeline to drop the IP address). */
  anonymous: string | null;
  /** Whether the request carried cookies (the tracker should omit credentials). */
  withCookies: boolean;
};

export class ProtocolError extends Error {}

function isSelfDescribing(value: unknown): value is SelfDescribingJson {
  return typeof value === 'object' && value !== null && typeof (value as { schema?: unknown }).schema === 'string';
}

/** JSON from a plain (`ue_pr`, `co`) or base64url (`ue_px`, `cx`) field. */
function jsonField(fields: Record<string, string>, plain: string, encoded: string): unknown {
  const raw = fields[plain] ?? (fields[encoded] === undefined ? undefined : Buffer.from(fields[encoded], 'base64url').toString('utf8'));
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ProtocolError(`${plain}/${encoded} is not JSON`);
  }
}

function decodeEvent(value: unknown): TrackerEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ProtocolError('an event is not an object');
  const fields = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(fields)) {
    if (typeof field !== 'string') throw new ProtocolError(`field ${key} is not a string`);
  }
  const strings = fields as Record<string, string>;
  if (!strings.e) throw new ProtocolError('an event has no e (event type)');

  let unstruct: SelfDescribingJson | null = null;
  const ue = jsonField(strings, 'ue_pr', 'ue_px');
  if (ue !== undefined) {
    if (!isSelfDescribing(ue) || !UNSTRUCT_EVENT.test(ue.schema) || !isSelfDescribing(ue.data)) {
      throw new ProtocolError('ue_pr is not an unstruct_event');
    }
    unstruct = ue.data;
  }
  const co = jsonField(strings, 'co', 'cx');
  let contexts: SelfDescribingJson[] = [];
  if (co !== undefined) {
    if (!isSelfDescribing(co) || !CONTEXTS.test(co.schema) || !Array.isArray(co.data)) throw new ProtocolError('co is not contexts');
    contexts = co.data.filter(isSelfDescribing);
  }
  return { fields: strings, unstruct, contexts };
}

/** The events of a tp2 POST body; throws ProtocolError for anything a collector would reject. */
export function decodePayload(body: string): TrackerEvent[] {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    throw new ProtocolError('body is not JSON');
  }
  if (!isSelfDescribing(payload) || !PAYLOAD_DATA.test(payload.schema) || !Array.isArray(payload.data)) {
    throw new ProtocolError('body is not payload_data');
  }
  return payload.data.map(decodeEvent);
}

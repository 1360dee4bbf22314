// What the loopback ingest's control API answers with (shared by the ingest and the tests).
import type { JsonObject } from '../../src/monitoring/envelope';

export type IngestMode = 'up' | 'down' | 'slow';

export type ReceivedItem = {
  header: JsonObject & { type: string };
  /** The payload as JSON, or null for a binary payload. */
  payload: unknown;
  size: number;
};

export type ReceivedEnvelope = {
  id: number;
  receivedAt: string;
  /** Project id from the request path /api/<project>/envelope/. */
  project: string;
  query: Record<string, string>;
  /** Request headers as the ingest saw them (lower-case names). */
  headers: Record<string, string>;
  header: JsonObject;
  items: ReceivedItem[];
};

// The self-describing events we send (pure): Iglu schema URIs and the event builders.
// The JSON Schemas themselves are in ./schemas; unit tests validate every built event against them.
import type { PageActionValue } from '../page-actions/page-actions';
import type { PageStats } from './page-stats';

export const IGLU_VENDOR = 'design.tessera';
export const PAGE_STATS_SCHEMA = `iglu:${IGLU_VENDOR}/page_stats/jsonschema/1-0-0`;
export const PAGE_ACTION_SCHEMA = `iglu:${IGLU_VENDOR}/page_action/jsonschema/1-0-0`;

/** Limits the schema sets, so a careless caller's value is cut rather than rejected by the pipeline. */
export const ACTION_NAME_MAX_LENGTH = 64;
export const ACTION_VALUE_MAX_LENGTH = 256;

export type SelfDescribingEvent<Data> = { schema: string; data: Data };
export type PageActionData = { action_name: string; action_value: PageActionValue };

export function pageStatsEvent(stats: PageStats): SelfDescribingEvent<PageStats> {
  return { schema: PAGE_STATS_SCHEMA, data: stats };
}

/** A page action, or null when the name is unusable. Values other than text or finite numbers become null. */
export function pageActionEvent(name: unknown, value: unknown): SelfDescribingEvent<PageActionData> | null {
  if (typeof name !== 'string') return null;
  const actionName = name.trim().slice(0, ACTION_NAME_MAX_LENGTH);
  if (!actionName) return null;
  let actionValue: PageActionValue = null;
  if (typeof value === 'string') actionValue = value.slice(0, ACTION_VALUE_MAX_LENGTH);
  else if (typeof value === 'number' && Number.isFinite(value)) actionValue = value;
  return { schema: PAGE_ACTION_SCHEMA, data: { action_name: actionName, action_value: actionValue } };
}

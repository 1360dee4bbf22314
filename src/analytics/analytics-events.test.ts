import { describe, expect, it } from 'vitest';
import {
  ACTION_NAME_MAX_LENGTH,
  ACTION_VALUE_MAX_LENGTH,
  PAGE_ACTION_SCHEMA,
  PAGE_STATS_SCHEMA,
  pageActionEvent,
  pageStatsEvent,
} from './analytics-events';
import { PAGE_ACTIONS } from '../page-actions/page-actions';
import { pageStats } from './page-stats';
import { IGLU_SCHEMAS, igluErrors, igluUri } from './schemas/iglu-validator';

describe('Iglu schemas', () => {
  it('are the two the contract names, under our vendor', () => {
    expect(IGLU_SCHEMAS.map(igluUri).sort()).toEqual([PAGE_ACTION_SCHEMA, PAGE_STATS_SCHEMA].sort());
    expect(PAGE_STATS_SCHEMA).toMatch(/\/page_stats\/jsonschema\/1-0-0$/);
    expect(PAGE_ACTION_SCHEMA).toMatch(/\/page_action\/jsonschema\/1-0-0$/);
  });

  it('reject what the contract forbids (so the validation below can fail)', () => {
    expect(
      igluErrors({ schema: PAGE_STATS_SCHEMA, data: { page_duration_minutes: 1.5, page_scrolled_percent: 101, bounce: 'no' } }),
    ).toHaveLength(3);
    expect(
      igluErrors({ schema: PAGE_STATS_SCHEMA, data: { page_duration_minutes: 1, page_scrolled_percent: 1, bounce: true, extra: 1 } }),
    ).toHaveLength(1);
    expect(igluErrors({ schema: PAGE_ACTION_SCHEMA, data: { action_name: '', action_value: {} } })).not.toEqual([]);
    expect(igluErrors({ schema: PAGE_ACTION_SCHEMA, data: { action_name: 'x' } })).not.toEqual([]);
    expect(igluErrors({ schema: 'iglu:design.tessera/unknown/jsonschema/1-0-0', data: {} })).not.toEqual([]);
  });
});

describe('page stats events', () => {
  const visit = { startedAtMs: 0, maxScrolledPercent: 0, interacted: false };
  it.each([
    [20_000, 0, false, false],
    [95_000, 100, true, false],
    [7_200_000, 37.5, false, true],
  ])('validate for %i ms, %d %% scrolled', (leftAtMs, maxScrolledPercent, interacted, furtherPageView) => {
    const stats = pageStats({ ...visit, maxScrolledPercent, interacted }, { leftAtMs, furtherPageView });
    expect(stats).not.toBeNull();
    if (stats) expect(igluErrors(pageStatsEvent(stats))).toEqual([]);
  });
});

describe('page action events', () => {
  it.each([
    [PAGE_ACTIONS.feedback, 'helpful'],
    [PAGE_ACTIONS.codeCopied, 'typescript'],
    [PAGE_ACTIONS.searchSubmitted, 'webhooks'],
    [PAGE_ACTIONS.themeChanged, 'dark'],
    [PAGE_ACTIONS.codeTabChosen, 'python'],
    [PAGE_ACTIONS.feedback, 4],
    [PAGE_ACTIONS.codeCopied, null],
  ])('%s %j validates', (name, value) => {
    const event = pageActionEvent(name, value);
    expect(event?.data).toEqual({ action_name: name, action_value: value });
    if (event) expect(igluErrors(event)).toEqual([]);
  });

  it('drops an unusable name', () => {
    for (const name of ['', '   ', undefined, null, 42, {}]) expect(pageActionEvent(name, 'x')).toBeNull();
  });

  it('turns values that are not text or finite numbers into null', () => {
    for (const value of [undefined, Number.NaN, Number.POSITIVE_INFINITY, true, { a: 1 }, ['x']]) {
      const event = pageActionEvent('feedback', value);
      expect(event?.data.action_value).toBeNull();
      if (event) expect(igluErrors(event)).toEqual([]);
    }
  });

  it('cuts long names and values to what the schema allows', () => {
    const event = pageActionEvent('n'.repeat(500), 'v'.repeat(5000));
    expect(event?.data.action_name).toHaveLength(ACTION_NAME_MAX_LENGTH);
    expect(event?.data.action_value).toHaveLength(ACTION_VALUE_MAX_LENGTH);
    if (event) expect(igluErrors(event)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { REPORTED_QUERY_MAX_CHARACTERS, reportedQuery } from './search-report';

describe('the query a search without results reports', () => {
  it('keeps what the reader looked for', () => {
    expect(reportedQuery('  webhook   retries ')).toBe('webhook retries');
    expect(reportedQuery('fk_8Jd2kLq9Zx node 12:34')).toBe('fk_8Jd2kLq9Zx node 12:34');
    expect(reportedQuery('internationalization-localization')).toBe('internationalization-localization');
  });

  it('removes e-mail addresses and token-like strings', () => {
    expect(reportedQuery('invite ada@example.com to team')).toBe('invite to team');
    expect(reportedQuery('tsr_pat_8f3kd93kdl39dk3kd93kd expired')).toBe('expired');
    expect(reportedQuery('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc123 401')).toBe('401');
    expect(reportedQuery('sk_live_51H8 ghp_abc and AKIAIOSFODNN7EXAMPLE')).toBe('and');
    expect(reportedQuery('sha 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe('sha');
  });

  it('is at most 100 characters, never splitting a character, and nothing when nothing is left', () => {
    expect(reportedQuery('word '.repeat(40))?.length).toBeLessThanOrEqual(REPORTED_QUERY_MAX_CHARACTERS);
    expect(reportedQuery('😀'.repeat(150))).toBe('😀'.repeat(REPORTED_QUERY_MAX_CHARACTERS));
    expect(reportedQuery('ada@example.com tsr_pat_8f3kd93kdl39dk3kd93kd')).toBeNull();
    expect(reportedQuery('   ')).toBeNull();
  });
});

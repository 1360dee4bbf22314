import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastCommitDates } from './last-modified';

describe('last commit dates from git log', () => {
  it('gives each file the newest commit that names it, joined to the repository root', () => {
    const log = [
      'commit:2026-11-20T10:00:00+01:00',
      '',
      'content/docs/a.mdx',
      '',
      'commit:not a date',
      '',
      'content/docs/c.mdx',
      '',
      'commit:2026-10-01T08:00:00Z',
      '',
      'content/docs/a.mdx',
      'content/docs/b.mdx',
      '',
    ].join('\n');
    const dates = lastCommitDates(log, '/repo');
    expect(dates.get(path.join('/repo', 'content/docs/a.mdx'))?.toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(dates.get(path.join('/repo', 'content/docs/b.mdx'))?.toISOString()).toBe('2026-10-01T08:00:00.000Z');
    // A commit whose date cannot be read dates nothing rather than something wrong.
    expect(dates.has(path.join('/repo', 'content/docs/c.mdx'))).toBe(false);
  });
});

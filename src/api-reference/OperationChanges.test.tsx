// @vitest-environment happy-dom
// The banner of a deprecated operation (nothing in today's document is deprecated, so no page shows it yet).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinkedChange } from './api-history';
import { DeprecationBanner } from './OperationChanges';

const change = (fields: Partial<LinkedChange>): LinkedChange => ({
  date: '2026-09-15',
  kind: 'deprecated',
  breaking: false,
  operation: 'getEmbed',
  webhook: false,
  tag: 'Embeds',
  method: 'get',
  path: '/embeds/{id}',
  subject: null,
  summary: 'Deprecated.',
  changelog: [],
  ...fields,
});

describe('DeprecationBanner', () => {
  afterEach(cleanup);

  it('says since when, the day it is removed, the headers, and links the announcement', () => {
    const deprecation = change({
      sunset: '2027-03-31',
      changelog: [{ date: '2026-09-15', url: '/changelog#2026-09-15-legacy-embed-url-deprecated', title: 'Legacy embed URL deprecated' }],
    });
    render(<DeprecationBanner changes={[change({ kind: 'added', date: '2026-02-10', summary: 'Added.' }), deprecation]} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(
      'Deprecated since 2026-09-15. It is removed on 2027-03-31. Responses carry the Deprecation and Sunset headers. · Legacy embed URL deprecated',
    );
    expect([...note.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual(['2026-09-15', '2027-03-31']);
    expect(screen.getByRole('link', { name: 'Legacy embed URL deprecated' }).getAttribute('href')).toBe(
      '/changelog#2026-09-15-legacy-embed-url-deprecated',
    );
  });

  it('deprecated since the first release (no dated change): only that it is', () => {
    render(<DeprecationBanner changes={[change({ kind: 'deprecated', subject: 'query parameter q' })]} />);
    expect(screen.getByRole('note').textContent).toBe('Deprecated. Responses carry the Deprecation and Sunset headers.');
  });
});

import { describe, expect, it } from 'vitest';
import type { ApiHistory, LinkedChange } from '../../api-reference/api-history';
import { apiChangesAtom, apiChangesMarkdown, operationChangesMarkdown } from './api-changes-markdown';

const base: Omit<LinkedChange, 'date' | 'operation' | 'summary'> = {
  kind: 'added',
  breaking: false,
  webhook: false,
  tag: 'Webhooks',
  method: 'get',
  path: '/webhooks/{webhook_id}/deliveries',
  subject: null,
  changelog: [],
};
const removal = (event: string): LinkedChange => ({
  ...base,
  date: '2026-08-03',
  kind: 'removed',
  breaking: true,
  webhook: true,
  tag: undefined,
  method: 'post',
  path: event,
  operation: event,
  subject: 'header X-Tessera-Signature',
  summary: 'Header `X-Tessera-Signature` removed.',
  changelog: [{ date: '2026-08-03', title: 'Legacy header removed', url: '/changelog#removed' }],
});
const history: ApiHistory = {
  since: '2025-12-01',
  operations: [],
  changes: [
    removal('file.updated'),
    removal('ping'),
    { ...base, date: '2026-02-10', operation: 'listWebhookDeliveries', summary: 'Added.' },
  ],
};

describe('the API history as Markdown and Atom', () => {
  it('lists changes by date, a change to every webhook event on one line, linked to the operation and the changelog', () => {
    expect(apiChangesMarkdown(history)).toBe(
      [
        '## 2026-08-03',
        '',
        '- [`file.updated`](/docs/webhooks/events#file-updated), [`ping`](/docs/webhooks/events#ping) (webhook deliveries): **Breaking**: Header `X-Tessera-Signature` removed. Changelog: [Legacy header removed](/changelog#removed)',
        '',
        '## 2026-02-10',
        '',
        '- [`GET /webhooks/{webhook_id}/deliveries`](/docs/reference/webhooks#list-webhook-deliveries): Added.',
      ].join('\n'),
    );
    expect(operationChangesMarkdown([], '2025-12-01')).toEqual([
      '### Changes',
      '',
      'No changes since the first release in the history, 2025-12-01.',
      '',
    ]);
  });

  it('writes an Atom feed with one entry per line, absolute links and escaped text', () => {
    const xml = apiChangesAtom(history, {
      origin: 'https://developers.tessera.design',
      title: 'Tessera',
      pageUrl: '/docs/reference/changes',
      feedUrl: '/docs/reference/changes/feed.xml',
    });
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    expect(xml).toContain('<link rel="self" href="https://developers.tessera.design/docs/reference/changes/feed.xml"/>');
    expect(xml).toContain('Breaking: Header X-Tessera-Signature removed. Changelog: Legacy header removed.');
    expect(xml).toContain('https://developers.tessera.design/docs/webhooks/events#file-updated');
    expect(xml).toContain('<category label="breaking" term="breaking"/>');
    expect(xml).toContain('<updated>2026-08-03T00:00:00.000Z</updated>');
  });
});

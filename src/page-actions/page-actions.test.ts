import { afterEach, describe, expect, it } from 'vitest';
import { connectPageActions, PAGE_ACTIONS, type PageActionValue, trackPageAction } from './page-actions';

function sentWhile(act: () => void): [string, PageActionValue][] {
  const sent: [string, PageActionValue][] = [];
  connectPageActions((name, value) => sent.push([name, value]));
  act();
  return sent;
}

describe('trackPageAction', () => {
  afterEach(() => connectPageActions(null));

  it('cleans every action whose value a reader typed, whoever sends it', () => {
    const typed = 'webhooks me@example.com tok_abcdef1234567890abcdef';
    const sent = sentWhile(() => {
      trackPageAction(PAGE_ACTIONS.searchSubmitted, typed);
      trackPageAction(PAGE_ACTIONS.searchNoResults, typed);
      trackPageAction(PAGE_ACTIONS.feedbackComment, `${typed} ${'and more '.repeat(20)}`);
    });
    expect(sent).toEqual([
      ['search_submitted', 'webhooks'],
      ['search_no_results', 'webhooks'],
      ['feedback_comment', `webhooks ${'and more '.repeat(20).trim()}`],
    ]);
  });

  it('sends no typed-text action with nothing left after cleaning', () => {
    expect(sentWhile(() => trackPageAction(PAGE_ACTIONS.searchSubmitted, 'me@example.com'))).toEqual([]);
    expect(sentWhile(() => trackPageAction(PAGE_ACTIONS.feedbackComment, null))).toEqual([]);
  });

  it('sends the values features chose as they are', () => {
    const sent = sentWhile(() => {
      trackPageAction(PAGE_ACTIONS.feedback, 'yes');
      trackPageAction(PAGE_ACTIONS.codeCopied, 'tsr-client.ts');
      trackPageAction(PAGE_ACTIONS.themeChanged);
    });
    expect(sent).toEqual([
      ['feedback', 'yes'],
      ['code_copied', 'tsr-client.ts'],
      ['theme_changed', null],
    ]);
  });
});

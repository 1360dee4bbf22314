// The page actions real features send (docs/contract.md 'Analytics'): feedback, code copied, search
// submitted, theme changed, code-tab language chosen — each valid against its Iglu schema; typed text
// leaves without the addresses and tokens typed into it.
import { expect } from '@playwright/test';
import { igluErrors } from '../src/analytics/schemas/iglu-validator';
import { pageViews, selfDescribing, test } from './support/collector';
import { acceptAllFromBanner } from './support/consent';

test('features report what the visitor did, once analytics is allowed', async ({ page, collector, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/quick-start');
  await acceptAllFromBanner(page);
  await collector.waitFor((all) => pageViews(all).length === 1, 'the first page view');

  // Feedback: the answer, then the optional comment.
  const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
  await feedback.getByRole('button', { name: 'Yes' }).click();
  await feedback.getByRole('textbox', { name: 'Comment (optional)' }).fill('The tabs made it quick. Write to me@example.com');
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');

  // Code copied, code-tab language chosen, theme changed, search submitted.
  await page.locator('figure', { hasText: 'quick-start.mts' }).getByRole('button', { name: 'Copy code' }).click();
  await page.getByRole('tablist', { name: 'Code samples' }).getByRole('tab', { name: 'Python' }).click();
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('rate limits tsr_pat_8f3kd93kdl39dk3kd93kd');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');

  const events = await collector.waitFor((all) => selfDescribing(all, 'page_action').length >= 6, 'six page actions');
  const actions = selfDescribing(events, 'page_action');
  expect(actions.map((event) => event.unstruct?.data)).toEqual([
    { action_name: 'feedback', action_value: 'yes' },
    { action_name: 'feedback_comment', action_value: 'The tabs made it quick. Write to' },
    { action_name: 'code_copied', action_value: 'quick-start.mts' },
    { action_name: 'code_tab_chosen', action_value: 'Python' },
    { action_name: 'theme_changed', action_value: 'dark' },
    { action_name: 'search_submitted', action_value: 'rate limits' },
  ]);
  for (const action of actions) expect(igluErrors({ schema: action.unstruct?.schema ?? '', data: action.unstruct?.data })).toEqual([]);
});

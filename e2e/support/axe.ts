// Runs axe-core over the page for WCAG 2.2 A/AA (+ best practice) and returns readable violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Spec §1 fixes the viewport with no zoom, which axe's meta-viewport rule reports; it is a product decision. */
const PRODUCT_EXCEPTIONS = ['meta-viewport'];

/** The rules whose outcome depends on the colours: all that can change between themes of one page. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every rule, or only `rules` (axe's rule ids). */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (
    rules
      ? builder.withRules(rules)
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).disableRules(PRODUCT_EXCEPTIONS)
  ).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

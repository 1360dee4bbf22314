// The Markdown form of every authored MDX component, beside the React map in components.tsx: the
// type makes a component added there without a Markdown form here fail the type-check.
import type { mdxComponents } from './components';
import { cardMarkdown, cardsMarkdown } from './Cards.markdown';
import { calloutMarkdown } from './Callout.markdown';
import { endpointMarkdown, methodBadgeMarkdown } from './Endpoint.markdown';
import type { MarkdownForm } from './markdown-form';
import { paramMarkdown, paramsMarkdown } from './Params.markdown';
import { stepMarkdown, stepsMarkdown } from './Steps.markdown';
import { tabMarkdown, tabsMarkdown } from './Tabs.markdown';

type ComponentName = keyof typeof mdxComponents;
/** Authored components are capitalised; lower-case keys (h2, a, pre…) are Markdown's own elements. */
type AuthoredComponent = Exclude<ComponentName, Lowercase<ComponentName>>;

/** Code tab groups are built from fences at compile time; in the source they are plain fences. */
const childrenOnly: MarkdownForm = (element, { convert }) => convert(element.children);

export const MARKDOWN_FORMS: Record<AuthoredComponent, MarkdownForm> = {
  Callout: calloutMarkdown,
  Cards: cardsMarkdown,
  Card: cardMarkdown,
  Steps: stepsMarkdown,
  Step: stepMarkdown,
  Tabs: tabsMarkdown,
  Tab: tabMarkdown,
  CodeBlockTabs: childrenOnly,
  CodeBlockTabsList: childrenOnly,
  CodeBlockTabsTrigger: childrenOnly,
  CodeBlockTab: childrenOnly,
  MethodBadge: methodBadgeMarkdown,
  Endpoint: endpointMarkdown,
  Params: paramsMarkdown,
  Param: paramMarkdown,
};

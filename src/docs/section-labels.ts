// Section and separator titles come from content/docs/**/meta.json, in English. The site's own
// chrome translates them (the pages' titles stay with their content until a page is translated).
import type { Node } from 'fumadocs-core/page-tree';
import type { MessageKey, Translator } from '@/i18n/translate';
import type { LabelOf } from './nav-model';

export const SECTION_LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  'Start here': 'section.startHere',
  Build: 'section.build',
  Reference: 'section.reference',
  'Design tokens': 'section.designTokens',
  Embeds: 'section.embeds',
  Guides: 'section.guides',
  Plugins: 'section.plugins',
  'REST API': 'section.restApi',
  Webhooks: 'section.webhooks',
  'API reference': 'section.apiReference',
};

/** A label function for the page's locale: sections and separators translated, pages as written. */
export function localNavLabel(t: Translator, labelOf: LabelOf): LabelOf {
  return (node: Node) => {
    const label = labelOf(node);
    const key = node.type === 'page' ? undefined : SECTION_LABEL_KEYS[label];
    return key ? t(key) : label;
  };
}

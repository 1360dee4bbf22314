// Server-side highlighting for code the build generates (API samples, JSON examples): the same
// Shiki themes and CSS variables as MDX code blocks, rendered through the same CodeBlock.
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { codeToHast } from 'shiki';
import { CODE_THEMES } from '../mdx/code-themes';
import { codeAsHtml } from '../mdx/code-html';
import { CodeBlock } from '../mdx/CodeBlock';

export type HighlightLanguage = 'json' | 'bash' | 'js' | 'ts' | 'python' | 'go' | 'http';

export async function highlight(code: string, lang: HighlightLanguage, title?: string): Promise<ReactNode> {
  const tree: Root = await codeToHast(code, { lang, themes: CODE_THEMES, defaultColor: false });
  codeAsHtml(tree);
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: { pre: (props) => <CodeBlock {...props} title={title} /> },
  });
}

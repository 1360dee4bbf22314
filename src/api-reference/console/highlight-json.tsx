// Highlights a JSON answer in the browser with the same Shiki themes as the build's code blocks
// (adapter). Loaded with the console's first answer: Shiki's core, its JavaScript regex engine (no
// WebAssembly to fetch, and no eval), the JSON grammar and the four themes. The answer's text becomes
// React elements, never HTML: it comes from the API, not from us.
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { HighlighterCore } from 'shiki/core';
import { CODE_THEMES } from '@/mdx/code-themes';
import { CodeBlock } from '@/mdx/CodeBlock';

let highlighter: Promise<HighlighterCore> | null = null;

function loadHighlighter(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
    ]);
    return createHighlighterCore({
      themes: [
        import('shiki/themes/github-light-default.mjs'),
        import('shiki/themes/github-dark-default.mjs'),
        import('shiki/themes/github-light-high-contrast.mjs'),
        import('shiki/themes/github-dark-high-contrast.mjs'),
      ],
      langs: [import('shiki/langs/json.mjs')],
      engine: createJavaScriptRegexEngine(),
    });
  })().catch((error: unknown) => {
    highlighter = null; // a failed load is tried again with the next answer
    throw error;
  });
  return highlighter;
}

/** The JSON as a highlighted code block titled `title`. */
export async function highlightedJson(code: string, title: string): Promise<ReactNode> {
  const engine = await loadHighlighter();
  const tree = engine.codeToHast(code, { lang: 'json', themes: CODE_THEMES, defaultColor: false }) as Root;
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { pre: (props) => <CodeBlock {...props} title={title} /> } });
}

// CommonMark from the OpenAPI document (descriptions) rendered to React at build. Raw HTML in the
// document is dropped, never rendered.
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { mdxComponents } from '../mdx/components';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

export function Markdown({ text }: { text: string | undefined }) {
  if (!text) return null;
  const tree = processor.runSync(processor.parse(text));
  // Links go through the same component as in MDX (internal ones use the client router).
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { a: mdxComponents.a } as never });
}

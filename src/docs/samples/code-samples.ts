// Finds the code samples in a Markdown/MDX page: language, meta and where they start.
import type { Code, Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { blankFrontmatter } from '@/mdx/frontmatter';

export type CodeSample = { lang: string | null; meta: string | null; code: string; line: number };

export const TYPESCRIPT_LANGS = new Set(['ts', 'typescript', 'mts']);
/** A fence with `noCheck` in its meta is a fragment that cannot compile on its own. */
export const NO_CHECK = /(?:^|\s)noCheck(?:\s|$)/;

export function codeSamples(source: string): CodeSample[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(blankFrontmatter(source)) as Root;
  const samples: CodeSample[] = [];
  visit(tree, 'code', (node: Code) => {
    samples.push({ lang: node.lang ?? null, meta: node.meta ?? null, code: node.value, line: node.position?.start.line ?? 0 });
  });
  return samples;
}

export const isCheckedTypeScript = (sample: CodeSample) =>
  sample.lang !== null && TYPESCRIPT_LANGS.has(sample.lang) && !NO_CHECK.test(sample.meta ?? '');

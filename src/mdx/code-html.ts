// Highlighted code reaches the browser as one HTML string per block, not as a React element per
// token: Shiki wraps every token of every line in a styled <span>, and as elements they were most of
// a code-heavy page's inline flight data, each one decoded and hydrated at start-up although nothing
// in a block changes once it is drawn. Used by the MDX pipeline (a rehype plugin) and by the code the
// reference generates, so every block goes through the same CodeBlock.
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';

/** The <pre> attribute that carries its contents as HTML, from the build to CodeBlock. */
export const CODE_HTML_ATTRIBUTE = 'data-code-html';

/** hast's name for that attribute (hast names data attributes in camel case). */
const CODE_HTML_PROPERTY = 'dataCodeHtml';

/** Moves the children of every <pre> in the tree into its HTML attribute. */
export function codeAsHtml(tree: Root | Element): void {
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'pre' || node.children.length === 0) return;
    node.properties[CODE_HTML_PROPERTY] = toHtml(node.children);
    node.children = [];
    return SKIP;
  });
}

/** The same as a rehype plugin, to run after the highlighter. */
export function rehypeCodeAsHtml() {
  return codeAsHtml;
}

// Content collections for fumadocs-mdx: the docs pages under content/docs, with typed frontmatter.
import { defineCollections, defineConfig, defineDocs, frontmatterSchema } from 'fumadocs-mdx/config';
import { z } from 'zod';
import { CODE_THEMES } from './src/mdx/code-themes';
import { remarkCheckLinks } from './src/docs/links/remark-check-links.build';
import { rehypeCodeAsHtml } from './src/mdx/code-html';
import { remarkContentMedia } from './src/mdx/remark-content-media';

const docsFrontmatter = frontmatterSchema.extend({
  /** Shorter label for the sidebar, when the title is long. */
  sidebarLabel: z.string().min(1).optional(),
  /** Words readers search by that the page's text may not use (src/search: indexed as heading words). */
  keywords: z.array(z.string().min(1)).max(20).optional(),
  /** Lifecycle of the documented feature; beta and deprecated pages publish a banner. */
  status: z.enum(['stable', 'beta', 'deprecated']).default('stable'),
});

export const docs = defineDocs({
  dir: 'content/docs',
  // Markdown for agents is made from each page's source (src/mdx/mdx-to-markdown.ts), not compiled in.
  // Dynamic: a page's MDX is compiled when the page is rendered, not bundled into the server, so the
  // bundle and the build's memory do not grow with every page (docs/performance.md, 'Scale').
  docs: { schema: docsFrontmatter, dynamic: true },
});

/**
 * Translated docs pages: content/translations/<locale>/<path under content/docs>. A page with a
 * file here is shown translated in that locale; without one, the English page is shown with a
 * 'not yet translated' banner.
 */
export const translations = defineDocs({
  dir: 'content/translations',
  docs: { schema: docsFrontmatter, dynamic: true },
});

/** Dated changelog entries under content/changelog, listed on /changelog and in its Atom feed. */
export const changelog = defineCollections({
  type: 'doc',
  dir: 'content/changelog',
  schema: frontmatterSchema.extend({
    /** Release day, ISO 8601 (YYYY-MM-DD). */
    date: z.iso.date(),
    /** What kind of change: breaking changes and deprecations are marked as such. */
    type: z.enum(['feature', 'improvement', 'fix', 'beta', 'deprecation', 'breaking']),
  }),
});

export default defineConfig({
  mdxOptions: {
    // Ours first: fumadocs' image step then finds the published file and sizes it.
    remarkPlugins: (defaults) => [remarkContentMedia, ...defaults, remarkCheckLinks],
    // After the highlighter: each block's tokens travel as one HTML string (src/mdx/code-html.ts).
    rehypePlugins: [rehypeCodeAsHtml],
    // `icon` is a fumadocs-ui attribute on <pre>; we render our own chrome, and it is invalid HTML.
    // Four themes as CSS variables (--shiki-light, --shiki-dark-hc, …): the page's theme and contrast
    // pick one in CSS, so code follows data-theme with no highlighter in the browser.
    rehypeCodeOptions: {
      icon: false,
      // The same tokens as the JavaScript engine on our pages, in about two thirds of the time (docs/performance.md).
      engine: 'oniguruma',
      themes: CODE_THEMES,
    },
  },
});

// Machine-readable docs (pure): a page as clean Markdown, /llms.txt (an index) and /llms-full.txt
// (everything), following the llms.txt convention.

export type MarkdownPage = {
  url: string;
  title: string;
  description?: string;
  section: string;
  /** The page body as Markdown (processed MDX, or generated for the API reference). */
  body: string;
};

/** What an index says of a page: all but its body. */
export type PageSummary = Omit<MarkdownPage, 'body'>;

export const markdownUrl = (pageUrl: string) => `${pageUrl}.md`;

export function pageMarkdown(page: MarkdownPage, origin: string): string {
  const lines = [`# ${page.title}`, ''];
  if (page.description) lines.push(`> ${page.description}`, '');
  lines.push(`Source: ${new URL(page.url, origin).href}`, '', page.body.trim(), '');
  return lines.join('\n');
}

/** The pages by section: sections in the order of their first page, pages in the order given. */
export function pagesBySection<Page extends PageSummary>(pages: readonly Page[]): Map<string, Page[]> {
  const sections = new Map<string, Page[]>();
  for (const page of pages) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  return sections;
}

/** A page's line in an index: a link to its Markdown, then its summary. */
export function indexEntry(page: PageSummary, origin: string): string {
  return `- [${page.title}](${new URL(markdownUrl(page.url), origin).href})${page.description ? `: ${page.description}` : ''}`;
}

export function llmsIndex(
  pages: readonly MarkdownPage[],
  site: { title: string; description: string; origin: string; skillsIndex?: string },
): string {
  const lines = [`# ${site.title}`, '', `> ${site.description}`, ''];
  lines.push(
    `Every page is also available as Markdown at its URL plus \`.md\`; all of them together are in ${new URL('/llms-full.txt', site.origin).href}.`,
    '',
  );
  if (site.skillsIndex) {
    lines.push(
      `Agent skills (Agent Skills Discovery v0.2.0), step-by-step know-how for coding agents: ${new URL(site.skillsIndex, site.origin).href}.`,
      '',
    );
  }
  for (const [section, sectionPages] of pagesBySection(pages)) {
    lines.push(`## ${section}`, '', ...sectionPages.map((page) => indexEntry(page, site.origin)), '');
  }
  return lines.join('\n');
}

const ENTRY = /^- \[(.*?)\]\((\S+?)\.md\)(?:: (.*))?$/;

/**
 * The pages an index lists (`llmsIndex`'s output, read back): what the host's MCP server lists and finds,
 * from the file the build wrote. Lines of any other shape are skipped.
 */
export function readLlmsIndex(text: string): PageSummary[] {
  const pages: PageSummary[] = [];
  let section: string | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3).trim();
    const entry = section === null ? null : ENTRY.exec(line);
    if (!entry || section === null) continue;
    const [, title = '', href = '', description] = entry;
    pages.push({ url: new URL(href).pathname, title, section, ...(description ? { description } : {}) });
  }
  return pages;
}

export function llmsFull(pages: readonly MarkdownPage[], origin: string): string {
  return pages.map((page) => pageMarkdown(page, origin)).join('\n---\n\n');
}

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

export const markdownUrl = (pageUrl: string) => `${pageUrl}.md`;

export function pageMarkdown(page: MarkdownPage, origin: string): string {
  const lines = [`# ${page.title}`, ''];
  if (page.description) lines.push(`> ${page.description}`, '');
  lines.push(`Source: ${new URL(page.url, origin).href}`, '', page.body.trim(), '');
  return lines.join('\n');
}

export function llmsIndex(pages: readonly MarkdownPage[], site: { title: string; description: string; origin: string }): string {
  const sections = new Map<string, MarkdownPage[]>();
  for (const page of pages) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  const lines = [`# ${site.title}`, '', `> ${site.description}`, ''];
  lines.push(
    `Every page is also available as Markdown at its URL plus \`.md\`; all of them together are in ${new URL('/llms-full.txt', site.origin).href}.`,
    '',
  );
  for (const [section, sectionPages] of sections) {
    lines.push(`## ${section}`, '');
    for (const page of sectionPages) {
      const link = new URL(markdownUrl(page.url), site.origin).href;
      lines.push(`- [${page.title}](${link})${page.description ? `: ${page.description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function llmsFull(pages: readonly MarkdownPage[], origin: string): string {
  return pages.map((page) => pageMarkdown(page, origin)).join('\n---\n\n');
}

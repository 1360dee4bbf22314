// A page's YAML frontmatter block, for the steps that parse the Markdown under it (pure).
export const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;

/** The source with its frontmatter turned into blank lines, so line numbers stay those of the file. */
export const blankFrontmatter = (source: string) => source.replace(FRONTMATTER, (block) => block.replace(/[^\n]/g, ''));

// Build step before `next build`: checks every content page's links and anchors in one uncached pass.
// (The same check also runs inside the MDX pipeline, but Turbopack caches a page's result while the
// pages it links to may have changed; this pass sees the whole site as it is now.)
import { readFile } from 'node:fs/promises';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { glob } from 'tinyglobby';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { CHANGELOG_DIR, CONTENT_DIR } from '../src/docs/links/content-index.build';
import { remarkCheckLinks } from '../src/docs/links/remark-check-links.build';

async function main() {
  const started = performance.now();
  const files = [
    ...(await glob(['**/*.mdx', '**/*.md'], { cwd: CONTENT_DIR, absolute: true })),
    ...(await glob(['**/*.mdx'], { cwd: CHANGELOG_DIR, absolute: true })),
  ];
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkCheckLinks);
  const failures: string[] = [];
  for (const file of files) {
    // Frontmatter becomes blank lines, so reported lines match the file.
    const source = (await readFile(file, 'utf8')).replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (block) => block.replace(/[^\n]/g, ''));
    try {
      await processor.run(processor.parse(source), new VFile({ path: file, value: source }));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (failures.length > 0) {
    console.error(`content: ${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(`content: links and anchors of ${files.length} pages resolve (${Math.round(performance.now() - started)} ms)`);
}

main().catch((error: unknown) => {
  console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

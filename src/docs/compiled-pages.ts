// A docs page's MDX, compiled as the page renders (server only). The pipeline is the site's own
// (source.config.ts through fumadocs' preset, as fumadocs-mdx's dynamic mode runs it), with two
// differences that make large sites build: compiled pages are kept in a small least-recently-used
// set, where the dynamic runtime keeps every page it ever compiled (about half a megabyte each), and
// a production build stores each compiled page on disk under a hash of its source and of the
// pipeline, so the next build compiles only the pages that changed (docs/performance.md, 'Scale').
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createProcessor, run } from '@mdx-js/mdx';
import type { TableOfContents } from 'fumadocs-core/toc';
import { applyMdxPreset, remarkInclude } from 'fumadocs-mdx/config';
import { LRUCache } from 'lru-cache';
import type { MDXContent } from 'mdx/types';
import * as jsxRuntime from 'react/jsx-runtime';
import { VFile } from 'vfile';
import siteMdx from '../../source.config';
import { CONTENT_MEDIA_FOLDER } from '../mdx/content-media';
import { blankFrontmatter } from '../mdx/frontmatter';
import { cacheKey, readCacheEntry, writeCacheEntry } from './cache-entry.mjs';

export type CompiledPage = { body: MDXContent; toc: TableOfContents };

/** Compiled pages kept in memory: enough for the pages a render worker has in hand at once. */
export const KEPT_PAGES = 64;
// Paths from the project root at run time; not module paths for the bundler to trace.
const fromRoot = (...parts: string[]) => path.join(/* turbopackIgnore: true */ process.cwd(), ...parts);
/** Under the build cache, which `next build` keeps between builds. */
const DISK_CACHE_FOLDER = ['.next', 'cache', 'tessera-mdx'];
/** What compiles a page: this module and the MDX options it reads, with everything they import. */
const PIPELINE_CODE = ['src/docs/compiled-pages.ts', 'source.config.ts'];

/** MDX that does not compile, named by file, line and column (the build's error for the page says so). */
export class MdxCompileError extends Error {
  constructor(file: string, cause: unknown) {
    // A VFileMessage (remark, MDX) carries its place in the file; its reason may hold the range too.
    const { line, column, reason } = (cause ?? {}) as { line?: number; column?: number; reason?: string };
    const place = line ? `:${line}:${column ?? 1}` : '';
    super(`${file}${place}: ${reason ?? (cause instanceof Error ? cause.message : String(cause))}`, { cause });
    this.name = 'MdxCompileError';
  }
}

/** The cache key of one page: its path and source, and the pipeline that compiles them. */
export function compiledPageKey(file: string, source: string, pipeline: string): string {
  return createHash('sha256').update(pipeline).update('\0').update(file).update('\0').update(source).digest('hex');
}

let pipelineHash: string | undefined;
function pipeline(): string {
  if (pipelineHash) return pipelineHash;
  pipelineHash = cacheKey(process.cwd(), { code: PIPELINE_CODE, listed: [`public/${CONTENT_MEDIA_FOLDER}`] });
  return pipelineHash;
}

let processor: Promise<ReturnType<typeof createProcessor>> | undefined;
function mdxProcessor() {
  processor ??= (async () => {
    const given = siteMdx.mdxOptions;
    const options = await applyMdxPreset(typeof given === 'function' ? await given() : given)('runtime');
    return createProcessor({
      ...options,
      outputFormat: 'function-body',
      development: false,
      format: 'mdx',
      remarkPlugins: [remarkInclude, ...(options.remarkPlugins ?? [])],
    });
  })();
  return processor;
}

async function compiledCode(file: string, source: string): Promise<string> {
  const useDisk = process.env.NODE_ENV === 'production';
  const stored = useDisk ? path.join(fromRoot(...DISK_CACHE_FOLDER), `${compiledPageKey(file, source, pipeline())}.js`) : '';
  if (useDisk) {
    const hit = await readCacheEntry(stored);
    if (hit !== null) return hit;
  }
  // Positions in errors are the file's own.
  const body = blankFrontmatter(source);
  const code = String(
    await (await mdxProcessor()).process(new VFile({ path: file, value: body })).catch((error: unknown) => {
      throw new MdxCompileError(file, error);
    }),
  );
  if (useDisk) await writeCacheEntry(stored, code);
  return code;
}

async function compile(file: string, source: string): Promise<CompiledPage> {
  const code = await compiledCode(file, source);
  const exports = await run(code, { ...jsxRuntime, baseUrl: pathToFileURL(file).href });
  return { body: exports.default, toc: (exports.toc as TableOfContents | undefined) ?? [] };
}

/** Compiled pages by path and source hash, the least recently used dropped past KEPT_PAGES. */
const kept = new LRUCache<string, Promise<CompiledPage>, { file: string; source: string }>({
  max: KEPT_PAGES,
  memoMethod: (key, _stale, { context: { file, source } }) => {
    const made = compile(file, source);
    // A failed compile is not kept: the next request compiles again (the file may be mended).
    made.catch(() => kept.delete(key));
    return made;
  },
});

/** The page at this absolute path, compiled (from memory, the build cache, or now). */
export async function compiledPage(file: string): Promise<CompiledPage> {
  const source = await readFile(file, 'utf8');
  const key = `${file}\0${createHash('sha256').update(source).digest('hex')}`;
  return kept.memo(key, { context: { file, source } });
}

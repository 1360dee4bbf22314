// `npm run bench:search`: how well search finds what readers mean, for this site, Pagefind and Orama
// over the same pages in the same run: the relevance suite (content/search/queries.yml), hit@3 and
// MRR@10 by class of query.
//   - This site: its own index (src/search), built from every page's search document, as the build does.
//   - Pagefind 1.6 (Starlight's and Nextra's engine): its Node API indexes the same documents as HTML,
//     default settings (English stemming, from `lang="en"`); its own `pagefind.js` searches them in
//     Chromium, as on those sites.
//   - Orama 3.1 (Fumadocs' engine): one record per section (page title, heading, text), as Fumadocs
//     indexes, with typo tolerance 1.
// Each engine is asked the query as typed and its first ten pages are scored (a page shown twice
// counts once). Usage: npm run bench:search
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { chromium } from '@playwright/test';
import { register } from 'fumadocs-mdx/node';
import * as pagefind from 'pagefind';
import { parse as parseYaml } from 'yaml';
import { chromiumArgs, ensureChromium } from '../e2e/support/chromium';
import { firstAnswer, QUERY_CLASSES, type Ranks, relevanceQueries, type Scores, scores } from '../src/search/relevance';
import type { SearchDocument } from '../src/search/build-search-index.build';
import { pageTextOf } from '../src/search/search-page-text.build';
import { synonymRules } from '../src/search/synonyms';

// The content source imports MDX collections, which Node loads through fumadocs-mdx's hooks.
register();
const { docsPages } = await import('../src/docs/links/content-index.build');
const { searchDocumentCache, searchDocuments } = await import('../src/docs/search-documents.build');
const { buildSearchIndex } = await import('../src/search/build-search-index.build');
const { searchWith } = await import('../src/search/search-client');
const { WordIndex } = await import('../src/search/word-index-query');

type Engine = { name: string; search: (query: string) => Promise<string[]> };

async function ourEngine(documents: SearchDocument[], dir: string): Promise<Engine> {
  const synonymsFile = 'content/search/synonyms.yml';
  const synonyms = synonymRules(parseYaml(await readFile(synonymsFile, 'utf8')), synonymsFile);
  const siteDir = path.join(dir, 'ours');
  await buildSearchIndex({ siteDir, documents, synonyms, expectedPages: await docsPages() });
  const index = new WordIndex(async (file) => readFile(path.join(siteDir, file)).catch(() => null));
  return { name: 'this site', search: async (query) => ((await searchWith(index, query))?.hits ?? []).map((hit) => hit.url) };
}

/** Serves `root` on a loopback port until the returned function is called. */
async function serveFolder(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    readFile(file).then(
      (bytes) => {
        const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream';
        response.writeHead(200, { 'Content-Type': type }).end(bytes);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function pagefindEngine(documents: SearchDocument[], dir: string): Promise<Engine & { close: () => Promise<void> }> {
  const site = path.join(dir, 'pagefind-site');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (const { url, html } of documents) {
    const added = await index.addHTMLFile({ url, content: html });
    if (added.errors.length > 0) throw new Error(`Pagefind: ${url}: ${added.errors.join('; ')}`);
  }
  await index.writeFiles({ outputPath: path.join(site, 'pagefind') });
  await pagefind.close();
  await writeFile(path.join(site, 'index.html'), '<!doctype html><html lang="en"><title>search</title></html>');
  const server = await serveFolder(site);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs() });
  const page = await browser.newPage();
  await page.goto(`${server.origin}/index.html`);
  await page.evaluate(async () => {
    const engine = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
    await engine.init();
    (window as unknown as { pagefind: unknown }).pagefind = engine;
  });
  return {
    name: 'Pagefind 1.6',
    search: (query) =>
      page.evaluate(async (term) => {
        type Result = { data: () => Promise<{ url: string }> };
        const engine = (window as unknown as { pagefind: { search: (term: string) => Promise<{ results: Result[] }> } }).pagefind;
        const found = await engine.search(term);
        return Promise.all(found.results.slice(0, 10).map(async (result) => (await result.data()).url));
      }, query),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

async function oramaEngine(documents: SearchDocument[]): Promise<Engine> {
  const db = create({ schema: { url: 'string', title: 'string', heading: 'string', content: 'string' } as const });
  const records = documents.flatMap(({ url, html }) => {
    const page = pageTextOf(url, html);
    if (!page) return [];
    return page.sections.map((section) => ({
      url: section.anchor ? `${url}#${section.anchor}` : url,
      title: page.title,
      heading: section.heading,
      content: `${section.text}\n${section.code ?? ''}`,
    }));
  });
  await insertMultiple(db, records);
  return {
    name: 'Orama 3.1',
    search: async (query) => {
      const found = await oramaSearch(db, { term: query, limit: 30, tolerance: 1 });
      return found.hits.map((hit) => hit.document.url);
    },
  };
}

function report(name: string, score: Scores): string {
  const cell = (kind: keyof Scores) => `${score[kind].hit3}/${score[kind].queries}`;
  return `| ${name} | ${QUERY_CLASSES.map((kind) => cell(kind)).join(' | ')} | **${cell('all')}** | ${score.all.mrr.toFixed(2)} |`;
}

async function main() {
  const queries = relevanceQueries(parseYaml(await readFile('content/search/queries.yml', 'utf8')));
  const documents: SearchDocument[] = [];
  for await (const document of searchDocuments(searchDocumentCache())) documents.push(document);
  const dir = await mkdtemp(path.join(tmpdir(), 'tessera-bench-search-'));
  const pagefindSearch = await pagefindEngine(documents, dir);
  try {
    const engines = [await ourEngine(documents, dir), pagefindSearch, await oramaEngine(documents)];
    console.log(
      `bench:search: ${queries.length} queries over ${documents.length} pages, first answer among the first three pages (hit@3), and MRR@10\n`,
    );
    console.log(`| engine | ${QUERY_CLASSES.join(' | ')} | all | MRR@10 |`);
    console.log(`|---|${QUERY_CLASSES.map(() => '---|').join('')}---|---|`);
    const missed: string[] = [];
    for (const engine of engines) {
      const ranks: Ranks = [];
      for (const query of queries) {
        const rank = firstAnswer(query, await engine.search(query.query));
        ranks.push({ query, rank });
        if (rank === null || rank > 3) missed.push(`${engine.name}: ${query.class} "${query.query}" (${rank ?? '-'})`);
      }
      console.log(report(engine.name, scores(ranks)));
    }
    console.log(`\nmissed (rank):\n${missed.map((line) => `  ${line}`).join('\n')}`);
  } finally {
    await pagefindSearch.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:search: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});

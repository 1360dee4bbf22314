import { describe, expect, it } from 'vitest';
import { hitOf } from './search-excerpt';
import type { PageText } from './search-page-text.build';
import { ENTRY_FILE, WordIndex } from './word-index-query';
import { BEST_PAGES, buildWordIndex, INLINE_PAGES } from './word-index.build';
import { indexTerms } from './search-words';
import { type SynonymRule, synonymRules } from './synonyms';
import { pageTextPath, shardKeyOf, shardPath, WordIndexFormatError } from './word-index-format';

const page = (url: string, title: string, text: string, sections: PageText['sections'] = []): PageText => ({
  url,
  title,
  section: 'Guides',
  sections: [{ anchor: null, heading: title, text }, ...sections],
});

const pages: PageText[] = [
  page('/docs/authentication', 'Authentication', 'Send a personal access token. Use PKCE with OAuth.', [
    { anchor: 'scopes', heading: 'Scopes', text: 'A token has scopes such as files:read.' },
  ]),
  page('/docs/design-tokens', 'Design tokens', 'Colours and spacing as named values.'),
  {
    ...page('/docs/rate-limits', 'Rate limits', 'Too many requests answer 429 with a retry-after header. The token does not matter.'),
    keywords: 'leaky bucket',
  },
  page('/docs/webhooks', 'Webhooks', 'Verify each webhook signature. Webhooks retry after a failure.', [
    { anchor: 'verify', heading: 'Verify signatures', text: 'Compute the signature over the body.' },
  ]),
  page('/docs/form', 'Form', 'A form field.'),
  page('/docs/fork', 'Fork', 'Fork a file.'),
  page('/docs/validation', 'Validation', 'Requests are validated.'),
  // Pages that only mention a word in passing, many times, to be outranked by its title.
  ...Array.from({ length: 60 }, (_, index) =>
    page(`/docs/filler-${index}`, `Filler ${index}`, 'token '.repeat((index % 7) + 1) + 'words of no interest'),
  ),
];

/** The index in memory, with a log of the files a query loads. */
function memoryIndex(input: readonly PageText[] = pages, synonyms: SynonymRule[] = []) {
  const { entry, files } = buildWordIndex(input, synonyms);
  const loaded: string[] = [];
  const index = new WordIndex(async (path) => {
    loaded.push(path);
    if (path === ENTRY_FILE) return new TextEncoder().encode(JSON.stringify(entry));
    return files.get(path.slice(`search/${entry.version}/`.length)) ?? null;
  });
  return { index, loaded, entry, files };
}

async function urls(index: WordIndex, query: string, options?: { typing?: boolean }) {
  const ranking = await index.rank(query, 8, options);
  return Promise.all(ranking.pages.map(async ({ page: number }) => (await index.pageText(number)).url));
}

describe('the word index', () => {
  it('ranks by how much of the query a page has, a rare word counting more, then the page titled with the words first', async () => {
    const { index } = memoryIndex();
    expect((await urls(index, 'tokens'))[0]).toBe('/docs/design-tokens');
    expect((await urls(index, 'token pkce'))[0]).toBe('/docs/authentication');
    // A page's keywords count as its headings' words.
    expect(await urls(index, 'bucket', { typing: false })).toEqual(['/docs/rate-limits']);
    expect((await urls(index, 'token 429'))[0]).toBe('/docs/rate-limits');
    expect((await urls(index, 'webhooks signature'))[0]).toBe('/docs/webhooks');
    // 'signature' is on one page, 'token' on 63: the page with the rare word comes first.
    expect((await urls(index, 'token signature'))[0]).toBe('/docs/webhooks');
    expect((await index.rank('token', 8)).total).toBe(63);
  });

  it('finds pages with some of the words, saying which words each lacks', async () => {
    const { index } = memoryIndex();
    const ranking = await index.rank('pkce nothing', 8);
    expect(ranking.pages.map(({ missing }) => missing)).toEqual([['nothing']]);
    const some = await index.rank('token pkce', 8);
    expect(some.pages[0]?.missing).toEqual([]);
    expect(some.pages[1]?.missing).toEqual(['pkce']);
    expect(await urls(index, 'zzzz qqqq')).toEqual([]);
  });

  it("leaves out stop words when other words remain, and reads them in a phrase of the readers' words", async () => {
    const { index } = memoryIndex(pages, synonymRules({ 'one-way': [{ from: ['log in'], to: ['authentication'] }] }, 'synonyms.yml'));
    expect((await index.rank('How to verify a webhook signature', 8)).pages[0]?.missing).toEqual([]);
    expect((await urls(index, 'how to log in', { typing: false }))[0]).toBe('/docs/authentication');
    // Only stop words: they are the query.
    expect((await index.rank('the a', 8, { typing: false })).total).toBeGreaterThan(0);
  });

  it('forgives a typo in a word of four letters or more, two in one of eight, ranked below the word itself', async () => {
    const { index } = memoryIndex();
    const whole = { typing: false };
    expect((await urls(index, 'verfy signature', whole))[0]).toBe('/docs/webhooks');
    expect((await urls(index, 'signtaure', whole))[0]).toBe('/docs/webhooks');
    expect((await urls(index, 'webhoks', whole))[0]).toBe('/docs/webhooks');
    expect((await urls(index, 'authentcation', whole))[0]).toBe('/docs/authentication');
    expect((await urls(index, 'auhtentcation', whole))[0]).toBe('/docs/authentication');
    // In the second letter, where the word's shard is another.
    expect((await urls(index, 'wbehooks', whole))[0]).toBe('/docs/webhooks');
    expect(await urls(index, 'pkc', whole)).toEqual([]);
    expect(await urls(index, 'form', whole)).toEqual(['/docs/form', '/docs/fork']);
    expect(await urls(index, 'frok', whole)).toEqual(['/docs/fork']);
  });

  it("finds a page by the readers' words, as the page's own, and says which synonyms match nothing", async () => {
    const synonyms = synonymRules(
      { equivalent: [['colours', 'palette']], 'one-way': [{ from: ['throttling'], to: ['rate limits', 'quota'] }] },
      'synonyms.yml',
    );
    const { index } = memoryIndex(pages, synonyms);
    expect(await urls(index, 'throttling', { typing: false })).toEqual(['/docs/rate-limits']);
    expect((await urls(index, 'palette'))[0]).toBe('/docs/design-tokens');
    const both = await index.rank('palette spacing', 8);
    expect(both.pages[0]?.missing).toEqual([]);
    expect(buildWordIndex(pages, synonyms).idleSynonyms).toEqual([[['quota']]]);
    // One way only: the docs' words do not find the readers'.
    expect(await urls(memoryIndex([page('/docs/t', 'T', 'Throttling explained.'), ...pages], synonyms).index, 'rate limits')).not.toContain(
      '/docs/t',
    );
  });

  it('matches a joined word whole, and by its parts when it is not indexed whole', async () => {
    const { index } = memoryIndex();
    expect(await urls(index, 'retry-after')).toEqual(['/docs/rate-limits']);
    expect(await urls(index, 'files:read')).toEqual(['/docs/authentication']);
    expect(await urls(index, 'personal-access')).toEqual(['/docs/authentication']);
  });

  it('matches a word still being typed as the start of longer words, but not once it is followed by a space', async () => {
    const { index } = memoryIndex();
    expect(await urls(index, 'webh')).toEqual(['/docs/webhooks']);
    expect(await urls(index, 'webh ')).toEqual([]);
    expect(await urls(index, 'webh', { typing: false })).toEqual([]);
    expect((await urls(index, 'verify s'))[0]).toBe('/docs/webhooks');
    // Two letters after other words start hundreds of words: the list stays as it was until a third.
    expect(await urls(index, 'token fo')).toEqual(await urls(index, 'token'));
    expect(await urls(index, 'token fie')).toContain('/docs/form');
    // A typed word that goes on past its stem ('validat' of 'validation', indexed as 'valid'), never
    // a word whose first letters spell another: 'tokenxyz' is not 'token'.
    expect(await urls(index, 'validat')).toEqual(['/docs/validation']);
    expect(await urls(index, 'tokenxyz')).toEqual([]);
  });

  it("loads a common word's page list only when the word is asked whole, and every file once", async () => {
    const { index, loaded } = memoryIndex();
    const lists = () => loaded.filter((path) => path.includes('/t/'));
    // 'token' is on 63 pages, more than a shard keeps.
    expect(INLINE_PAGES).toBeLessThan(63);
    await index.rank('toke', 8);
    expect(lists()).toEqual([]);
    expect((await index.rank('toke', 100)).total).toBe(BEST_PAGES);
    await index.rank('token', 8);
    expect(lists()).toHaveLength(1);
    await index.rank('token rate', 8);
    await index.rank('tokens', 8);
    expect(lists()).toHaveLength(1);
    expect(new Set(loaded).size).toBe(loaded.length);
  });

  it('writes the same files for the same pages', () => {
    const first = memoryIndex();
    const second = memoryIndex(pages.map((entry) => ({ ...entry })));
    expect(second.entry).toEqual(first.entry);
    const changed = memoryIndex([...pages.slice(0, -1), page('/docs/new', 'New', 'words')]);
    expect(changed.entry.version).not.toBe(first.entry.version);
  });

  it('rewrites only the files of the words an edit touched', () => {
    const before = memoryIndex();
    const edited = pages.map((entry) =>
      entry.url === '/docs/webhooks'
        ? page(entry.url, entry.title, `${entry.sections[0]?.text ?? ''} Deliveries are signed.`, entry.sections.slice(1))
        : entry,
    );
    const after = memoryIndex(edited);
    const changed = [...after.files]
      .filter(
        ([name, bytes]) =>
          !before.files.get(name)?.every((byte, index) => byte === bytes[index]) || before.files.get(name)?.length !== bytes.length,
      )
      .map(([name]) => name);
    // The page's text, and the shards of its words: the other pages' weights stay as they were.
    const webhooks = edited.find((entry) => entry.url === '/docs/webhooks');
    const words = [webhooks?.title ?? '', ...(webhooks?.sections.flatMap((section) => [section.heading, section.text]) ?? [])].join(' ');
    const itsShards = new Set(indexTerms(words).map((term) => shardPath(shardKeyOf(term))));
    expect(changed).toContain(pageTextPath(edited.indexOf(webhooks as PageText)));
    expect(changed.filter((name) => name.startsWith('s/')).length).toBeGreaterThan(0);
    expect(changed.filter((name) => name.startsWith('s/') && !itsShards.has(name))).toEqual([]);
  });

  it('fails with a clear error when the index is missing or damaged, and tries again later', async () => {
    let entry: Uint8Array | null = null;
    const index = new WordIndex(async (path) => (path === ENTRY_FILE ? entry : null));
    await expect(index.rank('token', 8)).rejects.toThrow(/search.json is missing/);
    entry = new TextEncoder().encode('{"format":999}');
    await expect(index.rank('token', 8)).rejects.toThrow(WordIndexFormatError);
    const { entry: built } = buildWordIndex(pages);
    entry = new TextEncoder().encode(JSON.stringify(built));
    // The entry is right now; its shard is missing: no match rather than a crash.
    expect((await index.rank('token', 8)).total).toBe(0);
    await expect(index.pageText(0)).rejects.toThrow(/page 0's text is missing/);
  });
});

describe('a search hit', () => {
  it("links to the section with the query's words and marks them in the excerpt", async () => {
    const { index } = memoryIndex();
    const ranking = await index.rank('verify signatures', 8);
    const first = ranking.pages[0];
    expect(first).toBeDefined();
    const hit = hitOf(await index.pageText(first?.page ?? -1), ranking);
    expect(hit).toEqual({
      url: '/docs/webhooks#verify',
      title: 'Webhooks › Verify signatures',
      section: 'Guides',
      missing: [],
      excerpt: [
        { text: 'Compute the ', marked: false },
        { text: 'signature', marked: true },
        { text: ' over the body.', marked: false },
      ],
    });
  });

  it('keeps the page itself when the match is in its opening text, its text as written', async () => {
    const { index } = memoryIndex([page('/docs/x', 'X', 'Use <Tabs> & "quotes" with PKCE.')]);
    const ranking = await index.rank('pkce', 8);
    expect(hitOf(await index.pageText(0), ranking)).toEqual({
      url: '/docs/x',
      title: 'X',
      section: 'Guides',
      missing: [],
      excerpt: [
        { text: 'Use <Tabs> & "quotes" with ', marked: false },
        { text: 'PKCE', marked: true },
        { text: '.', marked: false },
      ],
    });
  });

  it("shows a section's prose when it has the words, its code only when the prose does not", async () => {
    const sections = [
      { anchor: 'a', heading: 'Sign', text: 'Sign each delivery with the secret.', code: 'const secret = sign(body);' },
      { anchor: 'b', heading: 'Call', text: 'Nothing to see.', code: 'await rotateSecret(webhookId);' },
    ];
    const { index } = memoryIndex([page('/docs/x', 'X', 'Intro.', sections)]);
    const excerpt = async (query: string) =>
      hitOf(await index.pageText(0), await index.rank(query, 8, { typing: false }))
        .excerpt.map((segment) => segment.text)
        .join('');
    expect(await excerpt('secret')).toBe('Sign each delivery with the secret.');
    expect(await excerpt('rotatesecret')).toBe('await rotateSecret(webhookId);');
  });

  it('shows the words around the matches in a long text, marking a typed start too', async () => {
    const long = `${'filler '.repeat(100)}the webhook arrives ${'more '.repeat(100)}`;
    const { index } = memoryIndex([page('/docs/x', 'X', long)]);
    const ranking = await index.rank('webho', 8);
    const { excerpt } = hitOf(await index.pageText(0), ranking);
    expect(excerpt.filter((segment) => segment.marked)).toEqual([{ text: 'webhook', marked: true }]);
    const words = excerpt.map((segment) => segment.text).join('');
    expect(words).toContain('the webhook arrives');
    expect(words.split(' ')).toHaveLength(24);
  });
});

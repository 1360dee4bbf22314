import { describe, expect, it } from 'vitest';
import { changesOnlyMdx, devServerOrigin, serialRunner } from './dev-search';

describe('search in npm run dev', () => {
  it('finds the dev server where next dev listens', () => {
    expect(devServerOrigin([], {})).toBe('http://127.0.0.1:3000');
    expect(devServerOrigin([], { PORT: '4000' })).toBe('http://127.0.0.1:4000');
    expect(devServerOrigin(['--port', '3001'], { PORT: '4000' })).toBe('http://127.0.0.1:3001');
    expect(devServerOrigin(['-p', '3002'], {})).toBe('http://127.0.0.1:3002');
    expect(devServerOrigin(['--port=3003'], {})).toBe('http://127.0.0.1:3003');
    expect(devServerOrigin(['--port', 'x; rm -rf'], {})).toBe('http://127.0.0.1:3000');
  });

  it('fetches the reference and changelog again only after a change that can alter them', () => {
    for (const file of ['docs/quick-start.mdx', 'docs/plugins/meta.json', 'translations/fr/docs/index.mdx'])
      expect(changesOnlyMdx(file), file).toBe(true);
    for (const file of ['openapi.yaml', 'changelog/2026-11-01.mdx', 'docs', null]) expect(changesOnlyMdx(file), String(file)).toBe(false);
  });

  it('indexes once at a time: changes during a run make one more run, not one each', async () => {
    const finishes: (() => void)[] = [];
    let runs = 0;
    const index = serialRunner(
      () =>
        new Promise<void>((resolve) => {
          runs += 1;
          finishes.push(resolve);
        }),
    );
    const first = index();
    void index();
    void index();
    expect(runs).toBe(1);
    finishes[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(2);
    finishes[1]?.();
    // A request resolves once the index has caught up with it: after the run it caused.
    await first;
    expect(runs).toBe(2);
    void index();
    expect(runs).toBe(3);
  });

  it('keeps indexing after a run fails', async () => {
    let runs = 0;
    const index = serialRunner(async () => {
      runs += 1;
      if (runs === 1) throw new Error('the index could not be written');
    });
    await index();
    await index();
    expect(runs).toBe(2);
  });
});

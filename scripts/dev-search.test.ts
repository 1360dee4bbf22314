import { describe, expect, it } from 'vitest';
import { serialRunner } from './dev-search';

describe('search in npm run dev', () => {
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

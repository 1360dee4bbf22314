// The build steps' one way to run file work in parallel (the twins of scripts/build-static.ts).
import { availableParallelism } from 'node:os';

/**
 * Runs `work` over `items`, as many at once as there are cores (zlib compresses on libuv's threads).
 * @param {string[]} items @param {(item: string) => Promise<void>} work
 */
export async function eachConcurrently(items, work) {
  let next = 0;
  const worker = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), items.length) }, worker));
}

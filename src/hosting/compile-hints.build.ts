// Marks the start-up chunks for eager compilation (pure; docs/performance.md#less-work-after-the-first-paint): lazy compiling
// on the main thread was about half of Next's one long start-up task. Later chunks stay lazy: much of them may never run.

/** V8's magic comment: it must be the script's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line (once, however often it runs). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/**
 * A source map for the hinted script: one more line at the top shifts every mapping down a line
 * (a leading `;` in `mappings` is an empty first line).
 */
export function shiftSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings?: unknown };
  if (typeof parsed.mappings !== 'string') throw new Error('source map has no mappings');
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

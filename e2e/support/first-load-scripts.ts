// The scripts a first visit to a page downloads, read from its served HTML (pure; the JS budget and bench:weight).
import { PAINT_FIRST_LOADER } from '../../src/hosting/generated/paint-first-loader.mjs';

/** The sources a page's paint-first loader adds, in order (empty without one). */
export function deferredScriptSources(html: string): string[] {
  const call = `<script>${PAINT_FIRST_LOADER}(`;
  const start = html.indexOf(call);
  if (start < 0) return [];
  const from = start + call.length;
  return JSON.parse(html.slice(from, html.indexOf(']', from) + 1)) as string[];
}

/** The page's script tags (noModule ones skipped, as modern browsers skip them) and what its loader adds, each once. */
export function firstLoadScriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script(?![^>]*noModule)[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...new Set([...tags, ...deferredScriptSources(html)])];
}

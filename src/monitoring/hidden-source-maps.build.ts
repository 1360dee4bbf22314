// Hidden source maps (pure): the build writes a map beside each browser chunk and names it in the
// chunk's last line. Error reporting needs the maps (the tunnel turns minified frames back into
// `src/…`), visitors must not get them: the maps move out of the served folder and the chunks lose
// the comment that names them.

/** The trailing comment that names a script's or stylesheet's source map. */
const SOURCE_MAP_COMMENT = /\n?(?:\/\/# sourceMappingURL=[^\n]*|\/\*# sourceMappingURL=[^\n]*?\*\/)\s*$/;

/** The file's text without its source-map comment (unchanged when it has none). */
export function withoutSourceMapComment(text: string): string {
  return text.replace(SOURCE_MAP_COMMENT, '');
}

/** The map file a chunk's comment names, relative to the chunk's folder, or null. */
export function sourceMapNamed(text: string): string | null {
  const name = /(?:\/\/|\/\*)# sourceMappingURL=([^\s*]+)/.exec(text.slice(-512))?.[1];
  return name && !name.startsWith('data:') ? name : null;
}

// A content source's files in one order, whatever order the file system listed them in.

/**
 * The source's files sorted by path. fumadocs-mdx lists them in the order the file system answered
 * its glob, which changes from run to run; sorted, every list made from the pages (the search index,
 * the sitemap) comes out the same from the same content, and a rebuild can keep what it made before.
 */
export function inPathOrder<File extends { path: string }, Source extends { files: File[] }>(source: Source): Source {
  return { ...source, files: [...source.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
}

// Remark plugin: an image referenced by a path relative to its page (`![…](./images/x.svg)`) is
// pointed at the file the build publishes (content-media.ts); a missing file fails with file:line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { CONTENT_MEDIA_URL_PREFIX, contentMediaName, isRelativeMediaReference } from './content-media';

/** The published URL of the file `reference` names, relative to the page at `pageFile`. */
export function contentMediaUrl(reference: string, pageFile: string): string {
  const file = path.resolve(path.dirname(pageFile), decodeURI(reference.split(/[?#]/)[0] ?? ''));
  return `${CONTENT_MEDIA_URL_PREFIX}${encodeURIComponent(contentMediaName(path.basename(file), readFileSync(file)))}`;
}

export function remarkContentMedia() {
  return (tree: Root, file: VFile) => {
    const missing: string[] = [];
    visit(tree, (node) => {
      if (node.type !== 'image' || !isRelativeMediaReference(node.url)) return;
      try {
        node.url = contentMediaUrl(node.url, file.path);
      } catch {
        const at = node.position ? `${node.position.start.line}:${node.position.start.column}` : '?';
        missing.push(`${file.path}:${at} image '${node.url}' not found`);
      }
    });
    if (missing.length > 0) file.fail(`${missing.length} missing image(s):\n${missing.join('\n')}`);
  };
}

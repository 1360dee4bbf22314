import { describe, expect, it } from 'vitest';
import { inPathOrder } from './path-order';

describe('inPathOrder', () => {
  it('lists the same files in the same order, however the file system listed them', () => {
    const files = ['s02/page-011.mdx', 'meta.json', 's01/page-002.mdx', 's01/meta.json', 's01/page-001.mdx', 'index.mdx'].map((path) => ({
      path,
      type: 'page',
    }));
    const reversed = [...files].reverse();
    expect(inPathOrder({ files }).files.map((file) => file.path)).toEqual([
      'index.mdx',
      'meta.json',
      's01/meta.json',
      's01/page-001.mdx',
      's01/page-002.mdx',
      's02/page-011.mdx',
    ]);
    expect(inPathOrder({ files: reversed })).toEqual(inPathOrder({ files }));
  });

  it('leaves the source it was given as it was', () => {
    const source = { files: [{ path: 'b.mdx' }, { path: 'a.mdx' }] };
    inPathOrder(source);
    expect(source.files.map((file) => file.path)).toEqual(['b.mdx', 'a.mdx']);
  });
});

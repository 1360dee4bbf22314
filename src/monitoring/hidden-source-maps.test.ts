import { describe, expect, it } from 'vitest';
import { sourceMapNamed, withoutSourceMapComment } from './hidden-source-maps.build';

describe('hidden source maps', () => {
  it('drops the comment that names a script map or a stylesheet map, and nothing else', () => {
    expect(withoutSourceMapComment('a();\n//# sourceMappingURL=0abc.js.map\n')).toBe('a();');
    expect(withoutSourceMapComment('a{b:c}\n/*# sourceMappingURL=0abc.css.map */')).toBe('a{b:c}');
    expect(withoutSourceMapComment('a();\n// a comment\nb();')).toBe('a();\n// a comment\nb();');
    // Only the trailing one: the text is code, and a string in it may spell the same words.
    expect(withoutSourceMapComment('x("//# sourceMappingURL=fake");\ny();')).toBe('x("//# sourceMappingURL=fake");\ny();');
  });

  it('reads the name of the map a chunk points to; inline maps are not files', () => {
    expect(sourceMapNamed('a();\n//# sourceMappingURL=0abc.js.map')).toBe('0abc.js.map');
    expect(sourceMapNamed('a{}\n/*# sourceMappingURL=0abc.css.map */')).toBe('0abc.css.map');
    expect(sourceMapNamed('a();\n//# sourceMappingURL=data:application/json;base64,e30=')).toBeNull();
    expect(sourceMapNamed('a();')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fileDigest, isSkillName, markdownLinks, skillDigest, skillEntry, skillsIndex } from './agent-skills';

const bytes = (text: string) => new TextEncoder().encode(text);
const skillMd = (name: string, description = 'Does a thing. Use when a thing is needed.') =>
  bytes(`---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n`);

describe('Agent Skills Discovery v0.2.0 digests', () => {
  it("computes the RFC's worked example", () => {
    const files = [
      { path: 'SKILL.md', digest: fileDigest(bytes('# Hello\n')) },
      { path: 'scripts/run.sh', digest: fileDigest(bytes('#!/bin/sh\n')) },
    ];
    expect(files.map((file) => file.digest)).toEqual([
      'sha256:90f8ec5669cd34183b9b0fdf8b94f5efb4c3672876330f4aa76088c2b4ad17be',
      'sha256:a8076d3d28d21e02012b20eaf7dbf75409a6277134439025f282e368e3305abf',
    ]);
    expect(skillDigest(files)).toBe('sha256:34f7a8c484e9991f3e71a309f31332d6335efc01f544105c4185a7c4ab12eb1e');
  });

  it('sorts the manifest by byte order, not by the order of the files array', () => {
    const skill = { path: 'SKILL.md', digest: fileDigest(bytes('# Hello\n')) };
    const readme = { path: 'README.md', digest: fileDigest(bytes('# Read me\n')) };
    const manifest = `README.md\0${readme.digest.slice(7)}\nSKILL.md\0${skill.digest.slice(7)}\n`;
    expect(skillDigest([skill, readme])).toBe(fileDigest(bytes(manifest)));
    expect(skillDigest([skill, readme])).toBe(skillDigest([readme, skill]));
    // …and the entry keeps SKILL.md first in its files, though README.md sorts before it.
    const entry = skillEntry('hello', [
      { path: 'README.md', bytes: bytes('# Read me\n') },
      { path: 'SKILL.md', bytes: skillMd('hello') },
    ]);
    expect(entry.files.map((file) => file.path)).toEqual(['SKILL.md', 'README.md']);
    expect(entry.digest).toBe(skillDigest(entry.files));
  });
});

describe('a skill entry', () => {
  it('takes its name and description from the frontmatter, which must agree with its folder', () => {
    expect(skillEntry('tessera-api', [{ path: 'SKILL.md', bytes: skillMd('tessera-api') }])).toMatchObject({
      name: 'tessera-api',
      description: 'Does a thing. Use when a thing is needed.',
      files: [{ path: 'SKILL.md' }],
    });
    expect(() => skillEntry('tessera-api', [{ path: 'SKILL.md', bytes: skillMd('other') }])).toThrow(
      /agent skill 'tessera-api': its frontmatter names it 'other'/,
    );
    expect(() => skillEntry('tessera-api', [{ path: 'SKILL.md', bytes: bytes('# No frontmatter\n') }])).toThrow(/no YAML frontmatter/);
    expect(() => skillEntry('tessera-api', [{ path: 'README.md', bytes: bytes('x') }])).toThrow(/has no SKILL.md/);
    expect(() =>
      skillEntry('tessera-api', [
        { path: 'SKILL.md', bytes: skillMd('tessera-api') },
        { path: '../secret', bytes: bytes('x') },
      ]),
    ).toThrow(/not a path the RFC allows/);
  });

  it('follows the naming rule', () => {
    for (const name of ['a', 'tessera-rest-api', 'x'.repeat(64), 'v2']) expect(isSkillName(name), name).toBe(true);
    for (const name of ['', '-a', 'a-', 'a--b', 'A', 'a_b', 'x'.repeat(65)]) expect(isSkillName(name), name).toBe(false);
    expect(() => skillEntry('Bad--name', [{ path: 'SKILL.md', bytes: skillMd('Bad--name') }])).toThrow(/a name is/);
  });
});

it('the index says its version and lists skills by name', () => {
  const entry = (name: string) => skillEntry(name, [{ path: 'SKILL.md', bytes: skillMd(name) }]);
  const index = skillsIndex([entry('webhooks'), entry('api')]);
  expect(index.version).toBe('0.2.0');
  expect(index.skills.map((skill) => skill.name)).toEqual(['api', 'webhooks']);
});

it("finds a Markdown file's link targets, not what code blocks hold", () => {
  const markdown = [
    'See [Errors](/docs/errors.md#idempotency-keys) and [MCP](/mcp).',
    '`[not](/a-link)`',
    '```md',
    '[nor](/this)',
    '```',
    '[Titled](https://example.com/x "A title")',
  ].join('\n');
  expect(markdownLinks(markdown)).toEqual(['/docs/errors.md#idempotency-keys', '/mcp', 'https://example.com/x']);
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileDigest, type SkillsIndex } from './agent-skills';
import { publishAgentSkills, verifyAgentSkills } from './agent-skills.build';

const roots: string[] = [];
/** A site with one page's Markdown copy, and a skills folder holding `skills` (folder → path → text). */
function fixture(skills: Record<string, Record<string, string>>) {
  const root = mkdtempSync(path.join(tmpdir(), 'agent-skills-'));
  roots.push(root);
  const site = path.join(root, 'out');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'docs', 'errors.md'), '# Errors\n');
  writeFileSync(path.join(site, 'llms.txt'), '# Site\n');
  for (const [folder, files] of Object.entries(skills)) {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, 'skills', folder, file)), { recursive: true });
      writeFileSync(path.join(root, 'skills', folder, file), text);
    }
  }
  return { site, skills: path.join(root, 'skills') };
}
const skillMd = (name: string, body: string) => `---\nname: ${name}\ndescription: Helps.\n---\n\n${body}\n`;

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('publishing the agent skills', () => {
  it('writes each file where its index entry says, with digests of the bytes written', async () => {
    const dirs = fixture({
      api: {
        'SKILL.md': skillMd('api', 'See [Errors](/docs/errors.md#retries), [all](/llms.txt), [MCP](/mcp) and [more](references/more.md).'),
        'references/more.md': '# More\n',
      },
    });
    expect(await publishAgentSkills(dirs.site, dirs.skills)).toBe(1);
    const index = JSON.parse(readFileSync(path.join(dirs.site, '.well-known/agent-skills/index.json'), 'utf8')) as SkillsIndex;
    expect(index.version).toBe('0.2.0');
    expect(index.skills[0]?.files.map((file) => file.path)).toEqual(['SKILL.md', 'references/more.md']);
    const served = readFileSync(path.join(dirs.site, '.well-known/agent-skills/api/references/more.md'));
    expect(index.skills[0]?.files[1]?.digest).toBe(fileDigest(served));
    await expect(verifyAgentSkills(dirs.site)).resolves.toBeUndefined();
  });

  it('fails the build on a link that leads nowhere, naming the skill and the link', async () => {
    const dirs = fixture({ api: { 'SKILL.md': skillMd('api', 'See [Gone](/docs/gone.md) and [Missing](references/missing.md).') } });
    await expect(publishAgentSkills(dirs.site, dirs.skills)).rejects.toThrow(
      /agent skill 'api': links lead nowhere:\n {2}\/docs\/gone\.md: no such page[\s\S]*references\/missing\.md: no such file in the skill/,
    );
  });

  it('fails the build on frontmatter that disagrees with the folder', async () => {
    const dirs = fixture({ api: { 'SKILL.md': skillMd('other', 'Hello.') } });
    await expect(publishAgentSkills(dirs.site, dirs.skills)).rejects.toThrow(/frontmatter names it 'other'/);
  });

  it('fails the build when a served file no longer matches its digest', async () => {
    const dirs = fixture({ api: { 'SKILL.md': skillMd('api', 'Hello.') } });
    await publishAgentSkills(dirs.site, dirs.skills);
    writeFileSync(path.join(dirs.site, '.well-known/agent-skills/api/SKILL.md'), skillMd('api', 'Changed after the index.'));
    await expect(verifyAgentSkills(dirs.site)).rejects.toThrow(/agent skill 'api': SKILL.md no longer matches its digest/);
  });
});

// Build step: the skills written in content/skills/<name>/ published under out/.well-known/agent-skills/
// with their index, and checked (docs/content.md#agent-skills). The build fails on a skill whose
// frontmatter disagrees with its folder, whose link leads nowhere, or whose served bytes no longer match.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { SKILLS_DIR } from '@/config/content-paths.mjs';
import {
  AGENT_SKILLS_INDEX,
  AGENT_SKILLS_PATH,
  fileDigest,
  markdownLinks,
  type SkillFile,
  skillDigest,
  skillEntry,
  skillsIndex,
  type SkillsIndex,
} from './agent-skills';

/** Served by the thin host only; a static host may leave it out, so a skill may still point agents there. */
const HOST_ONLY_PATHS = new Set(['/mcp']);

/** Where a link inside a skill leads, or why it leads nowhere: a page or file of the site, or another file of the skill. */
function brokenLink(link: string, file: string, skill: readonly SkillFile[], siteDir: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return null; // another site: not ours to check
  const target = link.split('#')[0] ?? '';
  if (target === '') return null;
  if (target.startsWith('/')) {
    if (HOST_ONLY_PATHS.has(target)) return null;
    const served = path.join(siteDir, decodeURI(target));
    return existsSync(served) || existsSync(`${served}.html`) ? null : `${link}: no such page or file on the site`;
  }
  const within = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
  return skill.some((other) => other.path === within) ? null : `${link}: no such file in the skill`;
}

/** Publishes every skill of `skillsDir` into `siteDir`; returns how many. The site's pages must be in place (links are checked against them). */
export async function publishAgentSkills(siteDir: string, skillsDir = SKILLS_DIR): Promise<number> {
  if (!existsSync(skillsDir)) return 0;
  const folders = (await readdir(skillsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const entries = [];
  for (const folder of folders) {
    const source = path.join(skillsDir, folder);
    const paths = (await glob('**/*', { cwd: source })).sort();
    const files = await Promise.all(paths.map(async (file) => ({ path: file, bytes: await readFile(path.join(source, file)) })));
    const entry = skillEntry(folder, files);
    const broken = files
      .filter((file) => file.path.endsWith('.md'))
      .flatMap((file) => markdownLinks(file.bytes.toString('utf8')).map((link) => brokenLink(link, file.path, files, siteDir)))
      .filter((problem) => problem !== null);
    if (broken.length > 0) throw new Error(`agent skill '${folder}': links lead nowhere:\n  ${broken.join('\n  ')}`);
    for (const file of files) {
      const target = path.join(siteDir, AGENT_SKILLS_PATH, folder, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.bytes);
    }
    entries.push(entry);
  }
  if (entries.length === 0) return 0;
  await writeFile(path.join(siteDir, AGENT_SKILLS_INDEX), `${JSON.stringify(skillsIndex(entries), null, 2)}\n`);
  return entries.length;
}

/** Checks the served files against the index once the build is done with them: every digest, file by file and per skill. */
export async function verifyAgentSkills(siteDir: string): Promise<void> {
  const indexFile = path.join(siteDir, AGENT_SKILLS_INDEX);
  if (!existsSync(indexFile)) return;
  const index = JSON.parse(await readFile(indexFile, 'utf8')) as SkillsIndex;
  for (const skill of index.skills) {
    for (const file of skill.files) {
      const served = await readFile(path.join(siteDir, AGENT_SKILLS_PATH, skill.name, file.path));
      if (fileDigest(served) !== file.digest) throw new Error(`agent skill '${skill.name}': ${file.path} no longer matches its digest`);
    }
    if (skillDigest(skill.files) !== skill.digest) throw new Error(`agent skill '${skill.name}': its digest does not match its files`);
  }
}

// Agent Skills Discovery v0.2.0 (pure): the index at /.well-known/agent-skills/index.json that tells
// agents which skills the site publishes, each with its files' digests and a skill-level digest
// computed as the RFC specifies (cloudflare/agent-skills-discovery-rfc; docs/content.md#agent-skills).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { SKILLS_DIR } from '@/config/content-paths.mjs';

export const AGENT_SKILLS_PATH = '/.well-known/agent-skills';
export const AGENT_SKILLS_INDEX = `${AGENT_SKILLS_PATH}/index.json`;
export const SKILLS_INDEX_VERSION = '0.2.0';
export const SKILL_FILE = 'SKILL.md';
/** The Agent Skills spec's limit on a description. */
const DESCRIPTION_MAX_CHARACTERS = 1024;

/** The index's path when the site has skills to publish (content/skills/), for llms.txt to point at. */
export const publishedSkillsIndex = (): string | undefined => (existsSync(SKILLS_DIR) ? AGENT_SKILLS_INDEX : undefined);

export type SkillFile = { path: string; bytes: Uint8Array };
export type SkillFileEntry = { path: string; digest: string };
export type SkillEntry = { name: string; description: string; digest: string; files: SkillFileEntry[] };
export type SkillsIndex = { version: typeof SKILLS_INDEX_VERSION; skills: SkillEntry[] };

const hexOf = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** `sha256:<hex>` of a file's raw bytes. */
export const fileDigest = (bytes: Uint8Array): string => `sha256:${hexOf(bytes)}`;

/**
 * The skill-level digest: SHA-256 over one line `<path>\0<hex>\n` per file, the lines sorted by path in
 * byte order (not the order of the files array, where SKILL.md comes first).
 */
export function skillDigest(files: readonly SkillFileEntry[]): string {
  const lines = files
    .map(({ path, digest }) => ({ path: Buffer.from(path, 'utf8'), hex: digest.replace(/^sha256:/, '') }))
    .sort((a, b) => Buffer.compare(a.path, b.path))
    .map(({ path, hex }) => Buffer.concat([path, Buffer.from(`\0${hex}\n`, 'utf8')]));
  return `sha256:${hexOf(Buffer.concat(lines))}`;
}

/** 1–64 characters of a–z, 0–9 and hyphens, none leading, trailing or doubled. */
export const isSkillName = (name: string): boolean => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) && name.length <= 64;

/** A file path the RFC allows: relative, forward slashes, printable ASCII without `\ ? # [ ]`, no `..`. */
const isSkillPath = (path: string) =>
  /^[\x20-\x7e]+$/.test(path) && !/[\\?#[\]]/.test(path) && !path.startsWith('/') && !path.split('/').includes('..');

/** The YAML frontmatter of a SKILL.md, or throws saying what is wrong. */
export function skillFrontmatter(markdown: string): { name: string; description: string } {
  const block = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(markdown)?.[1];
  if (block === undefined) throw new Error('SKILL.md starts with no YAML frontmatter (--- … ---)');
  const data: unknown = parseYaml(block);
  const { name, description } = (data ?? {}) as Record<string, unknown>;
  if (typeof name !== 'string' || typeof description !== 'string' || description.trim() === '') {
    throw new Error("SKILL.md's frontmatter needs a 'name' and a 'description'");
  }
  return { name, description: description.trim() };
}

/**
 * A skill's index entry from its folder name and files (SKILL.md first in `files`); throws, naming the
 * skill, when the folder, the frontmatter and the rules disagree.
 */
export function skillEntry(folder: string, files: readonly SkillFile[]): SkillEntry {
  const fail = (problem: string): never => {
    throw new Error(`agent skill '${folder}': ${problem}`);
  };
  if (!isSkillName(folder)) fail('a name is 1–64 characters of a–z, 0–9 and single hyphens inside');
  const skill = files.find((file) => file.path === SKILL_FILE) ?? fail(`it has no ${SKILL_FILE}`);
  let frontmatter: { name: string; description: string };
  try {
    frontmatter = skillFrontmatter(new TextDecoder().decode(skill.bytes));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if (frontmatter.name !== folder) fail(`its frontmatter names it '${frontmatter.name}', its folder '${folder}'`);
  if (frontmatter.description.length > DESCRIPTION_MAX_CHARACTERS) fail(`its description is over ${DESCRIPTION_MAX_CHARACTERS} characters`);
  for (const { path } of files) if (!isSkillPath(path)) fail(`'${path}' is not a path the RFC allows`);
  const ordered = [skill, ...files.filter((file) => file !== skill)];
  const entries = ordered.map(({ path, bytes }) => ({ path, digest: fileDigest(bytes) }));
  return { name: folder, description: frontmatter.description, digest: skillDigest(entries), files: entries };
}

export function skillsIndex(skills: readonly SkillEntry[]): SkillsIndex {
  return { version: SKILLS_INDEX_VERSION, skills: [...skills].sort((a, b) => a.name.localeCompare(b.name)) };
}

/** The targets of a Markdown file's inline links (`[text](target)`), as written. */
export function markdownLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? '');
}

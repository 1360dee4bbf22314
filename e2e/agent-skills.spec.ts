// Agent Skills Discovery v0.2.0 (docs/contract.md 'Routes'): the index tells an agent which skills the
// site publishes; every file it lists is served as its digest says, and each skill-level digest is the
// RFC's manifest digest of those files. Digests are computed here from the bytes served, independently
// of the build's own code.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

type Index = {
  version: string;
  skills: { name: string; description: string; digest: string; files: { path: string; digest: string }[] }[];
};

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

test('the index follows v0.2.0, and every file and skill matches its digest', async ({ request }) => {
  const response = await request.get('/.well-known/agent-skills/index.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const index = (await response.json()) as Index;
  expect(index.version).toBe('0.2.0');
  expect(index.skills.map((skill) => skill.name)).toEqual(
    expect.arrayContaining(['tessera-rest-api', 'tessera-webhooks', 'tessera-plugins']),
  );

  for (const skill of index.skills) {
    expect(skill.name, 'a name the RFC allows').toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(skill.files[0]?.path, `${skill.name}: SKILL.md first`).toBe('SKILL.md');
    const lines: { path: string; hex: string }[] = [];
    for (const file of skill.files) {
      const url = `/.well-known/agent-skills/${skill.name}/${file.path}`;
      const served = await request.get(url);
      expect(served.status(), url).toBe(200);
      const hex = sha256(await served.body());
      expect(`sha256:${hex}`, url).toBe(file.digest);
      lines.push({ path: file.path, hex });
      if (file.path === 'SKILL.md') {
        expect(served.headers()['content-type'], url).toMatch(/^text\/markdown/);
        expect((await request.head(url)).status(), `HEAD ${url}`).toBe(200);
        // Its frontmatter says what the index says.
        const text = (await served.body()).toString('utf8');
        expect(text, url).toMatch(new RegExp(`^---\\nname: ${skill.name}\\ndescription: `));
        expect(text, url).toContain(`description: ${skill.description}\n`);
      }
    }
    const manifest = lines
      .sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)))
      .map(({ path, hex }) => `${path}\0${hex}\n`)
      .join('');
    expect(skill.digest, `${skill.name}: skill-level digest`).toBe(`sha256:${sha256(manifest)}`);
  }
});

test('llms.txt points agents at the skills index', async ({ request }) => {
  expect(await (await request.get('/llms.txt')).text()).toMatch(/https?:\/\/[^\s]+\/\.well-known\/agent-skills\/index\.json/);
});

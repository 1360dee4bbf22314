import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLine, checkApi } from './api-check.build';

const released = readFileSync(path.join(import.meta.dirname, 'fixtures', 'mini.yaml'), 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'api-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A repository with one release (the fixture) and a working document edited by `edit`. */
function repository(name: string, edit: (text: string) => string) {
  const releases = path.join(work, name, 'releases');
  mkdirSync(releases, { recursive: true });
  writeFileSync(path.join(releases, '2026-06-01.yaml'), released);
  const document = path.join(work, name, 'tessera.yaml');
  writeFileSync(document, edit(released));
  return { document, releases, today: '2026-07-01' };
}

describe('npm run check:api', () => {
  it('passes on an additive change and lists it as unreleased', async () => {
    const additive = repository('additive', (text) =>
      text.replace(
        '        last_modified: { type: string, format: date-time }',
        '        last_modified: { type: string, format: date-time }\n        thumbnail_url: { type: string }',
      ),
    );
    const { unreleased, broken } = await checkApi(additive);
    expect(broken).toEqual([]);
    expect(unreleased.map(changeLine)).toEqual(['2026-07-01 GET /files/{file_key} (getFile): Response field `thumbnail_url` added.']);
  });

  it('fails on a breaking change, naming the operation and its path', async () => {
    const breaking = repository('breaking', (text) =>
      text.replace("                node_id: { type: string, example: '12:34' }\n", '').replace('required: [key, name]', 'required: [key]'),
    );
    const { broken } = await checkApi(breaking);
    expect(broken.map(changeLine)).toEqual([
      '2026-07-01 GET /files/{file_key} (getFile): Response field `name` may now be absent.',
      '2026-07-01 POST /files/{file_key}/comments (createComment): Request field `node_id` removed.',
    ]);
  });

  it('refuses a release that is not valid OpenAPI, naming its file', async () => {
    const broken = repository('broken', (text) => text);
    writeFileSync(path.join(broken.releases, '2026-05-01.yaml'), 'openapi: 3.1.0\ninfo: { title: broken }\n');
    await expect(checkApi(broken)).rejects.toThrow(/OpenAPI release is invalid: .*2026-05-01\.yaml/);
  });

  it('refuses a release not named by its date', async () => {
    const misnamed = repository('misnamed', (text) => text);
    writeFileSync(path.join(misnamed.releases, 'latest.yaml'), released);
    await expect(checkApi(misnamed)).rejects.toThrow(/named by its date, YYYY-MM-DD.yaml: .*latest\.yaml/);
  });
});

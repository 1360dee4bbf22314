import { describe, expect, it } from 'vitest';
import { fillPath, requestSamples, SAMPLE_LANGUAGES, type SampleRequest } from './openapi-samples';

const get: SampleRequest = {
  method: 'get',
  url: 'https://api.tessera.design/v1/files/fk_8Jd2kLq9Zx/nodes',
  query: [['ids', '12:34,12:35']],
};
const post: SampleRequest = {
  method: 'post',
  url: 'https://api.tessera.design/v1/files/fk_8Jd2kLq9Zx/comments',
  query: [],
  body: { message: "Let's ship it", resolved: false, client_meta: null },
};

describe('request samples', () => {
  it('fills path parameters, encoding them', () => {
    expect(fillPath('/files/{file_key}/comments/{comment_id}', { file_key: 'fk_1', comment_id: 'cm 2' })).toBe(
      '/files/fk_1/comments/cm%202',
    );
    expect(fillPath('/teams/{team_id}', {})).toBe('/teams/{team_id}');
  });

  it('comes in four languages, each reading the token from TESSERA_TOKEN', () => {
    const samples = requestSamples(get);
    expect(Object.keys(samples)).toEqual(['curl', 'TypeScript', 'Python', 'Go']);
    expect(samples.curl).toContain('--header "Authorization: Bearer $TESSERA_TOKEN"');
    expect(samples.TypeScript).toContain('Authorization: `Bearer ${process.env.TESSERA_TOKEN}`');
    expect(samples.Python).toMatch(/^import os\n[\s\S]*"Authorization": f"Bearer \{os\.environ\['TESSERA_TOKEN'\]\}"/);
    expect(samples.Go).toContain('import (\n\t"os"\n');
    expect(samples.Go).toContain('req.Header.Add("Authorization", "Bearer " + os.Getenv("TESSERA_TOKEN"))');
    for (const language of SAMPLE_LANGUAGES) {
      expect(samples[language]).not.toContain('PLACEHOLDER');
      expect(samples[language]).toContain('https://api.tessera.design/v1/files/fk_8Jd2kLq9Zx/nodes?ids=12%3A34%2C12%3A35');
    }
  });

  it('sends the same JSON body in every language', () => {
    const samples = requestSamples(post);
    expect(samples.curl).toContain('"message": "Let\'s ship it"');
    expect(samples.TypeScript).toContain("body: JSON.stringify({message: 'Let\\'s ship it', resolved: false, client_meta: null})");
    expect(samples.Python).toContain('requests.post(url, json=payload, headers=headers)');
    expect(samples.Python).toContain('"client_meta": None');
    expect(samples.Go).toContain('strings.NewReader("{\\"message\\":\\"Let\'s ship it\\",\\"resolved\\":false,\\"client_meta\\":null}")');
  });
});

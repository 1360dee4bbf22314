import { describe, expect, it } from 'vitest';
import { curlSample, fetchSample, fillPath, pythonSample, type SampleRequest } from './openapi-samples';

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

  it('writes curl with the token from the environment and a quoted JSON body', () => {
    expect(curlSample(get)).toBe(
      "curl -X GET 'https://api.tessera.design/v1/files/fk_8Jd2kLq9Zx/nodes?ids=12%3A34%2C12%3A35' \\\n  -H \"Authorization: Bearer $TESSERA_TOKEN\"",
    );
    expect(curlSample(post)).toContain(`-d '{\n  "message": "Let'\\''s ship it",`);
  });

  it('writes fetch and requests calls that send the same request', () => {
    const js = fetchSample(post);
    expect(js).toContain('const res = await fetch("https://api.tessera.design/v1/files/fk_8Jd2kLq9Zx/comments", {');
    expect(js).toContain('method: "POST",');
    expect(js).toContain('"Content-Type": "application/json",');
    expect(js).toContain('"message": "Let\'s ship it"');
    const py = pythonSample(post);
    expect(py).toContain('res = requests.post(');
    expect(py).toContain('"resolved": False,');
    expect(py).toContain('"client_meta": None,');
    expect(pythonSample(get)).toContain('params={\n        "ids": "12:34,12:35",\n    },');
  });
});

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { ConsoleOperation } from './console-operation';
import { buildConsoleRequest, curlCommand, parameterKey } from './console-request';

const operation: ConsoleOperation = {
  operationId: 'postComment',
  title: 'Post a comment',
  method: 'POST',
  path: '/files/{file_key}/comments',
  baseUrl: 'http://127.0.0.1:9393/v1',
  secured: true,
  parameters: [
    { name: 'file_key', in: 'path', required: true, schema: { type: 'string' }, initial: '', placeholder: '', options: null },
    { name: 'page_size', in: 'query', required: false, schema: { type: 'integer' }, initial: '', placeholder: '', options: null },
    { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' }, initial: '', placeholder: '', options: null },
  ],
  body: { schema: { type: 'object' }, initial: '{}', required: true },
};
const values = (entries: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(entries).map(([name, value]) => [
      parameterKey(operation.parameters.find((parameter) => parameter.name === name)!),
      value,
    ]),
  );

describe('buildConsoleRequest', () => {
  it('puts each value where the document says, encoded, and the token in the Authorization header', () => {
    const { request, gaps } = buildConsoleRequest(operation, {
      values: values({ file_key: 'fk_a/b c', page_size: ' 20 ', 'Idempotency-Key': 'k-1' }),
      body: '{"message": "hi"}',
      token: ' tsr_pat_secret ',
    });
    expect(gaps).toEqual([]);
    expect(request).toEqual({
      method: 'POST',
      url: 'http://127.0.0.1:9393/v1/files/fk_a%2Fb%20c/comments?page_size=20',
      headers: [
        ['Authorization', 'Bearer tsr_pat_secret'],
        ['Idempotency-Key', 'k-1'],
        ['Content-Type', 'application/json'],
      ],
      body: '{"message": "hi"}',
    });
  });

  it('leaves out empty optional values, the token when there is none, and a blank body', () => {
    const { request } = buildConsoleRequest(operation, { values: values({ file_key: 'fk_1' }), body: '  \n', token: '' });
    expect(request).toMatchObject({ url: 'http://127.0.0.1:9393/v1/files/fk_1/comments', headers: [], body: null });
  });

  it('names a missing path value instead of sending a request with a hole in its path', () => {
    const { gaps } = buildConsoleRequest(operation, { values: {}, body: '{}', token: 't' });
    expect(gaps).toEqual([{ field: 'path:file_key', message: 'file_key is required: it is part of the path.' }]);
  });

  it('names a header value a browser would refuse to send, instead of failing as if offline', () => {
    const { gaps } = buildConsoleRequest(operation, {
      values: values({ file_key: 'fk_1', 'Idempotency-Key': 'مفتاح' }),
      body: '',
      token: 'tsr\u200b_pat',
    });
    expect(gaps.map((gap) => gap.field)).toEqual(['token', 'header:Idempotency-Key']);
    expect(gaps[0]?.message).toMatch(/^The token holds a character an HTTP header cannot carry/);
    expect(
      buildConsoleRequest(operation, { values: values({ file_key: 'fk_1', 'Idempotency-Key': 'café-1' }), body: '', token: 'tsr_pat' })
        .gaps,
    ).toEqual([]);
  });
});

describe('curlCommand', () => {
  const { request } = buildConsoleRequest(operation, {
    values: values({ file_key: 'fk_1', 'Idempotency-Key': "it's" }),
    body: `@notes.json {"message": "it's $HOME \`id\` \\"quoted\\""}`,
    token: 'tsr_pat_secret',
  });
  const command = curlCommand(request);

  it('never holds the token: the header reads $TESSERA_TOKEN', () => {
    expect(command).not.toContain('tsr_pat_secret');
    expect(command).toContain('--header "Authorization: Bearer $TESSERA_TOKEN"');
  });

  it('is read by a POSIX shell back into exactly the arguments that were sent', () => {
    // The shell parses the command (curl swapped for printf, one argument per line).
    const argv = execFileSync('sh', ['-c', command.replace(/^curl /, "printf '%s\\n' ")], {
      env: { ...process.env, TESSERA_TOKEN: 'from-env' },
      encoding: 'utf8',
    })
      .trimEnd()
      .split('\n');
    expect(argv).toEqual([
      '--request',
      'POST',
      '--url',
      'http://127.0.0.1:9393/v1/files/fk_1/comments',
      '--header',
      'Authorization: Bearer from-env',
      '--header',
      "Idempotency-Key: it's",
      '--header',
      'Content-Type: application/json',
      '--data-raw',
      request.body,
    ]);
  });
});

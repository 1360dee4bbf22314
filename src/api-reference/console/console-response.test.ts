import { describe, expect, it } from 'vitest';
import { bodyNote, deprecationNotice, outcomeSummary, readBody, reasonPhrase, SHOWN_MAX_CHARS, statusLine } from './console-response';

describe('readBody', () => {
  it('pretty-prints JSON, including +json types and untyped JSON-looking text', () => {
    expect(readBody('application/json; charset=utf-8', '{"a":[1]}')).toEqual({ kind: 'json', text: '{\n  "a": [\n    1\n  ]\n}' });
    expect(readBody('application/problem+json', '{"a":1}')).toMatchObject({ kind: 'json' });
    expect(readBody(null, ' [1]')).toMatchObject({ kind: 'json' });
  });

  it('shows anything else as text with its type, and JSON that does not parse as it came', () => {
    expect(readBody('text/html', '<h1>Bad gateway</h1>')).toEqual({
      kind: 'text',
      text: '<h1>Bad gateway</h1>',
      contentType: 'text/html',
      truncated: false,
    });
    expect(readBody('application/json', '{oops')).toEqual({
      kind: 'text',
      text: '{oops',
      contentType: 'application/json',
      truncated: false,
    });
    expect(readBody(null, 'plain')).toMatchObject({ kind: 'text', contentType: 'no content type' });
    expect(readBody('application/json', '')).toEqual({ kind: 'empty' });
  });

  it('cuts a huge non-JSON body and says so', () => {
    const body = readBody('text/plain', 'x'.repeat(SHOWN_MAX_CHARS + 5));
    expect(body).toMatchObject({ kind: 'text', truncated: true });
    expect(body.kind === 'text' && body.text.length).toBe(SHOWN_MAX_CHARS);
    expect(bodyNote(body)).toMatch(/not JSON \(text\/plain\).*Only the first 1,000,000 characters/);
  });
});

describe('what the reader is told', () => {
  it('gives the status with its reason phrase (HTTP/2 has none) and the time', () => {
    expect(reasonPhrase(422, '')).toBe('Unprocessable Entity');
    expect(reasonPhrase(200, 'Fine')).toBe('Fine');
    expect(reasonPhrase(299, '')).toBe('');
    expect(statusLine(299, '')).toBe('299');
    expect(statusLine(404, '')).toBe('404 Not Found');
    expect(
      outcomeSummary(
        { kind: 'answer', status: 201, statusText: '', headers: [], durationMs: 41.6, body: { kind: 'empty' } },
        'https://d.example',
      ),
    ).toBe('201 Created in 42 ms');
  });

  it('tells a CORS refusal, a server that is down and a time-out apart', () => {
    const origin = 'http://127.0.0.1:9393';
    expect(outcomeSummary({ kind: 'cors', origin }, 'https://d.example')).toMatch(
      /127\.0\.0\.1:9393 is up but did not allow this site \(https:\/\/d\.example\).*CORS/,
    );
    expect(outcomeSummary({ kind: 'network', origin }, 'https://d.example')).toMatch(
      /^Could not reach http:\/\/127\.0\.0\.1:9393: the server is down/,
    );
    expect(outcomeSummary({ kind: 'timeout', origin, afterMs: 30_000 }, 'https://d.example')).toMatch(
      /^No answer from .* within 30 seconds/,
    );
    expect(outcomeSummary({ kind: 'insecure', origin }, 'https://d.example')).toMatch(
      /over https and http:\/\/127\.0\.0\.1:9393 over http: .*mixed content/,
    );
  });

  it('notes JSON that does not parse differently from a body that is not JSON', () => {
    expect(bodyNote(readBody('application/json', '{oops'))).toMatch(/says it is JSON but does not parse/);
    expect(bodyNote(readBody('application/json', '{}'))).toBeNull();
  });
});

describe('deprecationNotice', () => {
  it('reads the dates and the deprecation link of a deprecated operation, as versioning.mdx words the headers', () => {
    const headers: [string, string][] = [
      ['deprecation', 'Tue, 15 Sep 2026 00:00:00 GMT'],
      ['sunset', 'Wed, 31 Mar 2027 00:00:00 GMT'],
      ['link', '<https://d.example/next>; rel="next", <https://d.example/changelog#x>; rel="deprecation"; type="text/html"'],
    ];
    expect(deprecationNotice(headers)).toEqual({ since: '2026-09-15', sunset: '2027-03-31', link: 'https://d.example/changelog#x' });
  });

  it("takes RFC 9745's @seconds, a sunset link when there is no deprecation one, and nothing without the header", () => {
    expect(
      deprecationNotice([
        ['Deprecation', '@1788739200'],
        ['Link', '<https://d.example/s>; rel=sunset'],
      ]),
    ).toEqual({
      since: '2026-09-07',
      sunset: null,
      link: 'https://d.example/s',
    });
    expect(deprecationNotice([['sunset', 'Wed, 31 Mar 2027 00:00:00 GMT']])).toBeNull();
  });

  it('leaves out dates in any other form, links that are not http(s), and a Link header that does not parse', () => {
    const unread: [string, string][] = [
      ['soon', ''],
      ['soon 2027', '1'],
      ['2026-09-15', 'Wednesday, 31-Mar-27 00:00:00 GMT'],
    ];
    for (const [deprecation, sunset] of unread)
      expect(
        deprecationNotice([
          ['deprecation', deprecation],
          ['sunset', sunset],
        ]),
      ).toEqual({ since: null, sunset: null, link: null });
    expect(
      deprecationNotice([
        ['deprecation', '@0'],
        ['link', '<javascript:alert(1)>; rel="deprecation"'],
      ])?.link,
    ).toBeNull();
    expect(
      deprecationNotice([
        ['deprecation', '@0'],
        ['link', '<https://d.example/x>; rel="deprecation", <<<'],
      ])?.link,
    ).toBeNull();
  });
});

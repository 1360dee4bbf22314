import { describe, expect, it } from 'vitest';
import { apiBaseUrl, documentServerUrl } from './api-base-url.mjs';
import { consoleBaseUrl } from './console-base-url.build.mjs';

describe('apiBaseUrl', () => {
  it('prefers the configured URL and drops a trailing slash', () => {
    expect(apiBaseUrl('http://127.0.0.1:9393/v1/', 'https://api.tessera.design/v1')).toBe('http://127.0.0.1:9393/v1');
    expect(apiBaseUrl('  https://sandbox.example/api  ', undefined)).toBe('https://sandbox.example/api');
  });

  it("falls back to the document's server when nothing (or only blanks) is configured", () => {
    expect(apiBaseUrl(undefined, 'https://api.tessera.design/v1')).toBe('https://api.tessera.design/v1');
    expect(apiBaseUrl('   ', 'https://api.tessera.design/v1')).toBe('https://api.tessera.design/v1');
  });

  it('refuses what is not a plain http(s) URL, naming where it came from', () => {
    expect(() => apiBaseUrl('api.tessera.design', undefined)).toThrow(/NEXT_PUBLIC_API_BASE_URL must be an absolute http\(s\) URL/);
    expect(() => apiBaseUrl('javascript:alert(1)', undefined)).toThrow(/NEXT_PUBLIC_API_BASE_URL must be a plain http\(s\) URL/);
    expect(() => apiBaseUrl('https://user:pw@api.example/v1', undefined)).toThrow(/without credentials/);
    expect(() => apiBaseUrl('https://api.example/v1?x=1', undefined)).toThrow(/without credentials, query/);
    expect(() => apiBaseUrl(undefined, 'ftp://files.example')).toThrow(/servers entry must be a plain/);
    expect(() => apiBaseUrl(undefined, undefined)).toThrow(/has no base URL/);
  });
});

describe('documentServerUrl', () => {
  it("reads the first server's URL and nothing else", () => {
    expect(documentServerUrl({ servers: [{ url: 'https://a.example/v1' }, { url: 'https://b.example' }] })).toBe('https://a.example/v1');
    expect(documentServerUrl({ servers: [] })).toBeUndefined();
    expect(documentServerUrl({ servers: [{ url: 7 }] })).toBeUndefined();
    expect(documentServerUrl(null)).toBeUndefined();
  });
});

describe('consoleBaseUrl (build step)', () => {
  it("reads the document's server, and asks for no origin on a site without a document (the bench's corpus)", () => {
    expect(consoleBaseUrl({}, 'content/openapi/tessera.yaml')).toMatch(/^https:\/\//);
    expect(consoleBaseUrl({}, 'content/openapi/missing.yaml')).toBeUndefined();
    expect(consoleBaseUrl({ NEXT_PUBLIC_API_BASE_URL: 'http://127.0.0.1:9393/v1' }, 'content/openapi/missing.yaml')).toBe(
      'http://127.0.0.1:9393/v1',
    );
  });
});

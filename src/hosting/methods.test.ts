import { describe, expect, it } from 'vitest';
import { methodAccepted } from './methods.mjs';

describe('methodAccepted', () => {
  it('lets reads through anywhere', () => {
    for (const method of ['GET', 'HEAD']) expect(methodAccepted(method, '/docs', [])).toBe(true);
  });

  it('refuses every other method on pages and files, whatever its case or spelling', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'get', 'PROPFIND', undefined]) {
      expect(methodAccepted(method, '/docs', ['/monitoring'])).toBe(false);
    }
  });

  it('leaves the endpoints that take posts to answer for themselves, at their exact path', () => {
    expect(methodAccepted('POST', '/monitoring', ['/monitoring'])).toBe(true);
    expect(methodAccepted('OPTIONS', '/monitoring', ['/monitoring'])).toBe(true);
    expect(methodAccepted('POST', '/monitoring/x', ['/monitoring'])).toBe(false);
  });
});

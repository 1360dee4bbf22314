import { describe, expect, it } from 'vitest';
import { cleanedComment, cleanedQuery } from './typed-text';

describe('a search query as reported', () => {
  it('keeps what the reader looked for', () => {
    expect(cleanedQuery('  webhook   retries ')).toBe('webhook retries');
    expect(cleanedQuery('fk_8Jd2kLq9Zx node 12:34')).toBe('fk_8Jd2kLq9Zx node 12:34');
    expect(cleanedQuery('internationalization-localization')).toBe('internationalization-localization');
  });

  it('removes e-mail addresses and token-like strings', () => {
    expect(cleanedQuery('invite ada@example.com to team')).toBe('invite to team');
    expect(cleanedQuery('webhooks me@example.com tok_abcdef1234567890abcdef')).toBe('webhooks');
    expect(cleanedQuery('tsr_pat_8f3kd93kdl39dk3kd93kd expired')).toBe('expired');
    expect(cleanedQuery('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc123 401')).toBe('401');
    expect(cleanedQuery('sk_live_51H8 ghp_abc and AKIAIOSFODNN7EXAMPLE')).toBe('and');
    expect(cleanedQuery('sha 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe('sha');
  });

  it('is at most 100 characters, never splitting a character, and nothing when nothing is left', () => {
    expect(cleanedQuery('word '.repeat(40))).toBe('word '.repeat(20).trim());
    expect(cleanedQuery('😀'.repeat(150))).toBe('😀'.repeat(100));
    expect(cleanedQuery('ada@example.com tsr_pat_8f3kd93kdl39dk3kd93kd')).toBeNull();
    expect(cleanedQuery('   ')).toBeNull();
  });
});

describe('a comment as reported', () => {
  it('loses addresses and tokens but keeps its length and lines', () => {
    const long = 'The pagination section could say more. '.repeat(10).trim();
    expect(cleanedComment(long)).toBe(long);
    expect(cleanedComment('Write to me@example.com.\nMy key tsr_pat_8f3kd93kdl39dk3kd93kd fails.')).toBe('Write to\nMy key fails.');
  });

  it('is nothing when only secrets were typed', () => {
    expect(cleanedComment(' me@example.com  ghp_8f3kd93kdl39dk3kd93kd9xq ')).toBeNull();
  });
});

// The one rule for text a reader typed before it leaves the browser in a page action (pure): e-mail
// addresses and token-like strings removed, and a query cut to 100 characters (docs/contract.md
// 'Analytics'), so the docs team learns what readers look for without learning who they are or what
// they pasted by mistake.

export const REPORTED_QUERY_MAX_CHARACTERS = 100;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** Secrets by their prefix: our own tokens (`tsr_pat_…`) and common providers' keys. */
const SECRET_PREFIX = /^(?:tsr|sk|pk|rk|ghp|gho|ghs|github_pat|xox[abprs]|AKIA|AIza)[_-]?[A-Za-z0-9]/;
/** A long run of letters and digits mixed, as keys, JWTs and hashes are; words and ids are shorter. */
const LONG_SECRET_LIKE = /^[A-Za-z0-9+/=._~-]{20,}$/;
const hasLetterAndDigit = (word: string) => /[A-Za-z]/.test(word) && /\d/.test(word);

function tokenLike(word: string): boolean {
  if (SECRET_PREFIX.test(word)) return true;
  if (/^Bearer$/i.test(word)) return true;
  return LONG_SECRET_LIKE.test(word) && hasLetterAndDigit(word);
}

/** The text without e-mail addresses and token-like words. */
function withoutSecrets(text: string): string {
  return text.replace(EMAIL, ' ').replace(/\S+/g, (word) => (tokenLike(word) ? '' : word));
}

/** A search query as reported: no secrets, single spaces, at most 100 characters; null when nothing is left. */
export function cleanedQuery(query: string): string | null {
  const words = withoutSecrets(query).split(/\s+/).filter(Boolean);
  const text = Array.from(words.join(' ')).slice(0, REPORTED_QUERY_MAX_CHARACTERS).join('').trim();
  return text || null;
}

/** Free text a reader chose to send (a feedback comment): no secrets, its length otherwise kept. */
export function cleanedComment(comment: string): string | null {
  const lines = withoutSecrets(comment).split('\n');
  const text = lines
    .map((line) => line.split(/\s+/).filter(Boolean).join(' '))
    .join('\n')
    .trim();
  return text || null;
}

// What a search that found nothing reports to analytics (pure): the query, at most 100 characters,
// with e-mail addresses and token-like strings removed (docs/contract.md 'Analytics'), so the docs team learns
// what readers miss without learning who they are or what they pasted by mistake.

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

/** The query as reported, or null when nothing is left to report. */
export function reportedQuery(query: string): string | null {
  const words = query
    .replace(EMAIL, ' ')
    .split(/\s+/)
    .filter((word) => word && !tokenLike(word));
  const text = Array.from(words.join(' ')).slice(0, REPORTED_QUERY_MAX_CHARACTERS).join('').trim();
  return text || null;
}

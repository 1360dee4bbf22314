// What came back from a console request, and what to tell the reader about it (pure). A browser
// hides why a cross-origin request failed; the send adapter tells apart 'the server answered but
// gave this site no CORS permission' from 'nothing answered' with a second, opaque request.
import LinkHeader from 'http-link-header';
import statuses from 'statuses';

/** How long the console waits for an answer (headers and body) before it stops the request. */
export const CONSOLE_TIMEOUT_MS = 30_000;
/** JSON longer than this is shown without highlighting: highlighting megabytes would freeze the tab. */
export const HIGHLIGHT_MAX_CHARS = 100_000;
/** A body that is not JSON is shown up to this many characters (JSON is shown whole, pretty-printed). */
export const SHOWN_MAX_CHARS = 1_000_000;

export type ResponseBody =
  | { kind: 'empty' }
  | { kind: 'json'; text: string }
  /** Not JSON, or JSON that does not parse: shown as it came, with its media type. */
  | { kind: 'text'; text: string; contentType: string; truncated: boolean };

export type ConsoleOutcome =
  | { kind: 'answer'; status: number; statusText: string; headers: [string, string][]; durationMs: number; body: ResponseBody }
  | { kind: 'timeout'; origin: string; afterMs: number }
  | { kind: 'cors'; origin: string }
  | { kind: 'network'; origin: string }
  /** An https page may not call an http API (mixed content): the browser blocks it unsent. */
  | { kind: 'insecure'; origin: string };

/** The reason phrase; HTTP/2 carries none, so the standard one stands in. */
export function reasonPhrase(status: number, given: string): string {
  return given.trim() || (statuses.message[status] ?? '');
}

/** '201 Created', or '299' when the code has no phrase. */
export function statusLine(status: number, given: string): string {
  const phrase = reasonPhrase(status, given);
  return phrase ? `${status} ${phrase}` : String(status);
}

const isJsonType = (contentType: string) => /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());

/** A body as the console shows it: JSON pretty-printed, anything else as text. */
export function readBody(contentType: string | null, text: string): ResponseBody {
  if (text === '') return { kind: 'empty' };
  const type = contentType ?? '';
  if (isJsonType(type) || (type === '' && /^\s*[[{]/.test(text))) {
    try {
      return { kind: 'json', text: JSON.stringify(JSON.parse(text), null, 2) };
    } catch {
      // Says JSON, is not: shown as it came, and the message says so.
    }
  }
  const truncated = text.length > SHOWN_MAX_CHARS;
  return { kind: 'text', text: truncated ? text.slice(0, SHOWN_MAX_CHARS) : text, contentType: type || 'no content type', truncated };
}

/** One line for the reader (and the live region) about what happened. */
export function outcomeSummary(outcome: ConsoleOutcome, siteOrigin: string): string {
  switch (outcome.kind) {
    case 'answer':
      return `${statusLine(outcome.status, outcome.statusText)} in ${Math.round(outcome.durationMs)} ms`;
    case 'timeout':
      return `No answer from ${outcome.origin} within ${Math.round(outcome.afterMs / 1000)} seconds: the console stopped waiting. The request may still have reached the API.`;
    case 'cors':
      return `${outcome.origin} is up but did not allow this site (${siteOrigin}) to read its answer (no CORS permission), so the browser withheld it. Copy the request as curl to run it outside the browser.`;
    case 'network':
      return `Could not reach ${outcome.origin}: the server is down or unreachable, or you are offline. Nothing was received.`;
    case 'insecure':
      return `This page is served over https and ${outcome.origin} over http: browsers block such requests (mixed content), so nothing was sent. Use an https URL for the API.`;
  }
}

/** A note on a body the console could not show as JSON. */
export function bodyNote(body: ResponseBody): string | null {
  if (body.kind !== 'text') return null;
  const cut = body.truncated ? ` Only the first ${SHOWN_MAX_CHARS.toLocaleString('en')} characters are shown.` : '';
  return /json/i.test(body.contentType)
    ? `The answer says it is JSON but does not parse: shown as it came.${cut}`
    : `The answer is not JSON (${body.contentType}): shown as text.${cut}`;
}

/** What an answer's `Deprecation`, `Sunset` and `Link` headers say (versioning.mdx): dates as YYYY-MM-DD. */
export type DeprecationNotice = { since: string | null; sunset: string | null; link: string | null };

/**
 * The deprecation an answer announces, or null when it has no `Deprecation` header. Dates are
 * RFC 9745's `@<seconds>` or HTTP-dates; anything else is left out, not guessed. The
 * link is the first `rel="deprecation"` (else `rel="sunset"`) target that is an http(s) URL.
 */
export function deprecationNotice(headers: readonly [string, string][]): DeprecationNotice | null {
  const header = (name: string) => headers.find(([key]) => key.toLowerCase() === name)?.[1];
  const deprecation = header('deprecation');
  if (deprecation === undefined) return null;
  const link = header('link') ?? '';
  return {
    since: headerDate(deprecation),
    sunset: headerDate(header('sunset') ?? ''),
    link: linkTarget(link, 'deprecation') ?? linkTarget(link, 'sunset') ?? null,
  };
}

/** An HTTP-date as RFC 9110 has senders write it (IMF-fixdate). */
const HTTP_DATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

function headerDate(value: string): string | null {
  const text = value.trim();
  const seconds = /^@(-?\d{1,12})$/.exec(text)?.[1];
  const time = seconds !== undefined ? Number(seconds) * 1000 : HTTP_DATE.test(text) ? Date.parse(text) : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : null;
}

/** The first http(s) target of the given relation in a Link header (RFC 8288). */
function linkTarget(value: string, rel: string): string | undefined {
  try {
    return LinkHeader.parse(value)
      .rel(rel)
      .map(({ uri }) => uri)
      .find((uri) => URL.canParse(uri) && /^https?:$/.test(new URL(uri).protocol));
  } catch {
    return undefined;
  }
}

// What error reports and traces may carry (pure): no user, no IP, no cookies, no request headers, and
// URLs without fragment whose query keeps only parameter names. Also reads Do Not Track.
import type { Breadcrumb, ErrorEvent } from '@sentry/nextjs';
import type { StreamedSpan } from './sdk-types';

export const FILTERED = '[Filtered]';

/**
 * A query parameter's name, kept when it reads as a name: a bare token (`?eyJhbGci…`, `?s3cr3t…`) or
 * anything long or odd may be a value sent without one.
 */
const PLAIN_PARAMETER_NAME = /^(?!eyJ)[\w.[\]-]{1,32}$/;
/** Parentheses end a URL in prose: '(see https://…)'. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>`()]+/g;

/** A query string (without '?') reduced to its parameter names: `q=api&tab=curl` → `q&tab`. */
export function queryNames(query: string): string {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // Malformed escapes: judge the raw text.
      }
      return PLAIN_PARAMETER_NAME.test(decoded) ? name : FILTERED;
    })
    .join('&');
}

/**
 * A URL (absolute or relative) as it may leave the browser: the query reduced to its parameter names
 * (search queries, tokens and codes are values) and no fragment (implicit OAuth flows put tokens there).
 */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return beforeHash;
  const names = queryNames(beforeHash.slice(queryAt + 1));
  return `${beforeHash.slice(0, queryAt)}${names ? `?${names}` : ''}`;
}

/** Free text (messages, exception values) with every URL in it scrubbed. */
export function scrubText(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => scrubUrl(url));
}

const scrubMaybe = <T>(value: T): T => (typeof value === 'string' ? (scrubText(value) as T) : value);

/** An error event stripped of personal data. Mutates and returns the event, as Sentry's hooks expect. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.user;
  delete event.server_name;
  if (event.request) {
    delete event.request.cookies;
    delete event.request.data;
    delete event.request.env;
    delete event.request.headers;
    if (event.request.url) event.request.url = scrubUrl(event.request.url);
    if (typeof event.request.query_string === 'string') event.request.query_string = queryNames(event.request.query_string);
    else delete event.request.query_string;
  }
  // The server's reports name the request in Next's context: its path with the query.
  const nextjs = event.contexts?.nextjs;
  if (nextjs && typeof nextjs.request_path === 'string') nextjs.request_path = scrubUrl(nextjs.request_path);
  if (typeof event.message === 'string') event.message = scrubText(event.message);
  for (const exception of event.exception?.values ?? []) {
    exception.value = scrubMaybe(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      frame.filename = scrubMaybe(frame.filename);
      frame.abs_path = scrubMaybe(frame.abs_path);
    }
  }
  event.breadcrumbs = event.breadcrumbs?.map(scrubBreadcrumb);
  return event;
}

const BREADCRUMB_URL_FIELDS = ['url', 'from', 'to'];

/** A breadcrumb with URLs in its message and data scrubbed. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const data = breadcrumb.data ? { ...breadcrumb.data } : undefined;
  for (const field of BREADCRUMB_URL_FIELDS) if (data && typeof data[field] === 'string') data[field] = scrubUrl(data[field]);
  return { ...breadcrumb, message: scrubMaybe(breadcrumb.message), ...(data ? { data } : {}) };
}

/** Span attributes that identify a person, their browser or their connection; removed outright. */
const PERSONAL_ATTRIBUTE = /^(user\.|user_agent\.|client\.address|http\.client_ip|net\.peer\.ip)/;

/** A streamed span with personal attributes removed and URLs in string attributes scrubbed. */
export function scrubSpan(span: StreamedSpan): StreamedSpan {
  const attributes: StreamedSpan['attributes'] = {};
  for (const [name, value] of Object.entries(span.attributes ?? {})) {
    if (PERSONAL_ATTRIBUTE.test(name)) continue;
    attributes[name] = name.includes('query') && typeof value === 'string' ? queryNames(value.replace(/^\?/, '')) : scrubMaybe(value);
  }
  return { ...span, name: scrubText(span.name), attributes };
}

type DoNotTrackSources = { navigator?: { doNotTrack?: string | null }; doNotTrack?: string | null };

/** True when the browser sends Do Not Track ('1'; old Firefox and IE said 'yes'). */
export function doNotTrackEnabled(scope: DoNotTrackSources): boolean {
  const value = scope.navigator?.doNotTrack ?? scope.doNotTrack;
  return value === '1' || value === 'yes';
}

// What error reports may carry (pure): no user, no IP, no cookies, no request headers but the user
// agent, and URLs with secrets in their query or fragment replaced. Also reads Do Not Track.
import type { Breadcrumb, ErrorEvent } from '@sentry/nextjs';
import type { StreamedSpan } from './sdk-types';

export const FILTERED = '[Filtered]';

/** Parameter names that carry credentials or identify a person (substring match, any case). */
const SECRET_PARAMETER = /token|secret|passw|pwd|auth|session|sid|key|code|sig|jwt|bearer|credential|email|mail|phone|user|state|nonce/i;
/** JSON Web Tokens hide in parameters of any name. */
const JWT_VALUE = /^eyJ[\w-]+\.[\w-]+\./;
/** Parentheses end a URL in prose: '(see https://…)'. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>`()]+/g;

function scrubParameters(text: string): string {
  return text
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      const name = pair.slice(0, separator);
      let decodedName = name;
      let value = pair.slice(separator + 1);
      try {
        decodedName = decodeURIComponent(name.replaceAll('+', ' '));
        value = decodeURIComponent(value.replaceAll('+', ' '));
      } catch {
        // Malformed escapes: judge the raw text.
      }
      return SECRET_PARAMETER.test(decodedName) || JWT_VALUE.test(value) ? `${name}=${FILTERED}` : pair;
    })
    .join('&');
}

/** A URL (absolute or relative) with secret query and fragment parameters replaced by `[Filtered]`. */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? null : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? null : beforeHash.slice(queryAt + 1);
  return `${path}${query === null ? '' : `?${scrubParameters(query)}`}${hash === null ? '' : `#${scrubParameters(hash)}`}`;
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
    const userAgent = event.request.headers?.['User-Agent'] ?? event.request.headers?.['user-agent'];
    delete event.request.cookies;
    delete event.request.data;
    delete event.request.env;
    event.request.headers = userAgent ? { 'User-Agent': userAgent } : {};
    if (event.request.url) event.request.url = scrubUrl(event.request.url);
    if (typeof event.request.query_string === 'string') event.request.query_string = scrubParameters(event.request.query_string);
    else delete event.request.query_string;
  }
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

/** Span attributes that identify a person or their connection; removed outright. */
const PERSONAL_ATTRIBUTE = /^(user\.|client\.address|http\.client_ip|net\.peer\.ip)/;

/** A streamed span with personal attributes removed and URLs in string attributes scrubbed. */
export function scrubSpan(span: StreamedSpan): StreamedSpan {
  const attributes: StreamedSpan['attributes'] = {};
  for (const [name, value] of Object.entries(span.attributes ?? {})) {
    if (PERSONAL_ATTRIBUTE.test(name)) continue;
    attributes[name] = name.includes('query') && typeof value === 'string' ? scrubParameters(value.replace(/^\?/, '')) : scrubMaybe(value);
  }
  return { ...span, name: scrubText(span.name), attributes };
}

type DoNotTrackSources = { navigator?: { doNotTrack?: string | null }; doNotTrack?: string | null };

/** True when the browser sends Do Not Track ('1'; old Firefox and IE said 'yes'). */
export function doNotTrackEnabled(scope: DoNotTrackSources): boolean {
  const value = scope.navigator?.doNotTrack ?? scope.doNotTrack;
  return value === '1' || value === 'yes';
}

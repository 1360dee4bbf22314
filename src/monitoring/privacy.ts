// What error reports and traces may carry (pure): no user, no IP, no cookies, no request headers, and
// URLs as they may leave the browser (src/security/outbound-url.ts). Also reads Do Not Track.
import type { Breadcrumb, ErrorEvent } from '@sentry/nextjs';
import { outboundQuery, outboundText, outboundUrl } from '../security/outbound-url';
import type { StreamedSpan } from './sdk-types';

const scrubMaybe = <T>(value: T): T => (typeof value === 'string' ? (outboundText(value) as T) : value);

/** An error event stripped of personal data. Mutates and returns the event, as Sentry's hooks expect. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.user;
  delete event.server_name;
  if (event.request) {
    delete event.request.cookies;
    delete event.request.data;
    delete event.request.env;
    delete event.request.headers;
    if (event.request.url) event.request.url = outboundUrl(event.request.url);
    const query = typeof event.request.query_string === 'string' ? outboundQuery(event.request.query_string) : '';
    if (query) event.request.query_string = query;
    else delete event.request.query_string;
  }
  // The server's reports name the request in Next's context: its path with the query.
  const nextjs = event.contexts?.nextjs;
  if (nextjs && typeof nextjs.request_path === 'string') nextjs.request_path = outboundUrl(nextjs.request_path);
  if (typeof event.message === 'string') event.message = outboundText(event.message);
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
  for (const field of BREADCRUMB_URL_FIELDS) if (data && typeof data[field] === 'string') data[field] = outboundUrl(data[field]);
  return { ...breadcrumb, message: scrubMaybe(breadcrumb.message), ...(data ? { data } : {}) };
}

/** Span attributes that identify a person, their browser or their connection; removed outright. */
const PERSONAL_ATTRIBUTE = /^(user\.|user_agent\.|client\.address|http\.client_ip|net\.peer\.ip)/;

/** A streamed span with personal attributes removed and URLs in string attributes scrubbed. */
export function scrubSpan(span: StreamedSpan): StreamedSpan {
  const attributes: StreamedSpan['attributes'] = {};
  for (const [name, value] of Object.entries(span.attributes ?? {})) {
    if (PERSONAL_ATTRIBUTE.test(name)) continue;
    attributes[name] = name.includes('query') && typeof value === 'string' ? outboundQuery(value.replace(/^\?/, '')) : scrubMaybe(value);
  }
  return { ...span, name: outboundText(span.name), attributes };
}

type DoNotTrackSources = { navigator?: { doNotTrack?: string | null }; doNotTrack?: string | null };

/** True when the browser sends Do Not Track ('1'; old Firefox and IE said 'yes'). */
export function doNotTrackEnabled(scope: DoNotTrackSources): boolean {
  const value = scope.navigator?.doNotTrack ?? scope.doNotTrack;
  return value === '1' || value === 'yes';
}

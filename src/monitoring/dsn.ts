// Sentry DSNs (pure): parsing, the ingest endpoint they name, the tunnel's query parameters, and the
// check that decides whether the tunnel may forward an envelope.

export type Dsn = {
  protocol: 'http' | 'https';
  publicKey: string;
  /** Host name as the URL parser normalises it (lower case, IPv6 in brackets). */
  host: string;
  /** Empty for the protocol's default port. */
  port: string;
  /** Path before the project id, without slashes at either end ('' for most DSNs). */
  path: string;
  projectId: string;
  /** From a SaaS ingest host, `o<orgId>.ingest[.<region>].sentry.io`. */
  orgId?: string;
  region?: string;
};

const SAAS_INGEST_HOST = /^o(\d+)\.ingest(?:\.([a-z]{2,}))?\.sentry\.io$/;
const PUBLIC_KEY = /^\w+$/;
const PROJECT_ID = /^\d+$/;

/** A DSN string to its parts, or null when it is not one (never throws). */
export function parseDsn(text: unknown): Dsn | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > 512) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const protocol = url.protocol === 'https:' ? 'https' : url.protocol === 'http:' ? 'http' : null;
  if (!protocol || url.search || url.hash || !PUBLIC_KEY.test(url.username)) return null;
  const segments = url.pathname.split('/').slice(1);
  const projectId = segments.pop() ?? '';
  if (!PROJECT_ID.test(projectId) || segments.some((segment) => segment === '')) return null;
  const saas = SAAS_INGEST_HOST.exec(url.hostname);
  return {
    protocol,
    publicKey: url.username,
    host: url.hostname,
    port: url.port,
    path: segments.join('/'),
    projectId,
    ...(saas?.[1] ? { orgId: saas[1] } : {}),
    ...(saas?.[2] ? { region: saas[2] } : {}),
  };
}

const origin = (dsn: Dsn) => `${dsn.protocol}://${dsn.host}${dsn.port ? `:${dsn.port}` : ''}`;

/** Where envelopes for this DSN are posted (what the SDK itself would use without a tunnel). */
export function envelopeEndpoint(dsn: Dsn): string {
  return `${origin(dsn)}${dsn.path ? `/${dsn.path}` : ''}/api/${dsn.projectId}/envelope/`;
}

/** The organisation, project and region parameters Sentry's tunnel convention adds (`o`, `p`, `r`). */
export function tunnelQuery(dsn: Dsn): URLSearchParams {
  const query = new URLSearchParams();
  if (dsn.orgId) query.set('o', dsn.orgId);
  query.set('p', dsn.projectId);
  if (dsn.region) query.set('r', dsn.region);
  return query;
}

/** The browser's tunnel URL: the same-origin path plus the DSN's organisation, project and region. */
export function tunnelUrl(path: string, dsn: Dsn): string {
  return `${path}?${tunnelQuery(dsn).toString()}`;
}

export type TunnelVerdict = { forward: true; endpoint: string } | { forward: false; status: 400 | 403; reason: string };

const refuse = (status: 400 | 403, reason: string): TunnelVerdict => ({ forward: false, status, reason });

/**
 * Whether an envelope may go upstream: the DSN in its header must be the configured DSN (same
 * protocol, host, port, path, project and key) and the query parameters, where present, must name the
 * same organisation, project and region. The endpoint comes from the configured DSN, never from the
 * request, so the tunnel cannot be pointed anywhere else.
 */
export function tunnelVerdict(envelopeDsn: unknown, query: URLSearchParams, configured: Dsn): TunnelVerdict {
  if (envelopeDsn === undefined) return refuse(400, 'envelope header has no dsn');
  const claimed = parseDsn(envelopeDsn);
  if (!claimed) return refuse(400, 'envelope dsn is not a DSN');
  if (origin(claimed) !== origin(configured) || claimed.path !== configured.path) return refuse(403, 'dsn names another host');
  if (claimed.projectId !== configured.projectId) return refuse(403, 'dsn names another project');
  if (claimed.publicKey !== configured.publicKey) return refuse(403, 'dsn has another key');

  const expected = tunnelQuery(configured);
  for (const name of ['o', 'p', 'r']) {
    const values = query.getAll(name);
    if (values.length > 1) return refuse(400, `query parameter ${name} is repeated`);
    if (values.length === 1 && values[0] !== expected.get(name)) return refuse(403, `query parameter ${name} names another target`);
  }
  return { forward: true, endpoint: envelopeEndpoint(configured) };
}

// The API's history (pure), computed from its released documents (content/openapi/releases): what
// each release added, changed, deprecated and removed, operation by operation, and which changes
// break a correct client by the rules of content/docs/versioning.mdx. Nothing here is written by hand.
import type { OpenAPIV3_1 } from 'openapi-types';
import { HTTP_METHODS, kebab, operationUrl, tagUrl } from './openapi-model';

/** A released state of the API: its date and its document, dereferenced. */
export type ApiRelease = { date: string; doc: OpenAPIV3_1.Document };

export const CHANGE_KINDS = ['added', 'changed', 'deprecated', 'removed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export type ApiChange = {
  /** The release's date, YYYY-MM-DD. */
  date: string;
  kind: ChangeKind;
  breaking: boolean;
  /** The operation's operationId, or a webhook's event name. */
  operation: string;
  webhook: boolean;
  /** The operation's first tag (its reference page); none for a webhook. */
  tag?: string;
  method: string;
  /** The operation's path, or the webhook's event name. */
  path: string;
  /** What in the operation changed (`query parameter status`), or null for the operation itself. */
  subject: string | null;
  summary: string;
  /** A deprecation's sunset date, YYYY-MM-DD, when the document names one (`x-tessera-sunset`). */
  sunset?: string;
};

/** How long a deprecation must have been released before its removal (versioning.mdx). */
export const DEPRECATION_MONTHS = 6;

type Schema = OpenAPIV3_1.SchemaObject & { 'x-tessera-sunset'?: string };
type Parameter = OpenAPIV3_1.ParameterObject & { 'x-tessera-sunset'?: string };
type Operation = OpenAPIV3_1.OperationObject & { 'x-tessera-beta'?: boolean; 'x-tessera-sunset'?: string };

/**
 * One thing a client relies on: its type, whether it is required (sent, or always present), its enum
 * values and deprecation. `sent`: the client sends it (a request), else it receives it (a response,
 * or a webhook's delivery).
 */
type Fact = {
  /** What kind of thing it is (`query parameter`, `response field`) and its name, if it has one. */
  what: string;
  name: string;
  sent: boolean;
  type: string;
  required: boolean;
  values: string[];
  deprecated: boolean;
  sunset?: string;
};
type OperationFacts = {
  operation: string;
  webhook: boolean;
  tag?: string;
  method: string;
  path: string;
  beta: boolean;
  deprecated: boolean;
  sunset?: string;
  facts: Map<string, Fact>;
};

const typeOf = (schema: Schema | undefined): string => {
  const type = schema?.type;
  if (Array.isArray(type)) return [...type].sort().join(' | ');
  return type ?? (schema?.properties ? 'object' : '');
};

/** The fields of a schema, by dotted path (`items[].name`), as `what` facts. */
function fieldFacts(schema: Schema | undefined, what: string, sent: boolean, into: Map<string, Fact>) {
  const walk = (node: Schema | undefined, path: string, required: boolean, seen: ReadonlySet<Schema>) => {
    if (!node || seen.has(node)) return;
    const inner = new Set(seen).add(node);
    if (path) {
      into.set(`${what} ${path}`, {
        what,
        name: path,
        sent,
        type: typeOf(node),
        required,
        values: (node.enum ?? []).map(String),
        deprecated: node.deprecated === true,
        sunset: node['x-tessera-sunset'],
      });
    }
    // The parts of a composed schema add their fields to it.
    for (const part of [
      node,
      ...((node.allOf ?? []) as Schema[]),
      ...((node.oneOf ?? []) as Schema[]),
      ...((node.anyOf ?? []) as Schema[]),
    ]) {
      for (const [name, property] of Object.entries(part.properties ?? {})) {
        walk(property as Schema, path ? `${path}.${name}` : name, (part.required ?? []).includes(name), inner);
      }
    }
    // A list answers with its items' fields, as the reference's tables name them.
    if ('items' in node && node.items) walk(node.items as Schema, path ? `${path}[]` : '', true, inner);
  };
  walk(schema, '', true, new Set());
}

const jsonSchema = (content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined) =>
  (content?.['application/json'] ?? Object.values(content ?? {})[0])?.schema as Schema | undefined;

function operationFacts(
  operation: Operation,
  pathItem: OpenAPIV3_1.PathItemObject,
  where: { operation: string; webhook: boolean; method: string; path: string },
): OperationFacts {
  const facts = new Map<string, Fact>();
  // A webhook's delivery is sent by Tessera: its headers and body are what the client receives.
  const clientSends = !where.webhook;
  const parameters = new Map<string, Parameter>();
  for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])] as Parameter[]) {
    parameters.set(`${parameter.in} ${parameter.name}`, parameter);
  }
  for (const parameter of parameters.values()) {
    const schema = parameter.schema as Schema | undefined;
    const what = where.webhook ? 'header' : `${parameter.in} parameter`;
    facts.set(`${what} ${parameter.name}`, {
      what,
      name: parameter.name,
      sent: clientSends,
      type: typeOf(schema),
      required: parameter.required === true,
      values: (schema?.enum ?? []).map(String),
      deprecated: parameter.deprecated === true,
      sunset: parameter['x-tessera-sunset'],
    });
  }
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  if (body) {
    const what = where.webhook ? 'payload' : 'request body';
    facts.set(what, {
      what,
      name: '',
      sent: clientSends,
      type: '',
      required: body.required === true || where.webhook,
      values: [],
      deprecated: false,
    });
    fieldFacts(jsonSchema(body.content), where.webhook ? 'payload field' : 'request field', clientSends, facts);
  }
  // What a successful answer carries: its fields and headers, over every 2xx response.
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!status.startsWith('2') || where.webhook) continue;
    const answer = response as OpenAPIV3_1.ResponseObject;
    fieldFacts(jsonSchema(answer.content), 'response field', false, facts);
    for (const [name, header] of Object.entries(answer.headers ?? {})) {
      const type = typeOf((header as OpenAPIV3_1.HeaderObject).schema as Schema);
      facts.set(`response header ${name}`, {
        what: 'response header',
        name,
        sent: false,
        type,
        required: false,
        values: [],
        deprecated: false,
      });
    }
  }
  return {
    ...where,
    ...(operation.tags?.[0] && !where.webhook ? { tag: operation.tags[0] } : {}),
    beta: operation['x-tessera-beta'] === true,
    deprecated: operation.deprecated === true,
    sunset: operation['x-tessera-sunset'],
    facts,
  };
}

/** Every operation of a document, paths and webhooks, by its name. */
export function documentOperations(doc: OpenAPIV3_1.Document): Map<string, OperationFacts> {
  const found = new Map<string, OperationFacts>();
  const groups: [Record<string, OpenAPIV3_1.PathItemObject | undefined>, boolean][] = [
    [doc.paths ?? {}, false],
    // Dereferenced: a webhook is a path item, never a reference.
    [(doc.webhooks ?? {}) as Record<string, OpenAPIV3_1.PathItemObject>, true],
  ];
  for (const [group, webhook] of groups) {
    for (const [path, pathItem] of Object.entries(group)) {
      if (!pathItem) continue;
      for (const method of HTTP_METHODS) {
        const operation = pathItem[method] as Operation | undefined;
        if (!operation) continue;
        const name = webhook ? path : (operation.operationId ?? `${method.toUpperCase()} ${path}`);
        found.set(name, operationFacts(operation, pathItem, { operation: name, webhook, method, path }));
      }
    }
  }
  return found;
}

const list = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(', ');
/** The field a field is in: `a.b[]` → `a.b` → `a`; '' at the top. */
const parentField = (name: string) => {
  const parent = name.replace(/(\[\]|\.[^.[\]]+)$/, '');
  return parent === name ? '' : parent;
};

/** Whether a field's parent field is among `facts` (one added or removed field, not each of its parts). */
function parentIn(fact: Fact, facts: ReadonlyMap<string, Fact>): boolean {
  const parent = parentField(fact.name);
  return parent !== '' && facts.has(`${fact.what} ${parent}`);
}

/** `Query parameter \`status\``, `Request body`. */
const label = ({ what, name }: Fact) => `${what.charAt(0).toUpperCase()}${what.slice(1)}${name ? ` \`${name}\`` : ''}`;

/** What changed from one release to the next, dated `date`. */
export function releaseChanges(before: OpenAPIV3_1.Document, after: OpenAPIV3_1.Document, date: string): ApiChange[] {
  const changes: ApiChange[] = [];
  const was = documentOperations(before);
  const now = documentOperations(after);
  const add = (at: OperationFacts, kind: ChangeKind, subject: string | null, summary: string, breaking: boolean, sunset?: string) =>
    changes.push({
      date,
      kind,
      // Beta operations may change with 30 days' notice (versioning.mdx): nothing in them breaks the promise.
      breaking: breaking && !at.beta,
      operation: at.operation,
      webhook: at.webhook,
      ...(at.tag ? { tag: at.tag } : {}),
      method: at.method,
      path: at.path,
      subject,
      summary,
      ...(sunset ? { sunset } : {}),
    });
  for (const [name, operation] of now) {
    const old = was.get(name);
    if (!old) {
      add(operation, 'added', null, operation.beta ? 'Added, in beta.' : 'Added.', false);
      continue;
    }
    if (old.beta && !operation.beta) add(operation, 'changed', null, 'Generally available: no longer in beta.', false);
    if (!old.beta && operation.beta) add(operation, 'changed', null, 'Now in beta.', false);
    if (!old.deprecated && operation.deprecated) add(operation, 'deprecated', null, 'Deprecated.', false, operation.sunset);
    for (const [subject, fact] of operation.facts) {
      const prior = old.facts.get(subject);
      const name = label(fact);
      if (!prior) {
        if (parentIn(fact, operation.facts) && !parentIn(fact, old.facts)) continue;
        // A new required input breaks every client that does not send it.
        add(operation, 'added', subject, `${name} added${fact.required && fact.sent ? ', required' : ''}.`, fact.sent && fact.required);
        continue;
      }
      if (prior.type && fact.type && prior.type !== fact.type) {
        add(operation, 'changed', subject, `${name}: type ${prior.type} → ${fact.type}.`, true);
      }
      if (fact.sent && !prior.required && fact.required) add(operation, 'changed', subject, `${name} is now required.`, true);
      if (!fact.sent && prior.required && !fact.required) add(operation, 'changed', subject, `${name} may now be absent.`, true);
      if (fact.sent && prior.required && !fact.required) add(operation, 'changed', subject, `${name} is now optional.`, false);
      const gone = prior.values.filter((value) => !fact.values.includes(value));
      const added = fact.values.filter((value) => !prior.values.includes(value));
      // A client may send any value it could; it must tolerate new values it receives (versioning.mdx).
      if (added.length > 0) add(operation, 'changed', subject, `${name}: new values ${list(added)}.`, false);
      if (gone.length > 0) add(operation, 'changed', subject, `${name}: values ${list(gone)} removed.`, fact.sent);
      if (!prior.deprecated && fact.deprecated) add(operation, 'deprecated', subject, `${name} deprecated.`, false, fact.sunset);
    }
    for (const [subject, fact] of old.facts) {
      // Something the client sent and may no longer send, or no longer receives.
      if (operation.facts.has(subject) || (parentIn(fact, old.facts) && !parentIn(fact, operation.facts))) continue;
      add(operation, 'removed', subject, `${label(fact)} removed.`, true);
    }
  }
  for (const [name, operation] of was) if (!now.has(name)) add(operation, 'removed', null, 'Removed.', true);
  return changes;
}

/** Every change over the releases (in any order), oldest release first; the first release is where history starts. */
export function apiHistory(releases: readonly ApiRelease[]): ApiChange[] {
  const sorted = [...releases].sort((a, b) => a.date.localeCompare(b.date));
  return sorted.slice(1).flatMap((release, index) => releaseChanges(sorted[index]!.doc, release.doc, release.date));
}

/** `date` (YYYY-MM-DD) moved by whole months, as a date. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1 + months, day));
  return moved.toISOString().slice(0, 10);
}

/**
 * The breaking changes that break the promise: all of them, except a removal whose deprecation was
 * released at least six months before it.
 */
export function brokenPromises(changes: readonly ApiChange[], history: readonly ApiChange[]): ApiChange[] {
  return changes.filter((change) => {
    if (!change.breaking) return false;
    if (change.kind !== 'removed') return true;
    const announced = history.find(
      (earlier) =>
        earlier.kind === 'deprecated' &&
        earlier.operation === change.operation &&
        (earlier.subject === change.subject || earlier.subject === null) &&
        addMonths(earlier.date, DEPRECATION_MONTHS) <= change.date,
    );
    return !announced;
  });
}

/** A changelog entry a change links to: the entries of its release's date. */
export type ChangelogLink = { date: string; url: string; title: string };
export type LinkedChange = ApiChange & { changelog: ChangelogLink[] };
/** The API's history as the site shows it: since the first release, newest first; and the operations of the latest. */
export type ApiHistory = { since: string | null; changes: LinkedChange[]; operations: string[] };

export function linkedHistory(releases: readonly ApiRelease[], entries: readonly ChangelogLink[]): ApiHistory {
  const changes = apiHistory(releases)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((change) => ({ ...change, changelog: entries.filter((entry) => entry.date === change.date) }));
  const dates = releases.map(({ date }) => date).sort();
  const latest = releases.find(({ date }) => date === dates.at(-1));
  return { since: dates[0] ?? null, changes, operations: latest ? [...documentOperations(latest.doc).keys()] : [] };
}

/**
 * When each part of an operation came after the operation itself, by what the tables show:
 * `query parameter status`, `request field message`, `response field comments[].reactions`.
 */
export function addedDates(changes: readonly ApiChange[]): Map<string, string> {
  return new Map(
    changes.filter((change) => change.kind === 'added' && change.subject !== null).map((change) => [change.subject ?? '', change.date]),
  );
}

/** One line of the history as a reader sees it: a webhook change made to every event at once is one line. */
export type HistoryLine = LinkedChange & { operations: string[] };

export function historyLines(changes: readonly LinkedChange[]): HistoryLine[] {
  const lines: HistoryLine[] = [];
  for (const change of changes) {
    const same = change.webhook
      ? lines.find((line) => line.webhook && line.date === change.date && line.kind === change.kind && line.summary === change.summary)
      : undefined;
    if (same) same.operations.push(change.operation);
    else lines.push({ ...change, operations: [change.operation] });
  }
  return lines;
}

/** Which changes a reader asked for: a kind of change (breaking ones across kinds) and an area. */
export const CHANGE_FILTERS = ['all', 'added', 'changed', 'deprecated', 'breaking'] as const;
export type ChangeFilter = (typeof CHANGE_FILTERS)[number];
export const WEBHOOKS_AREA = 'Webhook events';
export const areaOf = (change: ApiChange) => (change.webhook ? WEBHOOKS_AREA : (change.tag ?? ''));

export function matchesFilter(change: ApiChange, kind: ChangeFilter, area: string | null): boolean {
  const ofKind =
    kind === 'all' ||
    (kind === 'breaking'
      ? change.breaking
      : kind === 'changed'
        ? change.kind === 'changed' || change.kind === 'removed'
        : change.kind === kind);
  return ofKind && (area === null || areaOf(change) === area);
}

/** Where each operation of a line is documented: its anchor, its tag's page once it is gone, or its webhook event. */
export function lineTargets(line: HistoryLine): { label: string; href: string | null }[] {
  return line.operations.map((operation) => {
    if (line.webhook) return { label: operation, href: `/docs/webhooks/events#${kebab(operation)}` };
    const label = `${line.method.toUpperCase()} ${line.path}`;
    if (!line.tag) return { label, href: null };
    const gone = line.kind === 'removed' && line.subject === null;
    return { label, href: gone ? tagUrl(line.tag) : operationUrl(line.tag, operation) };
  });
}

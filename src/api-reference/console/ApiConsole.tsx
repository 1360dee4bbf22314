'use client';
// The API console of one operation, in the kit's Dialog (loaded when 'Try it' is first pressed): a
// bearer token, the parameters and the JSON body (checked against the document's schemas as the
// reader types), Send, then the answer's status, time, headers and body, and the request as curl.
// English, like the reference it belongs to. The token lives in this module's memory for the tab:
// never in storage, the URL, the DOM outside its field, analytics or error reports.
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Dialog } from '@/kit/dialog/Dialog';
import { Button } from '@/kit/button/Button';
import { CodeBlock } from '@/mdx/CodeBlock';
import { MethodBadge } from '@/mdx/Endpoint';
import type { ConsoleOperation, ConsoleParameter } from './console-operation';
import { buildConsoleRequest, type ConsoleRequest, curlCommand, parameterKey, type RequestGap, TOKEN_FIELD } from './console-request';
import { bodyNote, type ConsoleOutcome, deprecationNotice, HIGHLIGHT_MAX_CHARS, outcomeSummary, statusLine } from './console-response';
import { bodyProblems, parameterProblems } from './console-validation';
import { highlightedJson } from './highlight-json';
import { DateText } from '../OperationChanges';
import { sendConsoleRequest } from './send-console-request';
import referenceStyles from '../reference.module.css';
import styles from './ApiConsole.module.css';

type Result = { sent: ConsoleRequest; outcome: ConsoleOutcome };
type Draft = { values: Record<string, string>; body: string; result: Result | null };

/**
 * The tab's token, shared by every operation's console; gone with the page. Its field is not a
 * controlled input: React mirrors a controlled value into the `value` attribute, i.e. into the DOM's
 * HTML, where the token must never be.
 */
let tokenInMemory = '';
/** What the reader typed and got per operation, so closing the console loses nothing. */
const drafts = new Map<string, Draft>();
/** Requests still out, per operation: a console reopened meanwhile shows their answer. */
const inFlight = new Map<string, Promise<Result>>();

function initialDraft(operation: ConsoleOperation): Draft {
  return {
    values: Object.fromEntries(operation.parameters.map((parameter) => [parameterKey(parameter), parameter.initial])),
    body: operation.body?.initial ?? '',
    result: null,
  };
}

export type ApiConsoleProps = {
  operation: ConsoleOperation;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
};

export function ApiConsole({ operation, onClose, returnFocusTo }: ApiConsoleProps) {
  const saved = drafts.get(operation.operationId) ?? initialDraft(operation);
  const [values, setValues] = useState(saved.values);
  const [body, setBody] = useState(saved.body);
  const tokenField = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<Result | null>(saved.result);
  const [sending, setSending] = useState(() => inFlight.has(operation.operationId));
  const [gaps, setGaps] = useState<RequestGap[]>([]);
  const mounted = useRef(true);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const fieldId = (key: string) => `${baseId}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

  const follow = (pending: Promise<Result>) => {
    void pending.then((done) => {
      if (!mounted.current) return;
      setResult(done);
      setSending(false);
    });
  };
  useEffect(() => {
    mounted.current = true;
    const pending = inFlight.get(operation.operationId);
    if (pending) follow(pending);
    return () => {
      mounted.current = false;
    };
    // Once, on opening: a request sent from an earlier opening of this console.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    drafts.set(operation.operationId, { values, body, result });
  }, [operation.operationId, values, body, result]);
  useEffect(() => {
    // The property, not the attribute: the token stays out of the HTML.
    if (tokenField.current) tokenField.current.value = tokenInMemory;
  }, []);

  const bodyIssues = useMemo(
    () => (operation.body ? bodyProblems(operation.body.schema, body, operation.body.required) : []),
    [operation.body, body],
  );
  const gapOf = (field: string) => gaps.find((gap) => gap.field === field);
  /** A field the reader changes is no longer what stopped the send. */
  const clearGap = (field: string) =>
    setGaps((current) => (current.some((gap) => gap.field === field) ? current.filter((gap) => gap.field !== field) : current));

  const send = () => {
    const built = buildConsoleRequest(operation, { values, body, token: tokenInMemory });
    setGaps(built.gaps);
    if (built.gaps.length > 0) {
      document.getElementById(fieldId(built.gaps[0]?.field ?? ''))?.focus();
      return;
    }
    const id = operation.operationId;
    const pending = sendConsoleRequest(built.request).then((outcome) => {
      // An answer that lands after the console closed is kept for when it opens again.
      const done = { sent: built.request, outcome };
      const draft = drafts.get(id);
      if (draft) drafts.set(id, { ...draft, result: done });
      inFlight.delete(id);
      return done;
    });
    inFlight.set(id, pending);
    setSending(true);
    follow(pending);
  };

  const siteOrigin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    // Focus starts on Close (the browser's first focusable), not on a field: on a phone a focused field
    // would open the keyboard over the form before the reader has seen it.
    <Dialog layer="modals" labelledBy={titleId} onClose={onClose} returnFocusTo={() => returnFocusTo} className={styles.backdrop}>
      <div className={styles.console} lang="en" dir="ltr">
        <header className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              Try it: {operation.title}
            </h2>
            <p className={styles.endpoint}>
              <MethodBadge method={operation.method} />
              <code>
                {operation.baseUrl}
                {operation.path}
              </code>
            </p>
          </div>
          <Button onClick={onClose}>Close</Button>
        </header>

        <div className={styles.scroll}>
          <section className={styles.section} aria-labelledby={`${baseId}-auth`}>
            <h3 id={`${baseId}-auth`} className={styles.sectionTitle}>
              Authorization
            </h3>
            <div className={styles.field}>
              <label htmlFor={fieldId(TOKEN_FIELD)}>Bearer token</label>
              <input
                ref={tokenField}
                id={fieldId(TOKEN_FIELD)}
                className={styles.input}
                type="password"
                // Never offered to a password manager or autofill: a token is not a login.
                autoComplete="off"
                data-1p-ignore=""
                data-lpignore="true"
                spellCheck={false}
                onChange={(event) => {
                  tokenInMemory = event.target.value;
                  clearGap(TOKEN_FIELD);
                }}
                aria-invalid={gapOf(TOKEN_FIELD) ? true : undefined}
                aria-describedby={`${baseId}-token-hint`}
              />
              {gapOf(TOKEN_FIELD) ? <p className={styles.problem}>{gapOf(TOKEN_FIELD)?.message}</p> : null}
              <p id={`${baseId}-token-hint`} className={styles.hint}>
                {operation.secured ? 'This operation needs a token. ' : ''}
                It stays in this tab&apos;s memory only: never stored, and sent only to {new URL(operation.baseUrl).origin}.
              </p>
            </div>
          </section>

          {operation.parameters.length > 0 ? (
            <section className={styles.section} aria-labelledby={`${baseId}-parameters`}>
              <h3 id={`${baseId}-parameters`} className={styles.sectionTitle}>
                Parameters
              </h3>
              {operation.parameters.map((parameter) => (
                <ParameterField
                  key={parameterKey(parameter)}
                  id={fieldId(parameterKey(parameter))}
                  parameter={parameter}
                  value={values[parameterKey(parameter)] ?? ''}
                  gap={gapOf(parameterKey(parameter))?.message ?? null}
                  onChange={(value) => {
                    setValues((current) => ({ ...current, [parameterKey(parameter)]: value }));
                    clearGap(parameterKey(parameter));
                  }}
                />
              ))}
            </section>
          ) : null}

          {operation.body ? (
            <section className={styles.section} aria-labelledby={`${baseId}-body`}>
              <h3 id={`${baseId}-body`} className={styles.sectionTitle}>
                Body
              </h3>
              <div className={styles.field}>
                <label htmlFor={`${baseId}-body-text`}>JSON body</label>
                <textarea
                  id={`${baseId}-body-text`}
                  className={`${styles.input} ${styles.code}`}
                  dir="ltr"
                  rows={Math.min(16, Math.max(4, body.split('\n').length + 1))}
                  spellCheck={false}
                  autoCapitalize="off"
                  autoCorrect="off"
                  value={body}
                  onChange={(event) => setBody(event.target.value)}
                  aria-invalid={bodyIssues.length > 0}
                  aria-describedby={`${baseId}-body-check`}
                />
                <Problems id={`${baseId}-body-check`} problems={bodyIssues} fine="Matches the schema." />
              </div>
            </section>
          ) : null}

          <div className={styles.actions}>
            <Button variant="primary" onClick={send} loading={sending} disabled={sending}>
              Send
            </Button>
            {gaps.length > 0 ? <p className={styles.problem}>Not sent: {gaps.map((gap) => gap.message).join(' ')}</p> : null}
          </div>

          <section className={styles.section} aria-labelledby={`${baseId}-response`}>
            <h3 id={`${baseId}-response`} className={styles.sectionTitle}>
              Response
            </h3>
            {/* Announced as it changes: 'Sending…', then the status and time, or what went wrong. */}
            <p role="status" className={styles.summary} data-outcome={sending ? 'sending' : (result?.outcome.kind ?? 'none')}>
              {sending ? (
                'Sending…'
              ) : result ? (
                <OutcomeLine outcome={result.outcome} siteOrigin={siteOrigin} />
              ) : (
                'Press Send to call the API.'
              )}
            </p>
            {result && !sending ? <ResultDetails result={result} /> : null}
          </section>
        </div>
      </div>
    </Dialog>
  );
}

function ParameterField({
  id,
  parameter,
  value,
  gap,
  onChange,
}: {
  id: string;
  parameter: ConsoleParameter;
  value: string;
  gap: string | null;
  onChange: (value: string) => void;
}) {
  const checked = parameterProblems(parameter, value);
  const problems = gap ? [gap, ...checked] : checked;
  const describedBy = `${id}-check`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{parameter.name}</code> <span className={styles.location}>{parameter.in}</span>
        {parameter.required ? <span className={styles.required}> required</span> : null}
      </label>
      {parameter.options ? (
        <select
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problems.length > 0}
          aria-describedby={describedBy}
        >
          {parameter.required ? null : <option value="">(not sent)</option>}
          {parameter.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={`${styles.input} ${styles.code}`}
          dir="ltr"
          value={value}
          placeholder={parameter.placeholder}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problems.length > 0}
          aria-describedby={describedBy}
        />
      )}
      <Problems id={describedBy} problems={problems} fine={null} />
    </div>
  );
}

function Problems({ id, problems, fine }: { id: string; problems: string[]; fine: string | null }) {
  if (problems.length === 0) {
    return (
      <p id={id} className={styles.fine}>
        {fine}
      </p>
    );
  }
  return (
    <ul id={id} className={styles.problems}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}

function OutcomeLine({ outcome, siteOrigin }: { outcome: ConsoleOutcome; siteOrigin: string }) {
  if (outcome.kind !== 'answer') return <span className={styles.problem}>{outcomeSummary(outcome, siteOrigin)}</span>;
  return (
    <>
      {/* Coloured as the reference colours its response statuses. */}
      <span className={referenceStyles.status} data-class={String(outcome.status)[0]}>
        {statusLine(outcome.status, outcome.statusText)}
      </span>{' '}
      <span className={styles.time}>in {Math.round(outcome.durationMs)} ms</span>
      {/* Said in the live region too, not only in the note below it. */}
      {deprecationNotice(outcome.headers) ? ', deprecated' : null}
    </>
  );
}

function ResultDetails({ result }: { result: Result }) {
  const { outcome, sent } = result;
  return (
    <>
      {outcome.kind === 'answer' ? (
        <>
          <DeprecationNote headers={outcome.headers} />
          <ResponseBodyView outcome={outcome} />
          <details className={styles.headers}>
            <summary>Headers ({outcome.headers.length})</summary>
            <p className={styles.hint}>Only the headers the API lets this site read (CORS).</p>
            <dl dir="ltr">
              {outcome.headers.map(([name, value]) => (
                <div key={name} className={styles.headerRow}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </details>
        </>
      ) : null}
      <CodeBlock title="Request as curl (the token reads $TESSERA_TOKEN)">{curlCommand(sent)}</CodeBlock>
    </>
  );
}

/** What the answer's Deprecation, Sunset and Link headers announce, as the reference's banner words it. */
function DeprecationNote({ headers }: { headers: [string, string][] }) {
  const notice = deprecationNotice(headers);
  if (!notice) return null;
  return (
    <p role="note" className={referenceStyles.deprecationBanner}>
      <strong>Deprecated</strong>
      {notice.since ? (
        <>
          {' '}
          since <DateText date={notice.since} />
        </>
      ) : null}
      {notice.sunset ? (
        <>
          . It is removed on <DateText date={notice.sunset} />
        </>
      ) : null}
      {", as this answer's headers say."}
      {notice.link ? (
        <>
          {' '}
          <a href={notice.link} target="_blank" rel="noopener noreferrer">
            About this deprecation<span className={styles.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </p>
  );
}

function ResponseBodyView({ outcome }: { outcome: Extract<ConsoleOutcome, { kind: 'answer' }> }) {
  const { body } = outcome;
  const [highlighted, setHighlighted] = useState<{ text: string; node: ReactNode } | null>(null);
  const text = body.kind === 'empty' ? '' : body.text;
  useEffect(() => {
    if (body.kind !== 'json' || body.text.length > HIGHLIGHT_MAX_CHARS) return;
    let current = true;
    highlightedJson(body.text, 'Response body').then(
      (node) => {
        if (current) setHighlighted({ text: body.text, node });
      },
      () => undefined, // the plain text stays: highlighting is a nicety
    );
    return () => {
      current = false;
    };
  }, [body]);

  if (body.kind === 'empty') return <p className={styles.hint}>No body.</p>;
  const note = bodyNote(body);
  return (
    <>
      {note ? <p className={styles.problem}>{note}</p> : null}
      {highlighted && highlighted.text === text ? highlighted.node : <CodeBlock title="Response body">{text}</CodeBlock>}
    </>
  );
}

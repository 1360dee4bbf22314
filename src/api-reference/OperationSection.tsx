// One operation of the REST reference: method and path, what it needs (scopes, plan, rate tier),
// parameters, request and response schemas with examples, and request samples in four languages.
import Link from 'next/link';
import type { OpenAPIV3_1 } from 'openapi-types';
import { MethodBadge } from '../mdx/Endpoint';
import { addedDates, type LinkedChange } from './api-history';
import { CodeBlockTab, CodeBlockTabs, CodeBlockTabsList, CodeBlockTabsTrigger } from '../mdx/Tabs';
import { consoleOperation } from './console/console-operation';
import { TryItButton } from './console/TryItButton';
import { highlight } from './highlight';
import { Markdown } from './Markdown';
import { AddedOn, DeprecationBanner, OperationChanges } from './OperationChanges';
import type { OperationRef } from './openapi-model';
import { operationView } from './openapi-operation';
import { requestSamples, SAMPLE_HIGHLIGHT, SAMPLE_LANGUAGES } from './openapi-samples';
import type { Schema } from './openapi-schema';
import { typeLabel } from './openapi-schema';
import { PropertyTable } from './PropertyTable';
import styles from './reference.module.css';

export async function OperationSection({
  operation: ref,
  doc,
  apiBaseUrl,
  changes,
  since,
}: {
  operation: OperationRef;
  doc: OpenAPIV3_1.Document;
  apiBaseUrl: string;
  /** This operation's changes, newest first, and the first release of the history. */
  changes: readonly LinkedChange[];
  since: string | null;
}) {
  const view = operationView(ref, doc);
  const added = addedDates(changes);
  const { operation } = ref;
  const generated = requestSamples(view.sample);
  const samples = Object.fromEntries(
    await Promise.all(
      SAMPLE_LANGUAGES.map(async (language) => [language, await highlight(generated[language], SAMPLE_HIGHLIGHT[language])] as const),
    ),
  );
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const requestExample = view.requestExample === undefined ? null : await highlight(json(view.requestExample), 'json', 'Request body');
  const responseExamples = await Promise.all(
    view.responses.map(async (response) =>
      response.example === undefined ? null : highlight(json(response.example), 'json', `${response.status} response`),
    ),
  );

  return (
    <section className={styles.operation} aria-labelledby={ref.anchor}>
      <h2 id={ref.anchor} className={styles.operationTitle}>
        <a href={`#${ref.anchor}`}>{operation.summary ?? ref.operationId}</a>
      </h2>
      <p className={styles.endpoint}>
        <MethodBadge method={ref.method} />
        <code>{ref.path}</code>
        {operation.deprecated ? <span className={styles.deprecated}>Deprecated</span> : null}
        <TryItButton operation={consoleOperation(ref, view, apiBaseUrl)} className={styles.tryIt} />
      </p>
      <div className={styles.columns}>
        <div className={styles.details}>
          {operation.deprecated ? <DeprecationBanner changes={changes} /> : null}
          <Markdown text={operation.description} />
          <dl className={styles.facts}>
            <dt>Scopes</dt>
            <dd>{view.scopes.length > 0 ? view.scopes.map((scope) => <code key={scope}>{scope}</code>) : 'None'}</dd>
            {view.rateLimitTier ? (
              <>
                <dt>Rate limit</dt>
                <dd>
                  <Link href="/docs/rate-limits" prefetch={false}>
                    Tier {view.rateLimitTier}
                  </Link>
                </dd>
              </>
            ) : null}
            {view.plan ? (
              <>
                <dt>Plan</dt>
                <dd>Requires the {view.plan} plan</dd>
              </>
            ) : null}
          </dl>
          <OperationChanges changes={changes} since={since} />

          {view.parameters.length > 0 ? (
            <div className={styles.tableWrap} tabIndex={0}>
              <table className={styles.table}>
                <caption>Parameters</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">In</th>
                    <th scope="col">Type</th>
                    <th scope="col">Description</th>
                  </tr>
                </thead>
                <tbody>
                  {view.parameters.map((parameter) => (
                    <tr key={`${parameter.in}:${parameter.name}`}>
                      <th scope="row">
                        <code>{parameter.name}</code>
                        {parameter.required ? <span className={styles.required}>required</span> : null}
                        {parameter.deprecated ? <span className={styles.deprecated}>Deprecated</span> : null}
                        <AddedOn date={added.get(`${parameter.in} parameter ${parameter.name}`)} />
                      </th>
                      <td>{parameter.in}</td>
                      <td>
                        <code>{parameter.schema ? typeLabel(parameter.schema as Schema) : 'string'}</code>
                      </td>
                      <td>
                        <Markdown text={parameter.description} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}

          {view.requestSchema ? (
            <PropertyTable schema={view.requestSchema} caption="Request body" added={(name) => added.get(`request field ${name}`)} />
          ) : null}

          <h3 className={styles.subheading}>Responses</h3>
          {view.responses.map((response) => (
            <details key={response.status} className={styles.response} open={response.status.startsWith('2')}>
              <summary>
                <span className={styles.status} data-class={response.status[0]}>
                  {response.status}
                </span>{' '}
                {response.description}
              </summary>
              {response.schema ? (
                <PropertyTable
                  schema={response.schema}
                  caption={`${response.status} response body`}
                  added={(name) => (response.status.startsWith('2') ? added.get(`response field ${name}`) : undefined)}
                />
              ) : null}
            </details>
          ))}
        </div>
        <div className={styles.examples}>
          <CodeBlockTabs defaultValue="curl">
            <CodeBlockTabsList>
              {SAMPLE_LANGUAGES.map((language) => (
                <CodeBlockTabsTrigger key={language} value={language}>
                  {language}
                </CodeBlockTabsTrigger>
              ))}
            </CodeBlockTabsList>
            {SAMPLE_LANGUAGES.map((language) => (
              <CodeBlockTab key={language} value={language}>
                {samples[language]}
              </CodeBlockTab>
            ))}
          </CodeBlockTabs>
          {requestExample}
          {responseExamples.map((example, index) => (example ? <div key={view.responses[index]?.status}>{example}</div> : null))}
        </div>
      </div>
    </section>
  );
}

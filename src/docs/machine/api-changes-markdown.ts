// The API's history as Markdown and Atom (pure): the changes page's .md (and llms-full.txt), each
// reference operation's 'Changes', and /docs/reference/changes/feed.xml.
import { escapeText } from 'entities/escape';
import { Feed } from 'feed';
import { type ApiHistory, historyLines, type LinkedChange, lineTargets } from '../../api-reference/api-history';

/** `**Breaking**: Header `X` removed. Sunset: 2027-03-31. Changelog: [title](url)` */
function changeText(change: LinkedChange): string {
  const parts = [change.breaking ? `**Breaking**: ${change.summary}` : change.summary];
  if (change.sunset) parts.push(`Sunset: ${change.sunset}.`);
  for (const entry of change.changelog) parts.push(`Changelog: [${entry.title}](${entry.url})`);
  return parts.join(' ');
}

/** One operation's changes, newest first, for its section of the reference's Markdown. */
export function operationChangesMarkdown(changes: readonly LinkedChange[], since: string | null): string[] {
  if (since === null) return [];
  if (changes.length === 0) return ['### Changes', '', `No changes since the first release in the history, ${since}.`, ''];
  return ['### Changes', '', ...changes.map((change) => `- ${change.date}: ${changeText(change)}`), ''];
}

export function apiChangesMarkdown(history: ApiHistory): string {
  const lines: string[] = [];
  let date = '';
  for (const line of historyLines(history.changes)) {
    if (line.date !== date) {
      date = line.date;
      lines.push('', `## ${date}`, '');
    }
    const where = lineTargets(line)
      .map(({ label, href }) => (href ? `[\`${label}\`](${href})` : `\`${label}\``))
      .join(', ');
    lines.push(`- ${where}${line.webhook ? ' (webhook deliveries)' : ''}: ${changeText(line)}`);
  }
  return lines.join('\n').trim();
}

export function apiChangesAtom(history: ApiHistory, site: { origin: string; title: string; pageUrl: string; feedUrl: string }): string {
  const page = new URL(site.pageUrl, site.origin).href;
  const lines = historyLines(history.changes);
  const feed = new Feed({
    id: page,
    title: `${site.title}: API changes`,
    description: 'Every change to the REST API and its webhook deliveries, computed from its releases.',
    link: page,
    language: 'en',
    updated: lines[0] ? new Date(`${lines[0].date}T00:00:00Z`) : new Date(0),
    generator: false,
    feedLinks: { atom: new URL(site.feedUrl, site.origin).href },
    copyright: '© Tessera',
  });
  for (const line of lines) {
    const targets = lineTargets(line);
    const link = new URL(targets[0]?.href ?? site.pageUrl, site.origin).href;
    const title = `${targets.map(({ label }) => label).join(', ')}: ${line.breaking ? 'Breaking: ' : ''}${line.summary.replace(/`/g, '')}`;
    feed.addItem({
      // The same change keeps its id from build to build: its date, operations and what it says.
      id: `${page}#${line.date}/${line.operations.join(',')}/${encodeURIComponent(line.summary)}`,
      link,
      // The feed library writes text as type="html": escape it first.
      title: escapeText(title),
      description: escapeText(
        [line.breaking ? 'Breaking:' : '', line.summary.replace(/`/g, ''), line.sunset ? `Sunset: ${line.sunset}.` : '']
          .concat(line.changelog.map((entry) => `Changelog: ${entry.title}.`))
          .filter(Boolean)
          .join(' '),
      ),
      date: new Date(`${line.date}T00:00:00Z`),
      category: [{ name: line.kind, term: line.kind }, ...(line.breaking ? [{ name: 'breaking', term: 'breaking' }] : [])],
    });
  }
  return feed.atom1();
}

// Which kind of client sent a request, from its User-Agent (pure): one family per AI agent that names
// itself, `crawler` for search engines, `bot` for anything else isbot recognises, `human` for a browser.
// Only the family is ever kept, never the string (docs/analytics.md#agent-traffic).
import { isbot } from 'isbot';

/** AI agents by the token their user agent carries (vendors' published names; robots.txt-only tokens such as Google-Extended are not user agents). */
const AGENTS: [family: string, token: RegExp][] = [
  ['gptbot', /\bGPTBot\b/i],
  ['chatgpt-user', /\bChatGPT-User\b/i],
  ['oai-searchbot', /\bOAI-SearchBot\b/i],
  ['claudebot', /\bClaudeBot\b/i],
  ['claude-user', /\bClaude-User\b/i],
  ['claude-searchbot', /\bClaude-SearchBot\b/i],
  ['perplexitybot', /\bPerplexityBot\b/i],
  ['perplexity-user', /\bPerplexity-User\b/i],
  ['ccbot', /\bCCBot\b/i],
  ['bytespider', /\bBytespider\b/i],
  ['meta-externalagent', /\bmeta-externalagent\b/i],
  ['meta-externalfetcher', /\bmeta-externalfetcher\b/i],
  ['amazonbot', /\bAmazonbot\b/i],
  ['duckassistbot', /\bDuckAssistBot\b/i],
  ['mistralai-user', /\bMistralAI-User\b/i],
  ['cohere-ai', /\bcohere-ai\b/i],
  ['google-cloudvertexbot', /\bGoogle-CloudVertexBot\b/i],
  ['ai2bot', /\bAI2Bot\b/i],
  ['youbot', /\bYouBot\b/i],
];
export const AGENT_FAMILIES = AGENTS.map(([family]) => family);

/** Search engines' crawlers (after the AI agents: OAI-SearchBot and DuckAssistBot are agents, not these). */
const CRAWLER =
  /\b(Googlebot|Google-InspectionTool|Storebot-Google|bingbot|Applebot|DuckDuckBot|YandexBot|Baiduspider|Slurp|SeznamBot|Yeti|PetalBot|Qwantbot|Sogou)\b/i;

export type ClientFamily = string;

export function clientFamily(userAgent: string | undefined): ClientFamily {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return 'bot';
  for (const [family, token] of AGENTS) if (token.test(agent)) return family;
  if (CRAWLER.test(agent)) return 'crawler';
  return isbot(agent) ? 'bot' : 'human';
}

/** Whether a family is an AI agent's (not a person, a search engine or another bot). */
export const isAgentFamily = (family: ClientFamily): boolean => AGENT_FAMILIES.includes(family);

// `npm run bench:traffic`: what counting one request costs the thin host (classifying its user
// agent, what it read, and the count), in µs per request over a mix of agents, browsers and paths.
import { clientFamily } from '../src/traffic/client-family';
import { readOf, trafficCounter } from '../src/traffic/traffic-count';

const AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'curl/8.5.0',
];
const PATHS = [
  '/docs/webhooks/signatures',
  '/docs/errors.md',
  '/_next/static/chunks/a1b2c3.js',
  '/llms.txt',
  '/docs/x/__next.docs.txt',
  '/nope',
];
const REQUESTS = 200_000;

const counter = trafficCounter({ dir: '/dev/null/never-written', maxKeys: Number.POSITIVE_INFINITY });
for (let round = 0; round < 3; round++) {
  const started = process.hrtime.bigint();
  for (let index = 0; index < REQUESTS; index++) {
    const read = readOf(PATHS[index % PATHS.length] ?? '/', index % 7 === 0 ? 404 : 200);
    if (read) counter.count(read, clientFamily(AGENTS[index % AGENTS.length]));
  }
  const microseconds = Number(process.hrtime.bigint() - started) / 1000 / REQUESTS;
  console.log(`round ${round + 1}: ${microseconds.toFixed(2)} µs per request (${REQUESTS} requests)`);
}

// Routes that exist besides the content pages, so links to them count as resolved.
import { AGENT_SKILLS_INDEX } from '../machine/agent-skills';

export const SITE_ROUTES = [
  '/',
  '/design-kit',
  '/changelog',
  '/changelog/feed.xml',
  '/llms.txt',
  '/llms-full.txt',
  AGENT_SKILLS_INDEX,
] as const;

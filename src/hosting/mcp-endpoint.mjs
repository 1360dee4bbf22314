// Where the server build answers MCP, and how much one client may ask of it (server.mjs enforces it).

/** docs/contract.md 'Routes': the docs as a read-only MCP server (src/app/mcp/route.server.ts). */
export const MCP_PATH = '/mcp';
/** An agent makes a few calls a minute; a burst covers its start-up (initialize, list, first calls). */
export const MCP_RATE_LIMIT = { perMinute: 60, burst: 30 };

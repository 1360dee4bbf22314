// Where the thin host answers MCP, and how much one client may ask of it (src/host/host.ts enforces it).

/** docs/contract.md 'Routes': the docs as a read-only MCP server (src/host/handlers.ts). */
export const MCP_PATH = '/mcp';
/** An agent makes a few calls a minute; a burst covers its start-up (initialize, list, first calls). */
export const MCP_RATE_LIMIT = { perMinute: 60, burst: 30 };

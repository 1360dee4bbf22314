// The changes page's title and summary: its heading, metadata, Markdown copy and search document.
export const API_CHANGES_TITLE = 'API changes';
export const API_CHANGES_DESCRIPTION =
  'Every change to the Tessera REST API and its webhook deliveries, newest first: additions, changes, deprecations with their sunset dates, and breaking changes.';

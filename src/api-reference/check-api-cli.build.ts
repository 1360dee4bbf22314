// `npm run check:api`: fails on a change to the OpenAPI document that versioning.mdx calls breaking
// (src/api-reference/api-check.build.ts), naming each operation; lists what is not released yet.
import { changeLine, checkApi } from './api-check.build';

const { unreleased, broken } = await checkApi();
for (const change of unreleased) console.log(`unreleased: ${changeLine(change)}`);
if (broken.length > 0) {
  for (const change of broken) console.error(`breaking: ${changeLine(change)}`);
  console.error(
    `check:api: ${broken.length} breaking change(s). Within v1 only backward-compatible changes ship (content/docs/versioning.mdx).`,
  );
  process.exit(1);
}
console.log(`check:api: no breaking change; ${unreleased.length} change(s) since the latest release.`);

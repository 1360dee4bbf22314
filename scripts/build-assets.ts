// Before `next build`/`next dev`: fonts, icons, content images, token and palette CSS and the minified paint-first loader,
// made once per state of their sources (docs/architecture.md#build-outputs-derived-from-sources-not-committed).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { CONTENT_MEDIA_EXTENSIONS, CONTENT_MEDIA_FOLDER, contentMediaName } from '../src/mdx/content-media';
import { paintFirstLoaderModule } from '../src/hosting/paint-first-loader.build';
import { errorPageMessages } from '../src/i18n/error-page-messages.build';
import { tokensCss } from '../src/kit/tokens/tokens';
import { cutFonts, cutSocialCardFonts } from '../src/shell/fonts/cut-fonts.build';
import { LOGO_SOURCE, renderIcons } from '../src/shell/icons/render-icons.build';
import { palettesCss } from '../src/theme/palettes';
import { cacheKey, readCacheEntry, writeCacheEntry } from '../src/docs/cache-entry.mjs';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
/** The last run's key and outputs. */
const STAMP = path.join(root, '.next/cache/assets.json');

const written: string[] = [];
async function write(file: string, data: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  written.push(path.relative(root, file));
}

async function main() {
  const started = performance.now();
  const mediaGlob = CONTENT_MEDIA_EXTENSIONS.map((extension) => `**/*${extension}`);
  const media = (await glob(mediaGlob, { cwd: path.join(root, 'content'), absolute: true, caseSensitiveMatch: false })).sort();
  // What the outputs are made of: this code and what it imports, the packages (fonts, sharp), the logo and the images.
  const key = cacheKey(root, {
    code: ['scripts/build-assets.ts'],
    data: [path.relative(root, LOGO_SOURCE), ...media.map((file) => path.relative(root, file))],
  });
  const last = JSON.parse((await readCacheEntry(STAMP)) ?? 'null') as { key: string; outputs: string[] } | null;
  if (last?.key === key && last.outputs.every((file) => existsSync(path.join(root, file)))) {
    console.log(`assets: ${last.outputs.length} files already made from these sources`);
    return;
  }
  // Gone while the outputs are rewritten: a run stopped halfway leaves no key that vouches for them.
  await rm(STAMP, { force: true });

  const fonts = await cutFonts('/fonts');
  await rm(path.join(publicDir, 'fonts'), { recursive: true, force: true });
  for (const file of fonts.files) await write(path.join(publicDir, 'fonts', file.name), file.data);
  const fontsOut = path.join(root, 'src/shell/fonts/generated');
  await write(path.join(fontsOut, 'fonts.css'), fonts.css);
  await write(path.join(fontsOut, 'font-faces.json'), `${JSON.stringify(fonts.faces, null, 2)}\n`);
  for (const font of await cutSocialCardFonts()) await write(path.join(fontsOut, `social-card-${font.weight}.ttf`), font.data);

  const icons = await renderIcons();
  await rm(path.join(publicDir, 'icons'), { recursive: true, force: true });
  for (const icon of icons) await write(path.join(publicDir, icon.urlPath), icon.data);

  // Images beside the MDX, published under their content hash (src/mdx/content-media.ts).
  await rm(path.join(publicDir, CONTENT_MEDIA_FOLDER), { recursive: true, force: true });
  for (const file of media) {
    const bytes = await readFile(file);
    await write(path.join(publicDir, CONTENT_MEDIA_FOLDER, contentMediaName(path.basename(file), bytes)), bytes);
  }

  await write(path.join(root, 'src/kit/tokens/generated/tokens.css'), tokensCss());
  await write(path.join(root, 'src/theme/generated/palettes.css'), palettesCss());
  await write(path.join(root, 'src/i18n/generated/error-page-messages.json'), `${JSON.stringify(errorPageMessages())}\n`);
  await write(path.join(root, 'src/hosting/generated/paint-first-loader.mjs'), paintFirstLoaderModule());

  await writeCacheEntry(STAMP, JSON.stringify({ key, outputs: written }));

  const summary = fonts.faces.map((face) => `${face.subset} ${(face.bytes / 1024).toFixed(1)} KiB`).join(', ');
  console.log(
    `assets: fonts (${summary}), ${icons.length} icons, ${media.length} content images, tokens and palettes in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(`assets: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

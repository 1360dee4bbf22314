// Build step: renders the one SVG logo into the apple touch icons, the shortcut icon and an SVG icon.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';
import { APPLE_TOUCH_ICON_SIZES, appleTouchIconPath, FAVICON_PATH, FAVICON_SIZES, SVG_ICON_PATH } from './icon-set';

export const LOGO_SOURCE = path.join(path.dirname(new URL(import.meta.url).pathname), 'logo.svg');

export type RenderedIcon = { urlPath: string; data: Buffer };

export async function renderIcons(source = LOGO_SOURCE): Promise<RenderedIcon[]> {
  let svg: Buffer;
  try {
    svg = await readFile(source);
    const { format, width, height } = await sharp(svg).metadata();
    if (format !== 'svg' || !width || !height) throw new Error(`not an SVG image (read as ${format ?? 'nothing'})`);
  } catch (error) {
    throw new Error(`Icon source is missing or not a valid SVG: ${source} (${(error as Error).message})`);
  }
  // Rasterise at a high density so small sizes are downsampled, not upscaled.
  const png = (size: number) => sharp(svg, { density: 600 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

  const icons: RenderedIcon[] = [{ urlPath: SVG_ICON_PATH, data: svg }];
  for (const size of APPLE_TOUCH_ICON_SIZES) {
    // iOS draws a black square behind transparency: flatten onto the logo's own background.
    const data = await sharp(await png(size))
      .flatten({ background: '#1b1f4b' })
      .png()
      .toBuffer();
    icons.push({ urlPath: appleTouchIconPath(size), data });
  }
  icons.push({ urlPath: FAVICON_PATH, data: await pngToIco(await Promise.all(FAVICON_SIZES.map(png))) });
  return icons;
}

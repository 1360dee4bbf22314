// Preloads the three text subsets of the site's font (the rarer Latin blocks and the math gap-filler load only when used).
import { preload } from 'react-dom';
import faces from './generated/font-faces.json';

export function FontPreloads() {
  for (const face of faces) {
    if (face.preload) preload(face.href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return null;
}

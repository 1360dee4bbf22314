// Lint: Next.js' official rules (core web vitals, TypeScript, React hooks incl. compiler rules), and
// the layer map of docs/architecture.md as a check (eslint-plugin-boundaries): a folder under src/
// imports only from the layers below it, never sideways, and build-time code only from build-time code.
import boundaries from 'eslint-plugin-boundaries';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Top to bottom: each layer may import from the layers below it. Folders in one layer are siblings
 * and do not import each other (what crosses between them goes through a lower layer: page actions,
 * config, or props).
 */
const LAYERS = [
  ['app', 'host'],
  ['docs'],
  ['shell'],
  ['search', 'api-reference', 'theme', 'analytics', 'monitoring'],
  ['mdx'],
  ['consent'],
  ['hosting'],
  ['security'],
  ['kit', 'config', 'page-actions', 'traffic'],
  ['i18n'],
];
const FOLDERS = LAYERS.flat();

const elements = [...FOLDERS.map((folder) => ({ type: folder, pattern: `src/${folder}` }))];

/** What a folder may import: itself and the layers below. @param {number} index @param {string} folder */
const reachable = (index, folder) => [folder, ...LAYERS.slice(index + 1).flat()];
const layerPolicies = LAYERS.flatMap((layer, index) =>
  layer.map((folder) => ({
    from: { element: { type: folder } },
    allow: { to: { element: { types: { anyOf: reachable(index, folder) } } } },
  })),
);
/** Build-time code and tests may import build-time code, down the same layers. */
const buildPolicies = LAYERS.flatMap((layer, index) =>
  layer.map((folder) => ({
    from: { element: { type: folder }, file: { categories: ['build', 'test'] } },
    allow: { to: { element: { types: { anyOf: reachable(index, folder) } }, file: { categories: 'build' } } },
  })),
);

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', '.source/**', 'out/**', 'host/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs,mts}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      // Code that runs only while building (scripts/ import it): fonts, icons, the search index…
      'boundaries/files': [
        { category: 'build', pattern: '**/*.build.{ts,mjs}' },
        { category: 'test', pattern: '**/*.test.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkInternals: true,
          policies: [
            ...layerPolicies,
            // (Later policies win: build-time files are out of reach, except from build-time code and tests.)
            { disallow: { to: { file: { categories: 'build' } } } },
            ...buildPolicies,
          ],
        },
      ],
    },
  },
];

export default config;

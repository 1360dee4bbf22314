// Unit tests for the pure cores (Node) and small adapters (happy-dom, per file).
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'e2e/support/**/*.test.ts'],
    environment: 'node',
    // Files share one module registry per worker instead of each starting its own, which is much of
    // a run's time. So a test file must leave no global state behind (runs with shuffled files pass).
    isolate: false,
    // A test that compiles MDX or highlights code takes seconds on a busy 2-core machine; a slow
    // machine must not fail one (speed is measured in bench/, not here).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

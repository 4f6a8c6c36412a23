import {defineConfig} from 'vitest/config'

/**
 * Two projects, both run by `pnpm test` (and CI): `unit`, the fast default
 * (`pnpm test --project unit` while working), and `timing`: the linear-time
 * ratios (`*.timing.test.ts`, on test/linear.ts) and the tests that start
 * processes (`*.subprocess.test.ts`: the CLIs, the language server). Those
 * get the time they need under load, in tests and hooks alike; none asserts
 * an absolute time.
 */
const timing = ['test/**/*.timing.test.ts', 'test/**/*.subprocess.test.ts']

export default defineConfig({
  // Import workspace packages by name straight from `src/` (the `source` export condition).
  resolve: {conditions: ['source']},
  ssr: {resolve: {conditions: ['source']}},
  test: {
    projects: [
      {extends: true, test: {name: 'unit', include: ['test/**/*.test.ts'], exclude: timing, testTimeout: 30_000}},
      {extends: true, test: {name: 'timing', include: timing, testTimeout: 180_000, hookTimeout: 180_000}}
    ]
  }
})

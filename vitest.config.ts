import {defineConfig} from 'vitest/config'

export default defineConfig({
  // Import workspace packages by name straight from `src/` (the `source` export condition).
  resolve: {conditions: ['source']},
  ssr: {resolve: {conditions: ['source']}},
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000
  }
})

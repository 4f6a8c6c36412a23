import {availableParallelism} from 'node:os'
import {defineConfig} from 'vitest/config'

/**
 * Four projects. `unit` is `pnpm test`: every test in this process, the
 * CLIs through their `main` (80 s on two cores). The others run
 * in CI (`.ci/run`) and by name (`pnpm test:process`, `test:timing`,
 * `test:packaging`; `pnpm test:all` runs all four):
 *
 * - `process` (`*.subprocess.test.ts`): what needs a process of its own
 *   (signals, pipes, FIFOs, `/dev/full`, worker processes and threads, peak
 *   memory, the bins, the language server over stdio, Neovim, GNU parallel),
 *   on the built bins: test/build.ts builds once before them.
 * - `timing` (`*.timing.test.ts`): linear-time ratios (test/linear.ts), a
 *   file to each core: each ratio's two sizes take turns, so the other
 *   file's load falls on both (the harness is made for a loaded machine).
 * - `packaging`: the tarballs installed as users install them
 *   (`tarballs.subprocess.test.ts`, `hosts.subprocess.test.ts`: ESLint and
 *   markdownlint-cli2 with the rules, and `*.registry.test.ts`: the GitHub
 *   Action and pre-commit against a stand-in registry serving them), built
 *   and packed once by test/packaging/pack.ts.
 *
 * Slow projects get the time they need under load; none asserts an absolute time.
 */
const subprocess = 'test/**/*.subprocess.test.ts'
const timing = 'test/**/*.timing.test.ts'
const registry = 'test/**/*.registry.test.ts'
const packaging = ['test/packaging/tarballs.subprocess.test.ts', 'test/packaging/hosts.subprocess.test.ts', registry]

export default defineConfig({
  // Import workspace packages by name straight from `src/` (the `source` export condition).
  resolve: {conditions: ['source']},
  ssr: {resolve: {conditions: ['source']}},
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [subprocess, timing, registry],
          // Vitest's default is one less than the cores: one file at a time on two, where two take 81 s against 121.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          testTimeout: 30_000,
          // The engine's imports of plugins and `.remarkrc.mjs` through Vitest, so that configurations (and the tests'
          // `node_modules/remark-lint-uri` shims) may name the sources (`.ts`), as under tsx.
          server: {deps: {inline: ['unified-engine', 'load-plugin', /\/node_modules\/remark-lint-uri\//]}}
        }
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: [subprocess],
          exclude: packaging,
          globalSetup: ['test/build.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000
        }
      },
      {
        extends: true,
        test: {
          name: 'timing',
          include: [timing],
          // Two files at once even on two cores (Vitest's default is one less than the cores); a group of its own,
          // after the others, where `pnpm test:all` runs every project.
          maxWorkers: 2,
          sequence: {groupOrder: 1},
          testTimeout: 600_000,
          hookTimeout: 180_000
        }
      },
      {
        extends: true,
        test: {
          name: 'packaging',
          include: packaging,
          globalSetup: ['test/packaging/pack.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000
        }
      }
    ]
  }
})

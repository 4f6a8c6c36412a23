#!/usr/bin/env node
// The `uri-extract` command: runs the built CLI (`pnpm build` writes dist/).
import process from 'node:process'

await import('../dist/cli/uri-extract.js').catch((error) => {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error
  process.stderr.write('uri-extract: dist/ is missing: run `pnpm build` first (or, in the repository, `pnpm uri-extract`)\n')
  process.exitCode = 2
})

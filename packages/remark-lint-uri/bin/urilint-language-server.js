#!/usr/bin/env node
// The `urilint-language-server` command: runs the built server (`pnpm build` writes dist/).
import process from 'node:process'

await import('../dist/server/language-server.js').catch((error) => {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error
  process.stderr.write('urilint-language-server: dist/ is missing: run `pnpm build` first\n')
  process.exitCode = 2
})

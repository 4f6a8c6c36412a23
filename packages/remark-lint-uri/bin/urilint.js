#!/usr/bin/env node
// The `urilint` command: runs the built CLI (`pnpm build` writes dist/).
import process from 'node:process'

const cli = await import('../dist/cli/urilint.js').catch((error) => {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error
  return undefined
})
if (cli === undefined) {
  process.stderr.write('urilint: dist/ is missing: run `pnpm build` first (or, in the repository, `pnpm urilint`)\n')
  process.exitCode = 2
} else {
  cli.main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code
    },
    (error) => {
      process.stderr.write('urilint: ' + (error instanceof Error ? error.message : String(error)) + '\n')
      process.exitCode = 1
    }
  )
}

#!/usr/bin/env node
// The `uri-extract` command: runs the built CLI (`pnpm build` writes dist/).
import {existsSync} from 'node:fs'
import process from 'node:process'

const entry = new URL('../dist/cli/uri-extract.js', import.meta.url)
const cli = await import(entry.href).catch((error) => notLoaded(error, 'uri-extract', '../src/cli/uri-extract.ts', ''))
// The exit code, and anything that goes wrong outside a file in one redacted line (uri-extract.ts).
cli?.runAsProgram(process.argv.slice(2))

/**
 * A failed import (the same function in each bin, tested on each): with the built entry missing in
 * a repository checkout (src/ is not shipped) the fix is a build; a module that cannot be found or
 * linked otherwise (a dependency missing from an install) is reported as itself, on one line.
 * Any other error is the program's own and is thrown.
 */
function notLoaded(error, name, source, alternative) {
  const missing = [
    'ERR_MODULE_NOT_FOUND',
    'ERR_PACKAGE_PATH_NOT_EXPORTED',
    'ERR_UNSUPPORTED_DIR_IMPORT',
    'ERR_INVALID_PACKAGE_CONFIG',
    'ERR_INVALID_PACKAGE_TARGET'
  ]
  const unlinked = error instanceof SyntaxError && error.message.includes('does not provide an export named')
  if (!missing.includes(error?.code) && !unlinked) throw error
  const checkout = !existsSync(entry) && existsSync(new URL(source, import.meta.url))
  process.stderr.write(
    name +
      ': ' +
      (checkout ? 'dist/ is missing: run `pnpm build` first' + alternative : String(error.message).split('\n')[0]) +
      '\n'
  )
  process.exitCode = 2
  return undefined
}

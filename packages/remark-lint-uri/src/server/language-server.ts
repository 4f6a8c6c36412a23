#!/usr/bin/env node
/**
 * `urilint-language-server`: the rules in any LSP client (VS Code, Neovim,
 * Helix, Emacs), on vscode-languageserver. Reads `.remarkrc*` and
 * `remarkConfig` like the CLI; when the configuration names none of the
 * rules (or there is none) it applies the preset's, as the CLI does.
 * `expected` becomes a quick fix. Run it with `--stdio`.
 */
import process from 'node:process'
import {packageVersion} from '@urilint/extract/cli-shared'
import {redactText} from '@urilint/extract/internal'
import {createConnection} from 'vscode-languageserver/node.js'
import {FramingCheck} from './framing-check.js'
import {serve} from './server.js'

/** The transports vscode-languageserver reads from the command line. */
const transports = ['--stdio', '--node-ipc', '--socket=', '--pipe=', '--clientProcessId=']
const usage =
  'Usage: urilint-language-server --stdio (or --node-ipc, --socket=<port>, --pipe=<name>; --version, --help)'

const argv = process.argv.slice(2)
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(usage + '\n')
  process.exit(0)
}
if (argv.includes('--version') || argv.includes('-v')) {
  // Editors' setup guides run `<server> --version` to check an install.
  process.stdout.write(packageVersion(new URL('../../package.json', import.meta.url)) + '\n')
  process.exit(0)
}
if (
  !argv.some((argument) =>
    transports.some(
      (transport) => argument === transport || (transport.endsWith('=') && argument.startsWith(transport))
    )
  )
) {
  // Started by hand: say how to start it, rather than the library's stack trace.
  process.stderr.write('urilint-language-server: no transport given. ' + usage + '\n')
  process.exit(2)
}

// A fault of the server's own: one line, no stack trace (it may quote a document).
process.on('uncaughtException', (error) => {
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write('urilint-language-server: ' + redactText(message.split('\n')[0]!) + '\n')
  process.exit(1)
})

const connection = createConnection()
serve(connection)
connection.listen()

if (argv.includes('--stdio')) {
  // Beside vscode-jsonrpc's reader, which buffers without a bound: what is no client's ends the server in one line.
  const framing = new FramingCheck()
  process.stdin.on('data', (chunk: Buffer) => {
    const problem = framing.check(chunk)
    if (problem === undefined) return
    process.stderr.write('urilint-language-server: ' + problem + '\n')
    process.exit(2)
  })
}

#!/usr/bin/env node
/**
 * `urilint-language-server`: the rules in any LSP client (VS Code, Neovim,
 * Helix, Emacs), on unified-language-server, the engine that
 * remark-language-server (vscode-remark) wraps. Reads `.remarkrc*` and
 * `remarkConfig` like the CLI; with no configured plugin it applies the
 * preset. `expected` becomes a quick fix. Run it with `--stdio`.
 */
import {createRequire} from 'node:module'
import process from 'node:process'
import type {Processor} from 'unified'
import type {CodeAction, Command, Connection} from 'vscode-languageserver'
import {defaultConfig} from '../processor/default-config.js'
import {processor} from '../processor/processor.js'

/**
 * unified plugin used by the language server: when the configuration adds
 * no plugin (no `.remarkrc*`, no `remarkConfig`), use the preset, as the CLI
 * does with unified-engine's `defaultConfig` (which unified-language-server
 * does not pass on).
 */
function urilintZeroConfig(this: Processor): undefined {
  // By name: a workspace's own copy of this package has other function objects.
  const base = new Set<string>([...processor.attachers.map(([plugin]) => plugin.name), urilintZeroConfig.name])
  if (this.attachers.every(([plugin]) => base.has(plugin.name))) this.use(defaultConfig)
}

/**
 * unified-language-server titles a quick fix "Replace `<text>` with
 * `<expected>`", quoting the document: for `no-uri-password` that is the
 * password. Retitle quick fixes from their edit alone ("Replace with `***`"),
 * so no output of the server holds a secret. Patches the `createConnection`
 * that unified-language-server imports, before it is imported.
 */
function retitleQuickFixes(): void {
  const require = createRequire(import.meta.resolve('unified-language-server'))
  const protocol = require('vscode-languageserver/node.js') as {createConnection?: (...parameters: unknown[]) => Connection}
  const create = protocol.createConnection
  // Loudly, not in silence: without the patch a quick-fix title would quote a password.
  if (typeof create !== 'function') throw new Error('Cannot retitle quick fixes: vscode-languageserver/node.js has no `createConnection` (unsupported version)')
  protocol.createConnection = function (...parameters: unknown[]) {
    const connection = create(...parameters)
    const onCodeAction = connection.onCodeAction.bind(connection)
    connection.onCodeAction = (handler) =>
      onCodeAction(async (...parameters) => {
        const actions = await handler(...parameters)
        if (!Array.isArray(actions)) return actions
        return actions.map((action: CodeAction | Command) => ('edit' in action && action.edit ? {...action, title: titleOf(action)} : action))
      })
    return connection
  }
}

function titleOf(action: CodeAction): string {
  const edits = Object.values(action.edit?.changes ?? {}).flat()
  const text = edits[0]?.newText
  return text === undefined ? action.title : text === '' ? 'Remove the flagged text' : 'Replace with `' + text + '`'
}

/** The transports vscode-languageserver reads from the command line. */
const transports = ['--stdio', '--node-ipc', '--socket=', '--pipe=', '--clientProcessId=']
const usage = 'Usage: urilint-language-server --stdio (or --node-ipc, --socket=<port>, --pipe=<name>)'

const argv = process.argv.slice(2)
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(usage + '\n')
  process.exit(0)
}
if (!argv.some((argument) => transports.some((transport) => argument === transport || (transport.endsWith('=') && argument.startsWith(transport))))) {
  // Started by hand: say how to start it, rather than the library's stack trace.
  process.stderr.write('urilint-language-server: no transport given. ' + usage + '\n')
  process.exit(2)
}

retitleQuickFixes()
const {createUnifiedLanguageServer} = await import('unified-language-server')

createUnifiedLanguageServer({
  configurationSection: 'urilint',
  defaultProcessor: processor,
  ignoreName: '.remarkignore',
  packageField: 'remarkConfig',
  pluginPrefix: 'remark',
  plugins: [urilintZeroConfig],
  // A copy of `remark-lint-uri` installed in the workspace wins over this one.
  processorName: 'remark-lint-uri/processor',
  processorSpecifier: 'processor',
  rcName: '.remarkrc'
})

#!/usr/bin/env node
/**
 * `urilint-language-server`: the rules in any LSP client (VS Code, Neovim,
 * Helix, Emacs), on unified-language-server, the engine that
 * remark-language-server (vscode-remark) wraps. Reads `.remarkrc*` and
 * `remarkConfig` like the CLI; when the configuration names none of the
 * rules (or there is none) it applies the preset's, as the CLI does.
 * `expected` becomes a quick fix. Run it with `--stdio`.
 */
import {createRequire} from 'node:module'
import process from 'node:process'
import {redactText, withoutParserQuote} from '@urilint/extract/cli-shared'
import type {CodeAction, Command, Connection, Diagnostic} from 'vscode-languageserver'
import ensureRules from '../processor/ensure-rules.js'
import plainTextSilence from '../processor/plain-text-silence.js'
import {processor} from '../processor/processor.js'
import {FramingCheck} from './framing-check.js'
import {titleOf} from './quick-fix-title.js'

/** The workspace module unified-language-server tries before `defaultProcessor`. */
const processorName = 'remark-lint-uri/processor'

/**
 * Make the connection that unified-language-server creates fit real clients
 * and keep secrets out of its output. Patches the `createConnection` that
 * unified-language-server imports, before it is imported, and then changes
 * only the public API of the connection it returns (each wrapper checks the
 * shape it wraps and throws if that changed). Returns whether the patched
 * `createConnection` was called (so far).
 */
function patchConnection(): () => boolean {
  const require = createRequire(import.meta.resolve('unified-language-server'))
  const protocol = require('vscode-languageserver/node.js') as {createConnection?: (...parameters: unknown[]) => Connection}
  const create = protocol.createConnection
  // Loudly, not in silence: without the patch a quick-fix title would quote a password.
  if (typeof create !== 'function') throw new Error(unsupported('vscode-languageserver/node.js without `createConnection`'))
  let called = false
  protocol.createConnection = function (...parameters: unknown[]) {
    called = true
    const connection = create(...parameters)
    cleanDiagnostics(connection)
    retitleQuickFixes(connection)
    tolerateSettings(connection)
    tolerateRegistrationErrors(connection)
    advertiseNoFormatting(connection)
    quietProcessorFallback(connection)
    return connection
  }
  return () => called
}

function unsupported(what: string): string {
  return 'Unexpected ' + what + ', expected vscode-languageserver 9 as unified-language-server 4.1 uses it (urilint-language-server cannot start)'
}

function expectFunction(value: unknown, what: string): asserts value is (...parameters: never[]) => unknown {
  if (typeof value !== 'function') throw new Error(unsupported('connection without `' + what + '`'))
}

/**
 * unified-language-server appends the stack trace of a message's `cause` to
 * the diagnostic (a plugin that throws, a configuration that cannot be
 * loaded): ten lines of frames, and the error's words as they are, which may
 * quote a password. Such a diagnostic leaves as one line ("Cannot process
 * file: Cannot parse file `.remarkrc.json`"), then its note; every string
 * of every diagnostic leaves with the password of each URI masked.
 */
function cleanDiagnostics(connection: Connection): void {
  expectFunction(connection.sendDiagnostics, 'sendDiagnostics')
  const sendDiagnostics = connection.sendDiagnostics.bind(connection)
  connection.sendDiagnostics = (parameters) => sendDiagnostics({...parameters, diagnostics: parameters.diagnostics.map((diagnostic) => cleanDiagnostic(diagnostic))})
}

function cleanDiagnostic(diagnostic: Diagnostic): Diagnostic {
  const cleaned: Diagnostic = {...diagnostic, message: redactText(withoutStack(diagnostic.message))}
  if (typeof cleaned.source === 'string') cleaned.source = redactText(cleaned.source)
  if (typeof cleaned.code === 'string') cleaned.code = redactText(cleaned.code)
  if (cleaned.codeDescription) cleaned.codeDescription = {...cleaned.codeDescription, href: redactText(cleaned.codeDescription.href)}
  if (cleaned.relatedInformation) {
    cleaned.relatedInformation = cleaned.relatedInformation.map((information) => ({...information, message: redactText(information.message)}))
  }
  const data: unknown = cleaned.data
  if (typeof data === 'object' && data !== null && 'expected' in data && Array.isArray(data.expected)) {
    cleaned.data = {...data, expected: data.expected.map((value: unknown) => (typeof value === 'string' ? redactText(value) : value))}
  }
  return cleaned
}

/** A line of a stack trace (`    at done (file:///…/index.js:194:7)`). */
const stackFrame = /^\s+at /
/** The name V8 puts before the message in a stack (`Error: `, `SyntaxError: `, `JSONError: `). */
const errorName = /^[A-Za-z]*Error: /
/**
 * `reason\ncause.stack\nnote` as unified-language-server joins them, as
 * `reason: first line of the cause's message\nnote`: the frames go, and so
 * do the other lines of the cause's message (a parser's code frame quoting
 * the file). A message with no frame is kept as it is.
 */
function withoutStack(message: string): string {
  const lines = message.split('\n')
  const first = lines.findIndex((line) => stackFrame.test(line))
  if (first === -1) return message
  const last = lines.findLastIndex((line) => stackFrame.test(line))
  // The reason, then the first line of the stack: the cause's name and message.
  const heads = first > 1 ? [lines[0]!, lines[1]!.replace(errorName, '')] : [lines[0]!]
  const parts: string[] = []
  for (const line of heads) {
    const part = withoutParserQuote(line).trim()
    if (part !== '' && !parts.includes(part)) parts.push(part)
  }
  return [parts.join(': '), ...lines.slice(last + 1)].join('\n')
}

/**
 * unified-language-server titles a quick fix "Replace `<text>` with
 * `<expected>`", quoting the document: for `no-uri-password` that is the
 * password. Retitle quick fixes from their edit alone ("Replace with `***`"),
 * so no output of the server holds a secret.
 */
function retitleQuickFixes(connection: Connection): void {
  expectFunction(connection.onCodeAction, 'onCodeAction')
  const onCodeAction = connection.onCodeAction.bind(connection)
  connection.onCodeAction = (handler) =>
    onCodeAction(async (...parameters) => {
      const actions = await handler(...parameters)
      if (!Array.isArray(actions)) return actions
      return actions.map((action: CodeAction | Command) => ('edit' in action && action.edit ? {...action, title: titleOf(action)} : action))
    })
}

/**
 * Clients answer `workspace/configuration` with `null` for a section their
 * settings lack (Neovim, Helix), with fewer items than asked, or with an
 * error; they may push `{settings: null}`. unified-language-server reads
 * `settings.requireConfig` and dies on `null`. Any answer that is not an
 * object is read as no settings (`{}`: the defaults), as is an error.
 */
function tolerateSettings(connection: Connection): void {
  const workspace = connection.workspace
  expectFunction(workspace?.getConfiguration, 'workspace.getConfiguration')
  const getConfiguration = workspace.getConfiguration.bind(workspace) as (request?: unknown) => Promise<unknown>
  workspace.getConfiguration = ((request?: unknown) =>
    getConfiguration(request).then(
      (answer) => (Array.isArray(request) ? request.map((_, index) => settingsOf(Array.isArray(answer) ? answer[index] : undefined)) : settingsOf(answer)),
      () => (Array.isArray(request) ? request.map(() => ({})) : {})
    )) as typeof workspace.getConfiguration

  expectFunction(connection.onDidChangeConfiguration, 'onDidChangeConfiguration')
  const onDidChangeConfiguration = connection.onDidChangeConfiguration.bind(connection)
  connection.onDidChangeConfiguration = (handler) =>
    onDidChangeConfiguration((change) => handler({...change, settings: settingsOf((change as {settings?: unknown} | null | undefined)?.settings)}))
}

function settingsOf(value: unknown): object {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}
}

/**
 * unified-language-server registers for configuration changes and drops the
 * promise: a client that answers `client/registerCapability` with an error
 * (it need not support dynamic registration) would end the server with an
 * unhandled rejection. Mark the rejection handled; the caller still sees it.
 * (vscode-languageserver logs one line: "Registering request handler for … failed".)
 */
function tolerateRegistrationErrors(connection: Connection): void {
  const client = connection.client
  expectFunction(client?.register, 'client.register')
  const register = client.register.bind(client) as (...parameters: unknown[]) => Promise<unknown>
  client.register = ((...parameters: unknown[]) => {
    const registered = register(...parameters)
    registered.catch(() => undefined)
    return registered
  }) as typeof client.register
}

/**
 * unified-language-server advertises `documentFormattingProvider` and answers
 * with remark's serialization (or nothing): this server lints, it does not
 * format. Advertise only what it does: no formatting provider (the request
 * is then unknown to the server) and no code action resolve (actions come
 * with their edit).
 */
function advertiseNoFormatting(connection: Connection): void {
  expectFunction(connection.onDocumentFormatting, 'onDocumentFormatting')
  connection.onDocumentFormatting = () => ({dispose() {}})

  expectFunction(connection.onInitialize, 'onInitialize')
  const onInitialize = connection.onInitialize.bind(connection)
  connection.onInitialize = (handler) =>
    onInitialize(async (...parameters) => {
      const result = await handler(...parameters)
      if (!('capabilities' in result)) return result
      const capabilities = {...result.capabilities}
      delete capabilities.documentFormattingProvider
      if (typeof capabilities.codeActionProvider === 'object') {
        const codeActionProvider = {...capabilities.codeActionProvider}
        delete codeActionProvider.resolveProvider
        capabilities.codeActionProvider = codeActionProvider
      }
      return {...result, capabilities}
    })
}

/**
 * Without a local `remark-lint-uri/processor` (most workspaces),
 * unified-language-server logs on every check that it uses
 * `defaultProcessor`, with the stack trace of the failed import. That is
 * the normal state: say it once, in one line.
 */
function quietProcessorFallback(connection: Connection): void {
  const remote = connection.console
  expectFunction(remote?.log, 'console.log')
  const log = remote.log.bind(remote)
  const fallback = 'Cannot find `' + processorName + '` locally but using `defaultProcessor`'
  let told = false
  remote.log = (message: string) => {
    if (!message.startsWith(fallback)) return log(redactText(message))
    if (told) return
    told = true
    log('urilint-language-server: no `' + processorName + '` installed in the workspace, using its own')
  }
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

const patched = patchConnection()
const {createUnifiedLanguageServer} = await import('unified-language-server')

createUnifiedLanguageServer({
  configurationSection: 'urilint',
  defaultProcessor: processor,
  ignoreName: '.remarkignore',
  packageField: 'remarkConfig',
  pluginPrefix: 'remark',
  // As the CLI: the preset's rules when the configuration names none (or there is none), and silencing in plain text.
  plugins: [ensureRules, plainTextSilence],
  // A copy of `remark-lint-uri` installed in the workspace wins over this one.
  processorName,
  processorSpecifier: 'processor',
  rcName: '.remarkrc'
})
// It creates its connection first thing, synchronously: if that was not through the patch (it imports
// `createConnection` from elsewhere, or got it before the patch), quick-fix titles would quote passwords.
if (!patched()) {
  throw new Error("Cannot patch unified-language-server's connection: it did not call vscode-languageserver/node.js createConnection (unsupported version)")
}
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

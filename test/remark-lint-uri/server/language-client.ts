/**
 * A scripted LSP client for the server tests: it starts the built
 * `urilint-language-server` bin (or another server), speaks to it over
 * stdio, and records what the server sends and writes. The bin needs
 * `pnpm build` first (the process project's global setup runs it).
 */
import {spawn} from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {
  createMessageConnection,
  ErrorCodes,
  ResponseError,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection
} from 'vscode-jsonrpc/node.js'
import type {
  ClientCapabilities,
  ConfigurationParams,
  InitializeResult,
  LogMessageParams,
  PublishDiagnosticsParams,
  RegistrationParams
} from 'vscode-languageserver-protocol'
import {afterEach, beforeEach} from 'vitest'
import {root} from '../../subprocess.ts'

/** The remark-lint-uri package. */
export const packageRoot = path.join(root, 'packages/remark-lint-uri')
/** The built bin, as users run it. */
export const serverBin = path.join(packageRoot, 'bin/urilint-language-server.js')
/** `urilint-language-server --stdio`: the built bin, on this Node. */
export const serverCommand: readonly string[] = [process.execPath, serverBin, '--stdio']

/** How a scripted LSP client behaves. */
export interface ClientOptions {
  /** The server to start (program and arguments), by default `serverCommand`. */
  command?: readonly string[]
  /** The client's capabilities in `initialize` (default `{}`: no `workspace.configuration`). */
  capabilities?: ClientCapabilities
  /** Send the folder as `workspaceFolders` (default) or only as `rootUri`. */
  workspaceFolders?: boolean
  /** Send `rootUri` (default); with neither it nor folders, the server finds a document's folder by `package.json` or `.git`. */
  rootUri?: boolean
  /**
   * The answer to `workspace/configuration`: a function of the request's
   * params, whose `ResponseError` answers with an error; absent, the client
   * answers as one with no handler (a MethodNotFound error).
   */
  configuration?: ((params: ConfigurationParams) => unknown) | undefined
  /** The answer to `client/registerCapability` (default `null`, accepted), as `configuration`. */
  registerCapability?: (params: RegistrationParams) => unknown
}

/** A running language server, as an editor drives it over stdio. */
export interface LanguageServer {
  connection: MessageConnection
  /** The answer to `initialize`. */
  initializeResult: InitializeResult
  /** Everything the server wrote to stdout so far. */
  output(): string
  /** Everything the server wrote to stderr so far. */
  errors(): string
  /** The requests the server sent to the client so far (method and params). */
  requests(): Array<{method: string; params: unknown}>
  /** The `window/logMessage` messages so far. */
  logs(): string[]
  /** The `textDocument/publishDiagnostics` notifications so far. */
  published(): PublishDiagnosticsParams[]
  /** The server's exit code, `null` while it runs. */
  exitCode(): number | null
  /** Open a document and wait for its non-empty diagnostics (rejects if the server exits first). */
  open(file: string, text: string): Promise<PublishDiagnosticsParams['diagnostics']>
  close(): Promise<void>
}

/** What the server logs once when the workspace has no copy of `remark-lint-uri` (the normal state). */
export const fallbackLog =
  'urilint-language-server: no `remark-lint-uri/processor` installed in the workspace, using its own'

/** A suite's workspace: a fresh folder before each test, removed after it with the server `start` started there. */
export interface ServerWorkspace {
  readonly folder: string
  start(options?: ClientOptions): Promise<LanguageServer>
}

/** A fresh folder in the OS temp dir (removed by the caller). */
export function temporaryFolder(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'urilint-'))
}

/** Register the hooks of a `ServerWorkspace` in the calling suite. */
export function serverWorkspace(): ServerWorkspace {
  let folder = ''
  let server: LanguageServer | undefined
  beforeEach(async () => {
    folder = await temporaryFolder()
  })
  afterEach(async () => {
    await server?.close()
    server = undefined
    await fs.rm(folder, {recursive: true, force: true})
  })
  return {
    get folder() {
      return folder
    },
    async start(options) {
      server = await startLanguageServer(folder, options)
      return server
    }
  }
}

/** Wait until `condition` holds (each check 50 ms apart); fails after 150 s. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > 150_000) throw new Error('Timed out waiting for ' + what)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Start a language server (by default the built `urilint-language-server`) with `folder` as the workspace. */
export async function startLanguageServer(folder: string, options: ClientOptions = {}): Promise<LanguageServer> {
  const [program, ...args] = options.command ?? serverCommand
  const child = spawn(program!, args, {cwd: folder})
  let output = ''
  let errors = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
  let gone = false
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  void exited.then(() => (gone = true))
  const connection = createMessageConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin)
  )
  const published: PublishDiagnosticsParams[] = []
  const requests: Array<{method: string; params: unknown}> = []
  const logs: string[] = []
  connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) =>
    published.push(params)
  )
  connection.onNotification('window/logMessage', (params: LogMessageParams) => logs.push(params.message))
  const answers: Record<string, ((params: never) => unknown) | undefined> = {
    'workspace/configuration': options.configuration,
    'client/registerCapability': options.registerCapability ?? (() => null)
  }
  // Every request, recorded; one the client has no answer for gets the error vscode-jsonrpc sends for an unhandled method.
  connection.onRequest((method: string, params: unknown) => {
    requests.push({method, params})
    const answer = answers[method]
    return answer === undefined
      ? new ResponseError(ErrorCodes.MethodNotFound, 'Unhandled method ' + method)
      : answer(params as never)
  })
  connection.listen()
  const uri = pathToFileURL(folder).href
  const initializeResult = await connection.sendRequest<InitializeResult>('initialize', {
    processId: process.pid,
    rootUri: options.rootUri === false ? null : uri,
    capabilities: options.capabilities ?? {},
    ...(options.workspaceFolders === false ? {} : {workspaceFolders: [{uri, name: 'workspace'}]})
  })
  await connection.sendNotification('initialized', {})

  return {
    connection,
    initializeResult,
    output: () => output,
    errors: () => errors,
    requests: () => requests,
    logs: () => logs,
    published: () => published,
    exitCode: () => child.exitCode,
    async open(file, text) {
      const documentUri = pathToFileURL(path.join(folder, file)).href
      await connection.sendNotification('textDocument/didOpen', {
        textDocument: {uri: documentUri, languageId: 'markdown', version: 1, text}
      })
      let found: PublishDiagnosticsParams | undefined
      await until(() => {
        found = published.find((params) => params.uri === documentUri && params.diagnostics.length > 0)
        if (found === undefined && gone)
          throw new Error(
            `The language server exited (code ${child.exitCode}) before publishing diagnostics:\n${errors}`
          )
        return found !== undefined
      }, 'the language server')
      return found!.diagnostics
    },
    async close() {
      // A server that has exited already (a test sent `exit`): its connection throws at once.
      if (child.exitCode === null && child.signalCode === null) {
        await connection.sendRequest('shutdown').catch(() => undefined)
        await connection.sendNotification('exit').catch(() => undefined)
      }
      connection.dispose()
      if (child.exitCode === null) await exited
    }
  }
}

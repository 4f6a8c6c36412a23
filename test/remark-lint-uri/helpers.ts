/** Shared helpers of the remark-lint-uri tests. */
import {spawn} from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
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
import preset from 'remark-lint-uri'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import {unified, type PluggableList} from 'unified'
import {VFile} from 'vfile'
import {afterEach, beforeEach} from 'vitest'
import type {VFileMessage} from 'vfile-message'

export const root = fileURLToPath(new URL('../../', import.meta.url))
export const packageRoot = path.join(root, 'packages/remark-lint-uri')
export const fixtures = path.join(root, 'fixtures/remark-lint-uri')
export const tsx = path.join(root, 'node_modules/.bin/tsx')
export const cliPath = path.join(packageRoot, 'src/cli/urilint.ts')
/** The preset as a user's `.remarkrc` composes it: after remark-gfm (bare URLs) and remark-frontmatter. */
export const presetWithGfm: PluggableList = [[remarkFrontmatter, ['yaml', 'toml']], remarkGfm, preset]

export const serverPath = path.join(packageRoot, 'src/server/language-server.ts')

/** A message as the tests compare it: rule, level, exact range, reason. */
export interface Expected {
  ruleId: string
  /** vfile-message's `fatal`: `true` error, `false` warning, `null`/`undefined` info (the lower level). */
  level: 'error' | 'warning' | 'info'
  /** `line:column-line:column` of `place`. */
  range: string
  reason: string
}

/** The level of a message, from vfile-message's `fatal`. */
export function levelOf(message: VFileMessage): Expected['level'] {
  return message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info'
}

/** `line:column-line:column` of a message's place. */
export function rangeOf(message: VFileMessage): string {
  const place = message.place
  if (place === undefined) return ''
  if (!('start' in place)) return `${place.line}:${place.column}`
  return `${place.start.line}:${place.start.column}-${place.end.line}:${place.end.column}`
}

/** Lint Markdown `value` with `plugins` (after remark-parse); returns the file. */
export async function lint(value: string, plugins: PluggableList, filePath = 'example.md'): Promise<VFile> {
  const file = new VFile({path: filePath, value})
  const processor = unified().use(remarkParse).use(plugins)
  await processor.run(processor.parse(file), file)
  return file
}

/** The messages of a file as `Expected` objects, in document order. */
export function summarize(file: VFile): Expected[] {
  return file.messages.map((message) => ({ruleId: message.ruleId ?? '', level: levelOf(message), range: rangeOf(message), reason: message.reason}))
}

/** Write `files` (relative path: text) into `folder`, making their folders. */
export async function writeFiles(folder: string, files: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(folder, name)), {recursive: true})
    await fs.writeFile(path.join(folder, name), value)
  }
}

/** A fresh folder in the OS temp dir (removed by the caller). */
export function temporaryFolder(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'urilint-'))
}

/** Run the `urilint` bin from source (as `tsx --conditions=source`). */
export function runCli(
  args: readonly string[],
  options: {cwd: string; env?: Record<string, string | undefined>; stdin?: string}
): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const env: Record<string, string | undefined> = {...process.env, GITHUB_ACTIONS: undefined, NO_COLOR: '1', ...options.env}
    const child = spawn(tsx, ['--conditions=source', cliPath, ...args], {cwd: options.cwd, env: env as NodeJS.ProcessEnv})
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({code, stdout, stderr}))
    child.stdin.end(options.stdin ?? '')
  })
}

/** How a scripted LSP client behaves. */
export interface ClientOptions {
  /** The server to start (program and arguments), by default `urilint-language-server --stdio` from source. */
  command?: readonly string[]
  /** The client's capabilities in `initialize` (default `{}`: no `workspace.configuration`). */
  capabilities?: ClientCapabilities
  /** Send the folder as `workspaceFolders` (default) or only as `rootUri`. */
  workspaceFolders?: boolean
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
export const fallbackLog = 'urilint-language-server: no `remark-lint-uri/processor` installed in the workspace, using its own'

/** A suite's workspace: a fresh folder before each test, removed after it with the server `start` started there. */
export interface ServerWorkspace {
  readonly folder: string
  start(options?: ClientOptions): Promise<LanguageServer>
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

/** Start a language server (by default `urilint-language-server` from source) with `folder` as the workspace. */
export async function startLanguageServer(folder: string, options: ClientOptions = {}): Promise<LanguageServer> {
  const [program, ...args] = options.command ?? [tsx, '--conditions=source', serverPath, '--stdio']
  const child = spawn(program!, args, {cwd: folder})
  let output = ''
  let errors = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin))
  const published: PublishDiagnosticsParams[] = []
  const requests: Array<{method: string; params: unknown}> = []
  const logs: string[] = []
  connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => published.push(params))
  connection.onNotification('window/logMessage', (params: LogMessageParams) => logs.push(params.message))
  const answers: Record<string, ((params: never) => unknown) | undefined> = {
    'workspace/configuration': options.configuration,
    'client/registerCapability': options.registerCapability ?? (() => null)
  }
  // Every request, recorded; one the client has no answer for gets the error vscode-jsonrpc sends for an unhandled method.
  connection.onRequest((method: string, params: unknown) => {
    requests.push({method, params})
    const answer = answers[method]
    return answer === undefined ? new ResponseError(ErrorCodes.MethodNotFound, 'Unhandled method ' + method) : answer(params as never)
  })
  connection.listen()
  const uri = pathToFileURL(folder).href
  const initializeResult = await connection.sendRequest<InitializeResult>('initialize', {
    processId: process.pid,
    rootUri: uri,
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
      await connection.sendNotification('textDocument/didOpen', {textDocument: {uri: documentUri, languageId: 'markdown', version: 1, text}})
      let gone = false
      void exited.then(() => (gone = true))
      const start = Date.now()
      for (;;) {
        const found = published.find((params) => params.uri === documentUri && params.diagnostics.length > 0)
        if (found) return found.diagnostics
        if (gone) throw new Error(`The language server exited (code ${child.exitCode}) before publishing diagnostics:\n${errors}`)
        if (Date.now() - start > 150_000) throw new Error('Timed out waiting for the language server')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async close() {
      await connection.sendRequest('shutdown').catch(() => undefined)
      await connection.sendNotification('exit').catch(() => undefined)
      connection.dispose()
      if (child.exitCode === null) await exited
    }
  }
}

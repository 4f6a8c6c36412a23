/**
 * The language server's handlers on a vscode-languageserver connection:
 * documents are linted when opened and changed (full sync), again when the
 * settings, the watched files or the workspace folders change; a message's
 * `expected` is offered as a quick fix. The protocol as
 * unified-language-server speaks it (what clients of remark-language-server
 * rely on), with what real clients need: any answer to
 * `workspace/configuration` (`null`, `[null]`, `[]`, an error) reads as no
 * settings, a refused registration is not fatal, no formatting is
 * advertised, no output holds a stack trace or a password.
 */
import {redactText} from '@urilint/extract/internal'
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  TextDocuments,
  TextDocumentSyncKind,
  type CodeAction,
  type Connection,
  type InitializeResult
} from 'vscode-languageserver'
import {TextDocument} from 'vscode-languageserver-textdocument'
import {toDiagnostic} from './diagnostic.js'
import {lintDocuments, processorName, readSettings, type Settings} from './lint-documents.js'
import {titleOf} from './quick-fix-title.js'

/** The settings section the server asks clients for. */
export const configurationSection = 'urilint'

/** Serve on `connection` (the caller then calls `connection.listen()`). */
export function serve(connection: Connection): void {
  redactConsole(connection)
  const documents = new TextDocuments(TextDocument)
  const folders = new Set<string>()
  let configurable = false
  let withFolders = false
  let globalSettings = readSettings(undefined)
  const documentSettings = new Map<string, Promise<Settings>>()
  let toldFallback = false

  function settingsOf(uri: string): Promise<Settings> {
    if (!configurable) return Promise.resolve(globalSettings)
    let settings = documentSettings.get(uri)
    if (settings === undefined) {
      settings = connection.workspace
        .getConfiguration({scopeUri: uri, section: configurationSection})
        .then(readSettings, () => readSettings(undefined))
      documentSettings.set(uri, settings)
    }
    return settings
  }

  function processorFallback(problem: string | undefined): void {
    // The normal state (most workspaces have no copy of the package): said once.
    if (problem === undefined && toldFallback) return
    if (problem === undefined) toldFallback = true
    const why =
      problem === undefined ? 'installed in the workspace' : 'loaded from the workspace (' + firstLine(problem) + ')'
    connection.console.log('urilint-language-server: no `' + processorName + '` ' + why + ', using its own')
  }

  // Documents to lint, by URI: each edit marks its document, and one loop lints the newest text of every marked one
  // (a lint per edit took 76 s to catch up after 1,000 quick edits, and other documents waited behind it).
  const pending = new Set<string>()
  let linting = false

  function check(list: readonly TextDocument[]): void {
    for (const document of list) pending.add(document.uri)
    if (!linting) void lintPending()
  }

  async function lintPending(): Promise<void> {
    linting = true
    try {
      while (pending.size > 0) {
        const list: TextDocument[] = []
        for (const uri of pending) {
          const document = documents.get(uri)
          if (document !== undefined) list.push(document)
        }
        pending.clear()
        await lintAndPublish(list)
      }
    } finally {
      linting = false
    }
  }

  async function lintAndPublish(list: readonly TextDocument[]): Promise<void> {
    if (list.length === 0) return
    try {
      // Closest first: the first folder a document is in is its own.
      const sorted = [...folders].sort((a, b) => b.length - a.length)
      for (const {uri, version, file} of await lintDocuments(list, {folders: sorted, settingsOf, processorFallback})) {
        // Changed or closed meanwhile: the newer check publishes, or the close cleared it.
        if (documents.get(uri)?.version !== version) continue
        await connection.sendDiagnostics({
          uri,
          version,
          diagnostics: file.messages.map((message) => toDiagnostic(message))
        })
      }
    } catch (error) {
      connection.console.error(
        'urilint-language-server: cannot check ' +
          list.map((document) => document.uri).join(', ') +
          ': ' +
          firstLine(messageOf(error))
      )
    }
  }

  connection.onInitialize((parameters) => {
    for (const folder of parameters.workspaceFolders ?? []) folders.add(folder.uri)
    if (folders.size === 0 && parameters.rootUri) folders.add(parameters.rootUri)
    configurable = Boolean(parameters.capabilities.workspace?.configuration)
    withFolders = Boolean(parameters.capabilities.workspace?.workspaceFolders)
    // Only what it does: no formatting, and code actions come with their edit (no resolve).
    const result: InitializeResult = {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Full,
        codeActionProvider: {codeActionKinds: [CodeActionKind.QuickFix]}
      }
    }
    if (withFolders) result.capabilities.workspace = {workspaceFolders: {supported: true, changeNotifications: true}}
    return result
  })

  connection.onInitialized(() => {
    // A client may refuse dynamic registration (it need not support it): vscode-languageserver logs one line, and that is all.
    if (configurable)
      connection.client.register(DidChangeConfigurationNotification.type, undefined).catch(() => undefined)
    if (withFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((event) => {
        for (const folder of event.removed) folders.delete(folder.uri)
        for (const folder of event.added) folders.add(folder.uri)
        check(documents.all())
      })
    }
  })

  connection.onDidChangeConfiguration((change) => {
    // With the capability, settings are asked for again; without, they come in the notification (which may be `{settings: null}`).
    if (configurable) documentSettings.clear()
    else globalSettings = readSettings((change as {settings?: unknown} | null | undefined)?.settings)
    check(documents.all())
  })

  connection.onDidChangeWatchedFiles(() => check(documents.all()))

  documents.onDidChangeContent((event) => check([event.document]))

  documents.onDidClose((event) => {
    documentSettings.delete(event.document.uri)
    void connection.sendDiagnostics({uri: event.document.uri, version: event.document.version, diagnostics: []})
  })

  connection.onCodeAction((parameters) => {
    const document = documents.get(parameters.textDocument.uri)
    // A client that asks without having opened the document.
    if (document === undefined) return undefined
    const actions: CodeAction[] = []
    for (const diagnostic of parameters.context.diagnostics) {
      const data: unknown = diagnostic.data
      if (typeof data !== 'object' || data === null || !('expected' in data) || !Array.isArray(data.expected)) continue
      const expected: unknown[] = data.expected
      for (const newText of expected) {
        if (typeof newText !== 'string') continue
        const action: CodeAction = {
          title: '',
          kind: CodeActionKind.QuickFix,
          edit: {changes: {[document.uri]: [{range: diagnostic.range, newText}]}}
        }
        // From the edit alone, never quoting the replaced text (for `no-uri-password`, the password).
        action.title = titleOf(action)
        if (expected.length === 1) action.isPreferred = true
        actions.push(action)
      }
    }
    return actions
  })

  documents.listen(connection)
}

/** Whatever reaches the client's log (a plugin's `console.log` too, on `--stdio`) leaves with each password masked. */
function redactConsole(connection: Connection): void {
  const remote = connection.console
  for (const level of ['error', 'warn', 'info', 'log'] as const) {
    const write = remote[level].bind(remote)
    remote[level] = (message: string) => write(redactText(message))
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function firstLine(text: string): string {
  const end = text.indexOf('\n')
  return end === -1 ? text : text.slice(0, end)
}

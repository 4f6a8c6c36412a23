/**
 * `urilint-language-server` under the clients editors really are: scripted
 * LSP clients that answer `workspace/configuration` as Neovim 0.11 and Helix
 * do (`[null]`: no `urilint` section in their settings), with `null`, `{}`,
 * nothing or an error, or never ask; with and without workspace folders;
 * one that rejects dynamic registration. Each time the server stays up,
 * publishes the same diagnostics, offers the quick fix, advertises only what
 * it does, and writes no stack trace and no password.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {ErrorCodes, ResponseError} from 'vscode-jsonrpc/node.js'
import type {CodeAction, Diagnostic, RegistrationParams} from 'vscode-languageserver-protocol'
import {describe, expect, it} from 'vitest'
import {packageRoot} from '../helpers.ts'
import {fallbackLog, serverWorkspace, until, type ClientOptions, type LanguageServer} from './language-client.ts'

const secret = 'Qz7wKx4mRt9bN'
const document = `# Deploy

Push to [the repo](https://deploy:${secret}@git.acmecorp.io/app.git).

See <gopher://mail.example.com:25/> and [the guide](<https://example.com/a b>).
`
const docs = 'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#'

/** The diagnostics of `document`, in the order the rules ran (LSP positions are 0-based). */
const expectedDiagnostics = [
  {
    // The whole URI `https://example.com/a b`, a note (browsers encode the space themselves); the fix is the URI repaired.
    range: {start: {line: 4, character: 53}, end: {line: 4, character: 76}},
    message:
      'Unexpected space in path, expected `%20`\n' +
      'Browsers encode these characters themselves and follow the same URI; see https://www.rfc-editor.org/rfc/rfc3986#section-2',
    severity: 3,
    code: 'no-malformed-uri',
    source: 'remark-lint',
    codeDescription: {href: docs + 'no-malformed-uri'},
    data: {expected: ['https://example.com/a%20b']}
  },
  {
    range: {start: {line: 4, character: 31}, end: {line: 4, character: 33}},
    message:
      'Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses\n' +
      'RFC 3986 7.2: a client sent here could speak to another protocol; browsers block this port (Fetch, bad ports); see https://www.rfc-editor.org/rfc/rfc3986#section-7.2',
    severity: 2,
    code: 'no-unsafe-port',
    source: 'remark-lint',
    codeDescription: {href: docs + 'no-unsafe-port'}
  },
  {
    range: {start: {line: 2, character: 34}, end: {line: 2, character: 47}},
    message:
      'Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI\n' +
      "The password is of a real secret's strength, on a host of the Internet; RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way; see https://www.rfc-editor.org/rfc/rfc3986#section-7.5",
    severity: 1,
    code: 'no-uri-password',
    source: 'remark-lint',
    codeDescription: {href: docs + 'no-uri-password'},
    data: {expected: ['***']}
  }
]

const withFolders = {workspace: {configuration: true, workspaceFolders: true}}
/** The initialize result's capabilities: full sync and quick fixes; workspace folders when the client has them. */
const capabilities = {textDocumentSync: 1, codeActionProvider: {codeActionKinds: ['quickfix']}}
const folderCapabilities = {
  ...capabilities,
  workspace: {workspaceFolders: {supported: true, changeNotifications: true}}
}

const workspace = serverWorkspace()

/**
 * Open two documents; both get the exact diagnostics; the server still runs
 * and answers: the password's quick fix is "Replace with `***`", formatting
 * is an unknown method; the log is `logs` (one line by default); no stack
 * trace, no password.
 */
async function exercise(server: LanguageServer, logs = [fallbackLog]): Promise<void> {
  expect(await server.open('deploy.md', document)).toEqual(expectedDiagnostics)
  expect(await server.open('again.md', document)).toEqual(expectedDiagnostics)
  expect(server.exitCode()).toBe(null)

  const uri = pathToFileURL(path.join(workspace.folder, 'deploy.md')).href
  const password = expectedDiagnostics[2]!
  expect(document.split('\n')[2]!.slice(34, 47)).toBe(secret)
  expect(document.split('\n')[4]!.slice(53, 76)).toBe('https://example.com/a b')
  const actions = await server.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
    textDocument: {uri},
    range: password.range,
    context: {diagnostics: [password as Diagnostic]}
  })
  expect(actions).toEqual([
    {
      title: 'Replace with `***`',
      kind: 'quickfix',
      isPreferred: true,
      edit: {changes: {[uri]: [{range: password.range, newText: '***'}]}}
    }
  ])
  await expect(
    server.connection.sendRequest('textDocument/formatting', {
      textDocument: {uri},
      options: {tabSize: 2, insertSpaces: true}
    })
  ).rejects.toMatchObject({
    code: ErrorCodes.MethodNotFound
  })

  expect(server.logs()).toEqual(logs)
  for (const written of [server.output(), server.errors()]) {
    expect(written).not.toContain('    at ')
    expect(written).not.toContain(secret)
  }
  expect(server.errors()).toBe('')
}

/** The `workspace/configuration` requests the server sent: one per document, for the `urilint` section. */
function configurationRequests(server: LanguageServer): unknown[] {
  return server
    .requests()
    .filter((request) => request.method === 'workspace/configuration')
    .map((request) => request.params)
}

const askedFor = () =>
  ['deploy.md', 'again.md'].map((name) => ({
    items: [{scopeUri: pathToFileURL(path.join(workspace.folder, name)).href, section: 'urilint'}]
  }))

describe('a client with the `workspace.configuration` capability and workspace folders', () => {
  const answers: Array<[string, ClientOptions['configuration']]> = [
    ['`[null]` (Neovim 0.11, Helix: no `urilint` section in their settings)', () => [null]],
    ['`null`', () => null],
    ['`[{}]`', () => [{}]],
    ['`[]` (no item)', () => []],
    ['an error', () => new ResponseError(ErrorCodes.InternalError, 'no settings here')],
    ['"Unhandled method" (no handler)', undefined]
  ]

  for (const [answer, configuration] of answers) {
    it(`answering ${answer}: the server stays up and publishes the exact diagnostics`, async () => {
      const server = await workspace.start({capabilities: withFolders, configuration})
      expect(server.initializeResult).toEqual({capabilities: folderCapabilities})
      await exercise(server)
      expect(configurationRequests(server)).toEqual(askedFor())
      // It registers for configuration changes (and for nothing else).
      const registrations = server.requests().filter((request) => request.method === 'client/registerCapability')
      expect(
        registrations.flatMap((request) =>
          (request.params as RegistrationParams).registrations.map((registration) => registration.method)
        )
      ).toEqual(['workspace/didChangeConfiguration'])
    })
  }
})

describe('other clients', () => {
  it('with the capability but no workspace folders (rootUri only), rejecting dynamic registration: the server stays up', async () => {
    const server = await workspace.start({
      capabilities: {workspace: {configuration: true}},
      workspaceFolders: false,
      configuration: () => [null],
      registerCapability: () =>
        new ResponseError(ErrorCodes.MethodNotFound, 'Unhandled method client/registerCapability')
    })
    expect(server.initializeResult).toEqual({capabilities})
    // vscode-languageserver's own line on the failed registration, then ours.
    await exercise(server, ['Registering request handler for workspace/didChangeConfiguration failed.', fallbackLog])
    expect(configurationRequests(server)).toEqual(askedFor())
  })

  it('without the capability, with workspace folders: never asked, the defaults apply', async () => {
    const server = await workspace.start({
      capabilities: {workspace: {workspaceFolders: true}},
      configuration: () => [{requireConfig: true}]
    })
    expect(server.initializeResult).toEqual({capabilities: folderCapabilities})
    await exercise(server)
    expect(server.requests()).toEqual([])
  })

  it('without any capability or workspace folders, pushing `{settings: null}`: the defaults apply and documents are checked again', async () => {
    const server = await workspace.start({workspaceFolders: false})
    expect(server.initializeResult).toEqual({capabilities})
    await exercise(server)
    const before = server.published().length
    await server.connection.sendNotification('workspace/didChangeConfiguration', {settings: null})
    // Both open documents are checked again, with the same diagnostics.
    await until(() => server.published().length === before + 2, 'the second check')
    expect(
      server
        .published()
        .slice(before)
        .map((params) => params.diagnostics)
    ).toEqual([expectedDiagnostics, expectedDiagnostics])
    expect(server.exitCode()).toBe(null)
    expect(server.requests()).toEqual([])
    expect(server.output()).not.toContain('    at ')
  })
})

describe('workspaces and documents', () => {
  it('a workspace with its own `remark-lint-uri` installed: its processor is used, and nothing is logged', async () => {
    await fs.mkdir(path.join(workspace.folder, 'node_modules'))
    await fs.symlink(packageRoot, path.join(workspace.folder, 'node_modules/remark-lint-uri'), 'dir')
    const server = await workspace.start()
    await exercise(server, [])
  })

  it('no workspace: a document is linted from the folder of its `package.json`, an `untitled:` one not at all; closing clears', async () => {
    await fs.writeFile(path.join(workspace.folder, 'package.json'), '{"private": true}\n')
    const server = await workspace.start({workspaceFolders: false, rootUri: false})
    const untitled = {uri: 'untitled:Untitled-1', languageId: 'markdown', version: 1, text: document}
    await server.connection.sendNotification('textDocument/didOpen', {textDocument: untitled})
    expect(await server.open('deploy.md', document)).toEqual(expectedDiagnostics)
    const uri = pathToFileURL(path.join(workspace.folder, 'deploy.md')).href
    await server.connection.sendNotification('textDocument/didClose', {textDocument: {uri}})
    await until(() => server.published().length === 2, 'the cleared diagnostics')
    expect(server.published()).toEqual([
      {uri, version: 1, diagnostics: expectedDiagnostics},
      {uri, version: 1, diagnostics: []}
    ])
    // No line on the `untitled:` document (an error checking it would be logged).
    expect(server.logs()).toEqual([fallbackLog])
    expect(server.exitCode()).toBe(null)
    expect(server.errors()).toBe('')
  })

  it('a changed document is checked again, its diagnostics published with the new version', async () => {
    const server = await workspace.start()
    expect(await server.open('deploy.md', document)).toEqual(expectedDiagnostics)
    const uri = pathToFileURL(path.join(workspace.folder, 'deploy.md')).href
    const fixed = document.replace(`deploy:${secret}@`, '')
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: {uri, version: 2},
      contentChanges: [{text: fixed}]
    })
    await until(() => server.published().length === 2, 'the second check')
    expect(server.published()[1]).toEqual({uri, version: 2, diagnostics: expectedDiagnostics.slice(0, 2)})
    expect(server.exitCode()).toBe(null)
  })
})

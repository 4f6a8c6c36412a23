/**
 * The language server over stdio, as an editor runs it: open a document,
 * receive its diagnostics with their ranges, ask for the quick fix.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import type {CodeAction, Diagnostic} from 'vscode-languageserver-protocol'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {temporaryFolder} from '../helpers.ts'
import {startLanguageServer, type LanguageServer} from './language-client.ts'

const secret = 'Zq8-vR2kP9-wT4mX'
const document = `# Deploy

Push to [the repo](https://deploy:${secret}@git.acmecorp.io/app.git).

See <gopher://mail.example.com:25/> too.
`

describe('urilint-language-server', () => {
  let folder: string
  let server: LanguageServer

  beforeAll(async () => {
    folder = await temporaryFolder()
    server = await startLanguageServer(folder)
  })

  afterAll(async () => {
    await server.close()
    await fs.rm(folder, {recursive: true, force: true})
  })

  it('publishes the diagnostics of an opened document, with exact ranges and no secret', async () => {
    const uri = pathToFileURL(path.join(folder, 'deploy.md')).href
    const diagnostics = await server.open('deploy.md', document)
    // In the order the rules ran; LSP lines and characters are 0-based, so
    // 5:32-5:34 and 3:35-3:51 in vfile terms.
    expect(
      diagnostics.map((diagnostic) => ({
        range: diagnostic.range,
        severity: diagnostic.severity,
        code: diagnostic.code,
        source: diagnostic.source,
        message: diagnostic.message.split('\n')[0]
      }))
    ).toEqual([
      {
        range: {start: {line: 4, character: 31}, end: {line: 4, character: 33}},
        severity: 2,
        code: 'no-unsafe-port',
        source: 'remark-lint',
        message: 'Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses'
      },
      {
        range: {start: {line: 2, character: 34}, end: {line: 2, character: 50}},
        severity: 1,
        code: 'no-uri-password',
        source: 'remark-lint',
        message:
          'Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI'
      }
    ])
    const password = diagnostics[1]!
    expect(document.split('\n')[2]!.slice(34, 50)).toBe(secret)
    expect(password.codeDescription).toEqual({
      href: 'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#no-uri-password'
    })
    expect(password.data).toEqual({expected: ['***']})

    // `expected` is offered as a quick fix that redacts the password in place.
    const actions = (await server.connection.sendRequest('textDocument/codeAction', {
      textDocument: {uri},
      range: password.range,
      context: {diagnostics: [password as Diagnostic]}
    })) as CodeAction[]
    expect(actions).toEqual([
      {
        title: 'Replace with `***`',
        kind: 'quickfix',
        isPreferred: true,
        edit: {changes: {[uri]: [{range: password.range, newText: '***'}]}}
      }
    ])

    // Nothing the server wrote holds the secret: not the diagnostics, not the quick fix.
    expect(server.output()).toContain('no-uri-password')
    expect(server.output()).not.toContain(secret)
  })
})

/**
 * The vscode-remark path: our rules in `.remarkrc.json`, run by
 * unified-language-server as remark-language-server starts it (the `remark`
 * processor, no urilint code: fixtures/remark-lint-uri/editors/). It titles
 * a quick fix "Replace `<document text>` with `<expected>`", so a finding on
 * a password carries no fix there; other fixes still work.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import type {CodeAction, Diagnostic} from 'vscode-languageserver-protocol'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {fixtures, packageRoot, root, temporaryFolder} from '../helpers.ts'
import {startLanguageServer, type LanguageServer} from './language-client.ts'

const secret = 'Qz7wKx4mRt9bN'
const document = `# Deploy

Push to https://deploy:${secret}@git.acmecorp.io/ and read [the guide](<https://example.com/a b>).
`
const docs = 'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#'

/**
 * A workspace as a user sets it up: `.remarkrc.json` naming remark-gfm and
 * our preset by package name, both linked into its node_modules (the
 * package as built: load-plugin resolves without the `source` condition).
 */
async function workspace(folder: string): Promise<void> {
  const files: Record<string, string> = {
    '.remarkrc.json': JSON.stringify({plugins: ['remark-gfm', 'remark-lint-uri']}),
    'package.json': JSON.stringify({name: 'docs', private: true})
  }
  for (const [name, value] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(folder, name)), {recursive: true})
    await fs.writeFile(path.join(folder, name), value)
  }
  await fs.mkdir(path.join(folder, 'node_modules'))
  await fs.symlink(path.join(root, 'node_modules/remark-gfm'), path.join(folder, 'node_modules/remark-gfm'), 'dir')
  await fs.symlink(packageRoot, path.join(folder, 'node_modules/remark-lint-uri'), 'dir')
}

describe('remark-language-server (vscode-remark) with the rules in `.remarkrc.json`', () => {
  let folder: string
  let server: LanguageServer

  beforeAll(async () => {
    folder = await temporaryFolder()
    await workspace(folder)
    server = await startLanguageServer(folder, {
      command: [process.execPath, path.join(fixtures, 'editors/remark-language-server.js'), '--stdio'],
      // As vscode-languageclient: it asks for the `remark` section.
      capabilities: {workspace: {configuration: true, workspaceFolders: true}},
      configuration: () => [{requireConfig: false}]
    })
  })

  afterAll(async () => {
    await server.close()
    await fs.rm(folder, {recursive: true, force: true})
  })

  it('reports the password with no quick fix and no trace of it; the malformed URI keeps its fix', async () => {
    const uri = pathToFileURL(path.join(folder, 'deploy.md')).href
    const diagnostics = await server.open('deploy.md', document)
    expect(diagnostics).toEqual([
      {
        // The whole URI, a note (browsers encode the space themselves); the fix is the URI repaired.
        range: {start: {line: 2, character: 76}, end: {line: 2, character: 99}},
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
        // No `data`: no `expected`, so no quick fix.
        range: {start: {line: 2, character: 23}, end: {line: 2, character: 36}},
        message:
          'Unexpected password in `https://deploy:***@git.acmecorp.io/`, expected no credentials in the URI\n' +
          "The password is of a real secret's strength, on a host of the Internet; RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way; see https://www.rfc-editor.org/rfc/rfc3986#section-7.5",
        severity: 1,
        code: 'no-uri-password',
        source: 'remark-lint',
        codeDescription: {href: docs + 'no-uri-password'}
      }
    ])
    const line = document.split('\n')[2]!
    expect(line.slice(23, 36)).toBe(secret)
    expect(line.slice(76, 99)).toBe('https://example.com/a b')

    // Code actions for every diagnostic at once, over the whole document.
    const actions = await server.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: {uri},
      range: {start: {line: 0, character: 0}, end: {line: 3, character: 0}},
      context: {diagnostics: diagnostics as Diagnostic[]}
    })
    // unified-language-server's own title, quoting the document: harmless here.
    expect(actions).toEqual([
      {
        title: 'Replace `https://example.com/a b` with `https://example.com/a%20b`',
        kind: 'quickfix',
        isPreferred: true,
        edit: {changes: {[uri]: [{range: diagnostics[0]!.range, newText: 'https://example.com/a%20b'}]}}
      }
    ])

    // Nothing the server wrote holds the password: not a diagnostic, a title, an edit or a log.
    expect(JSON.stringify(actions)).not.toContain(secret)
    expect(server.output()).toContain('no-uri-password')
    expect(server.output()).not.toContain(secret)
    expect(server.errors()).not.toContain(secret)
    expect(server.exitCode()).toBe(null)
  })
})

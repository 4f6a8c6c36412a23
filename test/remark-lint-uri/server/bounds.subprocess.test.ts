/**
 * The language server under load and on hostile workspaces: a document
 * whose report is long, a thousand quick edits, a configuration that is a
 * FIFO, a document over the size bound, and `exit` after all of them.
 */
import {execFileSync} from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import type {PublishDiagnosticsParams} from 'vscode-languageserver-protocol'
import {describe, expect, it} from 'vitest'
import {linux} from '../../subprocess.ts'
import {serverWorkspace, until, type LanguageServer} from './language-client.ts'

const workspace = serverWorkspace()

/** The URI of `file` in the workspace. */
function uriOf(file: string): string {
  return pathToFileURL(path.join(workspace.folder, file)).href
}

/** The last diagnostics published for `file`. */
function lastOf(server: LanguageServer, file: string): PublishDiagnosticsParams | undefined {
  return server.published().findLast((params) => params.uri === uriOf(file))
}

/** `shutdown`, `exit`, then wait for the process to end: its exit code. */
async function shutDown(server: LanguageServer): Promise<number | null> {
  await server.connection.sendRequest('shutdown')
  await server.connection.sendNotification('exit')
  await until(() => server.exitCode() !== null, 'the server to exit')
  return server.exitCode()
}

describe('urilint-language-server bounds', () => {
  it('publishes a report of more than 16 KiB (one password among 300 findings)', async () => {
    const secret = 'Kq4-Lx8-Pz2-Wm6'
    const lines = ['# Ports', '', `Deploy with <https://deploy:${secret}@git.acmecorp.io/app.git>.`, '']
    for (let index = 0; index < 300; index++) lines.push(`- <gopher://mail${index}.example.com:25/>`)
    const server = await workspace.start()
    const diagnostics = await server.open('ports.md', lines.join('\n') + '\n')
    // Each diagnostic of the report is about 180 bytes: far over the 16 KiB a stream holds unread.
    expect(diagnostics).toHaveLength(301)
    const password = diagnostics.filter((diagnostic) => diagnostic.code === 'no-uri-password')
    expect(password.map((diagnostic) => diagnostic.range)).toEqual([
      {start: {line: 2, character: 28}, end: {line: 2, character: 43}}
    ])
    expect(server.output()).not.toContain(secret)
  })

  it('lints only the latest version of a document edited a thousand times, then the next document', async () => {
    // Each run of the engine on a file is counted by this plugin, whose module is loaded once per process.
    await fs.writeFile(
      path.join(workspace.folder, '.remarkrc.mjs'),
      'let runs = 0\nexport default {plugins: [() => (tree, file) => { file.message("lint run " + ++runs) }]}\n'
    )
    const server = await workspace.start()
    const uri = uriOf('edited.md')
    await server.open('edited.md', '# Edited\n')
    for (let version = 2; version <= 1001; version++) {
      void server.connection.sendNotification('textDocument/didChange', {
        textDocument: {uri, version},
        contentChanges: [{text: `# Edited ${version}\n\n<http://user:pw${version}@example.com/>\n`}]
      })
    }
    const other = await server.open('other.md', '# Other\n')
    await until(() => lastOf(server, 'edited.md')?.version === 1001, 'the latest version of edited.md')
    const runOf = (diagnostics: PublishDiagnosticsParams['diagnostics']): number =>
      Number(/^lint run (\d+)$/.exec(diagnostics.find((each) => each.message.startsWith('lint run '))!.message)![1])
    // A run per edit was 1,002 runs before `other.md`; coalesced, a handful (each run lints the newest text).
    expect(runOf(other)).toBeLessThan(50)
    const latest = lastOf(server, 'edited.md')!
    expect(runOf(latest.diagnostics)).toBeLessThan(50)
    expect(latest.diagnostics.find((each) => each.code === 'no-uri-password')?.range).toEqual({
      start: {line: 2, character: 13},
      end: {line: 2, character: 19}
    })
    // No version older than the one before it is published after it.
    const versions = server
      .published()
      .filter((params) => params.uri === uri)
      .map((params) => params.version!)
    expect(versions).toEqual([...versions].sort((a, b) => a - b))
  })

  it.runIf(linux)(
    'a FIFO `.remarkrc.json` is never opened: each document says so, the others are linted, and `exit` ends the server',
    async () => {
      await fs.mkdir(path.join(workspace.folder, 'fifo'))
      execFileSync('mkfifo', [path.join(workspace.folder, 'fifo/.remarkrc.json')])
      const server = await workspace.start()
      // More documents than the thread pool has threads (4): each would hold one for ever.
      for (let index = 0; index < 6; index++) {
        expect(await server.open(`fifo/${index}.md`, '<http://a:b@example.com/>\n')).toEqual([
          {
            range: {start: {line: 0, character: 0}, end: {line: 0, character: 0}},
            message: 'Cannot read configuration `fifo/.remarkrc.json`: a FIFO, not a regular file',
            severity: 1
          }
        ])
      }
      const diagnostics = await server.open('fine.md', '<http://a:b@example.com/>\n')
      expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['no-uri-password'])
      expect(await shutDown(server)).toBe(0)
    }
  )

  it.runIf(linux)('a FIFO `.remarkignore` is never opened either', async () => {
    execFileSync('mkfifo', [path.join(workspace.folder, '.remarkignore')])
    const server = await workspace.start()
    expect(await server.open('notes.md', '<http://a:b@example.com/>\n')).toEqual([
      {
        range: {start: {line: 0, character: 0}, end: {line: 0, character: 0}},
        message: 'Cannot read ignore file `.remarkignore`: a FIFO, not a regular file',
        severity: 1
      }
    ])
    expect(await shutDown(server)).toBe(0)
  })

  it('a document over the 16 MiB bound of the CLI is not linted, and says so', async () => {
    const server = await workspace.start()
    const text = '<http://a:b@example.com/>\n' + 'word '.repeat(3.5 * 1024 * 1024)
    expect(await server.open('large.md', text)).toEqual([
      {
        range: {start: {line: 0, character: 0}, end: {line: 0, character: 0}},
        message: 'Cannot lint document: larger than the 16 MiB limit (17.5 MiB)',
        severity: 1
      }
    ])
  })

  it('ends on `exit` without `shutdown`, with code 1', async () => {
    const server = await workspace.start()
    await server.connection.sendNotification('exit')
    await until(() => server.exitCode() !== null, 'the server to exit')
    expect(server.exitCode()).toBe(1)
  })
})

/**
 * The server patches the `createConnection` that unified-language-server
 * imports from vscode-languageserver/node.js. If unified-language-server
 * gets it another way, it would run unpatched (quick-fix titles quoting
 * passwords): the server must refuse to run instead. Simulated by importing
 * vscode-languageserver/node.js as ESM before the server starts, so that
 * unified-language-server's import sees the original function.
 */
import {spawn} from 'node:child_process'
import fs from 'node:fs/promises'
import {createRequire} from 'node:module'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {packageRoot, serverPath, temporaryFolder, tsx} from '../helpers.ts'

/** vscode-languageserver/node.js as unified-language-server resolves it. */
const languageServer = await fs.realpath(path.join(packageRoot, 'node_modules/unified-language-server'))
const protocolUrl = pathToFileURL(createRequire(path.join(languageServer, 'package.json')).resolve('vscode-languageserver/node.js')).href

let folder: string

beforeAll(async () => {
  folder = await temporaryFolder()
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

describe('unified-language-server not calling the patched `createConnection`', () => {
  it('stops the server with an error (exit 1), even with its stdin open as an editor keeps it', async () => {
    const preload = 'data:text/javascript,' + encodeURIComponent(`import ${JSON.stringify(protocolUrl)}`)
    const child = spawn(tsx, ['--conditions=source', '--import=' + preload, serverPath, '--stdio'], {cwd: folder})
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    // stdin stays open, as an editor keeps it.
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    child.stdin.destroy()
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr.split('\n')).toContain(
      "Error: Cannot patch unified-language-server's connection: it did not call vscode-languageserver/node.js createConnection (unsupported version)"
    )
  })
})

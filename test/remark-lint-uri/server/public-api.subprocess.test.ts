/**
 * The server is built on vscode-languageserver's public API and runs
 * unified-engine itself: it neither loads unified-language-server nor
 * reaches into a package's internals. (It used to patch the
 * `createConnection` that unified-language-server imports, through Node's
 * module cache.) The built bin runs under a resolve hook that refuses
 * unified-language-server and records every import the server's own modules
 * make; the server must still publish the exact diagnostics.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {packageRoot, temporaryFolder} from '../helpers.ts'
import {fallbackLog, serverBin, startLanguageServer} from './language-client.ts'

/** Resolve hooks: refuse unified-language-server; append `parent specifier` of each import from dist/server/ to `data.file`. */
const hooks = `
import fs from 'node:fs'
let file
export function initialize(data) { file = data.file }
export async function resolve(specifier, context, next) {
  if (specifier === 'unified-language-server' || specifier.startsWith('unified-language-server/')) throw new Error('Unexpected import of ' + specifier)
  if (context.parentURL?.includes('/dist/server/')) fs.appendFileSync(file, context.parentURL.slice(context.parentURL.lastIndexOf('/') + 1) + ' ' + specifier + '\\n')
  return next(specifier, context)
}
`

let folder: string

beforeAll(async () => {
  folder = await temporaryFolder()
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

describe('urilint-language-server on public interfaces', () => {
  it('does not depend on unified-language-server', async () => {
    const manifest = JSON.parse(await fs.readFile(path.join(packageRoot, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >
    expect(
      Object.keys({...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies})
    ).not.toContain('unified-language-server')
  })

  it('serves with unified-language-server unloadable, importing only packages’ public entry points', async () => {
    const imports = path.join(folder, 'imports.txt')
    await fs.writeFile(imports, '')
    const register = `import {register} from 'node:module'; register(${JSON.stringify('data:text/javascript,' + encodeURIComponent(hooks))}, {data: {file: ${JSON.stringify(imports)}}})`
    const workspace = path.join(folder, 'docs')
    await fs.mkdir(workspace)
    const server = await startLanguageServer(workspace, {
      command: [
        process.execPath,
        '--import',
        'data:text/javascript,' + encodeURIComponent(register),
        serverBin,
        '--stdio'
      ]
    })
    try {
      const diagnostics = await server.open('notes.md', 'See <gopher://mail.example.com:25/>.\n')
      expect(diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.range])).toEqual([
        ['no-unsafe-port', {start: {line: 0, character: 31}, end: {line: 0, character: 33}}]
      ])
      expect(server.logs()).toEqual([fallbackLog])
    } finally {
      await server.close()
    }
    expect(server.errors()).toBe('')

    const specifiers = new Set<string>()
    for (const line of (await fs.readFile(imports, 'utf8')).trim().split('\n')) {
      const specifier = line.slice(line.indexOf(' ') + 1)
      if (!specifier.startsWith('.') && !specifier.startsWith('node:')) specifiers.add(specifier)
    }
    const names = new Set<string>()
    for (const specifier of specifiers) {
      const name = specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/')
      names.add(name)
      const subpath = specifier.slice(name.length)
      if (subpath === '') continue
      // A subpath its package exports, or (a package without `exports`) a file at its top: `vscode-languageserver/node.js`, not `…/lib/…`.
      const manifest = JSON.parse(
        await fs.readFile(path.join(packageRoot, 'node_modules', name, 'package.json'), 'utf8')
      ) as {exports?: unknown}
      const exported =
        typeof manifest.exports === 'object' && manifest.exports !== null && '.' + subpath in manifest.exports
      expect({specifier, public: manifest.exports === undefined ? !subpath.slice(1).includes('/') : exported}).toEqual({
        specifier,
        public: true
      })
    }
    expect([...names].sort()).toEqual([
      '@urilint/core',
      '@urilint/extract',
      'load-plugin',
      'unified-engine',
      'vfile',
      'vscode-languageserver',
      'vscode-languageserver-textdocument'
    ])
  })
})

/**
 * A workspace whose configuration fails: a plugin that throws, a
 * `.remarkrc.json` that is not JSON, a JSON parser's error quoting a file.
 * unified-language-server appends the error's stack trace to the
 * diagnostic; this server publishes one line instead (the reason, then the
 * first line of the error), with no stack frame, no quote of the file and
 * no password, in anything it writes.
 */
import {createRequire} from 'node:module'
import fs from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {describe, expect, it} from 'vitest'
import {packageRoot} from '../helpers.ts'
import {fallbackLog, serverWorkspace} from './language-client.ts'

const document = '# Notes\n\nSee <https://example.com/>.\n'
/** The parse-json that the server's unified-engine parses `.remarkrc.json` with. */
const engine = await fs.realpath(path.join(packageRoot, 'node_modules/unified-engine'))
const parseJson = pathToFileURL(createRequire(path.join(engine, 'package.json')).resolve('parse-json')).href

const workspace = serverWorkspace()

/** The server's diagnostics for `document` in a workspace of `files`; checks nothing it wrote holds a frame or `secret`. */
async function diagnose(files: Record<string, string>, secret: string): Promise<unknown> {
  for (const [name, value] of Object.entries(files)) await fs.writeFile(path.join(workspace.folder, name), value)
  const server = await workspace.start()
  const diagnostics = await server.open('notes.md', document)
  expect(server.exitCode()).toBe(null)
  expect(server.logs()).toEqual([fallbackLog])
  for (const written of [server.output(), server.errors()]) {
    expect(written).not.toContain('    at ')
    expect(written).not.toContain(secret)
  }
  expect(server.errors()).toBe('')
  return diagnostics
}

/** A fatal message without a place, as unified-language-server maps it (and this server). */
function fatal(message: string): unknown {
  return [{range: {start: {line: 0, character: 0}, end: {line: 0, character: 0}}, message, severity: 1}]
}

describe('a configuration that fails', () => {
  it('a `.remarkrc.mjs` plugin that throws with a password in its message: one line, the password masked', async () => {
    const secret = 'Qz7wKx4mRt9bN'
    const diagnostics = await diagnose(
      {
        '.remarkrc.mjs': `export default {plugins: [() => { throw new Error('boom postgres://admin:${secret}@db.acmecorp.io/app') }]}\n`
      },
      secret
    )
    expect(diagnostics).toEqual(fatal('Cannot process file: boom postgres://admin:***@db.acmecorp.io/app'))
  })

  it('a `.remarkrc.json` that is not JSON, holding a password: one line naming the file', async () => {
    const secret = 'Zt6Rm2Wq'
    const diagnostics = await diagnose(
      {'.remarkrc.json': `{"plugins": [ nope https://ci:${secret}@h.example/ ]}\n`},
      secret
    )
    // The JSON parser's reason is the cause of this error, which unified-language-server does not pass on.
    expect(diagnostics).toEqual(fatal('Cannot process file: Cannot parse file `.remarkrc.json`'))
  })

  it('a plugin failing on parse-json’s error (a quote cut inside a URI, a code frame): its first line without them', async () => {
    // parse-json quotes `...t6Rm2Wq@h.acme.io/" nope}`: no scheme, so no URI to redact.
    const diagnostics = await diagnose(
      {
        '.remarkrc.mjs':
          `import parseJson from '${parseJson}'\n` +
          `const text = '{"mirror": "https://ci:Zt6Rm2Wq@h.acme.io/" nope}'\n` +
          `export default {plugins: [() => { parseJson(text, '/etc/mirror.json') }]}\n`
      },
      't6Rm2Wq'
    )
    expect(diagnostics).toEqual(
      fatal("Cannot process file: Expected ',' or '}' after property value in JSON at position 44 in /etc/mirror.json")
    )
  })

  it('a plugin failing on `JSON.parse` (V8 quotes the text around the error): its first line without the quote', async () => {
    // V8 quotes `..."m2Wq@h/",nope]}"`.
    const diagnostics = await diagnose(
      {
        '.remarkrc.mjs': `const text = '{"a": ["https://ci:Zt6Rm2Wq@h/",nope]}'\nexport default {plugins: [() => { JSON.parse(text) }]}\n`
      },
      'm2Wq'
    )
    expect(diagnostics).toEqual(fatal("Cannot process file: Unexpected token 'o', … is not valid JSON"))
  })
})

/**
 * What `import('remark-lint-uri')` loads: the rules and what they need, and
 * none of the application (the CLI's engine, the language server, parser
 * extensions, the mail parser). Each module resolved in a fresh process is
 * recorded by a resolve hook that writes its URL to a file.
 */
import {spawnSync} from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {root} from '../helpers.ts'

/** Resolve hooks (module.register): each resolved URL, one a line, appended to the file named in `data`. */
const hooks = `
import fs from 'node:fs'
let file
export function initialize(data) { file = data.file }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context)
  fs.appendFileSync(file, result.url + '\\n')
  return result
}
`

/** The module URLs resolved by importing `specifier` (from source, as the tests import it). */
function loadedBy(specifier: string): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'urilint-entry-'))
  const list = path.join(folder, 'loaded.txt')
  try {
    const program = `
      import {register} from 'node:module'
      register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}), {data: {file: ${JSON.stringify(list)}}})
      await import(${JSON.stringify(specifier)})
    `
    const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx/esm', '--input-type=module', '-e', program], {cwd: root, encoding: 'utf8'})
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    return fs.readFileSync(list, 'utf8').trim().split('\n')
  } finally {
    fs.rmSync(folder, {recursive: true, force: true})
  }
}

/** Packages of the application part: the CLI, the language server, parser extensions, mail. */
const application = [
  'unified-engine',
  'unified-language-server',
  'vscode-languageserver',
  'vscode-jsonrpc',
  'postal-mime',
  'remark-gfm',
  'remark-frontmatter',
  'remark-parse',
  'vfile-reporter',
  'tinyglobby',
  'ignore'
]

function packagesIn(urls: readonly string[]): Set<string> {
  const names = new Set<string>()
  for (const url of urls) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url.slice(url.lastIndexOf('/node_modules/')))
    if (match) names.add(match[1]!)
  }
  return names
}

describe('the main entry', () => {
  it('loads the rules without the CLI, the language server, parser extensions or the mail parser', () => {
    const loaded = loadedBy('remark-lint-uri')
    const packages = packagesIn(loaded)
    // It does load the rules and what they stand on.
    for (const needed of ['remark-lint', 'unified-lint-rule', 'htmlparser2']) expect(packages.has(needed), needed).toBe(true)
    expect(loaded.some((url) => url.endsWith('/packages/remark-lint-uri/src/rules/no-uri-password.ts'))).toBe(true)
    expect(application.filter((name) => packages.has(name))).toEqual([])
    expect(loaded.filter((url) => /\/packages\/remark-lint-uri\/src\/(cli|server|processor)\//.test(url))).toEqual([])
  })

  it('is what the CLI loads on top of: the engine and extensions do appear there (the check can fail)', () => {
    const packages = packagesIn(loadedBy('./packages/remark-lint-uri/src/cli/lint.ts'))
    for (const name of ['unified-engine', 'remark-gfm', 'remark-frontmatter', 'remark-parse']) expect(packages.has(name), name).toBe(true)
  })
})

/**
 * What a piece of code loads: it runs in a fresh Node process on the build
 * (as users import the packages; the `process` project builds first), where
 * a resolve hook (module.register) writes each module URL it resolves to a
 * file. The entry-weight tests use it to check that a package's main entry
 * leaves the heavy parts unloaded.
 */
import {spawnSync} from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {expect} from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))

/** Resolve hooks: each resolved URL, one a line, appended to the file named in `data`. */
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

/** The module URLs resolved by running the ES module code `code` in the repository root. */
export function modulesLoadedBy(code: string): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'urilint-loaded-'))
  const list = path.join(folder, 'loaded.txt')
  try {
    const program = `
      import {register} from 'node:module'
      register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}), {data: {file: ${JSON.stringify(list)}}})
      ${code}
    `
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', program], {cwd: root, encoding: 'utf8'})
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    return fs.readFileSync(list, 'utf8').trim().split('\n')
  } finally {
    fs.rmSync(folder, {recursive: true, force: true})
  }
}

/** The npm packages among module URLs (`@scope/name` or `name`). */
export function packagesIn(urls: readonly string[]): Set<string> {
  const names = new Set<string>()
  for (const url of urls) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url.slice(url.lastIndexOf('/node_modules/')))
    if (match) names.add(match[1]!)
  }
  return names
}

/**
 * What `import('@urilint/extract')` loads: not the mail parser (postal-mime
 * is loaded by `readMail` when a message is read), so the text scanner and
 * the rules built on it do not pay for it. Each module resolved in a fresh
 * process is recorded by a resolve hook that writes its URL to a file.
 */
import {spawnSync} from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

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

/** The packages whose modules are resolved by running `code` (from source, as the tests import it). */
function packagesLoadedBy(code: string): Set<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'urilint-extract-entry-'))
  const list = path.join(folder, 'loaded.txt')
  try {
    const program = `
      import {register} from 'node:module'
      register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}), {data: {file: ${JSON.stringify(list)}}})
      ${code}
    `
    const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx/esm', '--input-type=module', '-e', program], {cwd: root, encoding: 'utf8'})
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    const names = new Set<string>()
    for (const url of fs.readFileSync(list, 'utf8').trim().split('\n')) {
      const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url.slice(url.lastIndexOf('/node_modules/')))
      if (match) names.add(match[1]!)
    }
    return names
  } finally {
    fs.rmSync(folder, {recursive: true, force: true})
  }
}

describe('the main entry', () => {
  it('does not load postal-mime', () => {
    const packages = packagesLoadedBy(`await import('@urilint/extract')`)
    expect(packages.has('htmlparser2')).toBe(true)
    expect(packages.has('postal-mime')).toBe(false)
  })

  it('loads it when a message is read (the check can fail)', () => {
    const packages = packagesLoadedBy(`const {readMail} = await import('@urilint/extract'); await readMail('Subject: x\\n\\nbody', 0)`)
    expect(packages.has('postal-mime')).toBe(true)
  })
})

/**
 * What `urilint` writes besides the report, and over what: the cache only
 * over a urilint cache, at mode 0600, holding only the reports' fields,
 * redacted. FIFOs, links and inodes: outputs.subprocess.test.ts.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {LintCache} from '../../../packages/remark-lint-uri/src/cli/cache.ts'
import {lintMessage} from '../../../packages/remark-lint-uri/src/cli/lint-message.ts'
import {runCli, temporaryFolder, writeFiles} from '../helpers.ts'

let folder: string

beforeEach(async () => {
  folder = await temporaryFolder()
})

afterEach(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

const read = (name: string) => fs.readFile(path.join(folder, name), 'utf8')
const port = '<https://h.example:25/>\n'

describe('--cache-location', () => {
  it('refuses a file that is not a urilint cache in one line, exit 2, and leaves it as it was (it was replaced, exit 0)', async () => {
    await writeFiles(folder, {'doc.md': port, 'other.md': '# Notes\n', 'data.json': '{"format": "x"}\n'})
    for (const name of ['other.md', 'data.json']) {
      expect(await runCli(['--cache', '--cache-location', name, 'doc.md'], {cwd: folder})).toEqual({
        code: 2,
        stdout: '',
        stderr: `urilint: \`--cache-location\` names \`${name}\`, not a urilint cache: it would be overwritten (see \`urilint --help\`)\n`
      })
    }
    expect(await read('other.md')).toBe('# Notes\n')
    expect(await read('data.json')).toBe('{"format": "x"}\n')
  })

  it('refuses a folder, and takes a missing file, an empty one or a cache of another format', async () => {
    await writeFiles(folder, {'doc.md': port, 'folder/a.txt': '', empty: '', old: '{"format":1,"entries":{}}'})
    expect((await runCli(['--cache', '--cache-location', 'folder', 'doc.md'], {cwd: folder})).stderr).toBe(
      'urilint: `--cache-location` names `folder`, a folder, not a urilint cache: it would be overwritten (see `urilint --help`)\n'
    )
    for (const name of ['new', 'empty', 'old']) {
      const ran = await runCli(['--cache', '--cache-location', name, 'doc.md'], {cwd: folder})
      expect(ran.code).toBe(0)
      expect(ran.stderr).toContain('no-unsafe-port')
      expect(JSON.parse(await read(name))).toMatchObject({format: 2})
    }
  })

  it('writes the cache at mode 0600, also over one that was 0644', async () => {
    await writeFiles(folder, {'doc.md': port})
    await runCli(['--cache', 'doc.md'], {cwd: folder})
    const cache = path.join(folder, '.urilintcache')
    expect((await fs.stat(cache)).mode & 0o777).toBe(0o600)
    await fs.chmod(cache, 0o644)
    await fs.writeFile(path.join(folder, 'doc.md'), '<https://h.example:21/>\n')
    await runCli(['--cache', 'doc.md'], {cwd: folder})
    expect((await fs.stat(cache)).mode & 0o777).toBe(0o600)
  })
})

describe('the cache file', () => {
  it('holds only the fields the reports print, every text redacted (a rule that missed a password does not put it on disk)', async () => {
    await writeFiles(folder, {'doc.md': 'a\n'})
    const file = path.join(folder, 'doc.md')
    const cache = (await LintCache.open('cache.json', folder, '1.0.0')) as LintCache
    const key = (await cache.keyOf(file))!
    const secret = 'postgres://app:Qz7vLp2Rk9@db.acme-prod.io:5432/app'
    cache.set(file, key, {
      path: 'doc.md',
      cwd: folder,
      messages: [
        lintMessage({
          reason: `Unexpected \`${secret}\``,
          ruleId: 'no-malformed-uri',
          source: 'remark-lint',
          fatal: false,
          line: 1,
          column: 1,
          note: secret,
          actual: secret,
          expected: [secret],
          url: 'https://example.com/docs'
        })
      ]
    })
    expect(await cache.save()).toBeUndefined()
    const text = await read('cache.json')
    expect(text).not.toContain('Qz7vLp2Rk9')
    const masked = 'postgres://app:***@db.acme-prod.io:5432/app'
    const stored = JSON.parse(text) as {entries: Record<string, {result: {messages: unknown[]}}>}
    expect(stored.entries[file]!.result.messages).toEqual([
      {
        reason: `Unexpected \`${masked}\``,
        ruleId: 'no-malformed-uri',
        source: 'remark-lint',
        fatal: false,
        line: 1,
        column: 1,
        url: 'https://example.com/docs',
        note: masked,
        actual: masked,
        expected: [masked],
        failure: false
      }
    ])
  })
})

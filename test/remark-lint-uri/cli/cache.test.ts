/** `--cache`: what a key covers, what is kept, and a cache that cannot be written. */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {LintCache} from '../../../packages/remark-lint-uri/src/cli/cache.ts'
import type {LintResult} from '../../../packages/remark-lint-uri/src/cli/results.ts'
import {temporaryFolder} from '../helpers.ts'

let folder: string

beforeEach(async () => {
  folder = await temporaryFolder()
  await fs.mkdir(path.join(folder, 'docs'))
  await fs.writeFile(path.join(folder, 'docs/a.md'), 'a\n')
})

afterEach(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

/** The cache at `location`, which must be one (a refusal fails the test). */
async function open(location: string, cwd: string, version: string): Promise<LintCache> {
  const cache = await LintCache.open(location, cwd, version)
  if (!(cache instanceof LintCache)) throw new Error(cache.refused)
  return cache
}

const result = (failure = false): LintResult => ({
  path: 'docs/a.md',
  cwd: folder,
  messages: [
    {
      reason: 'r',
      ruleId: failure ? undefined : 'no-unsafe-port',
      source: 'remark-lint',
      fatal: failure ? true : false,
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 2,
      url: undefined,
      note: undefined,
      actual: undefined,
      expected: undefined,
      failure
    }
  ]
})

describe('LintCache', () => {
  it('keys a file by version, bytes and the configuration files above it', async () => {
    const file = path.join(folder, 'docs/a.md')
    const cache = await open('cache.json', folder, '1.0.0')
    const key = await cache.keyOf(file)
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(await (await open('cache.json', folder, '1.0.0')).keyOf(file)).toBe(key)
    expect(await (await open('cache.json', folder, '1.0.1')).keyOf(file)).not.toBe(key)
    await fs.writeFile(path.join(folder, '.remarkrc.json'), '{"plugins": []}\n')
    expect(await (await open('cache.json', folder, '1.0.0')).keyOf(file)).not.toBe(key)
    await fs.writeFile(file, 'b\n')
    expect(await (await open('cache.json', folder, '1.0.0')).keyOf(file)).not.toBe(key)
  })

  it('never keys a file under a JavaScript configuration (its imports cannot be seen), nor an unreadable one', async () => {
    await fs.writeFile(path.join(folder, '.remarkrc.mjs'), 'export default {plugins: []}\n')
    const cache = await open('cache.json', folder, '1.0.0')
    expect(await cache.keyOf(path.join(folder, 'docs/a.md'))).toBeUndefined()
    expect(await cache.keyOf(path.join(folder, 'docs/missing.md'))).toBeUndefined()
  })

  it('keeps results, not failures, and reads back what it wrote', async () => {
    const file = path.join(folder, 'docs/a.md')
    const cache = await open('cache.json', folder, '1.0.0')
    const key = (await cache.keyOf(file))!
    cache.set(file, key, result())
    expect(await cache.save()).toBeUndefined()
    const again = await open('cache.json', folder, '1.0.0')
    expect(again.get(file, key)).toEqual({messages: result().messages})
    expect(again.get(file, 'other')).toBeUndefined()
    again.set(file, key, result(true))
    expect(again.get(file, key)).toBeUndefined()
  })

  it('says why it cannot be written, in a few words, and leaves no temporary file', async () => {
    const cache = await open('docs/a.md/cache.json', folder, '1.0.0')
    // mkdir of a folder where a file is.
    expect(await cache.save()).toBe('already exists')
    expect(await fs.readdir(path.join(folder, 'docs'))).toEqual(['a.md'])
  })

  it('starts empty from a cache of another format, and refuses what is not a cache (it would be overwritten)', async () => {
    await fs.writeFile(path.join(folder, 'cache.json'), '{"format": 0, "entries": {"x": 1}}')
    const file = path.join(folder, 'docs/a.md')
    const cache = await open('cache.json', folder, '1.0.0')
    expect(cache.get(file, (await cache.keyOf(file))!)).toBeUndefined()
    await fs.writeFile(path.join(folder, 'cache.json'), '{not json')
    expect(await LintCache.open('cache.json', folder, '1.0.0')).toEqual({refused: 'not a urilint cache'})
    expect(await LintCache.open('docs', folder, '1.0.0')).toEqual({refused: 'a folder, not a urilint cache'})
  })
})

/**
 * The pre-commit hooks: this repository's (.pre-commit-hooks.yaml at the
 * root: the project's own install, run without a download) and the
 * published hook repository's (packages/remark-lint-uri/pre-commit: an
 * environment of its own with remark-lint-uri of the release). Their
 * commands are bins that exist, and their `files` pattern matches exactly
 * the files urilint looks for in folders. test/ci/pre-commit.registry.test.ts
 * runs both in pre-commit.
 */
import fs from 'node:fs/promises'
import {createRequire} from 'node:module'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {inputExtensions as extensions} from '@urilint/extract/internal'

const root = fileURLToPath(new URL('../../', import.meta.url))
const require = createRequire(import.meta.url)
/** A YAML 1.2 parser (js-yaml 4) as markdownlint-cli2, a dev dependency, exports it. */
const parseYaml = (require('markdownlint-cli2/parsers/yaml') as {default: (text: string) => unknown}).default

interface Hook {
  id: string
  name: string
  description: string
  entry: string
  language: string
  files: string
  require_serial: boolean
}

const hooks = parseYaml(await fs.readFile(path.join(root, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[]
const manifest = JSON.parse(await fs.readFile(path.join(root, 'packages/remark-lint-uri/package.json'), 'utf8')) as {
  version: string
  bin: Record<string, string>
}
const hookRepository = path.join(root, 'packages/remark-lint-uri/pre-commit')
const published = parseYaml(await fs.readFile(path.join(hookRepository, '.pre-commit-hooks.yaml'), 'utf8')) as Array<
  Hook & {minimum_pre_commit_version: string}
>
const publishedManifest = JSON.parse(await fs.readFile(path.join(hookRepository, 'package.json'), 'utf8')) as {
  name: string
  version: string
  private: boolean
  bin: Record<string, string>
  dependencies: Record<string, string>
}

/**
 * The hook's pattern as JavaScript reads it: pre-commit reads it with
 * Python's `re.search`, whose leading `(?i)` is JavaScript's `i` flag.
 */
function pattern(files: string): RegExp {
  return files.startsWith('(?i)') ? new RegExp(files.slice(4), 'i') : new RegExp(files)
}

describe('.pre-commit-hooks.yaml', () => {
  it("one hook, urilint: the project's own bin through npx --no-install (never a download), serially", () => {
    expect(hooks.map((hook) => [hook.id, hook.name, hook.entry, hook.language, hook.require_serial])).toEqual([
      ['urilint', 'urilint', 'npx --no-install urilint --silently-ignore', 'system', true]
    ])
  })

  it('its command is a bin of remark-lint-uri, and the bin file exists', async () => {
    const command = hooks[0]!.entry.split(' ').find((word) => word === 'urilint')!
    expect(Object.keys(manifest.bin)).toContain(command)
    await expect(
      fs.access(path.join(root, 'packages/remark-lint-uri', manifest.bin[command]!))
    ).resolves.toBeUndefined()
  })

  it('the published hook repository: language node, its own bin, remark-lint-uri of the release, the same files', async () => {
    expect(
      published.map((hook) => [hook.id, hook.name, hook.entry, hook.language, hook.require_serial, hook.files])
    ).toEqual([['urilint', 'urilint', 'urilint --silently-ignore', 'node', true, hooks[0]!.files]])
    expect(publishedManifest).toMatchObject({
      name: 'urilint-pre-commit',
      version: manifest.version,
      private: true,
      bin: {urilint: './urilint.js'},
      dependencies: {'remark-lint-uri': manifest.version}
    })
    const bin = await fs.stat(path.join(hookRepository, 'urilint.js'))
    expect(bin.mode & 0o111).not.toBe(0)
    // Not shipped in the npm package.
    expect(
      (
        JSON.parse(await fs.readFile(path.join(root, 'packages/remark-lint-uri/package.json'), 'utf8')) as {
          files: string[]
        }
      ).files
    ).toEqual(['bin', 'dist'])
  })

  it('files: exactly the extensions urilint looks for, in any case', () => {
    const files = hooks[0]!.files
    // The alternatives, as written, are the extensions.
    const listed = /^\(\?i\)\\\.\(([a-z|]+)\)\$$/.exec(files)?.[1]?.split('|')
    expect(listed?.map((extension) => '.' + extension).sort()).toEqual([...extensions].sort())
    const regexp = pattern(files)
    for (const extension of extensions) {
      expect(regexp.test('docs/notes' + extension), extension).toBe(true)
      expect(regexp.test('docs/NOTES' + extension.toUpperCase()), extension).toBe(true)
    }
    for (const file of [
      'docs/page.mdx.orig',
      'notes.md.bak',
      'index.html',
      'README',
      'md',
      'docs.md/page.js',
      'a.txt~'
    ]) {
      expect(regexp.test(file), file).toBe(false)
    }
  })
})

/**
 * A configuration's plugins found beside urilint when the project has not
 * installed them (packages/remark-lint-uri/src/processor/plugins-beside.ts):
 * the README's configuration in a folder without `node_modules`, as the
 * GitHub Action and pre-commit meet it; the project's own install wins.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {findPluginsBeside, pluginBeside} from '../../../packages/remark-lint-uri/src/processor/plugins-beside.ts'
import {runCli, temporaryFolder, writeFiles} from '../helpers.ts'

let folder: string

beforeEach(async () => {
  folder = await fs.realpath(await temporaryFolder())
})

afterEach(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

const document = 'Clone https://deploy:Xk29dLq7@git.acmecorp.io/app.git or <https://h.example:25/>\n'

/** A plugin installed in the project: it says which copy ran. */
const projectShim = {
  'node_modules/remark-gfm/package.json': '{"name": "remark-gfm", "type": "module", "exports": "./index.js"}\n',
  'node_modules/remark-gfm/index.js':
    "export default function remarkGfm() { return (_tree, file) => { file.info('the project’s remark-gfm ran', undefined, 'shim:gfm') } }\n"
}

interface JsonFile {
  messages: Array<{ruleId: string | null; reason: string; fatal: boolean | null}>
}

async function lintJson(): Promise<{code: number; messages: string[]}> {
  const result = await runCli(['--report', 'json', 'doc.md'], {cwd: folder})
  const files = JSON.parse(result.stdout) as JsonFile[]
  return {code: result.code, messages: files.flatMap((file) => file.messages.map((message) => String(message.ruleId)))}
}

describe('plugins named by a configuration, in a project that has not installed them', () => {
  it('the README’s configuration lints, and its off switch still holds (before: `Cannot find module` on every file, exit 2)', async () => {
    await writeFiles(folder, {
      '.remarkrc.json': JSON.stringify({
        plugins: ['remark-gfm', 'remark-lint-uri', ['remark-lint-uri/no-unsafe-port', false]]
      }),
      'doc.md': document
    })
    expect(await lintJson()).toEqual({code: 1, messages: ['no-uri-password']})
  })

  it('a map of plugins and a short name (`gfm` for remark-gfm), as load-plugin reads them', async () => {
    await writeFiles(folder, {
      '.remarkrc.json': JSON.stringify({plugins: {gfm: true, 'remark-lint-uri': true}}),
      'doc.md': document
    })
    expect(await lintJson()).toEqual({code: 1, messages: ['no-uri-password', 'no-unsafe-port']})
  })

  it('the project’s installed copy wins over urilint’s', async () => {
    await writeFiles(folder, {
      ...projectShim,
      '.remarkrc.json': JSON.stringify({plugins: ['remark-gfm', 'remark-lint-uri']}),
      'doc.md': document
    })
    expect(await lintJson()).toEqual({code: 1, messages: ['gfm', 'no-uri-password', 'no-unsafe-port']})
    const result = await runCli(['--report', 'json', 'doc.md'], {cwd: folder})
    expect(result.stdout).toContain('the project’s remark-gfm ran')
  })

  it('a plugin neither has is still `Cannot find module`, one line, exit 2', async () => {
    await writeFiles(folder, {'.remarkrc.json': '{"plugins": ["remark-not-installed"]}', 'doc.md': document})
    const result = await runCli(['doc.md'], {cwd: folder})
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Cannot find module `remark-not-installed`')
  })
})

describe('pluginBeside', () => {
  const from = () => pathToFileURL(path.join(folder, '.remarkrc.json'))

  it('a path relative to the configuration, for what urilint’s install has', () => {
    for (const name of ['remark-gfm', 'gfm', 'remark-frontmatter']) {
      const found = pluginBeside(name, from())!
      expect(found, name).toMatch(/^\.\.\/.*\/remark-(gfm|frontmatter)\/index\.js$/)
      expect(path.resolve(folder, found), name).toMatch(/node_modules\/remark-(gfm|frontmatter)\/index\.js$/)
    }
    expect(pluginBeside('remark-lint-uri/no-uri-password', from())).toMatch(/\/rules\/no-uri-password\.ts$/)
  })

  it('nothing for paths, URLs, what the project resolves, and what neither has', async () => {
    await writeFiles(folder, projectShim)
    for (const name of [
      'remark-gfm',
      'gfm',
      './local.js',
      '../up.js',
      '/abs/plugin.js',
      'file:///x.js',
      '',
      'remark-not-installed'
    ])
      expect(pluginBeside(name, from()), name).toBeUndefined()
  })

  it('keeps the shape of the configuration: functions, options and other fields as they were', () => {
    const plugin = () => undefined
    const config = {settings: {bullet: '*'}, plugins: [plugin, ['remark-gfm', {singleTilde: false}], './local.js']}
    const transformed = findPluginsBeside(config, path.join(folder, '.remarkrc.json')) as typeof config
    expect(transformed.settings).toBe(config.settings)
    expect(transformed.plugins[0]).toBe(plugin)
    expect(transformed.plugins[1]).toEqual([pluginBeside('remark-gfm', from()), {singleTilde: false}])
    expect(transformed.plugins[2]).toBe('./local.js')
    expect(findPluginsBeside(null, 'x')).toBeNull()
    expect(findPluginsBeside({settings: {}}, 'x')).toEqual({settings: {}})
  })
})

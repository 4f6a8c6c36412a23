/**
 * What the GitHub Action installs beside urilint
 * (packages/remark-lint-uri/src/action/plugins.ts): the plugins a
 * workspace's configurations name that neither the project nor urilint's
 * install has, at the versions the project pins.
 */
import fs from 'node:fs/promises'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {missingPlugins} from '../../../packages/remark-lint-uri/src/action/plugins.ts'
import {temporaryFolder, writeFiles} from '../helpers.ts'

let folder: string

beforeEach(async () => {
  folder = await fs.realpath(await temporaryFolder())
})

afterEach(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

function missing(): {plugins: string[]; warnings: string[]} {
  const warnings: string[] = []
  const plugins = missingPlugins(folder, (line) => warnings.push(line)).map((plugin) =>
    plugin.version === undefined ? plugin.name : plugin.name + '@' + plugin.version
  )
  return {plugins, warnings}
}

const rc = (...plugins: unknown[]) => JSON.stringify({plugins})

describe('missingPlugins', () => {
  it('none for the README’s configuration: urilint’s install has remark-gfm and itself', async () => {
    await writeFiles(folder, {
      '.remarkrc.json': rc('remark-gfm', 'remark-lint-uri', ['remark-lint-uri/no-uri-password', 'error'])
    })
    expect(missing()).toEqual({plugins: [], warnings: []})
  })

  it('the version package-lock.json pins, else the package.json range, else none (latest)', async () => {
    await writeFiles(folder, {
      '.remarkrc.json': rc('remark-toc', 'lint-no-dead-urls', 'remark-some-plugin', ['remark-lint-uri', {}]),
      'package.json': JSON.stringify({devDependencies: {'remark-toc': '^9.0.0', 'remark-lint-no-dead-urls': '^2.0.0'}}),
      'package-lock.json': JSON.stringify({
        lockfileVersion: 3,
        packages: {'': {}, 'node_modules/remark-toc': {version: '9.0.1'}}
      })
    })
    expect(missing()).toEqual({
      plugins: ['remark-toc@9.0.1', 'remark-lint-no-dead-urls@^2.0.0', 'remark-some-plugin'],
      warnings: []
    })
  })

  it('pnpm-lock.yaml (peers left out) and yarn.lock, Yarn 1 and Yarn 2 and later', async () => {
    await writeFiles(folder, {
      'a/.remarkrc.yml': 'plugins:\n  - remark-toc\n  - [remark-math, {}]\n',
      'a/pnpm-lock.yaml':
        "lockfileVersion: '9.0'\nimporters:\n  .:\n    devDependencies:\n      remark-toc:\n        specifier: ^9.0.0\n        version: 9.0.0\n      remark-math:\n        specifier: ^6\n        version: 6.0.0(@types/node@20.0.0)\n",
      'b/package.json': JSON.stringify({remarkConfig: {plugins: {'remark-toc': true}}}),
      'b/yarn.lock':
        '# yarn lockfile v1\n\n"remark-tocx@^1":\n  version "1.0.0"\n\nremark-toc@^8.0.0, remark-toc@^8.0.1:\n  version "8.0.1"\n  resolved "https://registry.yarnpkg.com/x"\n',
      'c/.remarkrc': rc('remark-toc'),
      'c/yarn.lock':
        '__metadata:\n  version: 6\n\n"remark-toc@npm:^7.0.0":\n  version: 7.1.0\n  resolution: "remark-toc@npm:7.1.0"\n'
    })
    // One install folder: the first configuration's version of each name.
    expect(missing().plugins).toEqual(['remark-toc@9.0.0', 'remark-math@6.0.0'])
    await fs.rm(`${folder}/a`, {recursive: true})
    expect(missing().plugins).toEqual(['remark-toc@8.0.1'])
    await fs.rm(`${folder}/b`, {recursive: true})
    expect(missing().plugins).toEqual(['remark-toc@7.1.0'])
  })

  it('nothing the project has installed, and no version npm would read as a path or address', async () => {
    await writeFiles(folder, {
      '.remarkrc.json': rc('remark-installed', 'remark-from-git', './local-plugin.js', '@acme/remark-house-style'),
      'node_modules/remark-installed/package.json': '{"name": "remark-installed", "exports": "./index.js"}',
      'node_modules/remark-installed/index.js': 'export default () => {}\n',
      'package.json': JSON.stringify({devDependencies: {'remark-from-git': 'github:someone/remark-from-git'}})
    })
    expect(missing()).toEqual({plugins: ['remark-from-git', '@acme/remark-house-style'], warnings: []})
  })

  it('says what it cannot read, one line each; skips node_modules and package.json without remarkConfig', async () => {
    await writeFiles(folder, {
      '.remarkrc.mjs': 'import x from "remark-x"\nexport default {plugins: [x]}\n',
      'docs/.remarkrc.json': '{"plugins": ["remark-toc",}',
      'node_modules/dep/.remarkrc.json': rc('remark-never'),
      'tools/package.json': JSON.stringify({name: 'tools', devDependencies: {'remark-toc': '1'}})
    })
    expect(missing()).toEqual({
      plugins: [],
      warnings: [
        ".remarkrc.mjs: a JavaScript configuration imports its own plugins: install the project's dependencies first",
        expect.stringMatching(/^docs\/\.remarkrc\.json: cannot read it: /) as string
      ]
    })
  })
})

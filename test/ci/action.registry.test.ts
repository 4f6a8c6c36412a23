/**
 * The GitHub Action end to end: action.yml's steps run as GitHub's runner
 * runs them (test/ci/action-runner.ts), with the real npm, against a
 * stand-in registry that serves the packed tarballs as if published
 * (test/packaging/registry.ts; everything else comes from the npm registry).
 * Three workspaces, as projects meet the Action: no configuration; the
 * README's configuration and a preset pinned by the lockfile, with no
 * `node_modules`; a configuration whose plugins the project has installed.
 * Each job starts from the install folder the one before left, as
 * actions/cache restores it.
 */
import {execFile} from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {startRegistry, type Registry} from '../packaging/registry.ts'
import {ran, root, runAction, runner, type Runner} from './action-runner.ts'

const version = (
  JSON.parse(await fs.readFile(path.join(root, 'packages/remark-lint-uri/package.json'), 'utf8')) as {version: string}
).version
const secret = 'pr0d-9f2bQx7LmZ-4kT8'
const deploy = `# Deploy\n\nPush to <https://deploy:${secret}@git.acmecorp.io/app.git>, see http://example.com/.\n`

let folder: string
let registry: Registry
let npmCache: string

beforeAll(async () => {
  folder = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'urilint-action-registry-')))
  npmCache = path.join(folder, 'npm-cache')
  const packed = inject('packed')
  registry = await startRegistry((await fs.readdir(packed)).map((file) => path.join(packed, file)))
})

afterAll(async () => {
  await registry?.close()
  if (folder !== undefined) await fs.rm(folder, {recursive: true, force: true})
})

/** npm as the Action's steps run it: the stand-in registry, a cache of this test's own. */
const npmEnvironment = () => ({
  npm_config_registry: registry.url,
  npm_config_cache: npmCache,
  npm_config_loglevel: 'error',
  npm_config_update_notifier: 'false'
})

/** Restore `from`'s install folder into `to`, as actions/cache does for the next job. */
async function restoreCache(from: Runner, to: Runner): Promise<void> {
  const name = 'urilint-' + version
  await fs.cp(path.join(from.temp, name), path.join(to.temp, name), {recursive: true, verbatimSymlinks: true})
}

/** The annotations of the lint step, by title, and its exit code. */
function annotations(run: ReturnType<typeof ran>): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::'))
    .map((line) => /^::(\w+) file=([^,]+),line=(\d+).*title=([^:]+)::/.exec(line)!.slice(1).join(' '))
}

function npm(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile('npm', args, {cwd, env: {...process.env, ...npmEnvironment()}}, (error, _stdout, stderr) =>
      error ? reject(new Error(stderr)) : resolve()
    )
  )
}

describe('the Action against a registry serving the packed tarballs', () => {
  let first: Runner

  it('no configuration: the preset, one install of the release’s version, SARIF and annotations from one run', async () => {
    first = await runner(folder, 'no-config', {'docs/deploy.md': deploy})
    const result = await runAction(first, {}, npmEnvironment())
    const install = ran(result.install)
    expect(install.code, install.stderr).toBe(0)
    expect(install.stdout).not.toContain('Plugins the remark configuration names')
    expect(registry.fetched.get('remark-lint-uri')).toBe(1)
    const lint = ran(result.lint)
    expect(lint.outputs).toEqual({'sarif-file': path.join(first.temp, 'urilint.sarif'), 'exit-code': '1'})
    expect(annotations(lint)).toEqual(['error docs/deploy.md 3 remark-lint%3Ano-uri-password'])
    const sarif = await fs.readFile(path.join(first.temp, 'urilint.sarif'), 'utf8')
    expect((JSON.parse(sarif) as {runs: Array<{results: unknown[]}>}).runs[0]!.results).toHaveLength(1)
    expect(sarif + lint.stdout + lint.stderr + install.stdout + install.stderr).not.toContain(secret)
    expect(ran(result['Fail on findings']).code).toBe(1)
  })

  it('the README’s configuration, no node_modules: remark-gfm from beside urilint, nothing installed (before: `Cannot find module` on every file, exit 2)', async () => {
    const job = await runner(folder, 'readme-config', {
      '.remarkrc.json': JSON.stringify({plugins: ['remark-gfm', 'remark-lint-uri']}),
      'docs/deploy.md': deploy
    })
    await restoreCache(first, job)
    const result = await runAction(job, {sarif: 'false'}, npmEnvironment())
    expect(ran(result.install).stdout).toBe(`remark-lint-uri ${version}: from the cache\n`)
    expect(registry.fetched.get('remark-lint-uri')).toBe(1)
    const lint = ran(result.lint)
    expect([lint.outputs, lint.stderr]).toEqual([{'exit-code': '1'}, ''])
    expect(annotations(lint)).toEqual(['error docs/deploy.md 3 remark-lint%3Ano-uri-password'])
  })

  it('a preset the lockfile pins, no node_modules: installed beside urilint at that version, and its rules run', async () => {
    const job = await runner(folder, 'preset', {
      'package.json': JSON.stringify({
        name: 'docs',
        private: true,
        devDependencies: {'remark-preset-lint-recommended': '^7.0.0'},
        remarkConfig: {plugins: ['remark-preset-lint-recommended', 'remark-lint-uri']}
      }),
      'package-lock.json': JSON.stringify({
        lockfileVersion: 3,
        packages: {'': {}, 'node_modules/remark-preset-lint-recommended': {version: '7.0.0'}}
      }),
      'docs/deploy.md': deploy
    })
    await restoreCache(first, job)
    const result = await runAction(job, {sarif: 'false'}, npmEnvironment())
    const install = ran(result.install)
    expect(install.code, install.stderr).toBe(0)
    expect(install.stdout.split('\n').slice(0, 2)).toEqual([
      `remark-lint-uri ${version}: from the cache`,
      'Plugins the remark configuration names, not installed in the workspace: remark-preset-lint-recommended@7.0.0'
    ])
    const installed = JSON.parse(
      await fs.readFile(
        path.join(job.temp, `urilint-${version}/node_modules/remark-preset-lint-recommended/package.json`),
        'utf8'
      )
    ) as {version: string}
    expect(installed.version).toBe('7.0.0')
    // The workspace is untouched: no node_modules, the same lockfile.
    await expect(fs.access(path.join(job.workspace, 'node_modules'))).rejects.toThrow()
    const lint = ran(result.lint)
    expect(lint.outputs).toEqual({'exit-code': '1'})
    expect(annotations(lint)).toEqual([
      'error docs/deploy.md 3 remark-lint%3Ano-uri-password',
      'warning docs/deploy.md 3 remark-lint%3Ano-literal-urls'
    ])
  })

  it('a configuration whose plugins the project has installed: the project’s copies, nothing installed beside urilint', async () => {
    const job = await runner(folder, 'installed', {
      'package.json': JSON.stringify({
        name: 'docs',
        private: true,
        remarkConfig: {plugins: ['remark-preset-lint-recommended', 'remark-lint-uri']}
      }),
      'docs/deploy.md': deploy
    })
    await npm(
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', 'remark-preset-lint-recommended@7.0.1'],
      job.workspace
    )
    await restoreCache(first, job)
    const result = await runAction(job, {sarif: 'false'}, npmEnvironment())
    expect(ran(result.install).stdout).toBe(`remark-lint-uri ${version}: from the cache\n`)
    await expect(
      fs.access(path.join(job.temp, `urilint-${version}/node_modules/remark-preset-lint-recommended`))
    ).rejects.toThrow()
    expect(annotations(ran(result.lint))).toEqual([
      'error docs/deploy.md 3 remark-lint%3Ano-uri-password',
      'warning docs/deploy.md 3 remark-lint%3Ano-literal-urls'
    ])
  })
})

/**
 * pre-commit (Debian's `pre-commit`) running urilint's hooks in real
 * projects, with npm pointed at a stand-in registry that serves the packed
 * tarballs as if published (test/packaging/registry.ts):
 *
 * - the published hook repository (packages/remark-lint-uri/pre-commit, made
 *   a git repository tagged `v<version>` here, as the release makes it) in a
 *   project without a remark configuration, with the README's configuration
 *   and no `node_modules`, and with a preset named in
 *   `additional_dependencies`;
 * - the README's `repo: local` hook;
 * - this repository's own hook (`.pre-commit-hooks.yaml`, the project's own
 *   install) in a project that installed remark-lint-uri.
 *
 * Without `pre-commit` on the PATH the tests are skipped and say so, unless
 * URILINT_REQUIRE_CLIENTS is set (as .ci/run sets it, after installing it).
 */
import {execFileSync} from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {execute} from '../packaging/exec.ts'
import {startRegistry, type Registry} from '../packaging/registry.ts'

const root = new URL('../../', import.meta.url).pathname
const version = (
  JSON.parse(await fs.readFile(path.join(root, 'packages/remark-lint-uri/package.json'), 'utf8')) as {version: string}
).version
const secret = 'pr0d-9f2bQx7LmZ-4kT8'
const deploy = `# Deploy\n\nPush to <https://deploy:${secret}@git.acmecorp.io/app.git>, see http://example.com/.\n`

function available(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'})
    return true
  } catch {
    return false
  }
}
const hasPreCommit = available('pre-commit')
if (!hasPreCommit && process.env.URILINT_REQUIRE_CLIENTS !== undefined)
  throw new Error('pre-commit is not on the PATH, and URILINT_REQUIRE_CLIENTS is set: install Debian’s pre-commit')

let folder: string
let registry: Registry
let hooks: string

interface Result {
  code: number | null
  output: string
}

/** Environment of every command: the stand-in registry, caches of this test's own, git's identity. */
function environment(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    npm_config_registry: registry.url,
    npm_config_cache: path.join(folder, 'npm-cache'),
    npm_config_loglevel: 'error',
    npm_config_update_notifier: 'false',
    PRE_COMMIT_HOME: path.join(folder, 'pre-commit-home'),
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    NO_COLOR: '1',
    GITHUB_ACTIONS: undefined
  }
}

function run(file: string, args: readonly string[], cwd: string): Promise<Result> {
  return execute(file, args, cwd, environment()).then(({code, stdout, stderr}) => ({code, output: stdout + stderr}))
}

async function must(file: string, args: readonly string[], cwd: string): Promise<void> {
  const result = await run(file, args, cwd)
  if (result.code !== 0) throw new Error(`${file} ${args.join(' ')} failed (${result.code}):\n${result.output}`)
}

/** A git repository at `name` with `files`, all staged (pre-commit lints staged files; `--all-files` all). */
async function repository(name: string, files: Record<string, string>): Promise<string> {
  const directory = path.join(folder, name)
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(directory, file)), {recursive: true})
    await fs.writeFile(path.join(directory, file), text)
  }
  await must('git', ['init', '-q', '-b', 'main'], directory)
  await must('git', ['add', '-A'], directory)
  return directory
}

/** `pre-commit run --all-files` in `project`. */
const preCommit = (project: string) => run('pre-commit', ['run', '--all-files', '--color', 'never'], project)

/** The published hook, pinned to the release tag. */
const published = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({repos: [{repo: hooks, rev: 'v' + version, hooks: [{id: 'urilint', ...extra}]}]})

beforeAll(async () => {
  if (!hasPreCommit) return
  folder = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'urilint-pre-commit-')))
  const packed = inject('packed')
  registry = await startRegistry((await fs.readdir(packed)).map((file) => path.join(packed, file)))
  // The hook repository as the release publishes it: the folder's files, committed and tagged.
  const source = path.join(root, 'packages/remark-lint-uri/pre-commit')
  const files: Record<string, string> = {}
  for (const file of await fs.readdir(source)) files[file] = await fs.readFile(path.join(source, file), 'utf8')
  hooks = await repository('hooks', files)
  await fs.chmod(path.join(hooks, 'urilint.js'), 0o755)
  await must('git', ['commit', '-q', '-m', 'Release'], hooks)
  await must('git', ['tag', 'v' + version], hooks)
}, 120_000)

afterAll(async () => {
  await registry?.close()
  if (folder !== undefined) await fs.rm(folder, {recursive: true, force: true})
})

describe.skipIf(!hasPreCommit)('pre-commit (Debian’s), npm against a registry serving the packed tarballs', () => {
  it('the published hook, no remark configuration: the password fails the commit, never printed', async () => {
    const project = await repository('plain', {'.pre-commit-config.yaml': published(), 'docs/deploy.md': deploy})
    const result = await preCommit(project)
    expect(result.code, result.output).toBe(1)
    expect(result.output).toMatch(/^urilint\.+Failed$/m)
    expect(result.output).toContain(
      '3:25-3:45 error Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`'
    )
    expect(result.output).not.toContain(secret)
  })

  it('the published hook, the README’s configuration and no node_modules: remark-gfm from beside urilint (before: `Cannot find module`, exit 2)', async () => {
    const project = await repository('readme-config', {
      '.pre-commit-config.yaml': published(),
      '.remarkrc.json': JSON.stringify({plugins: ['remark-gfm', 'remark-lint-uri']}),
      'docs/deploy.md': deploy,
      'docs/clean.md': '# Clean\n\n<https://example.com/>\n'
    })
    const result = await preCommit(project)
    expect(result.code, result.output).toBe(1)
    expect(result.output).not.toContain('Cannot find module')
    expect(result.output).toContain('no-uri-password')
    expect(result.output).toContain('1 error')
    // Only the file with the password fails.
    await fs.rm(path.join(project, 'docs/deploy.md'))
    await must('git', ['add', '-A'], project)
    expect(await preCommit(project)).toMatchObject({code: 0})
  })

  it('the published hook, a preset named in additional_dependencies: its rules run too', async () => {
    const project = await repository('preset', {
      '.pre-commit-config.yaml': published({
        additional_dependencies: ['remark-preset-lint-recommended@7.0.1']
      }),
      '.remarkrc.json': JSON.stringify({plugins: ['remark-preset-lint-recommended', 'remark-lint-uri']}),
      'docs/deploy.md': deploy
    })
    const result = await preCommit(project)
    expect(result.code, result.output).toBe(1)
    expect(result.output).toContain('no-uri-password')
    expect(result.output).toContain('no-literal-urls')
    expect(result.output).not.toContain(secret)
  })

  it('the README’s `repo: local` hook, with the README’s configuration', async () => {
    const project = await repository('local-hook', {
      '.pre-commit-config.yaml': JSON.stringify({
        repos: [
          {
            repo: 'local',
            hooks: [
              {
                id: 'urilint',
                name: 'urilint',
                entry: 'urilint --silently-ignore',
                language: 'node',
                additional_dependencies: ['remark-lint-uri@' + version],
                files: '(?i)\\.(md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron|mdx|txt|eml|mbox)$',
                require_serial: true
              }
            ]
          }
        ]
      }),
      '.remarkrc.json': JSON.stringify({plugins: ['remark-gfm', 'remark-lint-uri']}),
      'docs/deploy.md': deploy
    })
    const result = await preCommit(project)
    expect(result.code, result.output).toBe(1)
    expect(result.output).toContain('no-uri-password')
    expect(result.output).not.toContain('Cannot find module')
  })

  it('this repository’s hook (the project’s own install), in a project that installed remark-lint-uri', async () => {
    const hooksHere = await fs.readFile(path.join(root, '.pre-commit-hooks.yaml'), 'utf8')
    const own = await repository('own-hook-repo', {'.pre-commit-hooks.yaml': hooksHere})
    await must('git', ['commit', '-q', '-m', 'Hooks'], own)
    await must('git', ['tag', 'v' + version], own)
    const project = await repository('own-install', {
      '.pre-commit-config.yaml': JSON.stringify({repos: [{repo: own, rev: 'v' + version, hooks: [{id: 'urilint'}]}]}),
      'package.json': JSON.stringify({name: 'docs', private: true}),
      '.gitignore': 'node_modules/\n',
      'docs/deploy.md': deploy
    })
    await must('npm', ['install', '--no-audit', '--no-fund', '--save-dev', 'remark-lint-uri@' + version], project)
    await must('git', ['add', '-A'], project)
    const result = await preCommit(project)
    expect(result.code, result.output).toBe(1)
    expect(result.output).toContain('no-uri-password')
  })
})

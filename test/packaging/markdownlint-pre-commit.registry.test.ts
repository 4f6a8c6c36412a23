/**
 * markdownlint-cli2's pre-commit hook with the rules, as the README's
 * `## markdownlint` section configures it: its `.pre-commit-config.yaml`
 * (remark-lint-uri in `additional_dependencies`) and
 * `.markdownlint-cli2.jsonc`, run by Debian's `pre-commit` with npm pointed
 * at a stand-in registry serving the packed tarballs (registry.ts).
 *
 * The hook repository stands in for github.com/DavidAnson/markdownlint-cli2
 * at the README's tag: markdownlint-cli2's package of that version from the
 * registry (what the repository holds at the tag, less its development
 * dependencies, which pre-commit would install and the hook never runs) and
 * its `.pre-commit-hooks.yaml`, committed and tagged. Skipped without
 * `pre-commit` on the PATH, unless URILINT_REQUIRE_CLIENTS is set.
 */
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {execute} from './exec.ts'
import {startRegistry, type Registry} from './registry.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const readme = readFileSync(path.join(root, 'packages/remark-lint-uri/README.md'), 'utf8')
const password = 'Kx9Qz7Vb2mWp'
const upstream = 'https://github.com/DavidAnson/markdownlint-cli2'

/** A ```` ```<info> ```` block of the README's section `heading`. */
function block(heading: string, info: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`)
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  return new RegExp('^```' + info + '\\n([\\s\\S]*?)^```$', 'm').exec(section)![1]!
}

/** markdownlint-cli2's own `.pre-commit-hooks.yaml` (upstream, unchanged since 0.4). */
const hooksYaml = `- id: markdownlint-cli2
  name: markdownlint-cli2
  description: "Checks the style of Markdown/CommonMark files."
  entry: markdownlint-cli2
  language: node
  types: [markdown]
  minimum_pre_commit_version: 0.15.0
`

const hasPreCommit = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v pre-commit'], {stdio: 'ignore'})
    return true
  } catch {
    return false
  }
})()
if (!hasPreCommit && process.env.URILINT_REQUIRE_CLIENTS !== undefined)
  throw new Error('pre-commit is not on the PATH, and URILINT_REQUIRE_CLIENTS is set: install Debian’s pre-commit')

let folder: string
let registry: Registry

interface Result {
  code: number | null
  output: string
}

function run(file: string, args: readonly string[], cwd: string): Promise<Result> {
  const env = {
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
  return execute(file, args, cwd, env).then(({code, stdout, stderr}) => ({code, output: stdout + stderr}))
}

async function must(file: string, args: readonly string[], cwd: string): Promise<string> {
  const result = await run(file, args, cwd)
  if (result.code !== 0) throw new Error(`${file} ${args.join(' ')} failed (${result.code}):\n${result.output}`)
  return result.output
}

beforeAll(async () => {
  if (!hasPreCommit) return
  folder = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'urilint-markdownlint-pre-commit-')))
  const packed = inject('packed')
  registry = await startRegistry((await fs.readdir(packed)).map((file) => path.join(packed, file)))
}, 60_000)

afterAll(async () => {
  await registry?.close()
  if (folder !== undefined) await fs.rm(folder, {recursive: true, force: true})
})

describe.skipIf(!hasPreCommit)('markdownlint-cli2’s pre-commit hook with the README’s configuration', () => {
  it('runs the rules from additional_dependencies: the password fails the commit, never printed', async () => {
    const config = block('markdownlint', 'yaml .pre-commit-config.yaml')
    const rev = /^ {4}rev: (v[\d.]+)$/m.exec(config)![1]!
    expect(config).toContain(`repo: ${upstream}\n`)

    // The hook repository at the tag.
    const hooks = path.join(folder, 'markdownlint-cli2')
    await fs.mkdir(hooks)
    const tarball = (await must('npm', ['pack', '--silent', `markdownlint-cli2@${rev.slice(1)}`], folder)).trim()
    await must('tar', ['-xzf', path.join(folder, tarball), '-C', hooks, '--strip-components', '1'], folder)
    const manifest = JSON.parse(await fs.readFile(path.join(hooks, 'package.json'), 'utf8')) as Record<string, unknown>
    delete manifest.devDependencies
    delete manifest.scripts
    await fs.writeFile(path.join(hooks, 'package.json'), JSON.stringify(manifest, null, 2) + '\n')
    await fs.writeFile(path.join(hooks, '.pre-commit-hooks.yaml'), hooksYaml)
    await must('git', ['init', '-q', '-b', 'main'], hooks)
    await must('git', ['add', '-A'], hooks)
    await must('git', ['commit', '-q', '-m', 'Release'], hooks)
    await must('git', ['tag', rev], hooks)

    // The project: the README's two files, its example and nothing installed.
    const project = path.join(folder, 'project')
    await fs.mkdir(path.join(project, 'docs'), {recursive: true})
    await fs.writeFile(path.join(project, '.pre-commit-config.yaml'), config.replace(upstream, hooks))
    await fs.writeFile(path.join(project, '.markdownlint-cli2.jsonc'), block('markdownlint', 'jsonc'))
    await fs.writeFile(path.join(project, 'docs/example.md'), block('ESLint', 'markdown eslint'))
    await must('git', ['init', '-q', '-b', 'main'], project)
    await must('git', ['add', '-A'], project)

    const result = await run('pre-commit', ['run', '--all-files', '--color', 'never'], project)
    expect(result.code, result.output).toBe(1)
    expect(result.output).toMatch(/^markdownlint-cli2\.+Failed$/m)
    const ours = result.output.split('\n').filter((line) => / no-(malformed-uri|unsafe-port|uri-password) /.test(line))
    expect(ours).toEqual(block('markdownlint', 'text markdownlint-output').trimEnd().split('\n'))
    expect(registry.fetched.get('remark-lint-uri')).toBe(1)
    expect(result.output).not.toContain(password)
  }, 400_000)
})

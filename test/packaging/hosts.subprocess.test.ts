/**
 * The rules in the other hosts as users get them: the packed tarballs
 * installed into a fresh npm project with ESLint, @eslint/markdown and
 * markdownlint-cli2 from the registry, the README's `eslint.config.js` and
 * `.markdownlint-cli2.jsonc`, and a folder of real-looking docs (links,
 * definitions, autolinks, bare URLs, HTML, code, front matter). `npx eslint
 * .`, `npx markdownlint-cli2 "**\/*.md"` and `npx urilint` report the same
 * findings at the same places (notes aside, and markdownlint's front matter:
 * see hosts.test.ts), fail the run on the password, and print no password.
 * Needs the npm registry.
 */
import {readFileSync} from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {execute, type Executed} from './exec.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const version = (JSON.parse(readFileSync(path.join(root, 'packages/core/package.json'), 'utf8')) as {version: string})
  .version
const readme = readFileSync(path.join(root, 'packages/remark-lint-uri/README.md'), 'utf8')
const passwords = ['Kx9Qz7Vb2mWp', 'Tr4Jx8Lm2Qv9', 'Pw7Hn3Zk9Rx2']

/** A ```` ```<info> ```` block of the README's section `heading`. */
function block(heading: string, info: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`)
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  return new RegExp('^```' + info + '\\n([\\s\\S]*?)^```$', 'm').exec(section)![1]!
}

const docs: Record<string, string> = {
  'docs/setup.md': [
    '---',
    `database: postgres://app:${passwords[0]}@db.acme-prod.io:5432/app`,
    '---',
    '',
    '# Setup',
    '',
    'See [the chart](http://charts.example.com/c#a#b), <http://x.example.com:6000/> and',
    'https://docs.acme-corp.io/guide|print, or [the mirror][mirror].',
    '',
    '<a href="https://files.example.org/a b.pdf">the PDF</a>',
    '<!-- staging: https://deploy:' + passwords[1] + '@staging.acme-corp.io/ -->',
    '',
    '```sh',
    `export REDIS_URL=redis://cache:${passwords[2]}@cache.acme-prod.io:6379/0`,
    '```',
    '',
    '[mirror]: http://mirror.example.com:25/pub',
    ''
  ].join('\n'),
  'docs/example.md': block('ESLint', 'markdown eslint')
}

function run(file: string, args: readonly string[], cwd: string): Promise<Executed> {
  const env = {
    ...process.env,
    GITHUB_ACTIONS: undefined,
    FORCE_COLOR: undefined,
    NO_COLOR: '1',
    npm_config_loglevel: 'error'
  }
  return execute(file, args, cwd, env)
}

/** A finding where a host puts it: file, rule, line and column of its start. */
type Place = string

let folder: string
let project: string

beforeAll(async () => {
  folder = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'urilint-hosts-')))
  project = path.join(folder, 'project')
  for (const file of await fs.readdir(inject('packed')))
    await fs.copyFile(path.join(inject('packed'), file), path.join(folder, file))
  await fs.mkdir(path.join(project, 'docs'), {recursive: true})
  await fs.writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({name: 'docs', private: true, type: 'module'}) + '\n'
  )
  await fs.writeFile(path.join(project, 'eslint.config.js'), block('ESLint', 'js eslint.config.js'))
  await fs.writeFile(path.join(project, '.markdownlint-cli2.jsonc'), block('markdownlint', 'jsonc'))
  for (const [name, text] of Object.entries(docs)) await fs.writeFile(path.join(project, name), text)
  const tarballs = ['urilint-core', 'urilint-extract', 'remark-lint-uri'].map((name) => `../${name}-${version}.tgz`)
  const installed = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', ...tarballs, 'eslint@10', '@eslint/markdown@8', 'markdownlint-cli2@0.18'],
    project
  )
  if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.stdout}\n${installed.stderr}`)
}, 400_000)

afterAll(async () => {
  if (folder !== undefined) await fs.rm(folder, {recursive: true, force: true})
})

describe('npx eslint, npx markdownlint-cli2 and npx urilint on the same docs', () => {
  let eslint: Executed
  let stylish: Executed
  let markdownlint: Executed
  let urilint: Executed

  beforeAll(async () => {
    ;[eslint, stylish, markdownlint, urilint] = await Promise.all([
      run('npx', ['--no-install', 'eslint', '--format', 'json', '.'], project),
      run('npx', ['--no-install', 'eslint', '.'], project),
      run('npx', ['--no-install', 'markdownlint-cli2', '**/*.md', '#node_modules'], project),
      run('npx', ['--no-install', 'urilint', '--report', 'json', '.'], project)
    ])
  }, 180_000)

  it('each fails the run on the password', () => {
    expect(
      [eslint.code, stylish.code, markdownlint.code, urilint.code],
      JSON.stringify({eslint, markdownlint, urilint}).slice(0, 4000)
    ).toEqual([1, 1, 1, 1])
  })

  // With the README's configuration, which turns off markdownlint's MD034: its context quotes bare URLs.
  it('no output of any holds a password', () => {
    // ESLint's JSON formatter writes each file's `source` beside its messages: the rest of it.
    const files = JSON.parse(eslint.stdout) as Array<{source?: string}>
    for (const file of files) delete file.source
    const json = {code: eslint.code, stdout: JSON.stringify(files), stderr: eslint.stderr}
    for (const output of [json, stylish, markdownlint, urilint])
      for (const password of passwords) {
        expect(output.stdout).not.toContain(password)
        expect(output.stderr).not.toContain(password)
        expect(output.stdout).not.toContain(password.slice(0, 6))
      }
  })

  it('the same findings at the same places, notes aside', () => {
    const fromUrilint = (
      JSON.parse(urilint.stdout) as Array<{
        path: string
        messages: Array<{
          ruleId: string
          severity: string
          line: number
          column: number
          endLine: number
          endColumn: number
        }>
      }>
    ).flatMap((file) =>
      file.messages
        // Notes are in neither other host.
        .filter((message) => message.severity !== 'info')
        .map((message) => ({
          place: `${path.relative(project, path.resolve(project, file.path))} ${message.ruleId} ${message.line}:${message.column}`,
          range: `${message.line}:${message.column}-${message.endLine}:${message.endColumn}`
        }))
    )
    expect(fromUrilint.length).toBeGreaterThanOrEqual(8)

    const fromEslint = (
      JSON.parse(eslint.stdout) as Array<{
        filePath: string
        messages: Array<{ruleId: string; line: number; column: number; endLine: number; endColumn: number}>
      }>
    ).flatMap((file) =>
      file.messages
        .filter((message) => message.ruleId?.startsWith('uri/'))
        .map((message) => ({
          place: `${path.relative(project, file.filePath)} ${message.ruleId.slice(4)} ${message.line}:${message.column}`,
          range: `${message.line}:${message.column}-${message.endLine}:${message.endColumn}`
        }))
    )
    const sort = (places: Place[]) => [...places].sort()
    expect(sort(fromEslint.map((each) => each.place + ' ' + each.range))).toEqual(
      sort(fromUrilint.map((each) => each.place + ' ' + each.range))
    )

    // markdownlint-cli2's default formatter: `file:line:column rule description [detail]`.
    const fromMarkdownlint = markdownlint.stderr
      .split('\n')
      .map((line) => /^([^:\s]+):(\d+)(?::(\d+))? (no-[\w-]+) /.exec(line))
      .filter((match) => match !== null)
      .map((match) => `${match[1]} ${match[4]} ${match[2]}:${match[3] ?? ''}`)
    // Its front matter exception: the finding on line 2 of setup.md (and the blank line markdownlint takes with it) is on the first line after, with no column.
    const expected = fromUrilint.map((each) =>
      each.place === 'docs/setup.md no-uri-password 2:26' ? 'docs/setup.md no-uri-password 5:' : each.place
    )
    expect(sort(fromMarkdownlint)).toEqual(sort(expected))
  })
})

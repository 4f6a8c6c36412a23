/**
 * Every output of urilint on documents holding a real-looking secret: the
 * default report (vfile-reporter), `json`, `sarif` (valid against the SARIF
 * 2.1.0 schema) and `github`, through `main` (the language server:
 * server-secrecy.subprocess.test.ts). The secret is in none.
 * Then the `github` and `sarif` reports run from a subfolder of a
 * repository: they name files from the repository root.
 */
import {createHash} from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runCli, temporaryFolder} from '../helpers.ts'
import {markdown, sarifValidator, secret, text} from './report-fixtures.ts'

let folder: string
const outputs: Record<string, {code: number | null; stdout: string; stderr: string}> = {}

beforeAll(async () => {
  folder = await temporaryFolder()
  await fs.writeFile(path.join(folder, 'deploy.md'), markdown)
  await fs.writeFile(path.join(folder, 'notes.txt'), text)
  // No repository: file names from the folder (a GITHUB_WORKSPACE of the run of the tests would name another root).
  const env = {GITHUB_WORKSPACE: undefined}
  for (const report of ['default', 'json', 'sarif', 'github']) {
    outputs[report] = await runCli(['--report', report, '--verbose'], {cwd: folder, env})
  }
  outputs['github by default in GitHub Actions'] = await runCli([], {
    cwd: folder,
    env: {...env, GITHUB_ACTIONS: 'true'}
  })
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

describe('no secret in any output', () => {
  it('reporters: default, json, sarif, github', () => {
    for (const [name, output] of Object.entries(outputs)) {
      expect(output.code, name).toBe(1)
      expect(output.stdout + output.stderr, name).toContain('***')
      expect(output.stdout + output.stderr, name).not.toContain(secret)
      // Nor a piece of it long enough to matter.
      expect(output.stdout + output.stderr, name).not.toContain(secret.slice(0, 8))
    }
  })
})

describe('reports', () => {
  it('default: vfile-reporter, redacted', () => {
    const report = outputs.default!
    expect(report.stdout).toBe('')
    const lines = report.stderr.split('\n')
    expect(lines[0]).toBe('deploy.md')
    expect(lines[1]).toBe(
      '3:35-3:55   error   Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI no-uri-password  remark-lint'
    )
    // `--verbose` adds the docs URL and the note under each message.
    expect(lines.slice(2, 6)).toEqual([
      '  [url]:',
      '    https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#no-uri-password',
      '  [note]:',
      "    The password is of a real secret's strength, on a host of the Internet; RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way; see https://www.rfc-editor.org/rfc/rfc3986#section-7.5"
    ])
    expect(report.stderr).toContain(
      'notes.txt\n1:18-1:38   error   Unexpected password in `https://ci:***@ci.acmecorp.io/hook`, expected no credentials in the URI'
    )
    expect(lines.at(-2)).toBe('9 messages (✖ 7 errors, ⚠ 2 warnings)')
  })

  it('json: the listed fields of each message', () => {
    const files = JSON.parse(outputs.json!.stdout) as Array<{path: string; messages: Array<Record<string, unknown>>}>
    expect(
      files.map((file) => [
        file.path,
        file.messages.map(
          (message) => `${message.line}:${message.column}-${message.endLine}:${message.endColumn} ${message.ruleId}`
        )
      ])
    ).toEqual([
      [
        'deploy.md',
        [
          '3:35-3:55 no-uri-password',
          '5:24-5:44 no-uri-password',
          '7:22-7:42 no-uri-password',
          '9:13-9:33 no-uri-password',
          '9:49-9:53 no-unsafe-port',
          '11:29-11:77 no-malformed-uri',
          '11:39-11:62 no-uri-password',
          '13:22-13:42 no-uri-password'
        ]
      ],
      ['notes.txt', ['1:18-1:38 no-uri-password']]
    ])
    expect(files[0]!.messages[0]).toEqual({
      ruleId: 'no-uri-password',
      source: 'remark-lint',
      severity: 'error',
      reason: 'Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI',
      line: 3,
      column: 35,
      endLine: 3,
      endColumn: 55,
      url: 'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#no-uri-password',
      note: "The password is of a real secret's strength, on a host of the Internet; RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way; see https://www.rfc-editor.org/rfc/rfc3986#section-7.5",
      actual: null,
      expected: ['***']
    })
  })

  it('sarif: valid against the SARIF 2.1.0 schema, results with rules, regions and fixes', async () => {
    const validate = await sarifValidator()
    const log = JSON.parse(outputs.sarif!.stdout) as {
      version: string
      runs: Array<{tool: {driver: {name: string; rules: Array<{id: string}>}}; results: Array<Record<string, unknown>>}>
    }
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true)
    // The schema does check: a run without its tool is rejected.
    expect(validate({version: '2.1.0', runs: [{results: []}]})).toBe(false)
    expect(log.version).toBe('2.1.0')
    const [run] = log.runs
    expect(run!.tool.driver.name).toBe('urilint')
    expect(run!.tool.driver.rules.map((rule) => rule.id)).toEqual([
      'no-uri-password',
      'no-unsafe-port',
      'no-malformed-uri'
    ])
    expect(run!.results.length).toBe(9)
    expect(run!.results[0]).toEqual({
      ruleId: 'no-uri-password',
      ruleIndex: 0,
      level: 'error',
      message: {
        text: 'Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI'
      },
      locations: [
        {
          physicalLocation: {
            artifactLocation: {uri: 'deploy.md', uriBaseId: '%SRCROOT%'},
            region: {startLine: 3, startColumn: 35, endLine: 3, endColumn: 55}
          }
        }
      ],
      fixes: [
        {
          description: {text: 'Replace with `***`'},
          artifactChanges: [
            {
              artifactLocation: {uri: 'deploy.md', uriBaseId: '%SRCROOT%'},
              replacements: [
                {
                  deletedRegion: {startLine: 3, startColumn: 35, endLine: 3, endColumn: 55},
                  insertedContent: {text: '***'}
                }
              ]
            }
          ]
        }
      ],
      partialFingerprints: {
        'urilint/v1': createHash('sha256')
          .update(
            JSON.stringify([
              'no-uri-password',
              'deploy.md',
              'Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI',
              0
            ])
          )
          .digest('hex')
      }
    })
  })

  it('github: workflow commands, and the default inside GitHub Actions', () => {
    const lines = outputs.github!.stdout.trimEnd().split('\n')
    expect(lines.length).toBe(10)
    expect(lines[0]).toBe(
      '::error file=deploy.md,line=3,col=35,endLine=3,endColumn=55,title=remark-lint%3Ano-uri-password::Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI'
    )
    expect(lines[4]).toBe(
      '::warning file=deploy.md,line=9,col=49,endLine=9,endColumn=53,title=remark-lint%3Ano-unsafe-port::Unexpected port `6000` (x11) for `https`, expected its default port or one no other protocol uses'
    )
    expect(lines[9]).toBe('urilint: 7 errors, 2 warnings in 2 of 2 files')
    expect(outputs['github by default in GitHub Actions']!.stdout).toBe(outputs.github!.stdout)
  })
})

describe('from a subfolder of a repository', () => {
  let repository: string

  beforeAll(async () => {
    repository = await temporaryFolder()
    await fs.mkdir(path.join(repository, '.git'))
    await fs.mkdir(path.join(repository, 'sub/docs'), {recursive: true})
    await fs.writeFile(
      path.join(repository, 'sub/docs/a.md'),
      `Mirror: <https://mirror:${secret}@mirror.acmecorp.io:25/app.git>\n`
    )
  })

  afterAll(async () => {
    await fs.rm(repository, {recursive: true, force: true})
  })

  const annotation =
    '::error file=sub/docs/a.md,line=1,col=25,endLine=1,endColumn=45,title=remark-lint%3Ano-uri-password::Unexpected password in `https://mirror:***@mirror.acmecorp.io:25/app.git`, expected no credentials in the URI'

  it('github: `urilint docs/` in `sub/` annotates `sub/docs/a.md` (the folder holding `.git` is the root)', async () => {
    const output = await runCli(['--report', 'github', 'docs/'], {
      cwd: path.join(repository, 'sub'),
      env: {GITHUB_WORKSPACE: undefined}
    })
    expect(output.code).toBe(1)
    expect(output.stdout.split('\n')).toEqual([
      annotation,
      '::warning file=sub/docs/a.md,line=1,col=65,endLine=1,endColumn=67,title=remark-lint%3Ano-unsafe-port::Unexpected port `25` (smtp) for `https`, expected its default port or one no other protocol uses',
      'urilint: 1 error, 1 warning in 1 of 1 file',
      ''
    ])
  })

  it('github: GITHUB_WORKSPACE is the root when set', async () => {
    const output = await runCli(['--report', 'github', '--silent', 'a.md'], {
      cwd: path.join(repository, 'sub/docs'),
      env: {GITHUB_WORKSPACE: repository}
    })
    expect(output.stdout).toBe(annotation + '\nurilint: 1 error in 1 of 1 file\n')
  })

  it('sarif: `sub/docs/a.md` from %SRCROOT%, the repository', async () => {
    const output = await runCli(['--report', 'sarif', 'docs/'], {
      cwd: path.join(repository, 'sub'),
      env: {GITHUB_WORKSPACE: undefined}
    })
    const run = (
      JSON.parse(output.stdout) as {
        runs: Array<{
          originalUriBaseIds: unknown
          results: Array<{locations: Array<{physicalLocation: {artifactLocation: unknown}}>}>
        }>
      }
    ).runs[0]!
    expect(run.originalUriBaseIds).toEqual({'%SRCROOT%': {uri: pathToFileURL(repository).href + '/'}})
    expect(run.results.map((result) => result.locations[0]!.physicalLocation.artifactLocation)).toEqual([
      {uri: 'sub/docs/a.md', uriBaseId: '%SRCROOT%'},
      {uri: 'sub/docs/a.md', uriBaseId: '%SRCROOT%'}
    ])
    expect(output.stdout).not.toContain(secret)
  })
})

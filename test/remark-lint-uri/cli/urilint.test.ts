/**
 * `urilint` through its `main`, in this process: zero-config and
 * `.remarkrc*`, ignore files, exit codes, plain text and mail, and that it
 * never writes a file. Its worker processes: workers.subprocess.test.ts.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {packageRoot, root, runCli, temporaryFolder, writeFiles} from '../helpers.ts'

let folder: string

beforeEach(async () => {
  folder = await temporaryFolder()
})

afterEach(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

const write = (files: Record<string, string>) => writeFiles(folder, files)

/** `node_modules/remark-lint-uri` re-exporting the sources, so `.remarkrc` names resolve without a build. */
async function installShim(): Promise<void> {
  const source = (file: string) => pathToFileURL(path.join(packageRoot, 'src', file)).href
  const exports: Record<string, string> = {'.': './index.js'}
  const files: Record<string, string> = {
    'node_modules/remark-lint-uri/index.js': `export {default} from '${source('index.ts')}'\n`
  }
  for (const rule of ['no-malformed-uri', 'no-unsafe-port', 'no-uri-password']) {
    exports['./' + rule] = `./${rule}.js`
    files[`node_modules/remark-lint-uri/${rule}.js`] = `export {default} from '${source('rules/' + rule + '.ts')}'\n`
  }
  files['node_modules/remark-lint-uri/package.json'] = JSON.stringify({
    name: 'remark-lint-uri',
    type: 'module',
    exports
  })
  await write(files)
}

const clean = '# Clean\n\nSee <https://example.com/> and <https://example.com:443/>.\n'
const warning = '# Warning\n\nThe relay <gopher://relay.example.com:25/>.\n'
const error = '# Error\n\nClone [it](https://deploy:Xk29dLq7@git.acmecorp.io/app.git).\n'

describe('exit codes', () => {
  it('2 with one message for a binary file (it cannot be read as text)', async () => {
    await fs.writeFile(
      path.join(folder, 'image.txt'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x68, 0x74, 0x74, 0x70])
    )
    const result = await runCli(['image.txt'], {cwd: folder, env: {}})
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Unexpected binary content (a NUL byte), expected a text file')
  })

  it('0 when clean, 0 on warnings, 1 on warnings with --frail, 1 on errors', async () => {
    await write({'clean.md': clean, 'warning.md': warning, 'error.md': error})
    expect(await runCli(['clean.md'], {cwd: folder})).toEqual({
      code: 0,
      stdout: '',
      stderr: 'clean.md: no issues found\n'
    })
    const warned = await runCli(['warning.md'], {cwd: folder})
    expect(warned.code).toBe(0)
    expect(warned.stderr).toBe(
      [
        'warning.md',
        '3:39-3:41 warning Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses no-unsafe-port remark-lint',
        '',
        '⚠ 1 warning',
        ''
      ].join('\n')
    )
    expect((await runCli(['--frail', 'warning.md'], {cwd: folder})).code).toBe(1)
    // No path: the current folder. vfile-reporter aligns the columns.
    const failed = await runCli([], {cwd: folder})
    expect(failed.code).toBe(1)
    expect(failed.stderr).toBe(
      [
        'clean.md: no issues found',
        'error.md',
        '3:27-3:35 error   Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI no-uri-password remark-lint',
        '',
        'warning.md',
        '3:39-3:41 warning Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses no-unsafe-port  remark-lint',
        '',
        '2 messages (✖ 1 error, ⚠ 1 warning)',
        ''
      ].join('\n')
    )
    expect((await runCli(['--quiet'], {cwd: folder})).stderr.startsWith('error.md\n')).toBe(true)
  })

  it('2 on bad usage, with one line', async () => {
    await write({'clean.md': clean})
    expect(await runCli(['--bogus'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'urilint: unknown option `--bogus` (see `urilint --help`)\n'
    })
    expect(await runCli(['--report', 'xml'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'urilint: unknown report `xml`, expected one of default, json, sarif, github (see `urilint --help`)\n'
    })
    expect(await runCli(['--jobs', 'many'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'urilint: `--jobs` expects a whole number of 1 or more, not `many` (see `urilint --help`)\n'
    })
    expect(await runCli(['nothing/*.md'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'urilint: no Markdown or text files in `nothing/*.md` (see `urilint --help`)\n'
    })
  })

  it('2 for a missing file, the other files still linted (2 wins over 1)', async () => {
    await write({'error.md': error})
    const result = await runCli(['missing.md', 'error.md'], {cwd: folder})
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      'error.md\n3:27-3:35 error Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI no-uri-password remark-lint\n\n' +
        // vfile-reporter aligns the columns of all files.
        'missing.md\n' +
        ' '.repeat(9) +
        ' error No such file or folder\n\n✖ 2 errors\n'
    )
  })

  it('prints help and version', async () => {
    const help = await runCli(['--help'], {cwd: folder})
    expect(help.code).toBe(0)
    expect(help.stdout.split('\n')[0]).toBe('Usage: urilint [options] [paths or globs...]')
    const manifest = JSON.parse(await fs.readFile(path.join(packageRoot, 'package.json'), 'utf8')) as {version: string}
    expect(await runCli(['--version'], {cwd: folder})).toEqual({code: 0, stdout: manifest.version + '\n', stderr: ''})
  })
})

describe('configuration', () => {
  it('reads `.remarkrc.json` (package names resolve), instead of the preset', async () => {
    await installShim()
    await write({
      '.remarkrc.json': JSON.stringify({
        plugins: ['remark-lint-uri', ['remark-lint-uri/no-unsafe-port', ['error', {strict: true}]]]
      }),
      'doc.md': '<http://h.example.com:21/> <https://u:Xk29dLq7@h.acmecorp.io/>\n'
    })
    const result = await runCli(['--report', 'json', 'doc.md'], {cwd: folder})
    expect(result.code).toBe(1)
    const [file] = JSON.parse(result.stdout) as Array<{
      messages: Array<{ruleId: string; severity: string; line: number; column: number}>
    }>
    expect(file!.messages.map((message) => [message.ruleId, message.severity, message.line, message.column])).toEqual([
      ['no-unsafe-port', 'error', 1, 23],
      ['no-uri-password', 'error', 1, 39]
    ])
  })

  it("never passes silently: a configuration naming none of the rules gets the preset's, and says so", async () => {
    // The case: a `.remarkrc.json` kept for remark-cli with other plugins (`remark-gfm` there; a local one here).
    await write({
      'noop.mjs': 'export default function noop() {}\n',
      '.remarkrc.json': '{"plugins": ["./noop.mjs"]}\n',
      'doc.md': error,
      'docs/.remarkrc': '{"plugins": []}\n',
      'docs/other.md': error
    })
    expect(await runCli(['doc.md', 'docs/other.md'], {cwd: folder})).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "urilint: the remark configuration of 2 files (doc.md, docs/other.md) names none of urilint's rules: checked with the preset's; add `remark-lint-uri` to its plugins to choose\n" +
        'doc.md\n3:27-3:35 error Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI no-uri-password remark-lint\n\n' +
        'docs/other.md\n3:27-3:35 error Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI no-uri-password remark-lint\n\n' +
        '✖ 2 errors\n'
    })
  })

  it('takes a configuration that turns every rule off at its word, and exits 2: nothing was checked', async () => {
    await installShim()
    const off = [
      ['remark-lint-uri/no-malformed-uri', false],
      ['remark-lint-uri/no-unsafe-port', ['off']],
      ['remark-lint-uri/no-uri-password', [0]]
    ]
    await write({'.remarkrc.json': JSON.stringify({plugins: off}), 'doc.md': error})
    expect(await runCli(['doc.md'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'urilint: the remark configuration of 1 file (doc.md) turns every urilint rule off: nothing was checked there\ndoc.md: no issues found\n'
    })
  })

  it('takes `[rule, false]` at its word though unified-engine drops the plugin, in list and map form', async () => {
    await installShim()
    const off =
      'urilint: the remark configuration of 1 file (doc.md) turns every urilint rule off: nothing was checked there\ndoc.md: no issues found\n'
    for (const plugins of [
      [['remark-lint-uri/no-uri-password', false]],
      {'remark-lint-uri/no-uri-password': false, 'remark-lint-uri/no-unsafe-port': 'off'},
      [['remark-lint-uri/no-uri-password', 0]]
    ]) {
      await write({'.remarkrc.json': JSON.stringify({plugins}), 'doc.md': error})
      expect(await runCli(['doc.md'], {cwd: folder}), JSON.stringify(plugins)).toEqual({
        code: 2,
        stdout: '',
        stderr: off
      })
    }
    // One rule off, another named: only that one runs.
    await write({
      '.remarkrc.json': JSON.stringify({
        plugins: [['remark-lint-uri/no-uri-password', false], 'remark-lint-uri/no-unsafe-port']
      }),
      'doc.md': error + warning
    })
    const result = await runCli(['--report', 'json', 'doc.md'], {cwd: folder})
    expect(result.code).toBe(0)
    expect(
      (JSON.parse(result.stdout) as Array<{messages: Array<{ruleId: string}>}>)[0]!.messages.map(
        (message) => message.ruleId
      )
    ).toEqual(['no-unsafe-port'])
  })

  it('runs a rule named without a severity at its documented level: a password fails the run', async () => {
    await installShim()
    for (const [plugins, level, code] of [
      [['remark-lint-uri/no-uri-password'], 'error', 1],
      [[['remark-lint-uri/no-uri-password', {checkCode: false}]], 'error', 1],
      [[['remark-lint-uri/no-uri-password', 'warn']], 'warning', 0],
      [[['remark-lint-uri/no-uri-password', ['warn']]], 'warning', 0]
    ] as const) {
      await write({'.remarkrc.json': JSON.stringify({plugins}), 'doc.md': error})
      const result = await runCli(['--report', 'json', 'doc.md'], {cwd: folder})
      expect(
        [
          result.code,
          (JSON.parse(result.stdout) as Array<{messages: Array<{severity: string}>}>)[0]!.messages.map(
            (message) => message.severity
          )
        ],
        JSON.stringify(plugins)
      ).toEqual([code, [level]])
    }
  })

  it('says why a configuration cannot be used, in one line without --verbose, redacted, and exits 2', async () => {
    await write({
      '.remarkrc.json': '{"plugins": ["remark-gfm" "https://ci:Zt6Rm2Wq@h.acme.io/"]}\n',
      'doc.md': clean,
      'other/.remarkrc.json': '{"plugins": ["remark-not-installed"]}\n',
      'other/doc.md': clean
    })
    const result = await runCli(['doc.md', 'other/doc.md'], {cwd: folder})
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    const lines = result.stderr.split('\n')
    expect(lines[0]).toBe('doc.md')
    expect(lines[1]).toBe(
      " error Cannot process file: Cannot parse file `.remarkrc.json`: Expected ',' or ']' after array element in JSON at position 26 in " +
        path.join(folder, '.remarkrc.json')
    )
    expect(lines.slice(3, 5)).toEqual([
      'other/doc.md',
      " error Cannot process file: Cannot find module `remark-not-installed`: Cannot find package 'remark-not-installed' imported from " +
        path.join(folder, 'other') +
        '/'
    ])
    expect(result.stderr).not.toContain('Zt6Rm2Wq')
  })

  it('honours `.remarkignore` and `.gitignore` (nested too), and `--no-ignore`', async () => {
    await write({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.gitignore': 'build/\n',
      '.remarkignore': 'vendor/\n',
      'docs/.gitignore': 'draft.md\n',
      'build/out.md': error,
      'vendor/lib.md': error,
      'docs/draft.md': error,
      'docs/guide.md': warning,
      'node_modules/pkg/readme.md': error
    })
    const result = await runCli(['--report', 'json'], {cwd: folder})
    expect(result.code).toBe(0)
    expect((JSON.parse(result.stdout) as Array<{path: string}>).map((file) => file.path)).toEqual(['docs/guide.md'])

    const all = await runCli(['--report', 'json', '--no-ignore'], {cwd: folder})
    expect((JSON.parse(all.stdout) as Array<{path: string}>).map((file) => file.path)).toEqual([
      'build/out.md',
      'docs/draft.md',
      'docs/guide.md',
      'vendor/lib.md'
    ])

    const named = await runCli(['vendor/lib.md'], {cwd: folder})
    expect(named.code).toBe(2)
    expect(named.stderr).toBe('vendor/lib.md\n error Cannot process specified file: it’s ignored\n\n✖ 1 error\n')
  })
})

describe('choosing the configuration as remark-cli does: --no-config, --rc-path, --use, and --urilint-only', () => {
  const passwordOff = JSON.stringify({plugins: ['remark-lint-uri', ['remark-lint-uri/no-uri-password', false]]})
  /** A plugin of another kind, as style presets are: one message on every file. */
  const style = `export default function style(options) {
  return (tree, file) => { file.message('Style: ' + (options?.say ?? 'line too long'), {ruleId: 'maximum-line-length', source: 'remark-lint'}) }
}
`
  /** `rule level` of each message of a JSON report. */
  const rules = (stdout: string) =>
    (JSON.parse(stdout) as Array<{messages: Array<{ruleId: string; severity: string; reason: string}>}>).flatMap(
      (file) => file.messages.map((message) => `${message.ruleId} ${message.severity}`)
    )

  it('--no-config reads no .remarkrc: the preset', async () => {
    await installShim()
    await write({'.remarkrc.json': passwordOff, 'doc.md': error})
    expect(rules((await runCli(['--report', 'json', 'doc.md'], {cwd: folder})).stdout)).toEqual([])
    const result = await runCli(['--report', 'json', '--no-config', 'doc.md'], {cwd: folder})
    expect([result.code, rules(result.stdout), result.stderr]).toEqual([1, ['no-uri-password error'], ''])
  })

  it('--rc-path uses that file for every file, and says in one line when it cannot be read', async () => {
    await installShim()
    await write({
      '.remarkrc.json': passwordOff,
      'ci/urilint.json': JSON.stringify({plugins: ['remark-lint-uri']}),
      'doc.md': error
    })
    const result = await runCli(['--report', 'json', '--rc-path', 'ci/urilint.json', 'doc.md'], {cwd: folder})
    expect([result.code, rules(result.stdout)]).toEqual([1, ['no-uri-password error']])
    expect(await runCli(['--rc-path', 'ci/missing.json', 'doc.md'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'urilint: cannot read `--rc-path ci/missing.json`: no such file\n'
    })
    expect((await runCli(['--rc-path', 'ci', 'doc.md'], {cwd: folder})).stderr).toMatch(
      /^urilint: cannot read `--rc-path ci`: /
    )
    expect((await runCli(['--no-config', '--rc-path', 'ci/urilint.json', 'doc.md'], {cwd: folder})).code).toBe(2)
  })

  it('--use adds a plugin (with JSON options) after the configuration; --urilint-only drops what other plugins say', async () => {
    await installShim()
    await write({'style.mjs': style, '.remarkrc.json': JSON.stringify({plugins: ['remark-lint-uri']}), 'doc.md': error})
    const used = await runCli(['--report', 'json', '--use', './style.mjs={"say":"hi"}', 'doc.md'], {cwd: folder})
    expect(rules(used.stdout)).toEqual(['maximum-line-length warning', 'no-uri-password error'])
    expect(used.stdout).toContain('Style: hi')
    const only = await runCli(['--report', 'json', '--use', './style.mjs', '--urilint-only', 'doc.md'], {cwd: folder})
    expect([only.code, rules(only.stdout)]).toEqual([1, ['no-uri-password error']])
    expect((await runCli(['--use', './style.mjs={say', 'doc.md'], {cwd: folder})).stderr).toBe(
      'urilint: `--use ./style.mjs={say`: the options after `=` are not JSON (see `urilint --help`)\n'
    )
  })

  it('--cache lints again when the file --rc-path names changes', async () => {
    await installShim()
    await write({'ci.json': passwordOff, 'doc.md': error})
    const args = ['--report', 'json', '--cache', '--rc-path', 'ci.json', 'doc.md']
    expect(rules((await runCli(args, {cwd: folder})).stdout)).toEqual([])
    await write({'ci.json': JSON.stringify({plugins: ['remark-lint-uri']})})
    expect(rules((await runCli(args, {cwd: folder})).stdout)).toEqual(['no-uri-password error'])
  })
})

describe('links to headings and files: remark-validate-links beside the rules, as the README says', () => {
  it('reports a fragment that matches no heading and a file that does not exist, through the same run', async () => {
    await installShim()
    await fs.symlink(
      path.join(root, 'node_modules/remark-validate-links'),
      path.join(folder, 'node_modules/remark-validate-links')
    )
    await write({
      '.remarkrc.json': JSON.stringify({plugins: ['remark-lint-uri', ['remark-validate-links', {repository: false}]]}),
      'docs/a.md':
        '# A\n\n## Install\n\nSee [install](#instal), [usage](b.md#usage), [gone](missing.md) and [ok](#install).\n',
      'docs/b.md': '# B\n\n## Usage\n'
    })
    const result = await runCli(['--report', 'json', 'docs'], {cwd: folder})
    const files = JSON.parse(result.stdout) as Array<{path: string; messages: Array<{ruleId: string; reason: string}>}>
    expect(
      files.flatMap((file) => file.messages.map((message) => `${file.path} ${message.ruleId}: ${message.reason}`))
    ).toEqual([
      'docs/a.md missing-heading: Cannot find heading for `#instal`; did you mean `install`',
      'docs/a.md missing-file: Cannot find file `missing.md`'
    ])
    // Warnings, as remark-validate-links gives them: the run passes unless --frail.
    expect(result.code).toBe(0)
  })
})

describe('the bundled example docs (fixtures/docs)', () => {
  it('give a few true findings of each rule, redacted', async () => {
    const result = await runCli(['--report', 'json', 'fixtures/docs'], {cwd: root})
    expect(result.code).toBe(1)
    const files = JSON.parse(result.stdout) as Array<{
      path: string
      messages: Array<{ruleId: string; line: number; column: number; endLine: number; endColumn: number}>
    }>
    expect(
      files.flatMap((file) =>
        file.messages.map(
          (message) =>
            `${file.path} ${message.line}:${message.column}-${message.endLine}:${message.endColumn} ${message.ruleId}`
        )
      )
    ).toEqual([
      'fixtures/docs/api.md 8:35-8:88 no-malformed-uri',
      'fixtures/docs/api.md 13:62-13:66 no-unsafe-port',
      'fixtures/docs/api.md 17:36-17:78 no-malformed-uri',
      'fixtures/docs/deploy.md 8:63-8:75 no-uri-password',
      'fixtures/docs/deploy.md 18:70-18:72 no-unsafe-port',
      'fixtures/docs/deploy.md 21:20-21:47 no-malformed-uri',
      'fixtures/docs/deploy.md 23:31-23:41 no-uri-password',
      'fixtures/docs/release-notes.txt 4:39-4:49 no-uri-password'
    ])
    for (const password of ['Vq7rT2mK9pXw', 'Kd82nQz4Lr', 'Hx5Lp9Ws2q']) expect(result.stdout).not.toContain(password)
    expect(files.map((file) => file.path)).toContain('fixtures/docs/README.md')
  })
})

describe('files', () => {
  it("runs only urilint's rules on plain text and mail: the configuration's Markdown rules speak on Markdown only", async () => {
    await installShim()
    // A Markdown rule as remark-lint's are (`no-undefined-references` finds `[10.0.0.1]` in a Received: header).
    const reference = `export default function references() {
  return (tree, file) => {
    const visit = (node) => {
      if (node.type === 'text' && node.value.includes('[')) file.message('Undefined reference', {place: node.position, ruleId: 'no-undefined-references', source: 'remark-lint'})
      for (const child of node.children ?? []) visit(child)
    }
    visit(tree)
  }
}
`
    const mail =
      'From: a@acme.io\nReceived: from relay [10.0.0.1]\nSubject: x\n\nDeploy https://deploy:Xk29dLq7@git.acmecorp.io/app.git\n'
    await write({
      'references.mjs': reference,
      '.remarkrc.json': JSON.stringify({plugins: ['remark-lint-uri', './references.mjs']}),
      'notes.md': 'See [10.0.0.1] and https://deploy:Xk29dLq7@git.acmecorp.io/app.git\n',
      'notes.txt': 'See [10.0.0.1] and https://deploy:Xk29dLq7@git.acmecorp.io/app.git\n',
      'mail.eml': mail,
      'list.mbox': 'From a@acme.io Thu Nov 26 06:00:00 2026\n' + mail
    })
    const result = await runCli(['--report', 'json', 'notes.md', 'notes.txt', 'mail.eml', 'list.mbox'], {cwd: folder})
    expect(result.code).toBe(1)
    const files = JSON.parse(result.stdout) as Array<{path: string; messages: Array<{ruleId: string}>}>
    expect(files.map((file) => [file.path, file.messages.map((message) => message.ruleId)])).toEqual([
      ['notes.md', ['no-undefined-references', 'no-uri-password']],
      ['notes.txt', ['no-uri-password']],
      ['mail.eml', ['no-uri-password']],
      ['list.mbox', ['no-uri-password']]
    ])
  })

  it('lints `.txt` and `.eml` through @urilint/extract, globs included', async () => {
    await write({
      'notes.txt': 'Deploy: https://deploy:Xk29dLq7@git.acmecorp.io/app.git\nRelay: gopher://relay.example.com:25/\n',
      'mail/hook.eml': [
        'From: ops@example.com',
        'To: dev@example.com',
        'Subject: hook',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'The hook is https://ci:Vb6Nm1Kj8@ci.acmecorp.io/hook, see you.',
        ''
      ].join('\r\n')
    })
    const result = await runCli(['--report', 'json', 'notes.txt', 'mail/*.eml'], {cwd: folder})
    expect(result.code).toBe(1)
    const files = JSON.parse(result.stdout) as Array<{
      path: string
      messages: Array<{ruleId: string; line: number; column: number; endColumn: number}>
    }>
    expect(
      files.map((file) => [
        file.path,
        file.messages.map((message) => [message.ruleId, message.line, message.column, message.endColumn])
      ])
    ).toEqual([
      [
        'notes.txt',
        [
          ['no-uri-password', 1, 24, 32],
          ['no-unsafe-port', 2, 35, 37]
        ]
      ],
      ['mail/hook.eml', [['no-uri-password', 6, 24, 33]]]
    ])
  })

  it('locates URIs of a quoted-printable part where they are written (escapes, soft line breaks)', async () => {
    await write({
      'qp.eml': [
        'From: ops@example.com',
        'Subject: hook',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'The hook is https://bot:Zq8vLr2K@ci.acmecorp.io:25/run?token=3Dabc&x=3D=',
        '1 and the docs are at https://docs.example.net/=C3=BCber a b.',
        ''
      ].join('\r\n')
    })
    const result = await runCli(['--report', 'json', 'qp.eml'], {cwd: folder})
    expect(result.code).toBe(1)
    expect(result.stdout).not.toContain('Zq8vLr2K')
    const [file] = JSON.parse(result.stdout) as Array<{
      messages: Array<{ruleId: string; line: number; column: number; endLine: number; endColumn: number}>
    }>
    expect(
      file!.messages.map((message) => [
        message.ruleId,
        message.line,
        message.column,
        message.endLine,
        message.endColumn
      ])
    ).toEqual([
      ['no-uri-password', 6, 25, 6, 33],
      ['no-unsafe-port', 6, 49, 6, 51],
      // The whole URI as written is the place, `ü` written `=C3=BC` included.
      ['no-malformed-uri', 7, 23, 7, 57]
    ])
  })

  it('applies `<!--lint …-->` comments: disable, enable, ignore, and an unknown keyword fails the file (exit 2)', async () => {
    await write({
      'comments.md': [
        '<!--lint disable no-malformed-uri-->',
        '[a](https://x.example/%zz)',
        '<!--lint enable no-malformed-uri-->',
        '[b](https://x.example/%zz)',
        '<!--lint ignore no-uri-password-->',
        '[c](https://deploy:Xk29dLq7@git.acmecorp.io/)',
        ''
      ].join('\n\n'),
      'unknown.md': '<!--lint nonsense-->\n\nNothing to report.\n'
    })
    const result = await runCli(['--report', 'json', 'comments.md', 'unknown.md'], {cwd: folder})
    expect(result.code).toBe(2)
    const files = JSON.parse(result.stdout) as Array<{
      path: string
      messages: Array<{ruleId: string | null; line: number; reason: string}>
    }>
    expect(
      files.map((file) => [file.path, file.messages.map((message) => [message.ruleId, message.line, message.reason])])
    ).toEqual([
      ['comments.md', [['no-malformed-uri', 7, 'Unexpected `%zz` in path, expected `%25zz`']]],
      ['unknown.md', [[null, 1, "Unknown keyword `nonsense`: expected `'enable'`, `'disable'`, or `'ignore'`"]]]
    ])
  })

  it('never writes: files and folder stay as they were', async () => {
    await write({'a.md': error, 'b.md': warning, 'c.txt': 'http://u:Xk29dLq7@h.acmecorp.io/\n'})
    const before = await snapshot(folder)
    for (const report of ['default', 'json', 'sarif', 'github']) await runCli(['--report', report], {cwd: folder})
    expect(await snapshot(folder)).toEqual(before)
  })
})

async function snapshot(directory: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {}
  for (const name of (await fs.readdir(directory, {recursive: true})).sort()) {
    const file = path.join(directory, name)
    const stats = await fs.stat(file)
    result[name] = stats.isDirectory() ? 'dir' : (await fs.readFile(file, 'utf8')) + '@' + stats.mtimeMs
  }
  return result
}

describe('MDX, --ext, and every skipped file counted (issue 25, item 5)', () => {
  const mdx = [
    "import {Card} from '../components/card'",
    "export const meta = {source: 'https://deploy:Xk29dLq7@git.acmecorp.io/app.git'}",
    '',
    '<Card href="gopher://relay.example.com:25/" />',
    ''
  ].join('\n')
  const expected = [
    ['no-uri-password', 2, 46, 54],
    ['no-unsafe-port', 4, 40, 42]
  ]
  type Json = Array<{path: string; messages: Array<{ruleId: string; line: number; column: number; endColumn: number}>}>
  const summarize = (stdout: string) =>
    (JSON.parse(stdout) as Json).map((file) => [
      file.path,
      file.messages.map((message) => [message.ruleId, message.line, message.column, message.endColumn])
    ])

  it('finds `.mdx` in folders and reads ESM as code, JSX tags as HTML, without remark-mdx', async () => {
    await write({'docs/page.mdx': mdx, 'docs/script.ts': 'x\n'})
    const result = await runCli(['--report', 'json'], {cwd: folder, env: {}})
    expect(result.code).toBe(1)
    expect(summarize(result.stdout)).toEqual([['docs/page.mdx', expected]])
  })

  it('gives the same report with remark-mdx in the configuration', async () => {
    await installShim()
    const remarkMdx = import.meta.resolve('remark-mdx')
    await write({
      'node_modules/remark-mdx/package.json': JSON.stringify({
        name: 'remark-mdx',
        type: 'module',
        exports: './index.js'
      }),
      'node_modules/remark-mdx/index.js': `export {default} from '${remarkMdx}'\n`,
      '.remarkrc.json': JSON.stringify({plugins: ['remark-mdx', 'remark-lint-uri']}),
      'docs/page.mdx': mdx
    })
    const result = await runCli(['--report', 'json', 'docs'], {cwd: folder, env: {}})
    expect(result.stderr).toBe('')
    expect(summarize(result.stdout)).toEqual([['docs/page.mdx', expected]])
  })

  it('--ext chooses the extensions searched in folders; a file named is linted whatever its extension', async () => {
    await write({'page.mdx': mdx, 'notes.md': mdx, 'notes.rst': mdx})
    const onlyMdx = await runCli(['--report', 'json', '--ext', 'mdx'], {cwd: folder, env: {}})
    expect(summarize(onlyMdx.stdout).map(([file]) => file)).toEqual(['page.mdx'])
    const repeated = await runCli(['--report', 'json', '--ext', '.MD', '--ext', 'rst,mdx'], {cwd: folder, env: {}})
    expect(summarize(repeated.stdout).map(([file]) => file)).toEqual(['notes.md', 'notes.rst', 'page.mdx'])
    const named = await runCli(['--report', 'json', '--ext', 'txt', 'notes.rst', '.'], {cwd: folder, env: {}})
    expect(summarize(named.stdout).map(([file]) => file)).toEqual(['notes.rst'])
    for (const bad of ['', 'md,', 'tar.gz', 'a/b'])
      expect(await runCli(['--ext', bad], {cwd: folder, env: {}})).toEqual({
        code: 2,
        stdout: '',
        stderr: `urilint: \`--ext\` expects extensions such as \`md,mdx\`, not \`${bad}\` (see \`urilint --help\`)\n`
      })
  })

  it('--verbose lists each file and folder passed over, and the summary line counts the ignored ones', async () => {
    await write({
      '.gitignore': 'build/\nold.md\n',
      'build/page.md': mdx,
      'node_modules/x/readme.md': mdx,
      'old.md': mdx,
      'page.mdx': mdx,
      'script.ts': 'x\n'
    })
    const verbose = await runCli(['--report', 'json', '--verbose'], {cwd: folder, env: {}})
    expect(summarize(verbose.stdout).map(([file]) => file)).toEqual(['page.mdx'])
    expect(verbose.stderr).toBe(
      [
        'urilint: skipped .gitignore: other extension',
        'urilint: skipped build: ignored',
        'urilint: skipped node_modules: never searched',
        'urilint: skipped old.md: ignored',
        'urilint: skipped script.ts: other extension',
        'urilint: skipped 5 paths: other extension: 2, ignored: 2, never searched: 1',
        ''
      ].join('\n')
    )
    const github = await runCli(['--report', 'github'], {cwd: folder, env: {}})
    expect(github.stdout.split('\n').at(-2)).toBe('urilint: 1 error, 1 warning in 1 of 1 file (2 skipped)')
    const none = await runCli(['--ext', 'eml'], {cwd: folder, env: {}})
    expect(none).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'urilint: no Markdown or text files in `.` (6 paths skipped: `--verbose` lists them) (see `urilint --help`)\n'
    })
  })
})

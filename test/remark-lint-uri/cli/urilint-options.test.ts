/**
 * What users of remark-cli and markdownlint-cli2 expect of `urilint`, spawned
 * from source: `--fix` (on the bundled example docs too), stdin, `--output`,
 * `--cache`, `.mbox` in folders and silencing a finding in plain text.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {pathToFileURL} from 'node:url'
import {packageRoot, root, runCli, temporaryFolder, writeFiles} from '../helpers.ts'

let folder: string

beforeEach(async () => {
  folder = await temporaryFolder()
})

afterEach(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

const write = (files: Record<string, string>) => writeFiles(folder, files)

const read = (name: string) => fs.readFile(path.join(folder, name), 'utf8')

interface JsonFile {
  path: string
  messages: Array<{ruleId: string | null; line: number; column: number; reason: string}>
}

/** The places of a JSON report: `path line:column rule`. */
function places(stdout: string): string[] {
  return (JSON.parse(stdout) as JsonFile[]).flatMap((file) =>
    file.messages.map((message) => `${file.path} ${message.line}:${message.column} ${message.ruleId}`)
  )
}

/** The spans where `before` and `after` differ, as [start, end in before, text in after] (common prefix and suffix left out, line by line). */
function changedLines(before: string, after: string): Array<[number, string, string]> {
  const a = before.split('\n')
  const b = after.split('\n')
  expect(b.length).toBe(a.length)
  const changed: Array<[number, string, string]> = []
  for (const [index, line] of a.entries()) if (line !== b[index]) changed.push([index + 1, line, b[index]!])
  return changed
}

describe('--fix', () => {
  it('fixes the bundled example docs in place: only the fixed spans change, the fixed file re-lints clean of them', async () => {
    for (const name of ['api.md', 'deploy.md', 'README.md'])
      await fs.copyFile(path.join(root, 'fixtures/docs', name), path.join(folder, name))
    const before = {api: await read('api.md'), deploy: await read('deploy.md'), readme: await read('README.md')}
    const lintedBefore = await runCli(['--report', 'json', 'api.md', 'deploy.md', 'README.md'], {cwd: folder})

    const result = await runCli(
      ['--fix', '--password-placeholder', '***', '--report', 'json', 'api.md', 'deploy.md', 'README.md'],
      {cwd: folder}
    )
    expect(result.stderr).toBe('urilint: fixed 5 findings in 2 files\n')
    // What is left: the ports (no fix offered: which port is right is the author's call).
    expect(places(result.stdout)).toEqual(['api.md 13:62 no-unsafe-port', 'deploy.md 18:70 no-unsafe-port'])
    expect(result.code).toBe(0)
    expect(places(lintedBefore.stdout)).toEqual([
      'api.md 8:35 no-malformed-uri',
      'api.md 13:62 no-unsafe-port',
      'api.md 17:36 no-malformed-uri',
      'deploy.md 8:63 no-uri-password',
      'deploy.md 18:70 no-unsafe-port',
      'deploy.md 21:20 no-malformed-uri',
      'deploy.md 23:31 no-uri-password'
    ])

    // Each change lies in the span of its finding (0-based `at` = column - 1 for a password; a URI is replaced whole by its repair, which differs
    // from it only where a character is encoded); every other line and byte stays.
    const after = {api: await read('api.md'), deploy: await read('deploy.md'), readme: await read('README.md')}
    expect(after.readme).toBe(before.readme)
    expect(changedLines(before.api, after.api).map(([line, was, now]) => [line, commonEnds(was, now)])).toEqual([
      // `%2` (not an escape) becomes `%252`: the `%` escaped, the `2` kept.
      [8, {at: 87, removed: '', added: '52'}],
      [17, {at: 63, removed: 'ü', added: '%C3%BC'}]
    ])
    expect(changedLines(before.deploy, after.deploy).map(([line, was, now]) => [line, commonEnds(was, now)])).toEqual([
      [8, {at: 62, removed: 'Vq7rT2mK9pXw', added: '***'}],
      [21, {at: 34, removed: ' ', added: '%20'}],
      [23, {at: 30, removed: 'Kd82nQz4Lr', added: '***'}]
    ])
    // Nothing printed holds a password.
    for (const password of ['Vq7rT2mK9pXw', 'Kd82nQz4Lr']) expect(result.stdout + result.stderr).not.toContain(password)

    // A second run has nothing left to fix.
    const again = await runCli(['--fix', '--password-placeholder', '***', 'api.md', 'deploy.md'], {cwd: folder})
    expect(again.stderr.split('\n')[0]).toBe('urilint: fixed 0 findings in 0 files')
    expect(await read('deploy.md')).toBe(after.deploy)
  })

  it('keeps a byte-order mark, and places the fixes after it', async () => {
    await write({'bom.md': '\uFEFFClone https://deploy:Xk29dLq7@git.acmecorp.io/app.git and <https://h.example/ü>\r\n'})
    const result = await runCli(['--fix', '--password-placeholder', '***', 'bom.md'], {cwd: folder})
    expect(await read('bom.md')).toBe(
      '\uFEFFClone https://deploy:***@git.acmecorp.io/app.git and <https://h.example/%C3%BC>\r\n'
    )
    expect([result.code, result.stderr]).toEqual([0, 'urilint: fixed 2 findings in 1 file\nbom.md: no issues found\n'])
  })

  it('leaves passwords without a chosen placeholder, and says so', async () => {
    const text = 'Clone [it](https://deploy:Xk29dLq7@git.acmecorp.io/app.git) or <https://h.example/a%zz>.\n'
    await write({'doc.md': text})
    const result = await runCli(['--fix', 'doc.md'], {cwd: folder})
    expect(await read('doc.md')).toBe(
      'Clone [it](https://deploy:Xk29dLq7@git.acmecorp.io/app.git) or <https://h.example/a%25zz>.\n'
    )
    expect(result.stderr.split('\n').slice(0, 2)).toEqual([
      'urilint: fixed 1 finding in 1 file',
      'urilint: left 1 password in place: pass `--password-placeholder <text>` to replace them'
    ])
    expect(result.stderr).not.toContain('Xk29dLq7')
    expect(result.code).toBe(1)
  })

  it('never rewrites a range that is not the text found (a character reference), nor plain text', async () => {
    // In a link destination `&#xe9;` is `é`: the finding's `actual` is `é`, the range holds `&#xe9;`.
    const markdown = '[x](https://h.example/&#xe9;)\n'
    const text = 'https://h.example/é and https://u:Xk29dLq7@h.acme.io/\n'
    await write({'ref.md': markdown, 'notes.txt': text})
    const result = await runCli(['--fix', '--password-placeholder', '***', 'ref.md', 'notes.txt'], {cwd: folder})
    expect(await read('ref.md')).toBe(markdown)
    expect(await read('notes.txt')).toBe(text)
    expect(result.stderr.split('\n').slice(0, 2)).toEqual([
      'urilint: fixed 0 findings in 0 files',
      'urilint: left 1 fix that would not replace exactly the text found (a character reference or escape in the range, or an overlap)'
    ])
  })

  it('fixes what can be fixed when one fix of the file is partial (the whole file was refused)', async () => {
    // A stand-in for a partial repair: it reports each `word|word…` in text as a URI finding whose fix encodes the first `|` only.
    const partial = [
      'export default function partial() {',
      '  return (tree, file) => {',
      '    const text = String(file.value)',
      '    const at = (offset) => {',
      "      const before = text.slice(0, offset).split('\\n')",
      '      return {line: before.length, column: before.at(-1).length + 1, offset}',
      '    }',
      '    for (const match of text.matchAll(/\\w+(?:\\|\\w+)+/g)) {',
      '      const place = {start: at(match.index), end: at(match.index + match[0].length)}',
      "      const message = file.message('Unexpected `|`', {place, ruleId: 'no-malformed-uri', source: 'remark-lint'})",
      '      message.actual = match[0]',
      "      message.expected = [match[0].replace('|', '%7C')]",
      '    }',
      '  }',
      '}',
      ''
    ].join('\n')
    const text = 'Fully a|b, partly c|d|e, fully f|g.\n'
    await write({'partial.mjs': partial, 'doc.md': text})
    const result = await runCli(['--fix', '--use', './partial.mjs', '--report', 'json', 'doc.md'], {cwd: folder})
    expect(await read('doc.md')).toBe('Fully a%7Cb, partly c|d|e, fully f%7Cg.\n')
    expect(result.stderr).toBe(
      'urilint: fixed 2 findings in 1 file\n' +
        'urilint: left 1 fix that would leave a finding of their rule where they were (the others of the file were written)\n'
    )
    // The fixed file's messages: the partial fix's finding, after `a%7Cb`.
    expect(places(result.stdout)).toEqual(['doc.md 1:21 no-malformed-uri'])
  })

  it('refuses placeholders that would change the URI or still be flagged, and --fix on stdin', async () => {
    await write({'doc.md': 'x\n'})
    expect(await runCli(['--fix', '--password-placeholder', 'a@b', 'doc.md'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'urilint: `--password-placeholder` cannot hold `@` (it would change the URI around it) (see `urilint --help`)\n'
    })
    const real = await runCli(['--fix', '--password-placeholder', 'Xk29dLq7', 'doc.md'], {cwd: folder})
    expect(real.code).toBe(2)
    expect(real.stderr).toContain('is not a placeholder urilint recognises')
    expect((await runCli(['--password-placeholder', '***', 'doc.md'], {cwd: folder})).stderr).toBe(
      'urilint: `--password-placeholder` needs `--fix` (see `urilint --help`)\n'
    )
    expect((await runCli(['--fix', '-'], {cwd: folder})).stderr).toBe(
      'urilint: `--fix` cannot write stdin back: lint the file by its path (see `urilint --help`)\n'
    )
  })
})

/** Where `was` and `now` differ: the offset and the differing middles. */
function commonEnds(was: string, now: string): {at: number; removed: string; added: string} {
  let start = 0
  while (start < was.length && start < now.length && was[start] === now[start]) start++
  let end = 0
  while (
    end < was.length - start &&
    end < now.length - start &&
    was[was.length - 1 - end] === now[now.length - 1 - end]
  )
    end++
  return {at: start, removed: was.slice(start, was.length - end), added: now.slice(start, now.length - end)}
}

describe('stdin, --output, --cache', () => {
  it('lints stdin as `stdin.md`, or as --stdin-filename says (which picks the configuration and the format)', async () => {
    await write({'notes/.keep': ''})
    const input = 'Deploy: https://deploy:Xk29dLq7@git.acmecorp.io/app.git\n'
    const markdown = await runCli(['--report', 'json', '-'], {cwd: folder, stdin: input})
    expect(places(markdown.stdout)).toEqual(['stdin.md 1:24 no-uri-password'])
    expect(markdown.code).toBe(1)
    const text = await runCli(['--report', 'json', '--stdin-filename', 'notes/in.txt', '-'], {
      cwd: folder,
      stdin: input
    })
    expect(places(text.stdout)).toEqual(['notes/in.txt 1:24 no-uri-password'])
    expect(markdown.stdout + text.stdout).not.toContain('Xk29dLq7')
  })

  it('lints a message on stdin as `stdin.eml` (as uri-extract reads it): as the same .eml file, decoded', async () => {
    const message = [
      'Received: from a.example by b.example; Thu, 26 Nov 2026 07:00:00 +0000',
      'From: ops@b.example',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      // A soft line break inside the URI: only its decoding makes one URI of the two lines.
      'Deploy: https://deploy:Xk29dLq7=',
      '@git.acmecorp.io:25/app.git?ref=3Dmain',
      ''
    ].join('\n')
    await write({'mail.eml': message})
    const fromFile = await runCli(['--report', 'json', 'mail.eml'], {cwd: folder})
    const fromStdin = await runCli(['--report', 'json', '-'], {cwd: folder, stdin: message})
    expect(places(fromFile.stdout)).toEqual(['mail.eml 7:24 no-uri-password', 'mail.eml 8:18 no-unsafe-port'])
    expect(places(fromStdin.stdout)).toEqual(places(fromFile.stdout).map((place) => place.replace('mail', 'stdin')))
    expect(fromStdin.code).toBe(1)
    expect(fromStdin.stdout).not.toContain('Xk29dLq7')
  })

  it('--output writes the report to a file (its folder made), stdout stays empty; an unwritable output is one line and exit 2', async () => {
    await write({'doc.md': '<https://h.example:25/>\n'})
    expect(await runCli(['--report', 'sarif', '--output', 'urilint.sarif', 'doc.md'], {cwd: folder})).toEqual({
      code: 0,
      stdout: '',
      stderr: ''
    })
    const log = JSON.parse(await read('urilint.sarif')) as {runs: Array<{results: Array<{ruleId: string}>}>}
    expect(log.runs[0]!.results.map((result) => result.ruleId)).toEqual(['no-unsafe-port'])

    // A missing folder is made (as ESLint's `-o` does); one that cannot be is one line and exit 2.
    expect(await runCli(['--output', 'missing/folder/report.txt', 'doc.md'], {cwd: folder})).toEqual({
      code: 0,
      stdout: '',
      stderr: ''
    })
    expect(await read('missing/folder/report.txt')).toContain('no-unsafe-port')
    expect(await runCli(['--output', 'doc.md/report.txt', 'doc.md'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'urilint: cannot write the report to `doc.md/report.txt`: not a directory\n'
    })
    expect((await runCli(['--output', 'doc.md', 'doc.md'], {cwd: folder})).stderr).toBe(
      'urilint: `--output` names `doc.md`, a file being linted: it would be overwritten (see `urilint --help`)\n'
    )
    expect(await read('doc.md')).toBe('<https://h.example:25/>\n')
  })

  it('several reports from one run: --report name=file, the one without a file to its stream or --output', async () => {
    await write({'doc.md': '<https://h.example:25/>\n'})
    const env = {GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: path.join(folder, 'summary.md'), NO_COLOR: '1'}
    await write({'summary.md': ''})
    const run = await runCli(
      ['--report', 'github', '--report', 'sarif=out/urilint.sarif', '--report', 'json=u.json', 'doc.md'],
      {
        cwd: folder,
        env
      }
    )
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(
      /^::warning file=doc\.md,line=1,col=20,endLine=1,endColumn=22,title=remark-lint%3Ano-unsafe-port::Unexpected port `25`.*\nurilint: 1 warning in 1 of 1 file\n$/
    )
    const log = JSON.parse(await read('out/urilint.sarif')) as {runs: Array<{results: Array<{ruleId: string}>}>}
    expect(log.runs[0]!.results.map((result) => result.ruleId)).toEqual(['no-unsafe-port'])
    expect(places(await read('u.json'))).toEqual(['doc.md 1:20 no-unsafe-port'])
    // The job summary once, for the github report.
    expect((await read('summary.md')).match(/^### urilint$/gm)).toHaveLength(1)

    // `--output` takes the report without a file.
    expect(
      await runCli(['--report', 'json', '--report', 'sarif=s.sarif', '--output', 'o.json', 'doc.md'], {cwd: folder})
    ).toEqual({
      code: 0,
      stdout: '',
      stderr: ''
    })
    expect(places(await read('o.json'))).toEqual(['doc.md 1:20 no-unsafe-port'])

    const usage = async (args: string[]) => (await runCli([...args, 'doc.md'], {cwd: folder})).stderr
    expect(await usage(['--report', 'json', '--report', 'sarif'])).toBe(
      'urilint: two reports would go to the stdout: give each a file of its own (`--report json=urilint.json`) (see `urilint --help`)\n'
    )
    expect(await usage(['--report', 'json=a', '--report', 'sarif=./a'])).toBe(
      'urilint: two reports would go to `a`: give each a file of its own (`--report json=urilint.json`) (see `urilint --help`)\n'
    )
    expect(await usage(['--report', 'json', '--report', 'default', '--output', 'x'])).toBe(
      'urilint: `--output` takes one report: give the others a file of their own (`--report sarif=urilint.sarif`) (see `urilint --help`)\n'
    )
    expect(await usage(['--report', 'json=j', '--output', 'x'])).toBe(
      'urilint: `--output` names no report: every `--report` has a file of its own (see `urilint --help`)\n'
    )
    expect(await usage(['--report', 'json='])).toBe(
      'urilint: `--report json=` needs a file name after `=` (see `urilint --help`)\n'
    )
    expect(await usage(['--report', 'xml=r.xml'])).toBe(
      'urilint: unknown report `xml`, expected one of default, json, sarif, github (see `urilint --help`)\n'
    )
    expect(await usage(['--report', 'sarif=doc.md'])).toBe(
      'urilint: `--report sarif` names `doc.md`, a file being linted: it would be overwritten (see `urilint --help`)\n'
    )
  })

  it('--cache reuses results of unchanged files, lints a changed file or configuration again, and holds no password', async () => {
    await write({
      'a.md': 'Clone https://deploy:Xk29dLq7@git.acmecorp.io/app.git\n',
      'b.md': '<https://h.example:25/>\n'
    })
    const first = await runCli(['--cache', '--report', 'json'], {cwd: folder})
    const cacheFile = path.join(folder, '.urilintcache')
    // Nothing else made: no `node_modules` in a project that has none.
    expect(await fs.readdir(folder)).toEqual(['.urilintcache', 'a.md', 'b.md'])
    const cache = await fs.readFile(cacheFile, 'utf8')
    expect(cache).not.toContain('Xk29dLq7')
    expect(Object.keys((JSON.parse(cache) as {entries: object}).entries)).toEqual([
      path.join(folder, 'a.md'),
      path.join(folder, 'b.md')
    ])

    // A cached result is what the linter gave: tamper with one to see that it is used.
    const tampered = cache.replace('Unexpected port', 'Cached: unexpected port')
    await fs.writeFile(cacheFile, tampered)
    const second = await runCli(['--cache', '--report', 'json'], {cwd: folder})
    expect(second.stdout).toBe(first.stdout.replace('Unexpected port', 'Cached: unexpected port'))
    expect(second.code).toBe(first.code)

    // The file changed: linted again.
    await write({'b.md': '<https://h.example:21/>\n'})
    expect((await runCli(['--cache', '--report', 'json', 'b.md'], {cwd: folder})).stdout).toContain(
      'Unexpected port `21` (ftp)'
    )
    // The configuration changed: every file linted again.
    await fs.writeFile(
      cacheFile,
      (await fs.readFile(cacheFile, 'utf8')).replaceAll('Unexpected port', 'Cached: unexpected port')
    )
    await write({'.remarkrc.json': '{"plugins": ["remark-gfm"]}\n'})
    const third = await runCli(['--cache', '--report', 'json'], {cwd: folder})
    expect(third.stdout).not.toContain('Cached')

    expect((await runCli(['--cache-location', 'x.json', 'a.md'], {cwd: folder})).stderr).toBe(
      'urilint: `--cache-location` needs `--cache` (see `urilint --help`)\n'
    )
  })
})

describe('plain text and mail', () => {
  it('lints `.mbox` files found in folders, message by message, at their places in the file', async () => {
    await write({
      'archive/list.mbox': [
        'From ops@example.com Mon Nov 23 10:00:00 2026',
        'From: ops@example.com',
        'Subject: one',
        '',
        'Relay at gopher://relay.example.com:25/ today.',
        '',
        'From dev@example.com Mon Nov 23 11:00:00 2026',
        'From: dev@example.com',
        'Subject: two',
        '',
        '>From the hook: https://ci:Vb6Nm1Kj8@ci.acmecorp.io/hook',
        ''
      ].join('\n')
    })
    const result = await runCli(['--report', 'json'], {cwd: folder})
    expect(places(result.stdout)).toEqual([
      'archive/list.mbox 5:37 no-unsafe-port',
      'archive/list.mbox 11:28 no-uri-password'
    ])
    expect(result.stdout).not.toContain('Vb6Nm1Kj8')
  })

  it('silences a finding in plain text with urilint-disable-line and urilint-disable-next-line [rules]', async () => {
    await write({
      'notes.txt': [
        'Example: https://demo:Xk29dLq7@h.acme.io/ (urilint-disable-line)',
        '# urilint-disable-next-line no-unsafe-port',
        'Relay gopher://relay.example.com:25/ and https://u:Vb6Nm1Kj8@h.acme.io/',
        'urilint-disable-lines does not count: https://h.example:25/',
        ''
      ].join('\n')
    })
    const result = await runCli(['--report', 'json', 'notes.txt'], {cwd: folder})
    expect(places(result.stdout)).toEqual(['notes.txt 3:52 no-uri-password', 'notes.txt 4:57 no-unsafe-port'])
  })
})

/** A `.remarkrc.mjs` using the preset from source, with `extra` plugins and options for the rules. */
function config(extra: string, rules = ''): string {
  const preset = pathToFileURL(path.join(packageRoot, 'src/index.ts')).href
  const rule = (id: string) => pathToFileURL(path.join(packageRoot, 'src/rules', id + '.ts')).href
  return `import preset from '${preset}'\nimport password from '${rule('no-uri-password')}'\n${extra}\nexport default {plugins: [preset${rules.replaceAll('PASSWORD_RULE', 'password')}]}\n`
}

describe('what other plugins say, and rules given bad options', () => {
  it('redacts every field of a message the three rules did not write, in every report', async () => {
    const secret = 'hunter2secret'
    const other = `const other = () => (tree, file) => {
  const message = file.message('Dead https://u:${secret}@h.acme.io/', {ruleId: 'no-dead-urls', source: 'remark-lint'})
  message.note = 'see https://u:${secret}@h.acme.io/'
  message.actual = 'https://u:${secret}@h.acme.io/'
  message.expected = ['https://u:${secret}@h.acme.io/']
  message.url = 'https://u:${secret}@h.acme.io/'
}`
    await write({'.remarkrc.mjs': config(other, ', other'), 'a.md': 'hi\n'})
    const json = await runCli(['--report', 'json', 'a.md'], {cwd: folder})
    expect((JSON.parse(json.stdout) as JsonFile[])[0]!.messages[0]).toEqual({
      ruleId: 'no-dead-urls',
      source: 'remark-lint',
      severity: 'warning',
      reason: 'Dead https://u:***@h.acme.io/',
      line: null,
      column: null,
      endLine: null,
      endColumn: null,
      url: 'https://u:***@h.acme.io/',
      note: 'see https://u:***@h.acme.io/',
      actual: 'https://u:***@h.acme.io/',
      expected: ['https://u:***@h.acme.io/']
    })
    for (const report of [['--report', 'sarif'], ['--report', 'github'], ['--verbose']]) {
      const result = await runCli([...report, 'a.md'], {cwd: folder})
      expect(result.stdout + result.stderr).toContain('https://u:***@h.acme.io/')
      expect(result.stdout + result.stderr).not.toContain(secret)
    }
  })

  it('a rule given bad options did not run: exit 2, not a warning that passes', async () => {
    await write({'.remarkrc.mjs': config('', ", [PASSWORD_RULE, 'loud']"), 'a.md': 'https://u:Xk29dLq7@h.acme.io/\n'})
    const result = await runCli(['--report', 'json', 'a.md'], {cwd: folder})
    expect(result.code).toBe(2)
    expect(
      (JSON.parse(result.stdout) as JsonFile[])[0]!.messages.map((message) => [message.ruleId, message.reason])
    ).toEqual([
      [
        'no-uri-password',
        'Unexpected options `"loud"` for `no-uri-password`, expected an object or a severity (`"off"`, `"warn"`, `"error"`)'
      ]
    ])
  })

  it('--fix with `placeholders: true`: the placeholder that replaced a password is reported, the other fixes are still written', async () => {
    await write({
      '.remarkrc.mjs': config('', ', [PASSWORD_RULE, {placeholders: true}]'),
      'a.md': '<https://u:Xk29dLq7@h.acme.io/a%zz>\n'
    })
    // The repair of a URI replaces it whole, so it is offered only once no password is in it: the password goes first.
    const first = await runCli(['--fix', '--password-placeholder', '***', '--report', 'json', 'a.md'], {cwd: folder})
    expect(await read('a.md')).toBe('<https://u:***@h.acme.io/a%zz>\n')
    expect(first.stderr).toBe('urilint: fixed 1 finding in 1 file\n')
    expect(places(first.stdout)).toEqual(['a.md 1:2 no-malformed-uri', 'a.md 1:12 no-uri-password'])
    // Then, the placeholder reported, the repair is still written.
    const result = await runCli(['--fix', '--password-placeholder', '***', '--report', 'json', 'a.md'], {cwd: folder})
    expect(await read('a.md')).toBe('<https://u:***@h.acme.io/a%25zz>\n')
    expect(result.stderr).toBe('urilint: fixed 1 finding in 1 file\n')
    expect(places(result.stdout)).toEqual(['a.md 1:12 no-uri-password'])
  })
})

describe('--cache, when it cannot be used', () => {
  it('a cache that cannot be written: one line, exit 2; a cache location naming a linted file: refused', async () => {
    await write({'a.md': 'hi\n'})
    expect(await runCli(['--cache', '--cache-location', 'a.md/cache.json', 'a.md'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'urilint: cannot write the cache `a.md/cache.json`: already exists\na.md: no issues found\n'
    })
    expect(await runCli(['--cache', '--cache-location', 'a.md', 'a.md'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'urilint: `--cache-location` names `a.md`, a file being linted: it would be overwritten (see `urilint --help`)\n'
    })
    expect(await read('a.md')).toBe('hi\n')
  })

  it('files under a JavaScript configuration are linted every time, and stderr says so', async () => {
    await write({'.remarkrc.mjs': config(''), 'a.md': 'https://u:Xk29dLq7@h.acme.io/\n'})
    for (let run = 0; run < 2; run++) {
      const result = await runCli(['--cache', '--report', 'json', 'a.md'], {cwd: folder})
      expect(result.stderr).toBe(
        'urilint: --cache: 1 file linted without the cache (under a JavaScript configuration, whose imports cannot be seen, or unreadable)\n'
      )
      expect(places(result.stdout)).toEqual(['a.md 1:11 no-uri-password'])
    }
  })
})

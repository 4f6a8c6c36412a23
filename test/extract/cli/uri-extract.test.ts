/** `uri-extract` through its `main`, in this process (a terminal's progress bar: terminal.subprocess.test.ts). */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {runUriExtract, runUrilint, type CliResult} from '../../cli.ts'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const eml = join(root, 'fixtures/mail/release-announcement.eml')
const password = 's3cr3tPa55'

/** `uri-extract args` in the repository's root, `input` on stdin. */
function run(args: string[], input?: string): Promise<CliResult> {
  return runUriExtract(args, {cwd: root, ...(input === undefined ? {} : {stdin: input})})
}

const directory = mkdtempSync(join(tmpdir(), 'uri-extract-'))
const text = join(directory, 'notes.txt')
writeFileSync(
  text,
  'Docs: <http://example.com/a/\n  b>, mirror "ftp://ftp.example.org/pub/"\nHook https://bot:' +
    password +
    '@ci.example.net/x (old)\n'
)
const binary = join(directory, 'image.bin')
writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x68, 0x74, 0x74, 0x70]))

describe('uri-extract', () => {
  it('--check --json: each finding in the JSON form urilint prints too', async () => {
    const wrapped = join(directory, 'wrapped-json.txt')
    writeFileSync(wrapped, 'x <https://user:\n   Zq8vLr2K@example.com:25/x>\n')
    const result = await run(['--check', '--json', wrapped])
    expect(result.code).toBe(1)
    const [record] = JSON.parse(result.stdout) as Array<{findings: unknown}>
    expect(record!.findings).toEqual([
      {
        ruleId: 'uri-password',
        source: '@urilint/core',
        severity: 'error',
        reason: 'Unexpected password in `https://user:***@example.com:25/x`, expected no credentials in the URI',
        line: 2,
        column: 4,
        endLine: 2,
        endColumn: 12,
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-7.5',
        note: 'RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way',
        actual: null,
        expected: ['***']
      },
      {
        ruleId: 'unsafe-port',
        source: '@urilint/core',
        // The level of the contract of both tools: a port of another protocol is a warning, as in urilint.
        severity: 'warning',
        reason: 'Unexpected port `25` (smtp) for `https`, expected its default port or one no other protocol uses',
        line: 2,
        column: 25,
        endLine: 2,
        endColumn: 27,
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-7.2',
        note: 'RFC 3986 7.2: a client sent here could speak to another protocol; browsers block this port (Fetch, bad ports)',
        actual: '25',
        expected: null
      }
    ])
  })

  it('--check --json: no `actual` on the password, and an empty range at a line break stays empty', async () => {
    const file = join(directory, 'edge.txt')
    writeFileSync(file, 'x https://user:pa/ss\u00e4\u00f6\u00fc@host.example/ y\nsee <http://[::1\n/x>\n')
    const records = JSON.parse((await run(['--check', '--json', file])).stdout) as Array<{
      findings: Array<Record<string, unknown>>
    }>
    // Core reads `ss\u00e4\u00f6\u00fc` as path, the password rule as part of the password: the finding there quotes none of it in `actual`.
    expect(records[0]!.findings.map((finding) => [finding.ruleId, finding.actual])).toEqual([
      ['invalid-port', null],
      ['non-ascii', null],
      ['uri-password', null]
    ])
    expect(
      records[1]!.findings.map((finding) => [
        finding.ruleId,
        finding.line,
        finding.column,
        finding.endLine,
        finding.endColumn
      ])
    ).toEqual([['invalid-ip-literal', 3, 1, 3, 1]])
  })

  it('--check places findings of a URI wrapped over lines where they are written', async () => {
    const wrapped = join(directory, 'wrapped.txt')
    writeFileSync(wrapped, 'x <https://user:\n   Zq8vLr2K@example.com:25/x>\n')
    const result = await run(['--check', wrapped])
    expect(result.code).toBe(1)
    expect(result.stdout).toBe(
      'https://user:***@example.com:25/x\n' +
        `  ${wrapped}:2:4: error: Unexpected password in \`https://user:***@example.com:25/x\`, expected no credentials in the URI (uri-password)\n` +
        `  ${wrapped}:2:25: warning: Unexpected port \`25\` (smtp) for \`https\`, expected its default port or one no other protocol uses (unsafe-port)\n`
    )
  })

  it('masks what is left of a password in a URI that a brace or bad byte cut short', async () => {
    const cut = join(directory, 'cut.txt')
    writeFileSync(
      cut,
      Buffer.concat([
        Buffer.from('clone https://deploy:Zq8vLr2K'),
        Buffer.from([0xe9]),
        Buffer.from('xyz@git.example.com/app.git now\n')
      ])
    )
    for (const format of [[], ['--json'], ['--check']]) {
      const result = await run([...format, cut])
      expect(result.stdout + result.stderr).not.toContain('Zq8vLr2K')
      expect(result.stdout).toContain('https://deploy:***')
    }
  })

  it('prints one URI per line, passwords redacted', async () => {
    const result = await run([text])
    expect(result).toEqual({
      code: 0,
      stdout: 'http://example.com/a/b\nftp://ftp.example.org/pub/\nhttps://bot:***@ci.example.net/x\n',
      stderr: ''
    })
  })

  it('--relative and --schemes widen what counts as a URI; by default neither a C header nor an unknown scheme does', async () => {
    const input = '#include <sys/types.h>, see <../guide.html> and "x-app:open?id=1"; <URL:x-app:home>\n'
    expect(await run([], input)).toEqual({code: 0, stdout: 'x-app:home\n', stderr: ''})
    expect(await run(['--relative'], input)).toEqual({
      code: 0,
      stdout: 'sys/types.h\n../guide.html\nx-app:home\n',
      stderr: ''
    })
    expect(await run(['--schemes', 'X-App,other'], input)).toEqual({
      code: 0,
      stdout: 'x-app:open?id=1\nx-app:home\n',
      stderr: ''
    })
    expect((await run(['--schemes', 'any', '--relative'], input)).stdout).toBe(
      'sys/types.h\n../guide.html\nx-app:open?id=1\nx-app:home\n'
    )
    expect(await run(['--schemes', 'a b'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'uri-extract: `--schemes` takes scheme names separated by commas, or `any` (see `uri-extract --help`)\n'
    })
  })

  it('--check suggests for an IDN host the repair urilint offers: its punycode, as browsers send it', async () => {
    const input = 'See https://bücher.de/a\n'
    const [record] = JSON.parse((await run(['--check', '--json'], input)).stdout) as Array<{
      findings: Array<{ruleId: string; actual: string; expected: string[]}>
    }>
    expect(record!.findings.map(({ruleId, actual, expected}) => [ruleId, actual, expected])).toEqual([
      ['non-ascii', 'bücher.de', ['xn--bcher-kva.de']]
    ])
    const linted = await runUrilint(['--report', 'json', '-'], {cwd: directory, stdin: input})
    const [file] = JSON.parse(linted.stdout) as Array<{messages: Array<{expected: string[]}>}>
    expect(file!.messages.map((message) => message.expected)).toEqual([['https://xn--bcher-kva.de/a']])
  })

  it('reads stdin when given no file', async () => {
    expect(await run([], 'see <URL:http://a.example/\n  b>\n')).toEqual({
      code: 0,
      stdout: 'http://a.example/b\n',
      stderr: ''
    })
  })

  it('reads a message on stdin as the same .eml file: quoted-printable decoded', async () => {
    const message = readFileSync(eml, 'utf8')
    const fromFile = await run(['--ndjson', eml])
    const fromStdin = await run(['--ndjson'], message)
    const records = (result: CliResult) =>
      result.stdout
        .trimEnd()
        .split('\n')
        .map((line) => ({...(JSON.parse(line) as object), file: undefined}))
    expect(fromStdin.code).toBe(0)
    expect(fromStdin.stderr).toBe('')
    expect(records(fromStdin)).toEqual(records(fromFile))
    // The soft line break and `=3D` of the fixture's quoted-printable, decoded.
    expect(fromStdin.stdout).toContain(
      '"uri":"https://lists.urilint.example/search?q=0.4&list=dev&sort=date&order=desc&page=1"'
    )
    // Named as text, it is read as text: as written, encoding and all (the soft line break read as a client's wrap).
    const asText = await run(['--stdin-filename', 'message.txt'], message)
    expect(asText.stdout).toContain(
      'https://lists.urilint.example/search?q=3D0.4&list=3Dd=ev&sort=3Ddate&order=3Ddesc&page=3D1\n'
    )
    expect(await run(['--stdin-filename', 'message.eml'], message)).toEqual(await run([eml]))
  })

  it('reads stdin as an mbox by its `From ` line, and text starting with "From " as text', async () => {
    const message = readFileSync(eml, 'utf8')
    const mbox = 'From ana@urilint.example Wed Mar  4 09:30:12 2026\n' + message
    expect(await run([], mbox)).toEqual(await run([eml]))
    const prose = 'From the docs: https://a.example/x=3Dy\n'
    expect(await run([], prose)).toEqual({code: 0, stdout: 'https://a.example/x=3Dy\n', stderr: ''})
  })

  it('--stdin-filename needs stdin among the files', async () => {
    expect(await run(['--stdin-filename', 'a.eml', eml])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'uri-extract: `--stdin-filename` needs `-` (stdin) among the files, or no file (see `uri-extract --help`)\n'
    })
  })

  it('--ndjson: one record per line with file, line, column and alternatives', async () => {
    const result = await run(['--ndjson'], 'x <http://a.example/long-\n  name>\n')
    expect(result.code).toBe(0)
    expect(
      result.stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown)
    ).toEqual([
      {
        file: '-',
        uri: 'http://a.example/long-name',
        line: 1,
        column: 4,
        start: 3,
        end: 32,
        delimiter: 'angle',
        kind: 'uri',
        rejoined: true,
        alternatives: ['http://a.example/long-name', 'http://a.example/longname'],
        spans: [
          {start: 3, end: 25, line: 1, column: 4},
          {start: 28, end: 32, line: 2, column: 3}
        ]
      }
    ])
  })

  it('--json: one array; mail files report message and part', async () => {
    const result = await run(['--json', eml])
    expect(result.code).toBe(0)
    const records = JSON.parse(result.stdout) as Record<string, unknown>[]
    expect(records).toHaveLength(14)
    expect(records[4]).toMatchObject({
      file: eml,
      uri: 'https://deploy:***@ci.urilint.example/hooks/release',
      line: 14,
      column: 1,
      // Numbered from 1, as in `--check`'s `file#1/text:14:16`.
      message: 1,
      part: 'text'
    })
    expect(records[13]).toMatchObject({uri: 'cid:logo@urilint.example', part: 'html', attribute: 'src'})
  })

  it('--check adds validity and security findings, exits 1 on errors, never prints the password', async () => {
    for (const format of [[], ['--json'], ['--ndjson']]) {
      const result = await run(['--check', ...format, text, eml])
      expect(result.code).toBe(1)
      expect(result.stdout + result.stderr).not.toContain(password)
      expect(result.stdout).toContain('uri-password')
    }

    const mail = await run(['--check', eml])
    expect(mail.stdout.split('\n')[5]).toBe(
      `  ${eml}#1/text:14:16: error: Unexpected password in \`https://deploy:***@ci.urilint.example/hooks/release\`, expected no credentials in the URI (uri-password)`
    )

    const lines = await run(['--check', text])
    expect(lines.stdout).toBe(
      'http://example.com/a/b\n' +
        'ftp://ftp.example.org/pub/\n' +
        'https://bot:***@ci.example.net/x\n' +
        `  ${text}:3:18: error: Unexpected password in \`https://bot:***@ci.example.net/x\`, expected no credentials in the URI (uri-password)\n`
    )
  })

  it('masks a user name equal to the password as the password, in every output', async () => {
    const guest = join(directory, 'guest.txt')
    writeFileSync(guest, 'Broker amqp://guestQZ:guestQZ@mq.example.com/vhost\n')
    const lines = await run(['--check', guest])
    expect(lines.stdout).toBe(
      'amqp://***:***@mq.example.com/vhost\n' +
        `  ${guest}:1:23: error: Unexpected password in \`amqp://***:***@mq.example.com/vhost\`, expected no credentials in the URI (uri-password)\n`
    )
    const json = await run(['--check', '--json', guest])
    const [record] = JSON.parse(json.stdout) as Array<{uri: string; findings: Array<{reason: string}>}>
    expect([record?.uri, record?.findings.map((finding) => finding.reason)]).toEqual([
      'amqp://***:***@mq.example.com/vhost',
      ['Unexpected password in `amqp://***:***@mq.example.com/vhost`, expected no credentials in the URI']
    ])
    expect(json.stdout).not.toContain('guestQZ')
  })

  it('finds and masks a password in a `www.` find, a URI inside another and on a bare host; no address of one (issue 24)', async () => {
    const secrets = join(directory, 'secrets.txt')
    writeFileSync(
      secrets,
      'Use www.app:Qz9Kv|Xw2L@db.acme.io/x and https://web.archive.org/web/2020/https://user:Vq7XzKp2@db.acme.io/\n' +
        'Or https://app:2024/s3cr@db/app, or admin:Zk8QwXv4@db.acme.io here.\n'
    )
    // Was: `www.app:Qz9Kv` (the rest an address `|Xw2L@db.acme.io`), the inner and the numeric password printed
    // whole, and `Zk8QwXv4@db.acme.io` as an address.
    const lines = await run(['--check', '--www', '--email', secrets])
    expect(lines.stdout).toBe(
      'www.app:***@db.acme.io/x\n' +
        `  ${secrets}:1:18: warning: Unexpected character in password, expected it percent-encoded (excluded-unwise)\n` +
        `  ${secrets}:1:13: error: Unexpected password in \`http://www.app:***@db.acme.io/x\`, expected no credentials in the URI (uri-password)\n` +
        'https://web.archive.org/web/2020/https://user:***@db.acme.io/\n' +
        `  ${secrets}:1:87: error: Unexpected password in \`https://user:***@db.acme.io/\`, expected no credentials in the URI (uri-password)\n` +
        'https://app:***@db/app\n' +
        `  ${secrets}:2:16: error: Unexpected password in \`https://app:***@db/app\`, expected no credentials in the URI (uri-password)\n`
    )
    for (const format of [[], ['--json'], ['--ndjson'], ['--check', '--json']]) {
      const result = await run([...format, '--www', '--email', secrets])
      for (const secret of ['Qz9K', 'Xw2L', 'Vq7X', '2024', 's3cr', 'Zk8Q'])
        expect(result.stdout + result.stderr, `${format.join(' ')}: ${secret}`).not.toContain(secret)
    }
  })

  it('--check levels by the contract of both tools: warnings fail the run only with --frail', async () => {
    const ports = join(directory, 'ports.txt')
    writeFileSync(ports, 'Relay at gopher://relay.example.com:25/ and http://h.example/a%zz\n')
    const plain = await run(['--check', ports])
    expect(plain.code).toBe(0)
    expect(
      plain.stdout
        .split('\n')
        .filter((line) => line.startsWith('  '))
        .map((line) => line.split(': ')[1])
    ).toEqual(['warning', 'warning'])
    expect((await run(['--check', '--frail', ports])).code).toBe(1)
    const json = JSON.parse((await run(['--check', '--json', ports])).stdout) as Array<{valid: boolean}>
    // `valid` stays the grammar's verdict: the port is valid syntax, `%zz` is not.
    expect(json.map((record) => record.valid)).toEqual([true, false])
    expect(await run(['--frail', ports])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'uri-extract: `--frail` needs `--check` (see `uri-extract --help`)\n'
    })
  })

  it('--check: no syntax finding inside a placeholder password, as urilint (a real password with a brace is still reported)', async () => {
    const placeholder = join(directory, 'placeholder.txt')
    writeFileSync(placeholder, 'Connect with https://u:${PASS}@h.example/ (set PASS)\n')
    const kept = await run(['--check', '--frail', placeholder])
    expect(kept).toEqual({
      code: 0,
      stdout:
        'https://u:***@h.example/\n' +
        `  ${placeholder}:1:24: info: Unexpected placeholder password in \`https://u:***@h.example/\`, expected no password in the URI (uri-password-placeholder)\n`,
      stderr: ''
    })
    const [record] = JSON.parse((await run(['--check', '--json', placeholder])).stdout) as Array<{
      findings: Array<{ruleId: string; severity: string}>
    }>
    expect(record!.findings.map((finding) => [finding.ruleId, finding.severity])).toEqual([
      ['uri-password-placeholder', 'info']
    ])

    const real = join(directory, 'brace-password.txt')
    writeFileSync(real, 'Connect with https://u:Xk{29}dLq7@h.acme.io/\n')
    expect(await run(['--check', '--frail', real])).toEqual({
      code: 1,
      stdout:
        'https://u:***@h.acme.io/\n' +
        `  ${real}:1:26: warning: Unexpected character in password, expected it percent-encoded (excluded-unwise)\n` +
        `  ${real}:1:29: warning: Unexpected character in password, expected it percent-encoded (excluded-unwise)\n` +
        `  ${real}:1:24: error: Unexpected password in \`https://u:***@h.acme.io/\`, expected no credentials in the URI (uri-password)\n`,
      stderr: ''
    })

    // urilint says the same of both files.
    const urilint = (file: string) => runUrilint(['--frail', '--report', 'json', file], {cwd: directory})
    const findings = (result: {stdout: string}) =>
      (JSON.parse(result.stdout) as Array<{messages: Array<{ruleId: string; line: number; column: number}>}>).flatMap(
        (file) => file.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`)
      )
    const placeholderLint = await urilint(placeholder)
    expect([placeholderLint.code, findings(placeholderLint)]).toEqual([0, []])
    const realLint = await urilint(real)
    // One message per URI and rule: the malformed URI is placed on the whole URI, which starts before the password.
    expect([realLint.code, findings(realLint)]).toEqual([1, ['1:14 no-malformed-uri', '1:24 no-uri-password']])
  })

  it('no password in any output format, with or without --check', async () => {
    for (const args of [[eml], ['--json', eml], ['--ndjson', eml], ['--www', '--email', eml]]) {
      const result = await run(args)
      expect(result.code).toBe(0)
      expect(result.stdout + result.stderr).not.toContain(password)
    }
  })

  it('--templates gives templates with their placeholders as written; without it they are left out', async () => {
    const file = join(directory, 'templates.txt')
    writeFileSync(file, 'Form: proto://host[:port], then "http://{host}:%d/" and https://example.org/x\n')
    expect((await run([file])).stdout).toBe('https://example.org/x\n')
    const result = await run(['--templates', '--ndjson', file])
    expect(
      result.stdout
        .trim()
        .split('\n')
        .map((line) => {
          const record = JSON.parse(line) as {uri: string; placeholders?: string[]}
          return [record.uri, record.placeholders]
        })
    ).toEqual([
      ['proto://host[:port]', ['proto', '[:port]']],
      ['http://{host}:%d/', ['{host}', '%d']],
      ['https://example.org/x', undefined]
    ])
  })

  it('unreadable and binary files: one line each on stderr, exit 2, the rest processed', async () => {
    const missing = join(directory, 'missing.txt')
    const result = await run([missing, binary, text])
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(`uri-extract: ${missing}: no such file\nuri-extract: ${binary}: binary file, not text\n`)
    expect(result.stdout).toBe('http://example.com/a/b\nftp://ftp.example.org/pub/\nhttps://bot:***@ci.example.net/x\n')
  })

  it('--help, and bad usage in one line with exit 2', async () => {
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout.split('\n')[0]).toBe('Usage: uri-extract [options] [files...]')
    expect(await run(['--frobnicate'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'uri-extract: unknown option `--frobnicate` (see `uri-extract --help`)\n'
    })
    expect(await run(['--json', '--ndjson'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'uri-extract: `--json` and `--ndjson` cannot be used together (see `uri-extract --help`)\n'
    })
  })

  it("reports a message the MIME parser refuses in one line, exits 2, and prints the other messages' URIs", async () => {
    let nested = ''
    for (let depth = 0; depth < 300; depth++)
      nested += `Content-Type: multipart/mixed; boundary="b${depth}"\n\n--b${depth}\n`
    const mbox = join(directory, 'nested.mbox')
    writeFileSync(
      mbox,
      'From a\n\nsee http://one.example/\n\nFrom b\n' + nested + '\nFrom c\n\nand http://three.example/\n'
    )
    const result = await run(['--mail', mbox])
    expect([result.code, result.stdout, result.stderr]).toEqual([
      2,
      'http://one.example/\nhttp://three.example/\n',
      `uri-extract: ${mbox}: message 2 (byte 33): the MIME parser refused it: Maximum MIME nesting depth of 256 levels exceeded\n`
    ])
  })

  it('a refused .eml: its one line, exit 2, and its URIs as written', async () => {
    let nested = ''
    for (let depth = 0; depth < 300; depth++)
      nested += `Content-Type: multipart/mixed; boundary="b${depth}"\n\n--b${depth}\n`
    const eml = join(directory, 'nested.eml')
    writeFileSync(eml, nested + '\nsee http://u:Kx9@deep.example/\n')
    const result = await run([eml])
    expect([result.code, result.stdout, result.stderr]).toEqual([
      2,
      'http://u:***@deep.example/\n',
      `uri-extract: ${eml}: the MIME parser refused it: Maximum MIME nesting depth of 256 levels exceeded\n`
    ])
  })
})

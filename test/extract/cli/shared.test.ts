/** The plumbing both CLIs share (packages/extract/src/cli/shared.ts). */
import {
  printable,
  describeFileError,
  exitCodes,
  jsonFinding,
  parseCommandLine,
  usageLine,
  UsageError
} from '@urilint/extract/cli-shared'
import {isBinary, redactText} from '@urilint/extract/internal'
import {describe, expect, it} from 'vitest'

describe('cli-shared', () => {
  it('parses options and positionals, `-` and what follows `--` as positionals', () => {
    expect(
      parseCommandLine(['--json', '-', 'a.txt', '--', '--check'], {json: {type: 'boolean'}, check: {type: 'boolean'}})
    ).toEqual({
      values: {json: true},
      positionals: ['-', 'a.txt', '--check']
    })
  })

  it('turns what parseArgs rejects into a one-line usage error', () => {
    expect(() => parseCommandLine(['--frobnicate'], {json: {type: 'boolean'}})).toThrow(
      new UsageError('unknown option `--frobnicate`')
    )
    expect(() => parseCommandLine(['--report'], {report: {type: 'string'}})).toThrow(
      new UsageError('`--report` needs a value')
    )
    expect(() => parseCommandLine(['-r'], {report: {type: 'string', short: 'r'}})).toThrow(
      new UsageError('`--report` needs a value')
    )
    expect(() => parseCommandLine(['--json=1'], {json: {type: 'boolean'}})).toThrow(
      new UsageError('`--json` takes no value')
    )
    // A line feed in what was typed is escaped: the message stays one line.
    expect(() => parseCommandLine(['-\n'], {json: {type: 'boolean'}})).toThrow(new UsageError('unknown option `-\\n`'))
    expect(() => parseCommandLine(['--a\nb'], {json: {type: 'boolean'}})).toThrow(
      new UsageError('unknown option `--a\\nb`')
    )
    expect(usageLine('uri-extract', 'unknown option `--x`')).toBe(
      'uri-extract: unknown option `--x` (see `uri-extract --help`)\n'
    )
    expect(exitCodes).toEqual({clean: 0, failed: 1, trouble: 2})
  })

  it('finds a NUL in the first 8000 bytes or characters, and only there', () => {
    expect(isBinary(new Uint8Array([0x61, 0, 0x62]))).toBe(true)
    expect(isBinary('a\u0000b')).toBe(true)
    expect(isBinary('a'.repeat(8000) + '\u0000')).toBe(false)
    expect(isBinary(new Uint8Array(8001).fill(0x61, 0, 8000))).toBe(false)
  })

  it('says in a few words what went wrong with a file', () => {
    expect(describeFileError(Object.assign(new Error('ENOENT: no such file or directory'), {code: 'ENOENT'}))).toBe(
      'no such file'
    )
    expect(describeFileError(Object.assign(new Error('x'), {code: 'EACCES'}))).toBe('permission denied')
    expect(describeFileError(Object.assign(new Error('x'), {code: 'EISDIR'}))).toBe('is a directory')
    expect(describeFileError(new Error('first line\nsecond'))).toBe('first line')
    // Not an Error, nor anything String() can show: named, not thrown.
    expect(describeFileError({toString: null})).toBe('an error that cannot be shown as text')
    expect(describeFileError(Object.assign(new Error('x'), {message: 42}))).toBe('42')
  })

  it('gives a finding every field, in one order, null where absent', () => {
    expect(
      JSON.stringify(
        jsonFinding({
          severity: 'warning',
          reason: 'Unexpected x, expected y',
          ruleId: 'no-malformed-uri',
          line: 1,
          expected: ['y']
        })
      )
    ).toBe(
      '{"ruleId":"no-malformed-uri","source":null,"severity":"warning","reason":"Unexpected x, expected y","line":1,"column":null,"endLine":null,"endColumn":null,"url":null,"note":null,"actual":null,"expected":["y"]}'
    )
  })

  it('redacts the password of every URI in a text it did not write, also one cut short, by offsets', () => {
    expect(redactText('boom postgres://admin:hunter2secret@db.example.com/app failed')).toBe(
      'boom postgres://admin:***@db.example.com/app failed'
    )
    // A quote that cuts the URI before its `@`: what is left is masked as a port that is not one.
    expect(redactText('near "https://ci:Zt6Rm2Wq..."')).toBe('near "https://ci:***"')
    // A shorter URI inside a longer one must not hide a piece of the longer from its own redaction.
    expect(redactText('ftp://u:hunter2 and ftp://u:hunter2secretpassword@h.example/')).toBe(
      'ftp://u:*** and ftp://u:***@h.example/'
    )
    expect(redactText('no secrets: https://h.example/a:b')).toBe('no secrets: https://h.example/a:b')
    expect(redactText('plain words')).toBe('plain words')
  })
})

describe('printable', () => {
  it('escapes what a terminal or log acts on: C0 and C1 controls, line separators, bidi marks, zero-width characters', () => {
    const acting = [
      0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x7f, 0x85, 0x9b, 0x61c, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2028, 0x2029,
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff
    ]
    expect(acting.map((code) => printable(String.fromCharCode(code)))).toEqual([
      '\\x00',
      '\\t',
      '\\n',
      '\\r',
      '\\x1b',
      '\\x7f',
      '\\x85',
      '\\x9b',
      '\\u061c',
      '\\u200b',
      '\\u200c',
      '\\u200d',
      '\\u200e',
      '\\u200f',
      '\\u2028',
      '\\u2029',
      '\\u202a',
      '\\u202b',
      '\\u202c',
      '\\u202d',
      '\\u202e',
      '\\u2060',
      '\\u2066',
      '\\u2067',
      '\\u2068',
      '\\u2069',
      '\\ufeff'
    ])
    // A backslash is doubled only where something is escaped, so that the form reads back.
    expect(printable('a\\b \u202eevil')).toBe('a\\\\b \\u202eevil')
    expect(printable('a\\b ü → 測試 `x`')).toBe('a\\b ü → 測試 `x`')
  })

  it('leaves every other character as it is (each code unit below U+10000 once)', () => {
    for (let code = 0; code < 0x10000; code++) {
      const character = String.fromCharCode(code)
      const escaped = printable(character)
      if (escaped !== character) expect(escaped).toMatch(/^\\(?:[ntr]|x[0-9a-f]{2}|u[0-9a-f]{4})$/)
      else expect(code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code <= 0x9f)).toBe(true)
    }
  })
})

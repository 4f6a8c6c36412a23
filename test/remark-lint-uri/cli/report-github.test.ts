/**
 * `--report github`: workflow commands named from the repository root, their
 * escaping, and the summary line the report ends with.
 *
 * GitHub's workflow commands (`@actions/core` `command.ts`): "::name
 * key=value,key=value::message"; in the message `%`, CR and LF are escaped
 * as `%25`, `%0D`, `%0A`; in a property value also `:` and `,` as `%3A` and
 * `%2C`.
 */
import {describe, expect, it} from 'vitest'
import {escapeData, escapeProperty, reportGithub} from '../../../packages/remark-lint-uri/src/cli/report/github.ts'
import {count, describeCounts, summaryLine} from '../../../packages/remark-lint-uri/src/cli/report/summary.ts'
import {malformedReason, message, passwordReason, portReason, ruleMessage, sampleResults} from './report-fixtures.ts'

describe('github report', () => {
  it('names files from the repository root, not the working folder, and ends with the summary line', () => {
    expect(reportGithub(sampleResults(), {root: '/repo'}).split('\n')).toEqual([
      '::error file=sub/docs/deploy.md,line=3,col=35,endLine=3,endColumn=55,title=remark-lint%3Ano-uri-password::' +
        passwordReason,
      '::warning file=sub/docs/deploy.md,line=5,col=38,endLine=5,endColumn=40,title=remark-lint%3Ano-unsafe-port::' +
        portReason,
      // A note: a `notice`.
      '::notice file=sub/docs/deploy.md,line=7,col=17,endLine=7,endColumn=44,title=remark-lint%3Ano-malformed-uri::Unexpected space in path, expected `%2520`',
      '::error file=sub/docs/deploy.md,line=9,col=35,endLine=9,endColumn=55,title=remark-lint%3Ano-uri-password::' +
        passwordReason,
      '::error file=sub/missing.md,title=urilint::No such file or folder',
      'urilint: 3 errors, 1 warning, 1 note in 2 of 3 files',
      ''
    ])
  })

  it('names a file outside the repository by its absolute path', () => {
    const results = [
      {path: '../elsewhere/a.md', cwd: '/repo', messages: [ruleMessage('no-unsafe-port', [1, 2, 1, 4], portReason)]}
    ]
    expect(reportGithub(results, {root: '/repo'})).toBe(
      '::warning file=/elsewhere/a.md,line=1,col=2,endLine=1,endColumn=4,title=remark-lint%3Ano-unsafe-port::' +
        portReason +
        '\nurilint: 1 warning in 1 of 1 file\n'
    )
  })

  it('`--silent`: errors only, in the annotations and in the summary', () => {
    expect(reportGithub(sampleResults(), {root: '/repo', silent: true}).split('\n').slice(3)).toEqual([
      'urilint: 3 errors in 2 of 3 files',
      ''
    ])
  })

  it('a clean run: the summary line alone', () => {
    const results = Array.from({length: 14}, (_, index) => ({path: `doc-${index}.md`, cwd: '/repo', messages: []}))
    expect(reportGithub(results, {root: '/repo'})).toBe('urilint: no problems in 14 files\n')
    expect(reportGithub([], {root: '/repo'})).toBe('urilint: no problems in 0 files\n')
  })
})

describe('escaping of workflow commands', () => {
  it('data: `%`, CR and LF, nothing else', () => {
    expect(escapeData('100% done\r\nnext line\rx\ny: a, b')).toBe('100%25 done%0D%0Anext line%0Dx%0Ay: a, b')
    // An escape already in the text is escaped again: GitHub unescapes once.
    expect(escapeData('%0A')).toBe('%250A')
  })

  it('properties: `%`, CR, LF, `:` and `,`', () => {
    expect(escapeProperty('a:b,c%d\re\nf')).toBe('a%3Ab%2Cc%25d%0De%0Af')
  })

  it('a message cannot end its command or start another: its line breaks are `\\n` (`printable`)', () => {
    const reason = 'Unexpected `%zz` in path\n::error file=x.md::injected\r\n, expected `%25`'
    const results = [{path: 'a.md', cwd: '/repo', messages: [ruleMessage('no-malformed-uri', [1, 1, 1, 4], reason)]}]
    const lines = reportGithub(results, {root: '/repo'}).split('\n')
    expect(lines).toEqual([
      '::warning file=a.md,line=1,col=1,endLine=1,endColumn=4,title=remark-lint%3Ano-malformed-uri::Unexpected `%25zz` in path\\n::error file=x.md::injected\\r\\n, expected `%2525`',
      'urilint: 1 warning in 1 of 1 file',
      ''
    ])
  })

  it('paths: `:` and `,` escaped, `%`, CR and LF too; spaces and non-ASCII as they are', () => {
    const cwd = '/repo'
    const results = [
      {path: 'notes, v2: draft.md', cwd, messages: [ruleMessage('no-malformed-uri', [1, 1, 1, 2], malformedReason)]},
      {path: '100%\r\nx.md', cwd, messages: [ruleMessage('no-malformed-uri', [1, 1, 1, 2], malformedReason)]},
      {
        path: 'docs/café au lait/日本語.md',
        cwd,
        messages: [ruleMessage('no-malformed-uri', [2, 3, 2, 4], malformedReason)]
      }
    ]
    expect(
      reportGithub(results, {root: cwd})
        .split('\n')
        .map((line) => line.split('::', 3)[1])
    ).toEqual([
      'warning file=notes%2C v2%3A draft.md,line=1,col=1,endLine=1,endColumn=2,title=remark-lint%3Ano-malformed-uri',
      'warning file=100%25%0D%0Ax.md,line=1,col=1,endLine=1,endColumn=2,title=remark-lint%3Ano-malformed-uri',
      'warning file=docs/café au lait/日本語.md,line=2,col=3,endLine=2,endColumn=4,title=remark-lint%3Ano-malformed-uri',
      undefined,
      undefined
    ])
  })

  it('a message without a place: file and title only; a note is a `notice`', () => {
    const results = [
      {path: 'a.md', cwd: '/repo', messages: [message({reason: 'Cannot parse `.remarkrc`: x', fatal: undefined})]}
    ]
    expect(reportGithub(results, {root: '/repo'})).toBe(
      '::notice file=a.md,title=urilint::Cannot parse `.remarkrc`: x\nurilint: 1 note in 1 of 1 file\n'
    )
  })
})

describe('summary line', () => {
  it('counts errors, warnings and notes, and the files with any', () => {
    expect(count(sampleResults(), {})).toEqual({errors: 3, warnings: 1, notes: 1, files: 3, filesWithMessages: 2})
    expect(summaryLine(sampleResults(), {})).toBe('urilint: 3 errors, 1 warning, 1 note in 2 of 3 files')
  })

  it('words: plurals, and no problems', () => {
    expect(describeCounts({errors: 1, warnings: 0, notes: 0, files: 1, filesWithMessages: 1})).toBe(
      '1 error in 1 of 1 file'
    )
    expect(describeCounts({errors: 0, warnings: 1, notes: 2, files: 14, filesWithMessages: 2})).toBe(
      '1 warning, 2 notes in 2 of 14 files'
    )
    expect(describeCounts({errors: 0, warnings: 0, notes: 0, files: 1, filesWithMessages: 0})).toBe(
      'no problems in 1 file'
    )
  })
})

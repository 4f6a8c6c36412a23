/**
 * The default report (report/default.ts): vfile-reporter's layout, byte for
 * byte where every reason is at most `reasonColumn` wide (a differential test
 * against vfile-reporter itself, colours and `--verbose` included); a longer
 * reason pads no other row (vfile-reporter padded every reason to it); and
 * widths from one scan of character codes (vfile-reporter's `string-width`
 * cost about 1 ms a message).
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
// vfile-reporter as the CLI used it before, from the package that depends on it.
import {reporter} from '../../../packages/remark-lint-uri/node_modules/vfile-reporter/index.js'
import {lintMessage} from '../../../packages/remark-lint-uri/src/cli/lint-message.ts'
import {displayWidth, reasonColumn, reportDefault} from '../../../packages/remark-lint-uri/src/cli/report/default.ts'
import type {LintMessage, LintResult} from '../../../packages/remark-lint-uri/src/cli/results.ts'

const at = (line: number, column: number, endColumn: number) => ({line, column, endLine: line, endColumn})
const message = (reason: string, fatal: boolean | undefined, place = at(1, 1, 2), ruleId = 'no-malformed-uri') =>
  lintMessage({reason, fatal, ruleId, source: 'remark-lint', ...place})

describe('the default report', () => {
  it('pads reasons to the longest up to the bound: a longer one pads no other row', () => {
    const long = 'Unexpected `' + 'x'.repeat(reasonColumn) + '` in path, expected `%78`'
    const results: LintResult[] = [
      {
        path: 'a.md',
        cwd: '/repo',
        messages: [
          message('Unexpected `|` in path, expected `%7C`', undefined, at(1, 5, 9)),
          message(long, false, at(2, 1, 120)),
          message('Unexpected port `25` (smtp)', true, at(10, 3, 5), 'no-unsafe-port')
        ]
      },
      {path: 'b.md', cwd: '/repo', messages: []}
    ]
    expect(reportDefault(results, {})).toBe(
      [
        'a.md',
        '1:5-1:9   info    Unexpected `|` in path, expected `%7C` no-malformed-uri remark-lint',
        `2:1-2:120 warning ${long} no-malformed-uri remark-lint`,
        '10:3-10:5 error   Unexpected port `25` (smtp)            no-unsafe-port   remark-lint',
        '',
        'b.md: no issues found',
        '',
        '3 messages (✖ 1 error, ⚠ 1 warning, 1 note)',
        ''
      ].join('\n')
    )
    // vfile-reporter: every row padded to the long reason.
    expect(vfileReporter(results, {}).split('\n')[1]).toBe(
      '1:5-1:9   info    Unexpected `|` in path, expected `%7C`' +
        ' '.repeat(long.length - 38 + 1) +
        'no-malformed-uri remark-lint'
    )
  })

  it('is vfile-reporter’s report, byte for byte, where no reason is longer than the bound (colours, quiet, silent, verbose)', () => {
    const reason = fc.stringMatching(/^[A-Za-z `|%é測]{1,60}$/)
    const lintMessages = fc.array(
      fc.record({
        reason,
        fatal: fc.constantFrom(true, false, undefined),
        line: fc.integer({min: 1, max: 30}),
        column: fc.integer({min: 1, max: 90}),
        ruleId: fc.constantFrom('no-malformed-uri', 'no-unsafe-port', 'no-uri-password'),
        note: fc.option(reason, {nil: undefined}),
        url: fc.option(fc.constant('https://example.com/rule'), {nil: undefined})
      }),
      {maxLength: 6}
    )
    const files = fc.uniqueArray(fc.record({path: fc.stringMatching(/^[a-z]{1,6}\.md$/), messages: lintMessages}), {
      selector: (file) => file.path,
      maxLength: 4
    })
    const options = fc.record({
      color: fc.boolean(),
      quiet: fc.boolean(),
      silent: fc.boolean(),
      verbose: fc.boolean()
    })
    fc.assert(
      fc.property(files, options, (generated, settings) => {
        const results: LintResult[] = generated.map((file) => ({
          path: file.path,
          cwd: '/repo',
          messages: file.messages.map((each) =>
            lintMessage({...each, source: 'remark-lint', endLine: each.line, endColumn: each.column + 1})
          )
        }))
        expect(reportDefault(results, settings)).toBe(vfileReporter(results, settings))
      }),
      {numRuns: 500}
    )
  })
})

describe('displayWidth', () => {
  it('counts ASCII as its length, wide characters and emoji as two, combining marks as none', () => {
    expect(['abc', '', 'é', 'e\u0301', '測試', 'ｘ', '😀', 'a\ufe0f', '한'].map(displayWidth)).toEqual([
      3, 0, 1, 1, 4, 2, 2, 1, 2
    ])
  })
})

/** The report as the CLI made it before: vfile-reporter over the same messages, with the notes counted after it. */
function vfileReporter(
  results: readonly LintResult[],
  options: {color?: boolean; quiet?: boolean; silent?: boolean; verbose?: boolean}
): string {
  const shown = (messages: LintMessage[]) =>
    options.silent
      ? messages.filter((each) => each.fatal === true)
      : options.quiet
        ? messages.filter((each) => each.fatal !== undefined)
        : messages
  const files = results.map((result) => {
    const file = new VFile({path: result.path, cwd: result.cwd})
    for (const each of shown(result.messages)) {
      const place = {
        start: {line: each.line!, column: each.column!},
        end: {line: each.endLine!, column: each.endColumn!}
      }
      const copy = new VFileMessage(each.reason, {place, ruleId: each.ruleId, source: each.source})
      copy.fatal = each.fatal
      if (each.url !== undefined) copy.url = each.url
      if (each.note !== undefined) copy.note = each.note
      file.messages.push(copy)
    }
    return file
  })
  const text = reporter(files, {...options, color: options.color === true})
  if (text === '') return ''
  let notes = 0
  let others = 0
  for (const file of files) {
    for (const each of file.messages) {
      if (each.fatal === undefined) notes++
      else others++
    }
  }
  if (notes === 0) return text + '\n'
  const count = `${notes} ${notes === 1 ? 'note' : 'notes'}`
  if (others === 0) return `${text}\n\n${count}\n`
  return (text.endsWith(')') ? `${text.slice(0, -1)}, ${count})` : text) + '\n'
}

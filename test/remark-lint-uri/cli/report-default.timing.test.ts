/**
 * The default report in linear time, at a small cost a message: 4n messages
 * take about four times as long as n (test/linear.ts), over many files and
 * within one, with reasons of every width and non-ASCII text. (It was
 * vfile-reporter's, whose `string-width` cost about 1 ms a message.)
 */
import {describe, expect, it} from 'vitest'
import {lintMessage} from '../../../packages/remark-lint-uri/src/cli/lint-message.ts'
import {reportDefault} from '../../../packages/remark-lint-uri/src/cli/report/default.ts'
import type {LintResult} from '../../../packages/remark-lint-uri/src/cli/results.ts'
import {linearBound, linearRatio} from '../../linear.ts'

const reasons = [
  'Unexpected `|` in path, expected `%7C`',
  'Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI',
  'Unexpected non-ASCII `測試` in host, expected `xn--g6w251d`',
  'Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses' + ' x'.repeat(40)
]

/** `n` messages in files of `perFile` each. */
function results(n: number, perFile: number): LintResult[] {
  const files: LintResult[] = []
  for (let index = 0; index < n; index++) {
    if (index % perFile === 0) files.push({path: `docs/file-${files.length}.md`, cwd: '/repo', messages: []})
    files.at(-1)!.messages.push(
      lintMessage({
        reason: reasons[index % reasons.length]!,
        ruleId: 'no-malformed-uri',
        source: 'remark-lint',
        fatal: index % 3 === 0 ? true : index % 3 === 1 ? false : undefined,
        line: index + 1,
        column: 5,
        endLine: index + 1,
        endColumn: 40
      })
    )
  }
  return files
}

describe('the default report', () => {
  it('is linear in messages: many files of a few each, and one file of all', async () => {
    expect(
      await linearRatio(
        (n) => results(n, 4),
        (input) => reportDefault(input, {}),
        5000
      )
    ).toBeLessThan(linearBound)
    expect(
      await linearRatio(
        (n) => results(n, n),
        (input) => reportDefault(input, {color: true, verbose: true}),
        5000
      )
    ).toBeLessThan(linearBound)
  })
})

/**
 * `--quiet` and `--silent` in every report: quiet keeps warnings and errors
 * (remark-cli's "output only warnings and errors"), silent only errors; a
 * file left without messages is not listed.
 */
import {describe, expect, it} from 'vitest'
import {report} from '../../../packages/remark-lint-uri/src/cli/report/index.ts'
import type {LintResult} from '../../../packages/remark-lint-uri/src/cli/results.ts'
import {malformedReason, passwordReason, portReason, ruleMessage} from './report-fixtures.ts'

const note = ruleMessage('no-malformed-uri', [1, 1, 1, 9], malformedReason, {fatal: undefined})
const results: LintResult[] = [
  {path: 'notes-only.md', cwd: '/repo', messages: [note]},
  {
    path: 'mixed.md',
    cwd: '/repo',
    messages: [
      note,
      ruleMessage('no-unsafe-port', [2, 1, 2, 3], portReason),
      ruleMessage('no-uri-password', [3, 1, 3, 9], passwordReason)
    ]
  }
]

/** Per report, the reasons it shows, in order. */
function reasons(options: {quiet?: boolean; silent?: boolean}): Record<string, string[]> {
  const shown: Record<string, string[]> = {}
  for (const name of ['default', 'json', 'sarif', 'github'] as const) {
    const text = report(name, results, {...options, root: '/repo', version: '0.0.0'})
    shown[name] = [malformedReason, portReason, passwordReason].filter((reason) => text.includes(reason.slice(0, 30)))
    if (name === 'json') shown['json files'] = (JSON.parse(text) as Array<{path: string}>).map((file) => file.path)
  }
  return shown
}

describe('--quiet and --silent', () => {
  it('quiet drops notes and the files left without messages; silent keeps errors only', () => {
    expect(reasons({})).toEqual({
      default: [malformedReason, portReason, passwordReason],
      json: [malformedReason, portReason, passwordReason],
      'json files': ['notes-only.md', 'mixed.md'],
      sarif: [malformedReason, portReason, passwordReason],
      github: [malformedReason, portReason, passwordReason]
    })
    expect(reasons({quiet: true})).toEqual({
      default: [portReason, passwordReason],
      json: [portReason, passwordReason],
      'json files': ['mixed.md'],
      sarif: [portReason, passwordReason],
      github: [portReason, passwordReason]
    })
    expect(reasons({silent: true})).toEqual({
      default: [passwordReason],
      json: [passwordReason],
      'json files': ['notes-only.md', 'mixed.md'],
      sarif: [passwordReason],
      github: [passwordReason]
    })
  })
})

describe('the default report’s summary line', () => {
  const lastLine = (text: string) => text.trimEnd().split('\n').at(-1)

  it('counts notes beside errors and warnings, and has a line for notes alone', () => {
    expect(lastLine(report('default', results, {}))).toBe('4 messages (✖ 1 error, ⚠ 1 warning, 2 notes)')
    expect(lastLine(report('default', results.slice(0, 1), {}))).toBe('1 note')
    expect(lastLine(report('default', [{...results[0]!, messages: [note, note]}], {}))).toBe('2 notes')
    // Without notes, vfile-reporter's line as it was.
    expect(lastLine(report('default', results, {quiet: true}))).toBe('2 messages (✖ 1 error, ⚠ 1 warning)')
    expect(lastLine(report('default', results, {silent: true}))).toBe('✖ 1 error')
  })
})

/** A vfile message as the language server publishes it: LSP range and severity, one line of cause, no password. */
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toDiagnostic} from '../../../packages/remark-lint-uri/src/server/diagnostic.ts'

const file = new VFile({path: 'notes.md'})

describe('toDiagnostic', () => {
  it('maps place, level, rule, source, url and expected as unified-language-server does (0-based lines and characters)', () => {
    const message = file.message('Unexpected space in path, expected `%20`', {
      place: {start: {line: 5, column: 54}, end: {line: 5, column: 77}},
      ruleId: 'no-malformed-uri',
      source: 'remark-lint'
    })
    message.url = 'https://example.com/docs#no-malformed-uri'
    message.note = 'Browsers encode these characters themselves'
    message.expected = ['https://example.com/a%20b']
    // Neither error nor warning: the rules' lower level, information.
    message.fatal = undefined
    expect(toDiagnostic(message)).toEqual({
      range: {start: {line: 4, character: 53}, end: {line: 4, character: 76}},
      message: 'Unexpected space in path, expected `%20`\nBrowsers encode these characters themselves',
      severity: 3,
      code: 'no-malformed-uri',
      source: 'remark-lint',
      codeDescription: {href: 'https://example.com/docs#no-malformed-uri'},
      data: {expected: ['https://example.com/a%20b']}
    })
  })

  it('an error is 1, a warning 2; a point is an empty range; no place is the start of the document', () => {
    const error = file.message('a', {place: {line: 2, column: 3}})
    error.fatal = true
    const warning = file.message('b')
    warning.fatal = false
    expect([toDiagnostic(error), toDiagnostic(warning)]).toEqual([
      {range: {start: {line: 1, character: 2}, end: {line: 1, character: 2}}, message: 'a', severity: 1},
      {range: {start: {line: 0, character: 0}, end: {line: 0, character: 0}}, message: 'b', severity: 2}
    ])
  })

  it('a cause adds the first line of its message, not its stack; a password in any string is masked', () => {
    const cause = new Error(
      'boom postgres://admin:hunter2@db.example/app\n\n> 1 | {"a": "postgres://admin:hunter2@db.example/app"}'
    )
    const message = file.message('Cannot process file', {cause, ruleId: 'x', source: 'https://u:hunter2@h.example/'})
    message.note = 'See https://ci:hunter2@ci.example/'
    message.url = 'https://docs:hunter2@docs.example/'
    message.expected = ['https://u:hunter2@h.example/']
    expect(toDiagnostic(message)).toEqual({
      range: {start: {line: 0, character: 0}, end: {line: 0, character: 0}},
      message: 'Cannot process file: boom postgres://admin:***@db.example/app\nSee https://ci:***@ci.example/',
      severity: 2,
      code: 'x',
      source: 'https://u:***@h.example/',
      codeDescription: {href: 'https://docs:***@docs.example/'},
      data: {expected: ['https://u:***@h.example/']}
    })
  })

  it('an error reported as itself is said once; a parser’s quote of the text is dropped', () => {
    let error: Error
    try {
      JSON.parse('{"a": ["https://ci:Zt6Rm2Wq@h/",nope]}')
      throw new Error('unreachable')
    } catch (thrown) {
      error = thrown as Error
    }
    expect(toDiagnostic(file.message(error)).message).toBe("Unexpected token 'o', … is not valid JSON")
  })
})

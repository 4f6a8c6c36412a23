/**
 * `--fix`'s plan: which of a file's messages become edits, and how edits
 * apply. Messages come from the real rules on real Markdown (our processor,
 * which marks files for quick fixes), so offsets are what the CLI sees.
 */
import {describe, expect, it} from 'vitest'
import {VFile} from 'vfile'
import {
  applyEdits,
  onlyEncodes,
  placeholderProblem,
  planFixes,
  withoutPartialEdits,
  type Edit
} from '../../../packages/remark-lint-uri/src/cli/fix.ts'
import {defaultConfig} from '../../../packages/remark-lint-uri/src/processor/default-config.ts'
import {processor} from '../../../packages/remark-lint-uri/src/processor/processor.ts'

async function messagesOf(value: string, filePath = 'doc.md'): Promise<VFile> {
  const file = new VFile({path: filePath, value})
  const linted = processor().use(defaultConfig)
  await linted.run(linted.parse(file), file)
  return file
}

describe('planFixes', () => {
  it('takes each exact replacement, in document order; a password only with a placeholder', async () => {
    const text =
      'See <https://u:Xk29dLq7@h.acme-build.io/> and <https://h.example/a%zz> and [b](https://h.example/ü) and <https://h.example:25/>.\n'
    const file = await messagesOf(text)
    const without = planFixes(text, file.messages, {placeholder: undefined})
    // A fix of `no-malformed-uri` replaces the whole URI with its repair.
    expect(
      without.edits.map(({start, end, text, ruleId, line, column}) => [start, end, text, ruleId, line, column])
    ).toEqual([
      [47, 69, 'https://h.example/a%25zz', 'no-malformed-uri', 1, 48],
      [79, 98, 'https://h.example/%C3%BC', 'no-malformed-uri', 1, 80]
    ])
    expect([without.passwordsLeft, without.skipped]).toEqual([1, 0])
    const withPlaceholder = planFixes(text, file.messages, {placeholder: '***'})
    expect(withPlaceholder.edits.map((edit) => [edit.start, edit.end, edit.text])).toEqual([
      [15, 23, '***'],
      [47, 69, 'https://h.example/a%25zz'],
      [79, 98, 'https://h.example/%C3%BC']
    ])
    expect(applyEdits(text, withPlaceholder.edits)).toBe(
      'See <https://u:***@h.acme-build.io/> and <https://h.example/a%25zz> and [b](https://h.example/%C3%BC) and <https://h.example:25/>.\n'
    )
  })

  it('mends a URI with a password in two runs: the password first, its other characters once it is gone', async () => {
    const text = '<https://u:Xk29dLq7@h.acme-build.io/a|b>\n'
    const first = planFixes(text, (await messagesOf(text)).messages, {placeholder: '***'})
    const once = applyEdits(text, first.edits)
    expect(once).toBe('<https://u:***@h.acme-build.io/a|b>\n')
    const second = planFixes(once, (await messagesOf(once)).messages, {placeholder: '***'})
    expect(applyEdits(once, second.edits)).toBe('<https://u:***@h.acme-build.io/a%7Cb>\n')
  })

  it('skips a repair it cannot check against the text (a character reference); a URI with no repair has no fix', async () => {
    const text = '[x](https://h.example/&#xe9;) and http://u@[::1/ here\n'
    const file = await messagesOf(text)
    const plan = planFixes(text, file.messages, {placeholder: '***'})
    expect(plan.edits).toEqual([])
    expect(plan.skipped).toBe(1)
  })

  it('keeps every other byte: CRLF line ends and a table stay as they were', async () => {
    const text = '| a | b |\r\n| - | - |\r\n| <https://h.example/ä> | x |\r\n'
    const file = await messagesOf(text)
    const plan = planFixes(text, file.messages, {placeholder: undefined})
    expect(applyEdits(text, plan.edits)).toBe('| a | b |\r\n| - | - |\r\n| <https://h.example/%C3%A4> | x |\r\n')
  })

  it('applies nothing from messages of other rules, or without a range', () => {
    const file = new VFile({path: 'doc.md', value: 'abc'})
    const other = file.message('Other', {
      place: {start: {line: 1, column: 1, offset: 0}, end: {line: 1, column: 2, offset: 1}},
      ruleId: 'other-rule',
      source: 'remark-lint'
    })
    other.expected = ['x']
    other.actual = 'a'
    const placeless = file.message('No place', {ruleId: 'no-malformed-uri', source: 'remark-lint'})
    placeless.expected = ['x']
    expect(planFixes('abc', file.messages, {placeholder: undefined})).toEqual({edits: [], passwordsLeft: 0, skipped: 0})
  })
})

describe('withoutPartialEdits', () => {
  const edit = (start: number, end: number, text: string, ruleId = 'no-malformed-uri'): Edit => ({
    start,
    end,
    text,
    ruleId,
    line: 1,
    column: start + 1
  })
  const finding = (start: number, end: number, ruleId = 'no-malformed-uri', reason = 'r') => {
    const file = new VFile('')
    return file.message(reason, {
      place: {start: {line: 1, column: start + 1, offset: start}, end: {line: 1, column: end + 1, offset: end}},
      ruleId,
      source: 'remark-lint'
    })
  }

  it('drops the edits whose written text (shifted by the edits before) still has a finding of their rule', () => {
    // `a|b c|d|e f|g` → `a%7Cb c%7Cd|e f%7Cg`: the second edit's text is at 6-12 of the fixed text.
    const edits = [edit(0, 3, 'a%7Cb'), edit(4, 9, 'c%7Cd|e'), edit(10, 13, 'f%7Cg')]
    expect(withoutPartialEdits(edits, [finding(6, 13)])).toEqual([edits[0], edits[2]])
    // Another rule's finding there, or a placeholder reported as one, is no partial fix.
    expect(withoutPartialEdits(edits, [finding(6, 13, 'no-unsafe-port')])).toEqual(edits)
    const password = [edit(4, 9, '***', 'no-uri-password')]
    expect(
      withoutPartialEdits(password, [finding(4, 7, 'no-uri-password', 'Unexpected placeholder password `***`')])
    ).toEqual(password)
    expect(withoutPartialEdits(password, [finding(4, 7, 'no-uri-password', 'Unexpected password')])).toEqual([])
  })

  it('is linear: 10^5 edits and findings', () => {
    const edits = Array.from({length: 100_000}, (_, index) => edit(index * 4, index * 4 + 3, 'a%7Cb'))
    const findings = Array.from({length: 100_000}, (_, index) => finding(index * 6 + 5, index * 6 + 5))
    // Each finding at the end of an edit's text: all partial.
    expect(withoutPartialEdits(edits, findings)).toEqual([])
  })
})

describe('onlyEncodes', () => {
  it('takes percent-encodings of what is written and IDNA host labels, nothing else', () => {
    expect(onlyEncodes('https://x.example/a|b c', 'https://x.example/a%7Cb%20c')).toBe(true)
    expect(onlyEncodes('https://x.example/50%off', 'https://x.example/50%25off')).toBe(true)
    expect(onlyEncodes('https://x.example/%7C|', 'https://x.example/%7C%7C')).toBe(true)
    expect(onlyEncodes('https://bücher.example/ß', 'https://xn--bcher-kva.example/%C3%9F')).toBe(true)
    expect(onlyEncodes('https://x.example/', 'https://y.example/')).toBe(false)
    expect(onlyEncodes('https://x.example/a', 'https://x.example/a)')).toBe(false)
    expect(onlyEncodes('https://x.example/&#xe9;', 'https://x.example/%C3%A9')).toBe(false)
    expect(onlyEncodes('https://x.example/a', 'https://x.example/%61%')).toBe(false)
    expect(onlyEncodes('https://x.example/ab', 'https://x.example/xn--ab')).toBe(false)
  })
})

describe('applyEdits', () => {
  it('replaces each range and keeps the rest, linear in the text (10^5 edits)', () => {
    const text = 'a b '.repeat(100_000)
    const edits = Array.from({length: 100_000}, (_, index) => ({
      start: index * 4 + 1,
      end: index * 4 + 2,
      text: '%20',
      ruleId: 'no-malformed-uri',
      line: 1,
      column: index * 4 + 2
    }))
    expect(applyEdits(text, edits)).toBe('a%20b '.repeat(100_000))
  })
})

describe('placeholderProblem', () => {
  it('takes placeholders urilint recognises, refuses the rest in one reason', () => {
    for (const placeholder of ['***', 'REDACTED', '$PASSWORD', '${DB_PASSWORD}'])
      expect(placeholderProblem(placeholder)).toBeUndefined()
    expect(placeholderProblem('')).toBe('an empty placeholder would leave `user:@host`')
    expect(placeholderProblem('a@b')).toBe(
      '`--password-placeholder` cannot hold `@` (it would change the URI around it)'
    )
    expect(placeholderProblem('x y')).toBe(
      '`--password-placeholder` cannot hold ` ` (it would change the URI around it)'
    )
    expect(placeholderProblem('Xk29dLq7')).toBe(
      '`Xk29dLq7` is not a placeholder urilint recognises, so the fixed URI would still be flagged: use `***`, `REDACTED`, `$PASSWORD`, `PASSWORD` or similar'
    )
  })
})

/**
 * Silencing in plain text (packages/remark-lint-uri/src/processor/plain-text-silence.ts):
 * `silencedLines` maps each line to the rules its markers silence, and the
 * plugin drops the messages that start on those lines.
 */
import preset from 'remark-lint-uri'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import plainTextSilence, {silencedLines} from '../../../packages/remark-lint-uri/src/processor/plain-text-silence.ts'
import {processor} from '../../../packages/remark-lint-uri/src/processor/processor.ts'
import {summarize} from '../helpers.ts'

describe('silencedLines', () => {
  it('is empty without a marker', () => {
    expect(silencedLines('')).toEqual(new Map<number, Set<string> | 'all'>())
    expect(silencedLines('https://u:p@h.acme.io/\nurilint-disable\n')).toEqual(new Map<number, Set<string> | 'all'>())
  })

  it('urilint-disable-line silences its own line, urilint-disable-next-line the next', () => {
    expect(silencedLines('a\nb urilint-disable-line\nc\n# urilint-disable-next-line\ne\n')).toEqual(
      new Map<number, Set<string> | 'all'>([
        [2, 'all'],
        [5, 'all']
      ])
    )
  })

  it('reads rule ids after the marker, separated by white space or commas, ignoring other words', () => {
    expect(silencedLines('urilint-disable-line no-unsafe-port,no-uri-password\n')).toEqual(
      new Map<number, Set<string> | 'all'>([[1, new Set(['no-unsafe-port', 'no-uri-password'])]])
    )
    expect(silencedLines('x urilint-disable-next-line  no-malformed-uri ,\tno-unsafe-port , \n')).toEqual(
      new Map<number, Set<string> | 'all'>([[2, new Set(['no-malformed-uri', 'no-unsafe-port'])]])
    )
    // Unknown words are ignored; a marker naming only unknown words silences every rule.
    expect(silencedLines('urilint-disable-line because no-uri-password (see above)\n')).toEqual(
      new Map<number, Set<string> | 'all'>([[1, new Set(['no-uri-password'])]])
    )
    expect(silencedLines('urilint-disable-line no-such-rule no-unsafe-port.\n')).toEqual(
      new Map<number, Set<string> | 'all'>([[1, 'all']])
    )
    expect(silencedLines('urilint-disable-line remark-lint:no-uri-password no-uri-passwords\n')).toEqual(
      new Map<number, Set<string> | 'all'>([[1, 'all']])
    )
  })

  it('reads rule ids only up to the line end', () => {
    expect(silencedLines('urilint-disable-next-line\nno-unsafe-port\n')).toEqual(
      new Map<number, Set<string> | 'all'>([[2, 'all']])
    )
  })

  it('takes `urilint-disable-lines` and other continued words for no marker', () => {
    expect(
      silencedLines('urilint-disable-lines\nurilint-disable-next-lines\nurilint-disable-line_x urilint-disable-line2\n')
    ).toEqual(new Map<number, Set<string> | 'all'>())
    expect(silencedLines('urilint-disable-line-x urilint-disable-next\n')).toEqual(
      new Map<number, Set<string> | 'all'>()
    )
    // `)` or `.` ends the marker.
    expect(silencedLines('(urilint-disable-line) urilint-disable-next-line.\n')).toEqual(
      new Map<number, Set<string> | 'all'>([
        [1, 'all'],
        [2, 'all']
      ])
    )
  })

  it('keeps reading a marker’s rule ids past a word that is not a marker', () => {
    expect(silencedLines('urilint-disable-line urilint-disable-lines no-unsafe-port\n')).toEqual(
      new Map<number, Set<string> | 'all'>([[1, new Set(['no-unsafe-port'])]])
    )
  })

  it('both markers on one line: each reads the rule ids up to the next marker', () => {
    expect(silencedLines('urilint-disable-line no-uri-password urilint-disable-next-line no-unsafe-port\n')).toEqual(
      new Map<number, Set<string> | 'all'>([
        [1, new Set(['no-uri-password'])],
        [2, new Set(['no-unsafe-port'])]
      ])
    )
    expect(silencedLines('urilint-disable-next-line urilint-disable-line no-unsafe-port\n')).toEqual(
      new Map<number, Set<string> | 'all'>([
        [2, 'all'],
        [1, new Set(['no-unsafe-port'])]
      ])
    )
  })

  it('merges the markers that aim at one line; a marker naming no rule wins', () => {
    expect(silencedLines('urilint-disable-next-line no-unsafe-port\nurilint-disable-line no-uri-password\n')).toEqual(
      new Map<number, Set<string> | 'all'>([[2, new Set(['no-unsafe-port', 'no-uri-password'])]])
    )
    expect(silencedLines('urilint-disable-next-line no-unsafe-port\nurilint-disable-line\n')).toEqual(
      new Map<number, Set<string> | 'all'>([[2, 'all']])
    )
    expect(silencedLines('urilint-disable-next-line\nurilint-disable-line no-unsafe-port\n')).toEqual(
      new Map<number, Set<string> | 'all'>([[2, 'all']])
    )
    expect(
      silencedLines('urilint-disable-line no-unsafe-port urilint-disable-line no-unsafe-port no-uri-password\n')
    ).toEqual(new Map<number, Set<string> | 'all'>([[1, new Set(['no-unsafe-port', 'no-uri-password'])]]))
  })

  it('counts CRLF, LF and CR line ends, as messages are placed', () => {
    expect(
      silencedLines('a\r\nurilint-disable-line no-unsafe-port\r\nb\r\nurilint-disable-next-line\r\nc\r\n')
    ).toEqual(
      new Map<number, Set<string> | 'all'>([
        [2, new Set(['no-unsafe-port'])],
        [5, 'all']
      ])
    )
    expect(silencedLines('a\rb\r\n\n\rurilint-disable-line\r')).toEqual(
      new Map<number, Set<string> | 'all'>([[5, 'all']])
    )
  })

  it('reads a marker at the end of the file without a line end', () => {
    expect(silencedLines('a\nurilint-disable-line no-uri-password')).toEqual(
      new Map<number, Set<string> | 'all'>([[2, new Set(['no-uri-password'])]])
    )
    expect(silencedLines('a\nurilint-disable-next-line')).toEqual(new Map<number, Set<string> | 'all'>([[3, 'all']]))
    expect(silencedLines('urilint-disable-line')).toEqual(new Map<number, Set<string> | 'all'>([[1, 'all']]))
  })
})

describe('plainTextSilence', () => {
  const urilint = processor().use(preset).use(plainTextSilence).freeze()

  async function lintText(value: string, path = 'notes.txt') {
    const file = new VFile({path, value})
    await urilint.run(urilint.parse(file), file)
    return summarize(file)
  }

  it('drops the silenced rules’ messages that start on silenced lines, in plain text only', async () => {
    const text = [
      'https://u:Xk29dLq7@h.acme.io:25/ urilint-disable-line no-unsafe-port',
      '# urilint-disable-next-line',
      'https://u:Xk29dLq7@h.acme.io:25/',
      'https://h.example:25/',
      ''
    ].join('\r')
    expect(await lintText(text)).toEqual([
      {
        ruleId: 'no-unsafe-port',
        level: 'warning',
        range: '4:19-4:21',
        reason: 'Unexpected port `25` (smtp) for `https`, expected its default port or one no other protocol uses'
      },
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:11-1:19',
        reason: 'Unexpected password in `https://u:***@h.acme.io:25/`, expected no credentials in the URI'
      }
    ])
    expect((await lintText(text, 'notes.md')).map(({ruleId, range}) => `${range} ${ruleId}`)).toEqual([
      '1:30-1:32 no-unsafe-port',
      '3:30-3:32 no-unsafe-port',
      '4:19-4:21 no-unsafe-port',
      '1:11-1:19 no-uri-password',
      '3:11-3:19 no-uri-password'
    ])
  })
})

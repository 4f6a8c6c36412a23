/** The runs the scanner reads with a compiled expression (character.ts `runOf`) against a loop over the codes. */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {codes} from '@urilint/core/character'
import {isPlainUriCode, isUriCode, plainRunEnd, uriRunEnd} from '../../packages/extract/src/character.ts'

/** The end of the run of `takes` characters from `index`, at most `to`, one code at a time. */
function loopEnd(takes: (code: number) => boolean, text: string, index: number, to: number): number {
  while (index < to && takes(text.charCodeAt(index))) index++
  return index
}

const asciiUri = (code: number) => code < 0x80 && isUriCode(code) && code !== codes.colon

// Characters of every kind the runs stop at or go over, and runs longer than one match of the expression reads.
const text = fc
  .array(
    fc.oneof(
      fc.constantFrom('a', 'Z', '9', '-', '.', '/', '%', ':', '&', '(', "'", ' ', '\n', 'é', '\u2019', '<', '"'),
      fc.integer({min: 200, max: 700}).map((length) => 'x'.repeat(length))
    ),
    {maxLength: 40}
  )
  .map((parts) => parts.join(''))

describe('runs read by a compiled expression', () => {
  it('end where a loop over the codes ends, never past `to`', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (value, a, b) => {
        const index = value.length === 0 ? 0 : a % (value.length + 1)
        const to = index + (value.length === 0 ? 0 : b % (value.length - index + 1))
        expect(plainRunEnd(value, index, to)).toBe(loopEnd(isPlainUriCode, value, index, to))
        expect(uriRunEnd(value, index, to)).toBe(loopEnd(asciiUri, value, index, to))
      }),
      {numRuns: 500}
    )
  })

  it('reads a run of a million characters to its end or to `to`', () => {
    const long = 'a'.repeat(1_000_000)
    expect([
      plainRunEnd(long, 0, 1000),
      plainRunEnd(long, 5, 1_000_000),
      plainRunEnd(long + ':', 999_990, 1_000_001)
    ]).toEqual([1000, 1_000_000, 1_000_000])
    expect(uriRunEnd('ab:cd', 0, 5)).toBe(2)
  })
})

/**
 * What `@urilint/core/internal` and `/character` share with the other
 * packages: how ranges relate (one meaning per name), how a message quotes
 * text, where blanks end, and core's classification of its diagnostics.
 */
import {firstNonAscii, isAscii, skipBlanks} from '@urilint/core/character'
import {
  checkLevel,
  concernOf,
  describe as describeText,
  holds,
  overlaps,
  overlapsOrMeets,
  printfEnd,
  quoted,
  quotedEnd,
  touches,
  within
} from '@urilint/core/internal'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'

const at = (start: number, end: number) => ({start, end})

describe('spans', () => {
  // b is [2, 5); each row: a, then overlaps, touches, overlapsOrMeets, within(a, b).
  const rows: Array<[[number, number], boolean, boolean, boolean, boolean]> = [
    [[0, 2], false, false, true, false], // ends where b starts
    [[0, 3], true, true, true, false],
    [[2, 2], false, true, true, true], // empty, at b's start
    [[3, 3], true, true, true, true], // empty, strictly inside
    [[5, 5], false, false, false, true], // empty, at b's end
    [[2, 5], true, true, true, true],
    [[4, 7], true, true, true, false],
    [[5, 7], false, false, false, false], // starts where b ends
    [[0, 9], true, true, true, false]
  ]
  it.each(rows)('a = %j against b = [2, 5)', ([start, end], overlap, touch, meet, inside) => {
    const a = at(start, end)
    const b = at(2, 5)
    expect([overlaps(a, b), touches(a, b), overlapsOrMeets(a, b), within(a, b)]).toEqual([overlap, touch, meet, inside])
  })

  it('overlaps is symmetric; an empty range overlaps only a range it is strictly inside', () => {
    expect([overlaps(at(2, 5), at(4, 7)), overlaps(at(4, 7), at(2, 5))]).toEqual([true, true])
    expect([overlaps(at(2, 5), at(3, 3)), overlaps(at(3, 3), at(3, 3)), overlaps(at(2, 2), at(2, 5))]).toEqual([
      true,
      false,
      false
    ])
  })

  it('holds: the code unit at an offset, start included, end not', () => {
    expect([1, 2, 4, 5].map((offset) => holds(at(2, 5), offset))).toEqual([false, true, true, false])
    expect(holds(at(3, 3), 3)).toBe(false)
  })
})

describe('quoting in messages', () => {
  it('backticks, a backtick inside made visible, cut after 32 characters or the given most', () => {
    expect(quoted('a|b')).toBe('`a|b`')
    expect(quoted('a`b')).toBe('`` a`b ``')
    expect(quoted('x'.repeat(33))).toBe('`' + 'x'.repeat(32) + '…`')
    expect(quoted('x'.repeat(32))).toBe('`' + 'x'.repeat(32) + '`')
    expect(quoted('abcdef', 3)).toBe('`abc…`')
    expect(quotedEnd('x'.repeat(32) + 'y')).toBe('`…' + 'x'.repeat(31) + 'y`')
    expect(quotedEnd('x'.repeat(32))).toBe('`' + 'x'.repeat(32) + '`')
    expect(quotedEnd('abc`def', 3)).toBe('`…def`')
  })

  it('names controls and space, quotes the rest', () => {
    expect(describeText('\u0000')).toBe('control character U+0000')
    expect(describeText('\u007f')).toBe('control character U+007F')
    expect(describeText(' ')).toBe('space')
    expect(describeText('|')).toBe('`|`')
    expect(describeText('`')).toBe('`` ` ``')
  })
})

describe('skipBlanks', () => {
  it('skips spaces and tabs only, up to end', () => {
    expect(skipBlanks('  \t x', 0, 5)).toBe(4)
    expect(skipBlanks('  \t x', 1, 2)).toBe(2)
    expect(skipBlanks(' \n x', 0, 4)).toBe(1)
    expect(skipBlanks('\u00a0\u000cx', 0, 3)).toBe(0)
    expect(skipBlanks('x', 5, 1)).toBe(5)
    expect(skipBlanks('', 0, 0)).toBe(0)
  })
})

describe('isAscii', () => {
  it('is false at the first code unit past U+007F, wherever it is', () => {
    expect(isAscii('')).toBe(true)
    expect(isAscii('http://example.org/\u007f')).toBe(true)
    expect(isAscii('http://example.org/\u0080')).toBe(false)
    expect(isAscii('\u00e9http://example.org/')).toBe(false)
    expect(isAscii('http://例子.example/')).toBe(false)
    expect(isAscii('\ud800')).toBe(false)
  })

  it('agrees with a look at each code unit on any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({unit: 'binary'}), fc.string({unit: 'grapheme'})), (text) => {
        expect(isAscii(text)).toBe([...text].every((character) => character.charCodeAt(0) < firstNonAscii))
      }),
      {numRuns: 2000}
    )
  })
})

describe('concerns', () => {
  it('classifies every diagnostic id', () => {
    expect(
      [
        'uri-password',
        'uri-password-placeholder',
        'unsafe-port',
        'port-out-of-range',
        'escaped-delimiter',
        'non-ascii',
        'invalid-port'
      ].map(concernOf)
    ).toEqual(['password', 'password', 'port', 'port', undefined, 'malformed', 'malformed'])
  })

  it("a check level: the concern's, info stays info, no concern warns", () => {
    expect(checkLevel({id: 'uri-password', severity: 'error'})).toBe('error')
    expect(checkLevel({id: 'uri-password', severity: 'warning'})).toBe('error')
    expect(checkLevel({id: 'invalid-ipv4', severity: 'warning'})).toBe('warning')
    expect(checkLevel({id: 'uri-password-placeholder', severity: 'info'})).toBe('info')
    expect(checkLevel({id: 'escaped-delimiter', severity: 'error'})).toBe('warning')
  })
})

describe('printfEnd: one reading of printf conversions for passwords and templates', () => {
  it('ends a conversion after its letter; a percent-encoding, a word after it or no letter is none', () => {
    const ends = (text: string) => printfEnd(text, 0)
    expect(['%s', '%d', '%1$s', '%(host)s', '%-5.2f', '%v', '%ld', '%s/x'].map(ends)).toEqual([2, 2, 4, 8, 6, 2, 3, 2])
    expect(['%2e', '%de', '%sure', '%', '%()s', '%(a', 'x%s', '%5'].map(ends)).toEqual(new Array(8).fill(undefined))
    // At an index inside a URI.
    expect(printfEnd('http://%s:%d/echo', 7)).toBe(9)
    expect(printfEnd('http://%s:%d/echo', 10)).toBe(12)
  })

  it('is linear: a long run of flags and digits is read once, bounded', () => {
    expect(printfEnd('%' + '-'.repeat(100_000) + 's', 0)).toBeUndefined()
    expect(printfEnd('%' + '9'.repeat(100_000), 0)).toBeUndefined()
  })
})

/**
 * The hyphen evidence's fast counts (hyphens.ts) against the plain ways
 * they replace, on generated text: the right margin found with `indexOf`
 * against every line read through, and the words of the breaks, each
 * searched up to its first occurrence in the text as written or
 * all in one pass over the words, against each word counted in the
 * segment in lower case.
 */
import {firstNonAscii, isAlphanumeric} from '@urilint/core/character'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
// White-box: the helpers are compared with the ways they replaced.
import {isNonAsciiUriCode} from '../../packages/extract/src/character.ts'
import {commonLength, searchedWords, SegmentWords} from '../../packages/extract/src/hyphens.ts'

const isBlank = (code: number) => code === 0x20 || code === 0x09
const isEol = (code: number) => code === 0x0a || code === 0x0d
const isWordCode = (code: number) => isAlphanumeric(code) || (code >= firstNonAscii && isNonAsciiUriCode(code))

/** The margin as it was found before: every line read, its padding looked for character by character. */
function referenceCommonLength(text: string, from: number, to: number): number {
  const counts = new Map<number, number>()
  let common = 0
  let most = 0
  for (let start = from; start < to;) {
    let next = start
    while (next < to && !isEol(text.charCodeAt(next))) next++
    let end = next
    while (end > start && isBlank(text.charCodeAt(end - 1))) end--
    let padded = false
    let first = start
    while (first < end && isBlank(text.charCodeAt(first))) first++
    for (let index = first + 1; index < end - 1 && !padded; index++) {
      if (text.charCodeAt(index) !== 0x20 || text.charCodeAt(index + 1) !== 0x20) continue
      padded = !isBlank(text.charCodeAt(index - 1)) && !'.?!:)'.includes(text[index - 1]!)
    }
    if (end - start >= 40 && padded) {
      const count = (counts.get(end - start) ?? 0) + 1
      counts.set(end - start, count)
      if (count > most) {
        most = count
        common = end - start
      }
    }
    if (next < to && text.charCodeAt(next) === 0x0d) next++
    if (next < to && text.charCodeAt(next) === 0x0a) next++
    start = next > start ? next : start + 1
  }
  return common
}

describe('hyphen evidence', () => {
  it('finds the right margin that reading every line finds', () => {
    const piece = fc.constantFrom(
      'word',
      'ab',
      ' ',
      '  ',
      '   ',
      '\t',
      '.  ',
      ':  ',
      ')  ',
      '\n',
      '\r\n',
      '\r',
      '\n\n',
      'x'.repeat(20),
      'justified  line  of  text  that  is  long  enough',
      'a line of text long enough to be looked at\t  for padding',
      'é'
    )
    const line = fc.array(piece, {maxLength: 40}).map((parts) => parts.join(''))
    fc.assert(
      fc.property(line, fc.nat(), fc.nat(), (text, a, b) => {
        const from = Math.min(a, b) % (text.length + 1)
        const to = from + ((Math.max(a, b) - Math.min(a, b)) % (text.length - from + 1))
        expect(commonLength(text, from, to)).toBe(referenceCommonLength(text, from, to))
      }),
      {numRuns: 3000}
    )
  })

  // What searching an ASCII word in a text as written, not in lower case, rests on.
  it('finds every character a word character or not as its lower case is, and only `İ` and `K` lower to ASCII', () => {
    const unlike: string[] = []
    const toAscii: number[] = []
    for (let point = 0; point <= 0x10_ff_ff; point++) {
      if (point >= 0xd8_00 && point <= 0xdf_ff) continue
      const character = String.fromCodePoint(point)
      const lower = character.toLowerCase()
      if (lower === character) continue
      const word = isWordCode(character.charCodeAt(0))
      for (let index = 0; index < lower.length; index++)
        if (isWordCode(lower.charCodeAt(index)) !== word) unlike.push(character)
      if (point >= 0x80 && [...lower].some((each) => each.charCodeAt(0) < 0x80)) toAscii.push(point)
    }
    expect(unlike).toEqual([])
    expect(toAscii).toEqual([0x1_30, 0x21_2a])
    expect('İ'.toLowerCase()).toBe('i\u0307')
    expect(isWordCode(0x3_07)).toBe(true)
  })

  it('finds the words of each break searched up to their first occurrence, or all in one pass, as counting each in lower case does', () => {
    const part = fc.constantFrom(
      'ac',
      'cess',
      're',
      'a',
      'aa',
      'b',
      'ab',
      'Ab',
      'AB',
      'İ',
      'Σ',
      'σ',
      'ς',
      'é',
      '1',
      'x-y',
      'k',
      'K',
      '\u212a',
      'ı',
      'ſ',
      '𐐀',
      '𐐨',
      'i\u0307'
    )
    // Also words of two letters, whose spellings overlap themselves (`aa-a`, `aaa` in `aaaa`).
    const word = fc.oneof(
      fc.array(part, {minLength: 1, maxLength: 4}).map((parts) => parts.join('')),
      fc.array(fc.constantFrom('a', 'b'), {minLength: 1, maxLength: 4}).map((parts) => parts.join(''))
    )
    const filler = fc.constantFrom(
      ' ',
      '-',
      '--',
      '\n',
      '.',
      '_',
      'a',
      'ac',
      'cess',
      'İ',
      'Σ',
      'ab',
      '\u212a',
      '\u0307'
    )
    // The text holds the words asked about, in any case, among other words and fillers.
    const input = fc.array(fc.tuple(word, word), {minLength: 1, maxLength: 6}).chain((breaks) => {
      const spellings = breaks.flatMap(([left, right]) => [left + '-' + right, left + right])
      // Mixed case too (`aCcEsS`), and `k` as the Kelvin sign, which is `k` in lower case.
      const cased = {
        'as is': (each: string) => each,
        lower: (each: string) => each.toLowerCase(),
        upper: (each: string) => each.toUpperCase(),
        alternate: (each: string) =>
          [...each].map((character, index) => (index % 2 ? character.toUpperCase() : character)).join(''),
        kelvin: (each: string) => each.replaceAll(/k/gi, '\u212a')
      }
      const spelled = fc
        .tuple(fc.constantFrom(...spellings), fc.constantFrom(...Object.values(cased)))
        .map(([each, how]) => how(each))
      return fc.tuple(fc.constant(breaks), fc.array(fc.oneof(filler, word, spelled), {maxLength: 60}))
    })
    // The segment is a stretch of a longer text: words go on past it.
    const outside = fc.array(fc.oneof(filler, word), {maxLength: 3}).map((parts) => parts.join(''))
    fc.assert(
      fc.property(input, fc.boolean(), outside, outside, ([breaks, parts], walked, before, after) => {
        const text = parts.join('')
        const pairs = breaks.map(([left, right]) => [(left + '-' + right).toLowerCase(), (left + right).toLowerCase()])
        const words = new Set(pairs.flat())
        if (words.size > searchedWords && !walked) return
        // `Σ` lowers to `ς` or `σ` by what follows it (`Σ.ı`: `σ`), in the text but not in a word alone.
        if (walked && text.includes('Σ')) return
        // More than `searchedWords` words are looked for in one pass over the text's words: words of no break make them so many.
        if (walked) for (let index = 0; words.size <= searchedWords; index++) words.add(`zz${index}`)
        const counts = new SegmentWords(before + text + after, before.length, before.length + text.length, words)
        // A break's spellings asked in the order of the breaks, each searched up to its first occurrence, then any word again.
        for (const [kept, dropped] of pairs) for (const each of [kept!, dropped!]) counts.has(each)
        const segment = text.toLowerCase()
        const joins = (index: number) =>
          segment[index] === '-' &&
          index > 0 &&
          index + 1 < segment.length &&
          isWordCode(segment.charCodeAt(index - 1)) &&
          isWordCode(segment.charCodeAt(index + 1))
        for (const each of [...words, 'not-asked']) {
          let expected = 0
          for (let at = segment.indexOf(each); at >= 0 && words.has(each); at = segment.indexOf(each, at + 1)) {
            const end = at + each.length
            if (at > 0 && (isWordCode(segment.charCodeAt(at - 1)) || joins(at - 1))) continue
            if (end < segment.length && (isWordCode(segment.charCodeAt(end)) || joins(end))) continue
            expected++
          }
          expect([each, counts.has(each)]).toEqual([each, expected > 0])
        }
      }),
      {numRuns: 3000}
    )
  })
})

/** RFC 3986 Appendix B: parsing a URI reference with a regular expression. */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {parse, split} from '@urilint/core'

// The regular expression of Appendix B; `s` because its `.` means any character.
const appendixB = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s

describe('Appendix B', () => {
  // http://www.ics.uci.edu/pub/ietf/uri/#Related
  it('splits the example of Appendix B', () => {
    expect(split('http://www.ics.uci.edu/pub/ietf/uri/#Related')).toEqual({
      scheme: 'http',
      authority: 'www.ics.uci.edu',
      path: '/pub/ietf/uri/',
      query: undefined,
      fragment: 'Related'
    })
  })
  it('splits any string exactly as the regular expression does', () => {
    const alphabet = fc.constantFrom(':', '/', '?', '#', '@', 'a', '1', '%', '\n', ' ', '[', ']', '.')
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({unit: alphabet, maxLength: 24}), fc.string({unit: 'binary'})),
        (input) => {
          const match = appendixB.exec(input)!
          expect(split(input)).toEqual({
            scheme: match[2],
            authority: match[4],
            path: match[5],
            query: match[7],
            fragment: match[9]
          })
          const parsed = parse(input)
          expect([
            parsed.scheme?.value,
            parsed.authority?.value,
            parsed.path.value,
            parsed.query?.value,
            parsed.fragment?.value
          ]).toEqual([match[2], match[4], match[5], match[7], match[9]])
        }
      ),
      {numRuns: 3000}
    )
  })
})

/** RFC 3986 2.1 and 2.4: percent-encoding and decoding, aware of the component. */
import {Allow, grammar, hexValue} from './character.js'
import {codes, firstNonAscii} from './codes.js'
import {checkInput} from './options.js'
import {percentCodePoint} from './percent.js'

/** The components `encode` and `decode` know. */
export type EncodeComponent = 'userinfo' | 'host' | 'path' | 'segment' | 'query' | 'fragment'
/** The components `decode` knows: those of `encode`, or `any` to keep no delimiter encoded. */
export type DecodeComponent = EncodeComponent | 'any'

const encodeBits: Record<EncodeComponent, number> = {
  userinfo: Allow.userinfo,
  host: Allow.regName,
  path: Allow.pathChar,
  segment: Allow.pathChar,
  query: Allow.query,
  fragment: Allow.query
}

const rfc3986 = grammar('rfc3986')

/**
 * Percent-encode `text` (data, not a URI) for use as `component`: every
 * character the component cannot hold as is becomes its UTF-8 octets, `%`
 * always. A lone surrogate has no UTF-8 form and becomes U+FFFD.
 */
export function encode(text: string, component: EncodeComponent): string {
  checkInput(text, 'text')
  if (!Object.hasOwn(encodeBits, component))
    throw new TypeError('Expected `component` to be one of ' + Object.keys(encodeBits).join(', '))
  const bit = encodeBits[component]
  const slash = component === 'path'
  let result = ''
  let from = 0
  for (let index = 0; index < text.length; index++) {
    const c = text.charCodeAt(index)
    if (c < firstNonAscii && ((rfc3986[c]! & bit) !== 0 || (slash && c === codes.slash))) continue
    const codePoint = text.codePointAt(index)!
    const width = codePoint > 0xff_ff ? 2 : 1
    result += text.slice(from, index) + (percentCodePoint(codePoint) ?? '%EF%BF%BD')
    index += width - 1
    from = index + 1
  }
  return result + text.slice(from)
}

/**
 * Octets that stay encoded per component: decoding them would change the
 * structure of what is read back (`%2F` would become a path separator).
 */
const keep: Record<DecodeComponent, string> = {
  path: '/?#',
  segment: '',
  query: '#&=+;',
  fragment: '',
  userinfo: ':@',
  host: '.:@/[]',
  any: ''
}

/**
 * Decode the percent-encodings of `text` as UTF-8 in one pass (so `%2541`
 * gives `%41`, never `A`). Octets that are not valid UTF-8 stay encoded, as
 * do the delimiters of `component` (default `path`: `%2F`, `%3F`, `%23`).
 */
export function decode(text: string, component: DecodeComponent = 'path'): string {
  checkInput(text, 'text')
  if (!Object.hasOwn(keep, component))
    throw new TypeError('Expected `component` to be one of ' + Object.keys(keep).join(', '))
  const kept = keep[component]
  if (!text.includes('%')) return text
  let result = ''
  let from = 0
  let index = 0
  while (index < text.length) {
    const lead = octetAt(text, index)
    if (lead === -1) {
      index++
      continue
    }
    // How many continuation octets the lead octet announces (RFC 3629 4).
    const needed =
      lead < 0x80
        ? 0
        : lead >= 0xc2 && lead <= 0xdf
          ? 1
          : lead >= 0xe0 && lead <= 0xef
            ? 2
            : lead >= 0xf0 && lead <= 0xf4
              ? 3
              : -1
    if (needed === -1) {
      index += 3
      continue
    }
    let codePoint = needed === 0 ? lead : lead & (0x3f >> needed)
    let valid = true
    for (let k = 1; k <= needed; k++) {
      const next = octetAt(text, index + 3 * k)
      if (next < 0x80 || next > 0xbf) {
        valid = false
        break
      }
      codePoint = (codePoint << 6) | (next & 0x3f)
    }
    // Reject overlong forms, surrogates and code points past U+10FFFF.
    if (
      !valid ||
      (needed === 2 && (codePoint < 0x8_00 || (codePoint >= 0xd8_00 && codePoint <= 0xdf_ff))) ||
      (needed === 3 && (codePoint < 0x1_00_00 || codePoint > 0x10_ff_ff))
    ) {
      index += 3
      continue
    }
    const char = String.fromCodePoint(codePoint)
    if (needed === 0 && kept.includes(char)) {
      index += 3
      continue
    }
    result += text.slice(from, index) + char
    index += 3 * (needed + 1)
    from = index
  }
  return result + text.slice(from)
}

/** The octet of a `%XX` at `index`, or -1. */
function octetAt(text: string, index: number): number {
  if (text.charCodeAt(index) !== codes.percentSign) return -1
  const high = hexValue(text.charCodeAt(index + 1))
  const low = hexValue(text.charCodeAt(index + 2))
  return high === -1 || low === -1 ? -1 : high * 16 + low
}

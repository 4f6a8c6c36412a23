/**
 * IP address literals: RFC 3986 3.2.2 (IPv4address with dec-octets, the nine
 * forms of IPv6address, IPvFuture) and RFC 2396 3.2.2 (IPv4address as four
 * runs of digits). Each check scans character codes once.
 */
import {codes, firstNonAscii} from './codes.js'
import {codePointAt, isDigit, isHexDigit, grammar, Allow} from './character.js'

/** Where an address literal goes wrong, relative to the input. */
export interface AddressProblem {
  start: number
  end: number
  /** What was found, for "Unexpected X". */
  found: string
  /** What the grammar wants there, for "expected Y". */
  want: string
}

/**
 * RFC 3986 3.2.2: `dec-octet "." dec-octet "." dec-octet "." dec-octet`, where
 * a dec-octet is 0-255 without leading zeros.
 */
export function isIPv4Address(input: string, start = 0, end = input.length): boolean {
  return ipv4Problem(input, start, end) === undefined && looksLikeIPv4(input, start, end)
}

/** Four dot-separated runs of digits (RFC 2396's IPv4address): what resolvers read as an address. */
export function looksLikeIPv4(input: string, start: number, end: number): boolean {
  let dots = 0
  let run = 0
  for (let index = start; index < end; index++) {
    const code = input.charCodeAt(index)
    if (code === codes.dot) {
      if (run === 0) return false
      dots++
      run = 0
    } else if (isDigit(code)) {
      run++
    } else {
      return false
    }
  }
  return dots === 3 && run > 0
}

/**
 * A host that browsers read as an IPv4 address though RFC 3986 reads a
 * registered name: what inet_aton takes and the WHATWG URL Standard's IPv4
 * parser follows, other than a dotted quad (`looksLikeIPv4`, whose octal
 * form `0177.0.0.1` `ipv4Problem` reports): one to four numbers, each
 * decimal, octal (`0177`) or hexadecimal (`0x7f`), such as `2130706433`,
 * `0x7f.1`, `127.1`. The part that reads differently, and how, or undefined.
 */
export function numericHostProblem(input: string, start: number, end: number): AddressProblem | undefined {
  let labels = 0
  let hex: {start: number; end: number} | undefined
  let labelStart = start
  for (let index = start; index <= end; index++) {
    if (index < end && input.charCodeAt(index) !== codes.dot) continue
    if (index === labelStart) return undefined
    const isHex =
      index - labelStart >= 2 &&
      input.charCodeAt(labelStart) === codes.digit0 &&
      (input.charCodeAt(labelStart + 1) | 0x20) === 0x78 // `x` or `X`
    for (let at = isHex ? labelStart + 2 : labelStart; at < index; at++) {
      const code = input.charCodeAt(at)
      if (isHex ? !isHexDigit(code) : !isDigit(code)) return undefined
    }
    if (isHex) hex ??= {start: labelStart, end: index}
    labels++
    labelStart = index + 1
  }
  if (labels > 4 || (labels === 4 && hex === undefined)) return undefined
  return hex === undefined
    ? {
        start,
        end,
        found: input.slice(start, end),
        want: 'four numbers from 0 to 255 separated by dots (browsers read it as an IPv4 address)'
      }
    : {
        start: hex.start,
        end: hex.end,
        found: input.slice(hex.start, hex.end),
        want: 'a number from 0 to 255 in decimal (browsers read `0x` as hexadecimal)'
      }
}

/** The first dec-octet of a dotted quad that is out of range or has a leading zero. */
export function ipv4Problem(input: string, start: number, end: number): AddressProblem | undefined {
  let octetStart = start
  for (let index = start; index <= end; index++) {
    if (index === end || input.charCodeAt(index) === codes.dot) {
      const length = index - octetStart
      const value = Number(input.slice(octetStart, index))
      if (length === 0 || length > 3 || value > 255 || (length > 1 && input.charCodeAt(octetStart) === codes.digit0)) {
        return {
          start: octetStart,
          end: index,
          found: input.slice(octetStart, index),
          want: 'a number from 0 to 255 without leading zeros'
        }
      }
      octetStart = index + 1
    } else if (!isDigit(input.charCodeAt(index))) {
      const found = codePointAt(input, index)
      return {start: index, end: index + found.length, found, want: 'a digit or `.`'}
    }
  }
  return undefined
}

/**
 * RFC 3986 3.2.2 IPv6address, all nine forms: eight 16-bit pieces, or fewer
 * with one `::` standing for at least one zero piece; the last two pieces may
 * be written as an IPv4address.
 */
export function ipv6Problem(input: string, start: number, end: number): AddressProblem | undefined {
  const text = (from: number, to: number) => input.slice(from, to)
  if (start === end) return {start, end, found: 'empty address', want: 'an IPv6 address'}
  let pieces = 0 // 16-bit pieces written (an IPv4 tail counts two)
  let elided = -1 // where `::` is
  let index = start

  // `::` may open the address; a lone leading `:` may not.
  if (input.charCodeAt(index) === codes.colon) {
    if (input.charCodeAt(index + 1) !== codes.colon) {
      return {start: index, end: index + 1, found: '`:`', want: 'a hex digit or `::`'}
    }
    elided = index
    index += 2
    if (index === end) return undefined // `::`
  }

  while (index < end) {
    // A piece: 1-4 hex digits, or an IPv4 tail.
    const pieceStart = index
    while (index < end && isHexDigit(input.charCodeAt(index))) index++
    const code = index < end ? input.charCodeAt(index) : -1

    if (code === codes.dot) {
      // IPv4 tail (ls32): must be the last thing in the address.
      let tailEnd = index
      while (tailEnd < end && input.charCodeAt(tailEnd) !== codes.colon) tailEnd++
      if (tailEnd !== end) {
        return {
          start: pieceStart,
          end: tailEnd,
          found: '`' + text(pieceStart, tailEnd) + '`',
          want: 'the IPv4 part only at the end'
        }
      }
      const problem = ipv4Problem(input, pieceStart, end)
      if (problem || !looksLikeIPv4(input, pieceStart, end)) {
        if (problem) return {...problem, found: '`' + problem.found + '`'}
        return {
          start: pieceStart,
          end,
          found: '`' + text(pieceStart, end) + '`',
          want: 'an IPv4 address of four numbers'
        }
      }
      pieces += 2
      break
    }

    const digits = index - pieceStart
    if (digits === 0) {
      if (code === -1) return {start: index, end: index, found: 'end of address', want: 'a hex digit'}
      return {...character(input, index), want: 'a hex digit'}
    }
    if (digits > 4) {
      return {
        start: pieceStart,
        end: index,
        found: '`' + text(pieceStart, index) + '`',
        want: 'at most four hex digits in a piece'
      }
    }
    pieces++
    if (code === -1) break
    if (code !== codes.colon) {
      return {...character(input, index), want: 'a hex digit or `:`'}
    }
    index++
    if (input.charCodeAt(index) === codes.colon) {
      if (elided !== -1) {
        return {start: index - 1, end: index + 1, found: 'second `::`', want: 'at most one `::`'}
      }
      elided = index - 1
      index++
      if (index === end) break
    } else if (index === end) {
      return {start: index - 1, end: index, found: 'trailing `:`', want: 'a hex digit after it'}
    }
  }

  if (elided === -1 && pieces !== 8) {
    return {start, end, found: `${pieces} pieces`, want: 'eight 16-bit pieces, or `::` for the zeros'}
  }
  if (elided !== -1 && pieces > 7) {
    return {start, end, found: `${pieces} pieces with \`::\``, want: 'at most seven pieces beside `::`'}
  }
  return undefined
}

/** RFC 3986 3.2.2 IPvFuture: `"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`. */
export function ipvFutureProblem(input: string, start: number, end: number): AddressProblem | undefined {
  let index = start + 1 // past the `v`
  const versionStart = index
  while (index < end && isHexDigit(input.charCodeAt(index))) index++
  if (index === versionStart) {
    return index < end
      ? {...character(input, index), want: 'a hex version number after `v`'}
      : {start: index, end: index, found: 'end of literal', want: 'a hex version number after `v`'}
  }
  if (index === end || input.charCodeAt(index) !== codes.dot) {
    return index < end
      ? {...character(input, index), want: '`.` after the version'}
      : {start: index, end: index, found: 'end of literal', want: '`.` after the version'}
  }
  index++
  if (index === end) return {start: index, end, found: 'end of literal', want: 'an address after `.`'}
  const table = grammar('rfc3986')
  for (; index < end; index++) {
    const code = input.charCodeAt(index)
    // userinfo's set is exactly unreserved / sub-delims / ":".
    if (code >= firstNonAscii || (table[code]! & Allow.userinfo) === 0) {
      return {...character(input, index), want: 'an unreserved character, a sub-delim or `:`'}
    }
  }
  return undefined
}

/** RFC 3986 3.2.2: is `text` an IPv6address (without brackets)? */
export function isIPv6Address(text: string): boolean {
  return ipv6Problem(text, 0, text.length) === undefined
}

/** The code point at `index` as a problem's span and backticked text. */
function character(input: string, index: number): {start: number; end: number; found: string} {
  const found = codePointAt(input, index)
  return {start: index, end: index + found.length, found: '`' + found + '`'}
}

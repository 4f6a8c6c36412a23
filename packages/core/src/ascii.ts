/** RFC 3987 3.1: the URI form of an internationalized reference (IRI). */
import {isAscii} from './character.js'
import {firstNonAscii} from './codes.js'
import {encode} from './encoding.js'
import {idnaForm} from './idna.js'
import {checkInput} from './options.js'
import {parse} from './parse.js'

/**
 * Map an IRI to a URI: a non-ASCII registered name becomes its IDNA form
 * (punycode, via Node's UTS #46 `domainToASCII`), every other non-ASCII
 * character its percent-encoded UTF-8. ASCII text is left as it is.
 */
export function toAscii(iri: string): string {
  checkInput(iri, 'iri')
  if (isAscii(iri)) return iri
  const reference = parse(iri)
  const host = reference.authority?.host
  if (host !== undefined && host.kind === 'reg-name' && !isAscii(host.value)) {
    const ascii = idnaForm(host.value)
    if (ascii !== undefined) {
      return encodeNonAscii(iri.slice(0, host.start)) + ascii + encodeNonAscii(iri.slice(host.end))
    }
  }
  return encodeNonAscii(iri)
}

/** Percent-encode only the non-ASCII characters, one run at a time. */
function encodeNonAscii(text: string): string {
  let result = ''
  let from = 0
  for (let index = 0; index < text.length; index++) {
    if (text.charCodeAt(index) < firstNonAscii) continue
    let end = index + 1
    while (end < text.length && text.charCodeAt(end) >= firstNonAscii) end++
    // encode() escapes everything outside a fragment's set; a run of
    // non-ASCII characters holds nothing else.
    result += text.slice(from, index) + encode(text.slice(index, end), 'fragment')
    from = end
    index = end - 1
  }
  return result + text.slice(from)
}

/**
 * URL attributes of HTML in Markdown (inline and block HTML), read with the
 * htmlparser2 tokenizer so that quoting, comments and entities follow HTML,
 * with the exact offset of each value.
 */
import {Tokenizer, type TokenizerCallbacks} from 'htmlparser2'
import {decodeAttribute} from './decode.ts'
import {slice, type Segment} from './segments.ts'

/** Attributes whose value is one URL (HTML 4.01 B.2 `%URI` and HTML's URL attributes). */
const urlAttributes: ReadonlySet<string> = new Set(['href', 'src', 'action', 'cite', 'poster', 'data'])

/** A URL found in an attribute value. */
export interface HtmlUrl {
  /** Lowercased attribute name (`href`, `srcset` ...). */
  attribute: string
  /** The URL, entities decoded and (for `href` and friends) surrounding whitespace stripped. */
  value: string
  /** Map from `value` to offsets in the string given to `htmlUrls`. */
  segments: Segment[]
}

/**
 * Find the URLs of `href`, `src`, `srcset` (each candidate), `action`, `cite`,
 * `poster` and `data` attributes in `html`; offsets are shifted by `offset`.
 */
export function htmlUrls(html: string): HtmlUrl[] {
  const found: HtmlUrl[] = []
  // Fast path: no attribute of interest can be present without `=`.
  if (!html.includes('=')) return found
  let name = ''
  let valueStart = -1
  let valueEnd = -1

  const callbacks: TokenizerCallbacks = {
    onattribname(start, end) {
      name = html.slice(start, end).toLowerCase()
      valueStart = -1
      valueEnd = -1
    },
    onattribdata(start, end) {
      if (valueStart === -1) valueStart = start
      valueEnd = end
    },
    onattribentity() {},
    onattribend() {
      if (valueStart !== -1 && (name === 'srcset' || urlAttributes.has(name))) {
        const decoded = decodeAttribute(html, valueStart, valueEnd)
        if (name === 'srcset') {
          for (const candidate of srcsetUrls(decoded.value)) {
            found.push({attribute: name, value: decoded.value.slice(candidate.start, candidate.end), segments: slice(decoded.segments, candidate.start, candidate.end)})
          }
        } else {
          // HTML: "valid URL potentially surrounded by spaces".
          const trimmed = trimSpaces(decoded.value)
          if (trimmed.end > trimmed.start) {
            found.push({attribute: name, value: decoded.value.slice(trimmed.start, trimmed.end), segments: slice(decoded.segments, trimmed.start, trimmed.end)})
          }
        }
      }
      valueStart = -1
      name = ''
    },
    oncdata() {},
    onclosetag() {},
    oncomment() {},
    ondeclaration() {},
    onend() {},
    onopentagend() {},
    onopentagname() {},
    onprocessinginstruction() {},
    onselfclosingtag() {},
    ontext() {},
    ontextentity() {}
  }

  // Entities are decoded by `decodeAttribute`, which keeps their offsets.
  const tokenizer = new Tokenizer({xmlMode: false, decodeEntities: false}, callbacks)
  tokenizer.write(html)
  tokenizer.end()
  return found
}

/** ASCII whitespace of HTML (space, tab, LF, FF, CR). */
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d
}

function trimSpaces(value: string): {start: number; end: number} {
  let start = 0
  let end = value.length
  while (start < end && isSpace(value.charCodeAt(start))) start++
  while (end > start && isSpace(value.charCodeAt(end - 1))) end--
  return {start, end}
}

/**
 * The URLs of a `srcset` value (HTML 4.8.4.3.10, "parse a srcset
 * attribute"): candidates split on commas, each a URL then descriptors.
 */
export function srcsetUrls(value: string): Array<{start: number; end: number}> {
  const result: Array<{start: number; end: number}> = []
  let index = 0
  const length = value.length

  while (index < length) {
    // Skip whitespace and commas before a candidate.
    while (index < length && (isSpace(value.charCodeAt(index)) || value.charCodeAt(index) === 0x2c)) index++
    if (index >= length) break
    const start = index
    while (index < length && !isSpace(value.charCodeAt(index))) index++
    let end = index
    // A URL ending in commas ends the candidate (no descriptors): drop them.
    let trailingComma = false
    while (end > start && value.charCodeAt(end - 1) === 0x2c) {
      end--
      trailingComma = true
    }
    if (end > start) result.push({start, end})
    if (trailingComma) continue
    // Skip descriptors up to the next comma outside parentheses.
    let depth = 0
    while (index < length) {
      const code = value.charCodeAt(index)
      if (code === 0x28) depth++
      else if (code === 0x29 && depth > 0) depth--
      else if (code === 0x2c && depth === 0) break
      index++
    }
  }

  return result
}

/** RFC 3986 Appendix B: the five components as the regular expression splits them. */
import {codes} from './codes.js'
import {checkInput} from './options.js'

/** The five components as strings; absent is `undefined`, empty is `''`. */
export interface Parts {
  scheme: string | undefined
  authority: string | undefined
  path: string
  query: string | undefined
  fragment: string | undefined
}

/** Where Appendix B's groups start and end; -1 for an absent group. */
interface Boundaries {
  /** Offset of the `:` after the scheme, or -1. */
  schemeEnd: number
  /** Offset after `//`, or -1. */
  authorityStart: number
  authorityEnd: number
  pathStart: number
  pathEnd: number
  /** Offset after `?`, or -1 (the query ends at `fragmentStart - 1` or the end). */
  queryStart: number
  /** Offset after `#`, or -1. */
  fragmentStart: number
}

/**
 * Find the groups of `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`
 * (with `.` matching any character) in one scan of character codes.
 */
function boundaries(input: string): Boundaries {
  const length = input.length
  let index = 0
  while (index < length) {
    const c = input.charCodeAt(index)
    if (c === codes.colon || c === codes.slash || c === codes.questionMark || c === codes.numberSign) break
    index++
  }
  let schemeEnd = -1
  if (index > 0 && input.charCodeAt(index) === codes.colon) {
    schemeEnd = index
    index++
  } else {
    index = 0
  }
  let authorityStart = -1
  let authorityEnd = -1
  if (input.charCodeAt(index) === codes.slash && input.charCodeAt(index + 1) === codes.slash) {
    authorityStart = index + 2
    index = authorityStart
    while (index < length) {
      const c = input.charCodeAt(index)
      if (c === codes.slash || c === codes.questionMark || c === codes.numberSign) break
      index++
    }
    authorityEnd = index
  }
  const pathStart = index
  while (index < length) {
    const c = input.charCodeAt(index)
    if (c === codes.questionMark || c === codes.numberSign) break
    index++
  }
  const pathEnd = index
  let queryStart = -1
  if (index < length && input.charCodeAt(index) === codes.questionMark) {
    queryStart = index + 1
    index = queryStart
    while (index < length && input.charCodeAt(index) !== codes.numberSign) index++
  }
  const fragmentStart = index < length ? index + 1 : -1
  return {schemeEnd, authorityStart, authorityEnd, pathStart, pathEnd, queryStart, fragmentStart}
}

/** Split any string into the five components of RFC 3986 Appendix B. */
export function split(input: string): Parts {
  checkInput(input)
  const b = boundaries(input)
  return {
    scheme: b.schemeEnd === -1 ? undefined : input.slice(0, b.schemeEnd),
    authority: b.authorityStart === -1 ? undefined : input.slice(b.authorityStart, b.authorityEnd),
    path: input.slice(b.pathStart, b.pathEnd),
    query:
      b.queryStart === -1
        ? undefined
        : input.slice(b.queryStart, b.fragmentStart === -1 ? input.length : b.fragmentStart - 1),
    fragment: b.fragmentStart === -1 ? undefined : input.slice(b.fragmentStart)
  }
}

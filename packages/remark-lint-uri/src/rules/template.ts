/**
 * Templates and placeholders in a URI: the parts a reader fills in
 * (`${HOST}`, `{{version}}`, `{owner}`, `<id>`, `[owner-name]`, `%NAME%`,
 * printf's `%s`, `$PORT`, a port written `port` or `xxxx`, an elision
 * `…`). A URI whose every RFC 3986 violation lies in such a part is a
 * template, not a URI to fix. (`:param`, `YOUR_TOKEN` and `xxx` segments
 * are valid RFC 3986 and never reach this.)
 */
import {codes, isAlpha, isAlphanumeric, isDigit, isHexDigit} from '@urilint/core/character'
import {touches, within} from '@urilint/core/internal'
import type {Span, UriReference} from '@urilint/core'

/** Longest placeholder taken for one: past it, brackets are something else. */
const maxPlaceholder = 64

/** What a port is written as when the reader is to fill it in. */
const portPlaceholder = /^(?:port|port[-_]?(?:number|num|no)|your[-_]?port|x{2,}|n{2,}|#{2,}|\*{2,}|\.{3})$/i

/** printf's flags, length modifiers and conversions (C 7.21.6.1, Python's `%` formatting, Go's `%v`). */
const printfFlags = '-+ 0#'
const printfLengths = 'hlLqjzt'
const printfConversions = 'diouxXeEfFgGcsrvp'

/** U+2026 HORIZONTAL ELLIPSIS: `https://github.com/…/issues`. */
const ellipsis = 0x2026

/**
 * The placeholders of `reference` (a URI as core parses it), in order. Its
 * port gives placeholder ports (`http://proxy.example:port/`); in its
 * fragment, brackets are an anchor's (`#the-[features]-section`), and in a
 * `mailto:` query a subject's (`?subject=[GitHub]%20Issue`), not a
 * placeholder's.
 */
export function placeholderSpans(reference: UriReference): Span[] {
  const uri = reference.input
  const port = reference.authority?.port
  // Brackets from here on are text: a fragment's, or a mail's subject in a `mailto:` query (`?subject=[GitHub]…`).
  const textStart =
    reference.scheme?.value.toLowerCase() === 'mailto'
      ? (reference.query?.start ?? reference.fragment?.start ?? uri.length)
      : (reference.fragment?.start ?? uri.length)
  const spans: Span[] = []
  let index = 0
  while (index < uri.length) {
    const end =
      index >= textStart && uri.charCodeAt(index) === codes.leftSquareBracket ? undefined : placeholderAt(uri, index)
    if (end === undefined) {
      index++
    } else {
      spans.push({start: index, end})
      index = end
    }
  }
  if (
    port !== undefined &&
    port.number === undefined &&
    isPlaceholderPort(port.value) &&
    !spans.some((span) => within(port, span))
  ) {
    spans.push({start: port.start, end: port.end})
    spans.sort((a, b) => a.start - b.start)
  }
  return spans
}

/** Whether a port is written as a placeholder (`port`, `PORT`, `xxxx`, `$PORT`, `${PORT}`). */
export function isPlaceholderPort(value: string): boolean {
  return portPlaceholder.test(value) || placeholderAt(value, 0) === value.length
}

/** Whether every span of `diagnostics` touches one of `placeholders` (and there is one). */
export function isTemplate(diagnostics: readonly Span[], placeholders: readonly Span[]): boolean {
  if (placeholders.length === 0) return false
  return diagnostics.every((diagnostic) => placeholders.some((placeholder) => touches(diagnostic, placeholder)))
}

/** The end of a placeholder starting at `start`, if one does. */
function placeholderAt(uri: string, start: number): number | undefined {
  const code = uri.charCodeAt(start)
  switch (code) {
    case codes.dollarSign: {
      const next = uri.charCodeAt(start + 1)
      // ${NAME}, ${{ secrets.NAME }}: up to the closing brace(s).
      if (next === codes.leftCurlyBrace) {
        const double = uri.charCodeAt(start + 2) === codes.leftCurlyBrace
        return closing(uri, start + (double ? 3 : 2), double ? '}}' : '}', anyButBrace)
      }
      // $NAME.
      if (isAlpha(next) || next === codes.underscore) return nameEnd(uri, start + 1)
      return undefined
    }
    case codes.leftCurlyBrace: {
      // {{name}}, and RFC 6570 expressions: {var}, {+path}, {?q,lang}, {/list*}.
      if (uri.charCodeAt(start + 1) === codes.leftCurlyBrace) return closing(uri, start + 2, '}}', isNameCode)
      return closing(uri, start + 1, '}', isExpressionCode)
    }
    case codes.lessThan: {
      return startsName(uri, start + 1) ? closing(uri, start + 1, '>', isNameCode) : undefined
    }
    case codes.leftSquareBracket: {
      // [owner-name], but not an IP literal ([::1], [v1.x]): no `:` inside.
      return startsName(uri, start + 1) ? closing(uri, start + 1, ']', isNameCode) : undefined
    }
    case codes.percentSign: {
      // A percent-encoding (`%2F`, `%de`) is none.
      if (isHexDigit(uri.charCodeAt(start + 1)) && isHexDigit(uri.charCodeAt(start + 2))) return undefined
      // %NAME% (Windows), not a percent-encoding followed by a `%`.
      if (startsName(uri, start + 1)) {
        const end = nameEnd(uri, start + 1)
        if (end - start > 2 && uri.charCodeAt(end) === codes.percentSign) return end + 1
      }
      return printfEnd(uri, start)
    }
    case ellipsis: {
      // A whole elided segment (`/…/`), not a URI cut short (`/pull/12…`).
      const before = uri.charCodeAt(start - 1)
      const after = uri.charCodeAt(start + 1)
      const endsSegment =
        Number.isNaN(after) || after === codes.slash || after === codes.questionMark || after === codes.numberSign
      return before === codes.slash && endsSegment ? start + 1 : undefined
    }
    default: {
      return undefined
    }
  }
}

/**
 * The end of a printf conversion at `start` (`%s`, `%d`, `%1$s`,
 * `%(host)s`, `%-5.2f`: C, POSIX positional, Python named), if one is there:
 * `%`, an optional `n$` or `(name)`, flags, width, precision, a length
 * modifier and a conversion letter that no letter or digit follows
 * (`100%sure` is no placeholder).
 */
function printfEnd(uri: string, start: number): number | undefined {
  let index = start + 1
  if (uri.charCodeAt(index) === codes.leftParenthesis) {
    const close = closing(uri, index + 1, ')', isNameCode)
    if (close === undefined) return undefined
    index = close
  } else {
    let digits = index
    while (isDigit(uri.charCodeAt(digits))) digits++
    if (digits > index && uri.charCodeAt(digits) === codes.dollarSign) index = digits + 1
  }
  while (isIn(printfFlags, uri, index) && index - start < maxPlaceholder) index++
  while (isDigit(uri.charCodeAt(index)) && index - start < maxPlaceholder) index++
  if (uri.charCodeAt(index) === codes.dot) {
    index++
    while (isDigit(uri.charCodeAt(index)) && index - start < maxPlaceholder) index++
  }
  while (isIn(printfLengths, uri, index) && index - start < maxPlaceholder) index++
  if (!isIn(printfConversions, uri, index)) return undefined
  index++
  const after = uri.charCodeAt(index)
  return isAlphanumeric(after) || after === codes.underscore ? undefined : index
}

/** Whether the character at `index` of `uri` (there is one) is one of `set`. */
function isIn(set: string, uri: string, index: number): boolean {
  return index < uri.length && set.includes(uri.charAt(index))
}

/** The end of the placeholder whose content starts at `from` and ends with `close`, each code passing `allowed`. */
function closing(uri: string, from: number, close: string, allowed: (code: number) => boolean): number | undefined {
  const limit = Math.min(uri.length, from + maxPlaceholder)
  for (let index = from; index < limit; index++) {
    if (uri.startsWith(close, index)) return index === from ? undefined : index + close.length
    if (!allowed(uri.charCodeAt(index))) return undefined
  }
  return undefined
}

function startsName(uri: string, index: number): boolean {
  const code = uri.charCodeAt(index)
  return isAlpha(code) || code === codes.underscore
}

function nameEnd(uri: string, index: number): number {
  while (index < uri.length && (isAlphanumeric(uri.charCodeAt(index)) || uri.charCodeAt(index) === codes.underscore))
    index++
  return index
}

/** A name in a placeholder: `owner-name`, `your token`, `secrets.TOKEN`. */
function isNameCode(code: number): boolean {
  return (
    isAlphanumeric(code) ||
    code === codes.underscore ||
    code === codes.dash ||
    code === codes.dot ||
    code === codes.space
  )
}

/** RFC 6570 2.2: an operator, variable names, `,` lists, `*` and `:` modifiers. */
function isExpressionCode(code: number): boolean {
  return (
    isNameCode(code) ||
    code === codes.plusSign ||
    code === codes.numberSign ||
    code === codes.slash ||
    code === codes.semicolon ||
    code === codes.questionMark ||
    code === codes.ampersand ||
    code === codes.comma ||
    code === codes.asterisk ||
    code === codes.colon ||
    code === codes.percentSign
  )
}

function anyButBrace(code: number): boolean {
  return code !== codes.leftCurlyBrace && code !== codes.rightCurlyBrace
}

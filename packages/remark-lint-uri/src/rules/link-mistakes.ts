/**
 * Link mistakes a maintainer mends by hand (issue 23, items 2 to 4), for
 * `no-malformed-uri`: a bracket or parenthesis of the text around a link
 * taken into its destination (`https://github.com/org/repo/pull/12]`), a
 * Markdown link pasted inside a destination (`[a](https://a.example/)`), and
 * a scheme mistyped or with the wrong slashes (`htts://`, `http//`,
 * `https:/`, `https:///`, `https://https://`). Each is reported at the rule's
 * severity, never as a note, with the URI as meant as its fix; it takes the
 * place of the rule's other message on the URI (one message per URI). Only
 * where that fix is a URI the rule accepts: otherwise the rule says what it
 * says of any malformed URI.
 */
import {isPlaceholder, parse, passwordSpan, validate} from '@urilint/core'
import {codes, isAlpha, isAlphanumeric} from '@urilint/core/character'
import {quoted} from '@urilint/core/internal'
import {registeredSchemes, wellKnownSchemes} from '@urilint/extract/internal'
import {sourceRange} from '@urilint/extract/source-map'
import type {VFile} from 'vfile'
import type {Collected, Site, SiteKind} from './collect.js'
import {emit} from './emit.js'
import {htmlPlace} from './html-place.js'
import {applyReplacements, repairedSource} from './repair.js'

/** A mistake in a URI: what to say, and the edits (offsets into the URI, sorted) that mend it. */
export interface LinkMistake {
  reason: string
  note: string
  edits: Array<{start: number; end: number; text: string}>
}

/**
 * Schemes whose one-edit typos are mistakes (followed by `//` or `:/`), the
 * first preferred where a typo is one edit from two (`htts`: `https`, the
 * scheme of most links today, over `http`).
 */
const typoTargets = ['https', 'http', 'ftp'] as const

/** Schemes whose URIs have a host after `//` (RFC 9110 4.2, RFC 1738 3.2): one slash or three is a mistake. */
const hostSchemes: ReadonlySet<string> = new Set(['http', 'https', 'ftp', 'ftps'])

/** Schemes that are not registered but real, never a typo. */
const realSchemes: ReadonlySet<string> = new Set(['ftps', 'hxxp', 'hxxps'])

/** Sites whose URI the author wrote as a destination: a bracket at its end is in the source, not Markdown's guess. */
const destinationKinds: ReadonlySet<SiteKind> = new Set(['link', 'image', 'definition', 'autolink', 'html'])

/** Longest scheme name checked for a typo (`https` and one more letter). */
const maxTypoLength = 6

/**
 * Report the link mistake of `site`, if it has one whose fix the rule
 * accepts; whether it did (the rule then says nothing else of the URI).
 */
export function reportLinkMistake(file: VFile, collected: Collected, site: Site): boolean {
  const mistake = linkMistake(site.uri, site.kind, htmlPlace(site))
  if (mistake === undefined) return false
  const fixed = applyReplacements(site.uri, mistake.edits)
  if (!isAccepted(fixed) || linkMistake(fixed, site.kind) !== undefined) return false
  const whole = sourceRange(site.segments, 0, site.uri.length)
  const fix = repairedSource(
    collected.text,
    site.segments,
    site.uri.length,
    mistake.edits.map((edit) => ({...edit, mends: []}))
  )
  emit(file, collected, site, {
    start: 0,
    end: site.uri.length,
    reason: mistake.reason,
    note: mistake.note,
    actual: collected.text.slice(whole.start, whole.end),
    expected: fix.text
  })
  return true
}

/** Whether the rule has nothing to say of `uri` (no diagnostic above `info`). */
function isAccepted(uri: string): boolean {
  return uri !== '' && validate(uri, {as: 'uri-reference'}).every((diagnostic) => diagnostic.severity === 'info')
}

/**
 * The link mistake of `uri` written in a site of `kind`, if any; `place`
 * names the attribute or prop of an HTML or JSX site (html-place.ts).
 */
export function linkMistake(uri: string, kind: SiteKind, place?: string): LinkMistake | undefined {
  const first = uri.charCodeAt(0)
  if (first === codes.leftSquareBracket && destinationKinds.has(kind) && kind !== 'autolink') {
    const pasted = pastedLink(uri)
    if (pasted !== undefined) return pasted
  }
  const brackets = destinationKinds.has(kind) ? strayBrackets(uri) : undefined
  const start = brackets === undefined ? 0 : brackets.start
  const end = brackets === undefined ? uri.length : brackets.end
  const scheme = schemeMistake(uri, start, end)
  if (brackets === undefined && scheme === undefined) return undefined
  const reasons: string[] = []
  const notes: string[] = []
  const edits: LinkMistake['edits'] = []
  if (brackets !== undefined && start > 0) edits.push({start: 0, end: start, text: ''})
  if (scheme !== undefined) {
    reasons.push(scheme.reason)
    notes.push(scheme.note)
    edits.push(scheme.edit)
  }
  if (brackets !== undefined) {
    reasons.push(brackets.reason)
    // In HTML or JSX the author wrote it in the value: Markdown took nothing.
    notes.push(
      (place === undefined ? 'Markdown took it from the text around the link' : 'Written so in ' + place) +
        ': browsers keep it in the URL, and the link is broken'
    )
    if (end < uri.length) edits.push({start: end, end: uri.length, text: ''})
  }
  return {reason: reasons.join('; '), note: notes.join('; '), edits}
}

/**
 * `[text](url)` as the whole destination: the inner URL is meant. Not when
 * it holds a password (the message would quote it).
 */
function pastedLink(uri: string): LinkMistake | undefined {
  // `[|text](url)`
  const middle = uri.indexOf('](')
  if (middle === -1 || uri.charCodeAt(uri.length - 1) !== codes.rightParenthesis) return undefined
  const inner = uri.slice(middle + 2, -1)
  if (inner === '' || !isAccepted(inner)) return undefined
  const password = passwordSpan(parse(inner))
  if (password !== undefined && !isPlaceholder(inner.slice(password.start, password.end))) return undefined
  return {
    reason: `Unexpected Markdown link ${quoted(uri.slice(0, middle + 2) + '…)')} as a link destination, expected its URL ${quoted(inner)}`,
    note: 'A link pasted inside a link: browsers read it all as a path relative to this page',
    edits: [
      {start: 0, end: middle + 2, text: ''},
      {start: uri.length - 1, end: uri.length, text: ''}
    ]
  }
}

/**
 * Openers before a scheme (`(https://…`) and closers at the end with no
 * partner in the URI (`…/pull/12]`, `#install]`, `…/a))`): where the URI
 * as meant starts and ends, and what to say. A pair inside (`Foo_(bar)`,
 * `http://[::1]/`, `?a[]=1`) is the URI's own.
 */
function strayBrackets(uri: string): {start: number; end: number; reason: string} | undefined {
  let start = 0
  while (
    start < uri.length &&
    (uri.charCodeAt(start) === codes.leftParenthesis || uri.charCodeAt(start) === codes.leftSquareBracket) &&
    schemeEnd(uri, start + 1) !== -1
  ) {
    start++
  }
  // Balance of each kind in what is left: a closer at the end beyond it has no partner.
  let parentheses = 0
  let squares = 0
  for (let index = start; index < uri.length; index++) {
    const c = uri.charCodeAt(index)
    if (c === codes.leftParenthesis) parentheses++
    else if (c === codes.rightParenthesis) parentheses--
    else if (c === codes.leftSquareBracket) squares++
    else if (c === codes.rightSquareBracket) squares--
  }
  let end = uri.length
  while (end > start) {
    const c = uri.charCodeAt(end - 1)
    if (c === codes.rightParenthesis && parentheses < 0) parentheses++
    else if (c === codes.rightSquareBracket && squares < 0) squares++
    else break
    end--
  }
  if (start === 0 && end === uri.length) return undefined
  const pieces: string[] = []
  if (start > 0) pieces.push(quoted(uri.slice(0, start)) + ' before the scheme')
  if (end < uri.length) pieces.push('unmatched ' + quoted(uri.slice(end)) + ' at the end')
  const count = uri.length - end + start
  return {
    start,
    end,
    reason: `Unexpected ${pieces.join(' and ')}, expected the URI without ${count === 1 ? 'it' : 'them'}`
  }
}

/** The offset of the `:` ending a scheme (RFC 3986 3.1) that starts at `start`, or -1. */
export function schemeEnd(uri: string, start: number): number {
  if (!isAlpha(uri.charCodeAt(start))) return -1
  let index = start + 1
  for (; index < uri.length; index++) {
    const c = uri.charCodeAt(index)
    if (!isAlphanumeric(c) && c !== codes.plusSign && c !== codes.dash && c !== codes.dot) break
  }
  return uri.charCodeAt(index) === codes.colon ? index : -1
}

/** The end of a run of letters (a scheme-like word without its colon) from `start`. */
function lettersEnd(uri: string, start: number, end: number): number {
  let index = start
  while (index < end && isAlpha(uri.charCodeAt(index))) index++
  return index
}

/** A scheme mistake in `uri.slice(start, end)`: a typo, a missing colon, one slash or three, a scheme twice. */
function schemeMistake(
  uri: string,
  start: number,
  end: number
): {reason: string; note: string; edit: {start: number; end: number; text: string}} | undefined {
  const colon = schemeEnd(uri, start)
  if (colon === -1 || colon >= end) {
    // `http|//example.org`: a well-known scheme without its colon is a relative path.
    const word = lettersEnd(uri, start, end)
    const name = uri.slice(start, word).toLowerCase()
    if (!hostSchemes.has(name) || !uri.startsWith('//', word) || word + 2 >= end) return undefined
    return {
      reason: `Unexpected ${quoted(uri.slice(start, word + 2))} without a colon, expected ${quoted(name + '://')}`,
      note: 'Without its colon it is a path relative to this page',
      edit: {start, end: word + 2, text: name + '://'}
    }
  }
  const written = uri.slice(start, colon)
  const name = written.toLowerCase()
  const slashes = countSlashes(uri, colon + 1, end)
  if (slashes === 0) {
    // `http:|localhost/`: a host with no `//` before it (`http:g` is RFC 3986's relative `g`: quiet).
    if (!hostSchemes.has(name) || !startsWithHost(uri, colon + 1, end)) return undefined
    return {
      reason: `Unexpected ${quoted(written + ':')} without slashes before the host, expected ${quoted(written + '://')}`,
      note: 'RFC 3986 reads the host as part of the path; browsers guess it only on a page of another scheme',
      edit: {start, end: colon + 1, text: written + '://'}
    }
  }
  const meant = hostSchemes.has(name) ? name : typoOf(name)
  if (meant === undefined) return undefined
  if (meant !== name) {
    return {
      reason: `Unexpected scheme ${quoted(written)}, expected ${quoted(meant)}`,
      note: `Browsers know no scheme ${quoted(written)}: the link does not open`,
      edit: {start, end: colon + 1 + slashes, text: meant + '://'}
    }
  }
  const after = colon + 1 + slashes
  if (slashes === 1) {
    return {
      reason: `Unexpected ${quoted(written + ':/')} with one slash, expected ${quoted(written + '://')}`,
      note: 'RFC 3986 reads the host as part of the path; browsers guess it',
      edit: {start, end: after, text: written + '://'}
    }
  }
  if (slashes === 3) {
    return {
      reason: `Unexpected ${quoted(written + ':///')} with three slashes, expected ${quoted(written + '://')}`,
      note: 'RFC 3986 reads an empty host and the host as part of the path; browsers guess it',
      edit: {start, end: after, text: written + '://'}
    }
  }
  // `https://|https://example.org`: the scheme pasted twice.
  if (slashes === 2) {
    const second = schemeEnd(uri, after)
    if (second !== -1 && second < end && hostSchemes.has(uri.slice(after, second).toLowerCase())) {
      if (countSlashes(uri, second + 1, end) === 2) {
        return {
          reason: `Unexpected ${quoted(uri.slice(start, second + 3))}, a scheme twice, expected ${quoted(uri.slice(after, second + 3))}`,
          note: `RFC 3986 and browsers read the host as ${quoted(uri.slice(after, second))}`,
          edit: {start, end: after, text: ''}
        }
      }
    }
  }
  return undefined
}

/**
 * Whether a host starts at `start`: `localhost`, or a dotted name whose last
 * label is two letters or more (`example.org`), up to a `/`, `:`, `?`, `#`
 * or the end.
 */
function startsWithHost(uri: string, start: number, end: number): boolean {
  let index = start
  let lastDot = -1
  for (; index < end; index++) {
    const c = uri.charCodeAt(index)
    if (c === codes.slash || c === codes.colon || c === codes.questionMark || c === codes.numberSign) break
    if (c === codes.dot) lastDot = index
    else if (!isAlphanumeric(c) && c !== codes.dash) return false
  }
  if (uri.slice(start, index).toLowerCase() === 'localhost') return true
  if (lastDot === -1 || index - lastDot < 3) return false
  for (let label = lastDot + 1; label < index; label++) if (!isAlpha(uri.charCodeAt(label))) return false
  return true
}

/** How many `/` follow from `start` (up to 4: more is no typo of these). */
function countSlashes(uri: string, start: number, end: number): number {
  let index = start
  while (index < end && index - start < 4 && uri.charCodeAt(index) === codes.slash) index++
  return index - start
}

/** The well-known scheme one edit from `name` (a letter added, dropped, changed or two swapped), when `name` is no real scheme and the scheme meant is clear. */
function typoOf(name: string): string | undefined {
  if (name.length > maxTypoLength || registeredSchemes.has(name) || wellKnownSchemes.has(name) || realSchemes.has(name))
    return undefined
  const near = typoTargets.filter((target) => isOneEdit(name, target))
  // One edit from `ftp` and from `http` (`fttp`): ambiguous, no rewrite.
  return near.length === 1 || (near.length === 2 && near[1] === 'http') ? near[0] : undefined
}

/** Whether `a` and `b` differ by one insertion, deletion, substitution or swap of neighbours (optimal string alignment distance 1). */
export function isOneEdit(a: string, b: string): boolean {
  if (a === b) return false
  if (a.length < b.length) return isOneEdit(b, a)
  if (a.length - b.length > 1) return false
  let index = 0
  while (index < b.length && a.charCodeAt(index) === b.charCodeAt(index)) index++
  if (a.length > b.length) return a.slice(index + 1) === b.slice(index)
  if (a.slice(index + 1) === b.slice(index + 1)) return true
  return (
    a.charCodeAt(index) === b.charCodeAt(index + 1) &&
    a.charCodeAt(index + 1) === b.charCodeAt(index) &&
    a.slice(index + 2) === b.slice(index + 2)
  )
}

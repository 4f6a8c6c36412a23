/**
 * A URI given as a form, not as one to use: "it should be of the form
 * file:///path/to/file or file://localhost/path/to/file", "a merge request
 * URL in the format https://gitlab.example/owner/repository/…". Where such a
 * URI's path holds placeholder words (core's `pathWordSpans`), those are what
 * the reader fills in, and the result is a template. The words alone do not
 * tell: `/path/to/repo` of "git clone file:///path/to/repo" is an example a
 * reader runs as written, and the judges of the manual pages took it so.
 */
import {isPlaceholder, parse, passwordSpan, type Span} from '@urilint/core'
import {codes, isAlpha, readsLower} from '@urilint/core/character'
import {pathWordSpans} from '@urilint/core/internal'
import {isSpaceCode} from './character.js'
import type {Settings} from './options.js'

/**
 * The placeholders of `uri`, found at `start` of `text`, when it is given
 * as a form (`givenAsForm`, not looking before `floor`) and its path holds
 * placeholder words; else `undefined`. A real password is never part of a
 * form, as of any template.
 */
export function formPlaceholders(
  uri: string,
  text: string,
  start: number,
  floor: number,
  settings: Settings
): Span[] | undefined {
  if (!givenAsForm(text, start, floor, true)) return undefined
  const reference = parse(uri, {mode: settings.mode})
  const spans = pathWordSpans(uri, reference)
  if (spans.length === 0) return undefined
  const password = passwordSpan(reference)
  return password !== undefined && !isPlaceholder(uri.slice(password.start, password.end)) ? undefined : spans
}

/**
 * Whether a phrase that gives a form ends right before `start` ("of the
 * form", "in the format", "the syntax is"), over blanks, line breaks, a
 * comment's leaders, quotes and an opening tag (`<tt>`); or, with
 * `listed`, another URI so given and `or`, `and` or `,` (one step back).
 */
function givenAsForm(text: string, start: number, floor: number, listed: boolean): boolean {
  const end = leadInStart(text, start, floor)
  const wordStart = letterRunStart(text, end, floor)
  if (wordStart === end) {
    return listed && text.charCodeAt(end - 1) === codes.comma && givenBefore(text, end - 1, floor)
  }
  switch (wordKind(text, wordStart, end)) {
    case 'form':
      return true
    case 'copula': {
      const before = skipBlanksBack(text, wordStart, floor)
      return wordKind(text, letterRunStart(text, before, floor), before) === 'form'
    }
    case 'conjunction':
      return listed && givenBefore(text, wordStart, floor)
    default:
      return false
  }
}

/** Whether the token before `end` (over blanks and a closing tag) is a URI given as a form: "file:///a or". */
function givenBefore(text: string, end: number, floor: number): boolean {
  let index = skipBlanksBack(text, end, floor)
  // `</tt>`, `</code>`: a closing tag of a few letters.
  if (text.charCodeAt(index - 1) === codes.greaterThan) {
    const open = tagStart(text, index - 1, floor)
    if (open >= 0 && text.charCodeAt(open + 1) === codes.slash) index = open
  }
  // The token back to a blank or a tag's `>`: a URI has a `:`.
  const tokenEnd = index
  let colon = false
  while (index > floor && tokenEnd - index < tokenLook) {
    const code = text.charCodeAt(index - 1)
    if (isSpaceCode(code) || code === codes.greaterThan) break
    if (code === codes.colon) colon = true
    index--
  }
  return colon && givenAsForm(text, index, floor, false)
}

/** How far back `givenBefore` reads the URI before a conjunction. */
const tokenLook = 256

/** Where the lead-in before `start` starts: blanks, line breaks, a comment's leaders, quotes, an opening tag. */
function leadInStart(text: string, start: number, floor: number): number {
  let index = start
  while (index > floor && start - index < leadInLook) {
    const code = text.charCodeAt(index - 1)
    if (isSpaceCode(code) || (code < 0x80 && leadIn[code] === 1)) index--
    else if (code === codes.greaterThan) {
      const open = tagStart(text, index - 1, floor)
      if (open < 0 || text.charCodeAt(open + 1) === codes.slash) break
      index = open
    } else break
  }
  return index
}

/** How many characters of lead-in `leadInStart` passes. */
const leadInLook = 32

/** A comment's leaders (`*`, `#`, `//`, `;`), quotes, `(` and `:` ("the format is: "), by code. */
const leadIn = new Uint8Array(0x80)
for (const character of '*#/;"\'`(:') leadIn[character.charCodeAt(0)] = 1

/** The `<` of a tag of a few letters ending at the `>` at `close` (`<tt>`, `</code>`), or -1. */
function tagStart(text: string, close: number, floor: number): number {
  let index = close
  while (index > floor && close - index <= 8 && isAlpha(text.charCodeAt(index - 1))) index--
  if (text.charCodeAt(index - 1) === codes.slash) index--
  return index > floor && index < close && text.charCodeAt(index - 1) === codes.lessThan ? index - 1 : -1
}

/** Where the run of letters (at most 16) ending at `end` starts; `end` without one. */
function letterRunStart(text: string, end: number, floor: number): number {
  let index = end
  while (index > floor && end - index <= 16 && isAlpha(text.charCodeAt(index - 1))) index--
  return end - index > 16 ? end : index
}

/** Where the blanks and line breaks ending at `end` start. */
function skipBlanksBack(text: string, end: number, floor: number): number {
  let index = end
  while (index > floor && end - index < leadInLook && isSpaceCode(text.charCodeAt(index - 1))) index--
  return index
}

/**
 * What the word `text.slice(start, end)` is, in any case, compared in place: one that names a form ("of the
 * form", "in the format", "syntax:"), a copula ("the format is"), a conjunction ("of the form X or Y": Y is given
 * as a form too), or none. Told by its length first: most words before a URI are none of these.
 */
function wordKind(text: string, start: number, end: number): 'form' | 'copula' | 'conjunction' | undefined {
  switch (end - start) {
    case 2:
      return readsLower(text, start, 'is') ? 'copula' : readsLower(text, start, 'or') ? 'conjunction' : undefined
    case 3:
      return readsLower(text, start, 'are') ? 'copula' : readsLower(text, start, 'and') ? 'conjunction' : undefined
    case 4:
      return readsLower(text, start, 'form') ? 'form' : undefined
    case 5:
      return readsLower(text, start, 'forms') ? 'form' : undefined
    case 6:
      return readsLower(text, start, 'format') || readsLower(text, start, 'syntax') ? 'form' : undefined
    case 7:
      return readsLower(text, start, 'formats') ? 'form' : undefined
    default:
      return undefined
  }
}

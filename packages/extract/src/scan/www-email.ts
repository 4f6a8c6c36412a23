/** `www.host…` and `local@domain` without a scheme: the `www` and `email` options. */
import {codes, firstNonAscii, isAlpha, isDigit} from '@urilint/core/character'
import {isEolCode, isLabelCode, isLocalPartCode, isNonAsciiUriCode, isUriCode} from '../character.js'
import {limits} from '../limits.js'
import {bareBody} from './bare.js'
import {newMatch, noHyphens, type Context, type RawMatch} from './match.js'
import {afterAttribute, hostOnlyEnd, isHostWithTld, isTrailingPunctuation} from './text.js'

/**
 * `|www.host…` (Appendix F), when the `www` option is on. The host is checked
 * first, in one pass that stops at the first bad label, and only then is
 * the rest scanned, so a failed attempt costs what it read of the host. A
 * host that fails at its top-level label fails the same for every later
 * `www.` inside it (they share that label): `wwwFailedUntil` skips them.
 */
export function www(context: Context, start: number): RawMatch | undefined {
  const {text, from, to} = context
  if (start < context.wwwFailedUntil || start + 4 >= to) return undefined

  if (start > from) {
    const before = text.charCodeAt(start - 1)
    // Inside a URI, a path or an address (`/www.`, `@www.`, `.www.`): not ours; an attribute's value (`href=www.`) is.
    if (isUriCode(before) && !isOpeningPunctuation(before) && !afterAttribute(text, start, from)) return undefined
  }

  // `www.|host`: letters, digits, `-`, non-ASCII and dots.
  let end = start + 4
  let labelStart = end

  while (end < to) {
    const code = text.charCodeAt(end)

    if (code === codes.dot) {
      if (end === labelStart || text.charCodeAt(labelStart) === codes.dash || text.charCodeAt(end - 1) === codes.dash)
        break
      labelStart = end + 1
    } else if (!isLabelCode(code) && !(code >= firstNonAscii && isNonAsciiUriCode(code))) {
      break
    }

    end++
  }

  // A trailing dot is the sentence's.
  let hostEnd = end
  while (hostEnd > start + 4 && text.charCodeAt(hostEnd - 1) === codes.dot) hostEnd--
  // `www.example.com|-----`: a separator run (a label never ends with `-`), unless it breaks a line.
  const dashes = hostEnd
  if (end >= to || !isEolCode(text.charCodeAt(end)))
    while (hostEnd > start + 4 && text.charCodeAt(hostEnd - 1) === codes.dash) hostEnd--

  if (!isHostWithTld(text, start, hostEnd)) {
    context.wwwFailedUntil = end
    return undefined
  }

  // `www.example.com/[a|b]`: a syntax form's alternatives inside brackets, no URI (as `scheme://…[a|b]`).
  const body = bareBody(context, start, hostEnd, 'www')
  if (body === undefined) return undefined
  // `www.example.com|'s tools`, `www.example.com|-----`: after the host, not part of it.
  if (body.pieces.length === 2) body.end = body.pieces[1] = hostOnlyEnd(text, start, body.end)
  // `www.example.com-/x`: the dashes go on into a path, so they are no separator after a host.
  if (hostEnd < dashes && body.end > hostEnd) return undefined
  const match = newMatch(context, body.pieces, start, body.end, 'bare', 'www', body.hyphens)
  // Joined across a client's wrap (wrap.ts): the cut reading goes into `alternatives`.
  if (body.wraps.length > 0) match.wraps = body.wraps
  return match
}

/** `local|@domain`: a bare e-mail address, when the `email` option is on. */
export function email(context: Context, at: number, lastEnd: number): RawMatch | undefined {
  const {text, to} = context
  let start = at
  const floor = Math.max(lastEnd, at - limits.localPartLength - 1)

  while (start > floor && isLocalPartCode(text.charCodeAt(start - 1))) start--
  // `//app:Kx@QQ4@db.acme.io`, `https://app://}Q@db.acme.io`, `//app:Q@пQ4@db.acme.io`: the rest of a userinfo,
  // a path or a word, not an address.
  if (start > context.from) {
    const before = text.charCodeAt(start - 1)
    if (before === codes.atSign || before === codes.slash || (before >= firstNonAscii && isNonAsciiUriCode(before)))
      return undefined
  }
  // `//app:/(4Q@db.acme.io`: an `@` that ends the userinfo of a URI (or of a reference without a scheme).
  if (inAuthority(text, start, context.from)) return undefined
  // Longer than a local part may be, or glued to a match: no.
  if (start === floor && start > lastEnd && isLocalPartCode(text.charCodeAt(start - 1))) return undefined
  // `2016-05-26:87bn3ssqg0.fsf@host`: a Message-ID after a date or a time, not an address; `admin:Kx9@db.acme.io`:
  // a password and its host, which an address would print (`Email:ann@acme.io` is one).
  if (
    start > context.from + 1 &&
    text.charCodeAt(start - 1) === codes.colon &&
    (isDigit(text.charCodeAt(start - 2)) ||
      (isLocalPartCode(text.charCodeAt(start - 2)) && !afterMailWord(text, start - 1, context.from)))
  )
    return undefined
  // `` `name@host` ``, `'name@host'`, `.name@host`: wrappers and a sentence's dot, not the local part.
  while (start < at && isLocalPartWrapper(text.charCodeAt(start))) start++
  if (start === at) return undefined

  let end = at + 1
  while (end < to) {
    const code = text.charCodeAt(end)
    if (!isLabelCode(code) && code !== codes.dot && !(code >= firstNonAscii && isNonAsciiUriCode(code))) break
    end++
  }

  // `sales@example.com-----`: a label never ends with `-`, so a separator run is not the host's.
  while (end > at + 1 && (isTrailingPunctuation(text.charCodeAt(end - 1)) || text.charCodeAt(end - 1) === codes.dash))
    end--
  if (!isHostWithTld(text, at + 1, end)) return undefined
  return newMatch(context, [start, end], start, end, 'bare', 'email', noHyphens)
}

/** Words that name an address before a `:` (`Email:ann@acme.io`, `To:ann@acme.io`), lower case. */
const mailWords: ReadonlySet<string> = new Set([
  'mail',
  'email',
  'e-mail',
  'to',
  'from',
  'cc',
  'bcc',
  'contact',
  'reply-to',
  'sender',
  'author'
])

/** Whether the word right before the `:` at `colon` is one of `mailWords` (a few characters back at most). */
function afterMailWord(text: string, colon: number, from: number): boolean {
  let start = colon
  while (
    start > from &&
    colon - start <= 8 &&
    (isAlpha(text.charCodeAt(start - 1)) || text.charCodeAt(start - 1) === codes.dash)
  )
    start--
  return mailWords.has(text.slice(start, colon).toLowerCase())
}

/** How far back `inAuthority` looks: a local part's most (RFC 5321 4.5.3.1.1). */
const authorityLook = 64

/** Whether a `//` is in the run of non-blank text right before `start` (within `authorityLook`). */
function inAuthority(text: string, start: number, from: number): boolean {
  const floor = Math.max(from, start - authorityLook)
  for (let index = start - 1; index > floor; index--) {
    const code = text.charCodeAt(index)
    if (code <= codes.space) return false
    if (code === codes.slash && text.charCodeAt(index - 1) === codes.slash) return true
  }
  return false
}

/** Punctuation that may open a parenthetical right before a `www.`. */
function isOpeningPunctuation(code: number): boolean {
  return (
    code === codes.leftParenthesis ||
    code === codes.leftSquareBracket ||
    code === codes.apostrophe ||
    code === codes.asterisk ||
    code === codes.comma ||
    code === codes.semicolon
  )
}

/** `` ` ``, `'` or `.` at the start of a local part: what wraps or ends the text before it. */
function isLocalPartWrapper(code: number): boolean {
  return code === codes.dot || code === codes.graveAccent || code === codes.apostrophe
}

/** Bare URIs: `scheme:…` outside delimiters, up to whitespace, rejoined after a hyphen at a line break. */
import {isIPv4Address} from '@urilint/core'
import {codes, firstNonAscii, isAlpha, isAlphanumeric, isDigit, readsLower, skipBlanks} from '@urilint/core/character'
import {templateTagEnd} from '@urilint/core/internal'
import {
  isBlankCode,
  isCellBorderCode,
  isEolCode,
  isLabelCode,
  isNonAsciiUriCode,
  isSchemeCode,
  isSchemeLeadCode,
  isSpaceCode,
  isUriCode,
  plainRunEnd
} from '../character.js'
import {limits} from '../limits.js'
import {
  hasSchemeShape,
  isAllDigits,
  isAuthorityScheme,
  isMethodCall,
  lacks,
  schemeStanding,
  shapeNeed,
  startsBody,
  type SchemeStanding
} from '../schemes.js'
import {newMatch, noHyphens, type Context, type RawMatch} from './match.js'
import {
  afterAttribute,
  angleNameEnd,
  bracketHostEnd,
  footnoteStart,
  hasWordCharacterIn,
  holdsQuery,
  hostOnlyEnd,
  isEndingReference,
  isHostWithTld,
  isTopLevelDomain,
  isTrailingPunctuation,
  lineStartOf,
  passwordEnd,
  quoteDepth,
  skipLineBreak,
  strayBefore,
  templateEnd
} from './text.js'
import {cellResume} from './cells.js'
import {nextLineStart, pathResume, wrapResume, wrapsMax} from './wrap.js'

/**
 * `|scheme:…` outside delimiters: the scheme needs `//` after it, or must
 * be one written bare (`mailto:`, `urn:`, `tel:` …). So `Note:` and `e.g.:`
 * are never URIs.
 */
export function bare(context: Context, wordStart: number, colon: number): RawMatch | undefined {
  const {text, from, to} = context
  let start = wordStart

  // A scheme starts with a letter: `-http:` starts at `h`.
  while (start < colon && !isAlpha(text.charCodeAt(start))) start++
  if (start === colon || colon - start > limits.schemeLength) return undefined

  if (start > from) {
    const before = text.charCodeAt(start - 1)
    // `1http://`, `_http://`: glued to a word, not a URI.
    if (isAlphanumeric(before) || before === codes.underscore) return undefined
  }

  // `Note: …`, `Files:⏎`: nothing URI-like after the colon (most colons in prose).
  if (colon + 1 >= to || !isUriCode(text.charCodeAt(colon + 1))) return undefined
  const slashes =
    colon + 2 < to && text.charCodeAt(colon + 1) === codes.slash && text.charCodeAt(colon + 2) === codes.slash
  let standing: SchemeStanding = 'bare'
  let stray = 0
  let need: number | undefined
  let clark = -1

  if (slashes) {
    // `URLs are recognized by the ftp://-prefix`, `web-⏎cal://-calendars`: a scheme named as a form, a suffix glued
    // on; no host name starts with `-` (a user name may: `https://-:pw@db.example/` keeps its password reported).
    if (colon + 3 < to && text.charCodeAt(colon + 3) === codes.dash && !atSignFollows(text, colon + 4, to))
      return undefined
    // `ihttps://`, `SPECIALhttp://`: a letter or word glued before a well-known scheme is not part of it.
    stray = strayBefore(text, start, colon, context.options.schemes)
    start += stray
  } else {
    // `{urn:oasis:names:tc:opendocument:xmlns:style:1.0}`: a namespace URI in Clark notation.
    clark = start > from && text.charCodeAt(start - 1) === codes.leftCurlyBrace ? clarkClose(text, colon, to) : -1
    // `{data:1}`, `net/http:fix`, `level=info:x`: a name inside code or a path, not a scheme; but a setting's
    // `url=jdbc:mysql://…` is a URI, the driver's scheme and its `//` inside it.
    if (
      start > from &&
      clark < 0 &&
      !isSchemeLeadCode(text.charCodeAt(start - 1)) &&
      !afterAttribute(text, start, from) &&
      !(text.charCodeAt(start - 1) === codes.equalsTo && startsSchemeWithSlashes(text, colon + 1, to)) &&
      !isKeyedAddress(text, start, colon, to)
    )
      return undefined
    standing = schemeStanding(text, start, colon, context.options.schemes)
    if (standing === 'unknown' || !startsBody(text.charCodeAt(colon + 1))) return undefined
    // `http:|http://foo.bar:3128` (httpie's `protocol:URL`): a scheme always written with `//` wraps no URI, it
    // keys one, which starts at the inner scheme (as `SPECIAL|http://` does); `view-source:http://…` wraps one.
    if (isAuthorityScheme(text, start, colon) && startsSchemeWithSlashes(text, colon + 1, to)) return undefined
    if (isPhoneLabel(text, start, colon, to)) return undefined
    // `HTTP:req_get_headers()`: a method called on an object, in Lua.
    if (isMethodCall(text, start, colon, to)) return undefined
    // Inside a refused body that lacks what this scheme needs: so does its own (which ends there too).
    need = shapeNeed(text, start, colon, standing)
    if (need !== undefined && (context.lacking?.get(need) ?? -1) > colon) return undefined
  }

  const bodyStart = slashes ? colon + 3 : colon + 1
  const body = bareBody(context, start, bodyStart, slashes ? 'scheme' : undefined, colon, standing)
  if (body === undefined) return undefined
  if (body.pieces.length === 2 && elidesRest(text, body.end)) return undefined
  if (!firstPieceFits(text, to, start, colon, slashes, standing, body.pieces[1]!)) {
    // Every scheme inside the first piece ends its own first piece at or before its end.
    if (need !== undefined && lacks(text, bodyStart, body.firstEnd, need))
      (context.lacking ??= new Map()).set(need, body.firstEnd)
    return undefined
  }
  if (clark >= 0 && !(body.end === clark && isClarkName(text, start, colon, clark, to))) return undefined
  // whatweb's `--url-prefix https://192.168.0.0/24`: a network's address range (CIDR), no URI a host serves.
  if (slashes && isAddressRange(text, bodyStart, body.end)) return undefined
  // `",^http://(.*)$,https://1"` (datalad-clone(1), a substitution whose `\1` lost its `\`): a small number alone
  // names no web or FTP host; a long one is an address written as a number (`http://3627732462/`, in spam), and a
  // media scheme's is a title or a track (`dvd://1`, `cdda://5`).
  const length = body.end - bodyStart
  if (
    slashes &&
    length > 0 &&
    length <= smallNumber &&
    isAllDigits(text, bodyStart, body.end) &&
    isAuthorityScheme(text, start, colon)
  )
    return undefined
  // socat's `file:/tmp/bigfile,create,seek=100`: a tool's address of a file and its options, not a URI.
  if (!slashes && hasOptions(text, start, colon, body.end)) return undefined
  // A DMARC record's `rua=mailto:a@example.com;|pct=100`: its next tag is not the address's.
  if (!slashes && isMailto(text, start, colon)) {
    const cut = mailboxesEnd(text, colon + 1, body.pieces[1]!)
    if (cut < body.pieces[1]!) {
      body.pieces = [body.pieces[0]!, cut]
      body.hyphens = noHyphens
      body.wraps = noHyphens
      body.end = cut
    }
  }
  // docker's `host=tcp://myserver:2376|,ca=~/ca-file,cert=…`: options after a host and port are the setting's.
  // Most authorities hold neither `,` nor `@`: then neither options nor a setting follow the host.
  const plainAuthority = slashes && isPlainAuthority(text, bodyStart, body.pieces[1]!)
  if (slashes && !plainAuthority) {
    const cut = hostBeforeOptions(text, bodyStart, body.pieces[1]!)
    if (cut < body.pieces[1]!) {
      body.pieces = [body.pieces[0]!, cut]
      body.hyphens = noHyphens
      body.wraps = noHyphens
      body.end = cut
    }
  }
  // `http://example.com|'s tools`, `http://example.com|-----`: after a host alone, not part of it.
  if (slashes && body.pieces.length === 2) {
    // `unix://Unix domain socket` (a table cell): a capitalised word alone after `//`, before a blank, is prose
    // after a scheme named alone; host names are written in lower case.
    if (isCapitalisedWord(text, bodyStart, body.end) && (body.end >= to || isSpaceCode(text.charCodeAt(body.end))))
      return undefined
    body.end = body.pieces[1] = hostOnlyEnd(
      text,
      bodyStart,
      keyAfterHost(text, bodyStart, plainAuthority ? body.end : hostBeforeSetting(text, bodyStart, body.end))
    )
  }
  const match = newMatch(context, body.pieces, start, body.end, 'bare', 'uri', body.hyphens)
  match.stray = stray
  if (body.wraps.length > 0) match.wraps = body.wraps
  if (text.charCodeAt(body.end) === codes.apostrophe && isBuiltInCode(text, body.pieces[0]!, body.end, to))
    match.built = true
  return match
}

/**
 * Whether the `|` at `bar` of a `file://` URI stands for a drive letter's
 * `:`: right after one letter that starts the path (`file://c|`,
 * `file:///c|`), before a `/` or a `\`.
 */
function isDriveBar(text: string, start: number, colon: number, bodyStart: number, bar: number): boolean {
  const letter = bar - 1
  if (!(letter === bodyStart || (letter === bodyStart + 1 && text.charCodeAt(bodyStart) === codes.slash))) return false
  const after = text.charCodeAt(bar + 1)
  return (
    isAlpha(text.charCodeAt(letter)) &&
    (after === codes.slash || after === codes.backslash) &&
    colon - start === 4 &&
    text.slice(start, colon).toLowerCase() === 'file'
  )
}

/** Whether the scheme from `start` to `colon` is `mailto`, in any case. */
function isMailto(text: string, start: number, colon: number): boolean {
  return colon - start === 6 && readsLower(text, start, 'mailto')
}

/**
 * Where the mailboxes of a `mailto:` body from `bodyStart` end, at most `end`: at a `;` after an `@`, a DMARC
 * record's next tag (`rua=mailto:a@example.com;pct=100`): no host name holds one (RFC 6068 2). Header fields
 * after `?` are read as written, and so is a local part: `;` stands there in real mailboxes. (A `,` before
 * another `mailto:` ends the body as it is read, in `bareBody`.)
 */
function mailboxesEnd(text: string, bodyStart: number, end: number): number {
  let domain = false
  for (let index = bodyStart; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.questionMark) return end
    if (code === codes.atSign) domain = true
    else if (domain && code === codes.semicolon) return index
  }
  return end
}

/**
 * Whether the first piece of the bare URI `scheme:…` from `start` (up to the
 * end of its line, or of the URI: `end`) is what it must be. A function of
 * its own, not a closure: one made for each URI cost a closure and its
 * context (about 150 bytes) each.
 */
function firstPieceFits(
  text: string,
  to: number,
  start: number,
  colon: number,
  slashes: boolean,
  standing: SchemeStanding,
  end: number
): boolean {
  const bodyStart = slashes ? colon + 3 : colon + 1
  // `ldap:///`, `file:///`: the empty host and root path of a scheme that allows them, a whole URI (slapd's
  // default listener, the root path) where it stands alone, not the start of a form (`ldap:///<base>??…`) or of
  // one elided (`file:///....`), nor a form named before the word for its kind ("a file:/// URL", "file:/// urls");
  // `http:///` is none (RFC 9110 4.2.1: no empty host).
  if (slashes && end === bodyStart + 1 && text.charCodeAt(bodyStart) === codes.slash)
    return (
      standsAlone(text, end, to) &&
      emptyHostSchemes.has(text.slice(start, colon).toLowerCase()) &&
      !namesKind(text, end, to) &&
      !namedAsForm(text, start, end, to)
    )
  return (
    hasWordCharacterIn(text, bodyStart, end) &&
    (slashes ? !isElided(text, bodyStart, end, to) : hasSchemeShape(text, start, colon, end, standing))
  )
}

/** `#semver:|^`: whether npm's fragment that names a version range of a git dependency ends right before `at`. */
function isSemverFragment(text: string, at: number): boolean {
  return text.charCodeAt(at - 8) === codes.numberSign && text.startsWith('semver:', at - 7)
}

/**
 * Whether the authority from `hostStart` (up to its first `/`, `?` or `#`, or `end`) holds neither `,` nor
 * `@`: then `hostBeforeOptions` and `hostBeforeSetting` cut nothing, and need not read it each.
 */
function isPlainAuthority(text: string, hostStart: number, end: number): boolean {
  for (let index = hostStart; index < end; index++) {
    const code = text.charCodeAt(index)
    if (endsAuthority(code)) return true
    if (code === codes.comma || code === codes.atSign) return false
  }
  return true
}

/**
 * `https://example.org|@My-Token=qwertyuiop` (uscan's `URL@Header=Value`): where the authority from `hostStart`
 * ends when its `@` stands between a host name with a top-level domain (and a port) and a `name=value` after it,
 * which no host name holds (DNS labels have no `=`): the URI is the host's, not one of user `example.org`. `end`
 * otherwise. Reads the authority once.
 */
function hostBeforeSetting(text: string, hostStart: number, end: number): number {
  let at = -1
  let colon = -1
  let equals = false
  for (let index = hostStart; index < end; index++) {
    const code = text.charCodeAt(index)
    if (endsAuthority(code)) break
    if (code === codes.atSign) {
      if (at >= 0) return end
      at = index
    } else if (code === codes.colon && at < 0) colon = index
    else if (code === codes.equalsTo && at >= 0) equals = true
  }
  if (!equals) return end
  const host = colon >= 0 ? colon : at
  if (colon >= 0 && (colon + 1 === at || !isAllDigits(text, colon + 1, at))) return end
  return isHostWithTld(text, hostStart, host) ? at : end
}

/**
 * Where the authority from `hostStart` (in its first piece, up to `end`) ends when a `,` follows a host and port
 * and a `name=` follows the `,` (docker's `tcp://myserver:2376,ca=~/ca-file`): options of a setting, not the URI's
 * (no host name holds a `,`; a userinfo's `@` before it keeps the whole). `end` otherwise. Reads the authority once.
 */
function hostBeforeOptions(text: string, hostStart: number, end: number): number {
  let colon = -1
  let index = hostStart
  for (; index < end; index++) {
    const code = text.charCodeAt(index)
    if (endsAuthority(code) || code === codes.atSign) return end
    if (code === codes.colon) {
      if (colon >= 0) return end
      colon = index
    } else if (code === codes.comma) {
      if (index === hostStart || (colon >= 0 && (colon + 1 === index || !isAllDigits(text, colon + 1, index))))
        return end
      let name = index + 1
      while (name < end && (isAlphanumeric(text.charCodeAt(name)) || text.charCodeAt(name) === codes.dash)) name++
      if (name === index + 1 || text.charCodeAt(name) !== codes.equalsTo) return end
      break
    }
  }
  if (index === end) return end
  // `https://Q,Q=>:pw@db.example/`: an `@` further on makes it a userinfo's, which no-uri-password must see whole.
  for (let at = index + 1; at < end; at++) {
    const code = text.charCodeAt(at)
    if (endsAuthority(code)) break
    if (code === codes.atSign) return end
  }
  return index
}

/**
 * Whether the `file:` URI from `start` (its colon at `colon`) to `end` has a
 * path followed by options: a `,`, a lower-case name, and a `name=` among
 * them (socat(1)'s `FILE:<filename>,<options>`: `file:/tmp/bigfile,create,seek=100`), or an `@` and a frame's
 * size (x11vnc(1)'s `file:/dev/urandom@128x128x8`).
 * A file's name may hold a `,`, but not one followed by `name=`. Reads the
 * last segment only, of a `file:` URI only.
 */
function hasOptions(text: string, start: number, colon: number, end: number): boolean {
  if (colon - start !== 4 || text.slice(start, colon).toLowerCase() !== 'file') return false
  // x11vnc's `-rawfb file:/dev/urandom@128x128x8`: a file's name, then `@` and a frame's size. Read up to the first
  // `@` or `:` (where a `file:` inside the path would start its own read).
  for (let index = colon + 1; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.colon) break
    if (code === codes.atSign) {
      if (isFrameSize(text, index + 1, end)) return true
      break
    }
  }
  // The options follow the file's name: only its last segment is read (a `file:` inside the path of one refused
  // would read the same stretch again).
  let segment = end
  while (segment > colon + 1 && text.charCodeAt(segment - 1) !== codes.slash) segment--
  let comma = -1
  for (let index = segment; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.comma) {
      if (comma < 0 && (index + 1 >= end || !isLowercase(text.charCodeAt(index + 1)))) return false
      comma = index
    } else if (code === codes.equalsTo) return comma >= 0
    else if (comma >= 0 && !isAlphanumeric(code) && code !== codes.dash) return false
  }
  return false
}

/** Whether `text` from `start` (before `end`) starts with digits, `x` and digits: `128x128`. */
function isFrameSize(text: string, start: number, end: number): boolean {
  let index = start
  while (index < end && isDigit(text.charCodeAt(index))) index++
  if (index === start || index + 1 >= end || text.charCodeAt(index) !== codes.lowercaseX) return false
  return isDigit(text.charCodeAt(index + 1))
}

/** An ASCII lower-case letter. */
function isLowercase(code: number): boolean {
  return code >= codes.lowercaseA && code <= codes.lowercaseZ
}

/**
 * `'http://h/' .⏎ 'path'`: where the string that the code joins to the one
 * the URI's piece (from `pieceStart`) ends at `end` (its closing `'`)
 * starts, or -1: a blank, `.` or `+`, blanks and at most one line break,
 * and a string of URI characters only, closed by its `'` (within
 * `tokenLook`), with no `://` (a URI of its own). Reads the blanks between
 * the strings and the second string.
 */
function concatenatedRest(text: string, pieceStart: number, end: number, to: number): number {
  if (end <= pieceStart || text.charCodeAt(end) !== codes.apostrophe || !isBlankCode(text.charCodeAt(end + 1)))
    return -1
  let index = skipBlanks(text, end + 1, to)
  const operator = text.charCodeAt(index)
  if (operator !== codes.dot && operator !== codes.plusSign) return -1
  index = skipBlanks(text, index + 1, to)
  if (index < to && isEolCode(text.charCodeAt(index))) {
    index += text.charCodeAt(index) === 0x0d && text.charCodeAt(index + 1) === 0x0a ? 2 : 1
    index = skipBlanks(text, index, to)
  }
  if (index + 1 >= to || text.charCodeAt(index) !== codes.apostrophe) return -1
  // The string is the URI's rest as a whole: URI characters up to its closing `'`, no `://` of a URI of its own.
  let close = index + 1
  for (; close < to && close - index <= tokenLook; close++) {
    const code = text.charCodeAt(close)
    if (code === codes.apostrophe || !isUriCode(code) || code === codes.quotationMark) break
    if (
      code === codes.colon &&
      text.charCodeAt(close + 1) === codes.slash &&
      text.charCodeAt(close + 2) === codes.slash
    )
      return -1
  }
  return close > index + 1 && text.charCodeAt(close) === codes.apostrophe ? index + 1 : -1
}

/**
 * `'http://h/?user='.$form->{user}`: whether the code goes on from the URI
 * between apostrophes (from `start` to `end`, its closing `'`) with `.`
 * (Perl, PHP) and a variable, or `+` and a name, on the same line: a URL the
 * code builds, whose rest is to fill in (a template). A string after the
 * operator is the URI's rest (`concatenatedRest`), no variable. Reads the
 * blanks and the first character after the operator.
 */
function isBuiltInCode(text: string, start: number, end: number, to: number): boolean {
  if (start === 0 || text.charCodeAt(start - 1) !== codes.apostrophe || end + 1 >= to) return false
  let index = skipBlanks(text, end + 1, to)
  const operator = text.charCodeAt(index)
  if (operator !== codes.dot && operator !== codes.plusSign) return false
  index = skipBlanks(text, index + 1, to)
  if (index + 1 >= to) return false
  const code = text.charCodeAt(index)
  const next = text.charCodeAt(index + 1)
  // `. $form`, `.$form->{user}`, `. @args`: Perl's and PHP's variables have a sigil.
  if (code === codes.dollarSign || code === codes.atSign)
    return isAlpha(next) || next === codes.underscore || next === codes.leftCurlyBrace
  // `+ encodeURIComponent(q)`: after `+` a name too; after `.` a word is the next sentence (`'mbox:///tmp/x'.  If`).
  return operator === codes.plusSign && (isAlpha(code) || code === codes.underscore)
}

/** Longest string `concatenatedRest` reads as a URI's rest. */
const tokenLook = 512

/** Whether `text.slice(start, end)` is a capitalised word: an ASCII capital, then two lower-case letters or more. */
function isCapitalisedWord(text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start)
  if (end - start < 3 || first < codes.uppercaseA || first > codes.uppercaseZ) return false
  for (let index = start + 1; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code < codes.lowercaseA || code > codes.lowercaseZ) return false
  }
  return true
}

/** Whether an `@` stands in `text.slice(start, end)`. */
function holdsAt(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) if (text.charCodeAt(index) === codes.atSign) return true
  return false
}

/** Schemes whose URIs may have an empty host: `file` (RFC 8089 2), `ldap` and `ldaps` (RFC 4516 2). */
const emptyHostSchemes: ReadonlySet<string> = new Set(['file', 'ldap', 'ldaps'])

/**
 * Whether a blank and a word that names the form's kind follow `end` (`kindWords`, any case): a form named, "a
 * file:/// URL", "the "file:///" scheme is assumed".
 */
function namesKind(text: string, end: number, to: number): boolean {
  // `"file:///" URLs`: the form quoted.
  const quote = text.charCodeAt(end)
  if (quote === codes.quotationMark || quote === codes.apostrophe || quote === codes.graveAccent) end++
  if (end >= to || !isBlankCode(text.charCodeAt(end))) return false
  let after = end + 1
  while (after < to && after - end <= longestKindWord && isAlpha(text.charCodeAt(after))) after++
  return after - end <= longestKindWord && kindWords.has(text.slice(end + 1, after).toLowerCase())
}

/** The words `namesKind` takes for a form's kind. */
const kindWords: ReadonlySet<string> = new Set([
  'url',
  'urls',
  'uri',
  'uris',
  'scheme',
  'schemes',
  'prefix',
  'prefixes',
  'protocol',
  'protocols'
])

/** Longest of `kindWords`. */
const longestKindWord = 9

/** How far back on its line `namedAsForm` looks for another form. */
const formLook = 80

/**
 * Whether the form `scheme:///` from `start` to `end` is named as one, with
 * others or as what URIs start with, not given as a URI: "URLs starting with
 * file:///", "must begin with ldap:///", "An http://, file:///, or ssh:///
 * URI", "file:/ URLs are translated to file:///". Asked only of such a form.
 */
function namedAsForm(text: string, start: number, end: number, to: number): boolean {
  return afterPrefixPhrase(text, start) || formListedAfter(text, end, to) || formNamedBefore(text, start)
}

/** Words that name a prefix before `with`: "starting with", "must begin with", "prefixed with". */
const prefixVerbs: ReadonlySet<string> = new Set([
  'start',
  'starts',
  'starting',
  'begin',
  'begins',
  'beginning',
  'prefixed'
])

/** Whether a blank, `with`, a blank and one of `prefixVerbs` (any case) stand right before `start`. */
function afterPrefixPhrase(text: string, start: number): boolean {
  const withStart = wordBefore(text, start)
  if (withStart < 0 || text.slice(withStart, start - 1).toLowerCase() !== 'with') return false
  const verbStart = wordBefore(text, withStart)
  return verbStart >= 0 && prefixVerbs.has(text.slice(verbStart, withStart - 1).toLowerCase())
}

/** Where the word of letters before a blank right before `end` starts, or -1 (up to 16 letters). */
function wordBefore(text: string, end: number): number {
  if (!isBlankCode(text.charCodeAt(end - 1))) return -1
  let index = end - 1
  while (index > 0 && end - index <= 16 && isAlpha(text.charCodeAt(index - 1))) index--
  return index < end - 1 && end - index <= 16 ? index : -1
}

/** Whether a list goes on after `end` with another form: `,`, or `or`/`and`, then `scheme:/`…`///` alone. */
function formListedAfter(text: string, end: number, to: number): boolean {
  let index = end
  const comma = text.charCodeAt(index) === codes.comma
  if (comma) index++
  index = skipBlanks(text, index, to)
  const word = text.slice(index, index + 4).toLowerCase()
  const conjunction = word === 'and ' || word.startsWith('or ')
  if (conjunction) index = skipBlanks(text, index + (word === 'and ' ? 3 : 2), to)
  return (comma || conjunction) && bareFormEnd(text, index, to) >= 0
}

/**
 * Whether another form named before the word for its kind stands before `start` on its line (within
 * `formLook`): "file:/ URLs are translated to file:///".
 */
function formNamedBefore(text: string, start: number): boolean {
  const floor = Math.max(0, start - formLook)
  let lineStart = start
  while (lineStart > floor && !isEolCode(text.charCodeAt(lineStart - 1))) lineStart--
  for (let index = lineStart; index < start; index++) {
    if (index > lineStart && !isBlankCode(text.charCodeAt(index - 1))) continue
    const formEnd = bareFormEnd(text, index, start)
    if (formEnd >= 0 && namesKind(text, formEnd, start)) return true
  }
  return false
}

/** The end of a form `scheme:` with one to three `/` and nothing else at `index` (before `to`), or -1. */
function bareFormEnd(text: string, index: number, to: number): number {
  const schemeStart = index
  while (
    index < to &&
    index - schemeStart <= 16 &&
    (isAlphanumeric(text.charCodeAt(index)) || text.charCodeAt(index) === codes.plusSign)
  )
    index++
  if (index === schemeStart || !isAlpha(text.charCodeAt(schemeStart)) || text.charCodeAt(index) !== codes.colon)
    return -1
  let slashes = index + 1
  while (slashes < to && slashes - index <= 3 && text.charCodeAt(slashes) === codes.slash) slashes++
  if (slashes === index + 1 || slashes - index > 4) return -1
  return slashes >= to || !isUriCode(text.charCodeAt(slashes)) || text.charCodeAt(slashes) === codes.comma
    ? slashes
    : -1
}

/** Whether what follows `end` ends a word in prose: a blank, a line break, a quote or punctuation, not `..`. */
function standsAlone(text: string, end: number, to: number): boolean {
  if (end >= to) return true
  const code = text.charCodeAt(end)
  if (code === codes.dot) return end + 1 >= to || text.charCodeAt(end + 1) !== codes.dot
  return (
    isBlankCode(code) ||
    isEolCode(code) ||
    code === codes.quotationMark ||
    code === codes.apostrophe ||
    code === codes.rightParenthesis ||
    code === codes.comma ||
    code === codes.semicolon
  )
}

/** `firstPieceFits` for `bareBody`: any first piece fits a `www.` find (`colon` -1). */
function firstFits(
  text: string,
  to: number,
  start: number,
  colon: number,
  authority: 'scheme' | 'www' | undefined,
  standing: SchemeStanding,
  end: number
): boolean {
  return colon < 0 || firstPieceFits(text, to, start, colon, authority === 'scheme', standing, end)
}

/**
 * `{urn:…|}`: where a namespace URI in Clark notation (`{namespace}local`,
 * as ElementTree and lxml write a qualified name) would end, the `}` that
 * ends the run of URI characters after `colon`, or -1. Reads no `{`, so
 * the looks of successive braces do not overlap.
 */
function clarkClose(text: string, colon: number, to: number): number {
  let index = colon + 1
  while (index < to && isUriCode(text.charCodeAt(index))) index++
  return index < to && text.charCodeAt(index) === codes.rightCurlyBrace ? index : -1
}

/**
 * Whether the braced `scheme:…` from `start` to the `}` at `close` is a
 * Clark name's namespace, not an object literal (`{data:1}`, `{http:80}`):
 * a URN with its namespace and specific string (`urn:oasis:names:…`,
 * RFC 8141), or a local name right after the brace (`{urn:x}tag`).
 */
function isClarkName(text: string, start: number, colon: number, close: number, to: number): boolean {
  const after = close + 1 < to ? text.charCodeAt(close + 1) : -1
  if (isAlpha(after) || after === codes.underscore) return true
  if (colon - start !== 3 || text.slice(start, colon).toLowerCase() !== 'urn') return false
  let index = colon + 1
  while (index < close && (isAlphanumeric(text.charCodeAt(index)) || text.charCodeAt(index) === codes.dash)) index++
  return index > colon + 1 && index + 1 < close && text.charCodeAt(index) === codes.colon
}

/**
 * `scheme:|…` or `www.|…` outside delimiters: URI characters up to
 * whitespace, then trailing sentence punctuation and unbalanced closing
 * brackets trimmed off. A hyphen right before a line break continues the URI
 * on the next line (Appendix E).
 */
export function bareBody(
  context: Context,
  start: number,
  bodyStart: number,
  authority: 'scheme' | 'www' | undefined,
  // A `scheme:…` URI's colon and its scheme's standing, for `firstPieceFits`; -1 for `www.`.
  colon = -1,
  standing: SchemeStanding = 'bare'
): BareBody | undefined {
  const {text, to} = context
  // Most URIs have one piece, no hyphen and no wrap: the shared empty array until the first is found.
  let pieces = noHyphens
  let hyphens = noHyphens
  let wraps = noHyphens
  let pieceStart = start
  let index = bodyStart
  let parens = 0
  let brackets = 0
  // Where the outermost `[` still open was read.
  let bracketOpen = -1
  let apostrophes = 0
  let depth = -1
  // The start of the last `://` read, for `passwordEnd`: the scheme's (-1: none; `undefined` once a password was
  // skipped unread).
  let slashes: number | undefined = authority === 'scheme' ? colon : -1
  // `'http://…'`: written between apostrophes, every trailing one is a wrapper.
  const quoted = start > context.from && text.charCodeAt(start - 1) === codes.apostrophe
  // `` `http://…' `` and ``` ``http://…'' ```: GNU's and TeX's quotes, closed by apostrophes as well.
  const closedByApostrophe = quoted || (start > context.from && text.charCodeAt(start - 1) === codes.graveAccent)
  const emphasized = start > context.from && text.charCodeAt(start - 1) === codes.asterisk
  const mailto = authority === undefined && isMailto(text, start, colon)
  // Whether the one piece so far ends at an escaped `@` (Doxygen's `\@`), the URI read on after it.
  let escapedAt = false

  while (true) {
    while (index < to) {
      // Most characters need no look but this one: a run of them at once.
      index = plainRunEnd(text, index, to)
      if (index >= to) break
      const code = text.charCodeAt(index)
      if (code === codes.leftCurlyBrace) {
        // `https://deploy:${TOKEN}@host`: a template stays in the URI whole.
        const after = templateEnd(text, index, to)
        if (after < 0) break
        index = after
        continue
      }
      if (code === codes.leftSquareBracket) {
        // `?[+ $A +]` (Embperl(3pm)), `/[% path %]` (the Template Toolkit): a template tag the URI goes on after.
        let after = templateTagEnd(text, index, to)
        // `http://[your server name]:8080/`: a host to fill in stays in the URI whole.
        if (
          after < 0 &&
          index === bodyStart &&
          text.charCodeAt(index - 1) === codes.slash &&
          text.charCodeAt(index - 2) === codes.slash
        )
          after = bracketHostEnd(text, index, to)
        if (after >= 0) {
          index = after
          continue
        }
      }
      if (!isUriCode(code)) {
        // `amqp://guest:guest\@localhost/` (Doxygen's escape, Perl's and the shell's): the `@` of an authority,
        // written escaped; the URI is read without the `\` (a piece ends before it), once a URI. Not after an
        // empty password (`app:\@db`): there the `\` is all the password RFC 3986 reads, and no-uri-password
        // must report it; after a longer one the linter reports the `\` with it (remark-lint-uri's emit.ts).
        if (
          code === codes.backslash &&
          text.charCodeAt(index + 1) === codes.atSign &&
          index + 2 < to &&
          authority === 'scheme' &&
          pieces === noHyphens &&
          text.charCodeAt(index - 1) !== codes.colon &&
          startsEscapedHost(text.charCodeAt(index + 2)) &&
          isAuthorityOnly(text, bodyStart, index)
        ) {
          pieces = [pieceStart, index]
          pieceStart = index + 1
          index += 2
          escapedAt = true
          continue
        }
        // `http://localhost:5280/api/<command_name>`: a segment to fill in, named as a syntax form names it (core's
        // template.ts reads it); not an HTML tag after a link (`/<br>`, `/</a>`), which has no `_` nor `-`, and no
        // `/` after it. `http://localhost:<port>` (oidc-gen(1)): a port to fill in, where no tag stands.
        if (code === codes.lessThan) {
          // A template tag the URI goes on after (core's template.ts reads it).
          const tag = templateTagEnd(text, index, to)
          if (tag >= 0) {
            index = tag
            continue
          }
          const before = text.charCodeAt(index - 1)
          const port = before === codes.colon && authority === 'scheme' && isAuthorityOnly(text, bodyStart, index)
          const after = port || before === codes.slash ? angleNameEnd(text, index + 1, to, port) : -1
          if (after >= 0) {
            index = after
            continue
          }
        }
        // `file://c|/tmp/index.html`, `file:///C|/x`: an old drive letter's `|` (for `:`; RFC 8089 E.2.2), read on.
        if (code === codes.verticalBar && authority === 'scheme' && isDriveBar(text, start, colon, bodyStart, index)) {
          index++
          continue
        }
        // `http://bts.example.org/issue\1`: a regular expression's group, a template's part (core's template.ts).
        if (code === codes.backslash && isGroupDigit(text.charCodeAt(index + 1)) && index + 1 < to) {
          index += 2
          continue
        }
        // npm's `git+ssh://git@github.com:npm/cli#semver:^5.0`: a version range in its fragment, as npm writes it.
        if (
          code === codes.caret &&
          index + 1 < to &&
          isDigit(text.charCodeAt(index + 1)) &&
          index - 8 >= bodyStart &&
          isSemverFragment(text, index)
        ) {
          index += 2
          continue
        }
        // `…/Atlas-C\+\+-@ANY_VERSION@`: a pattern's escaped `+ . *` that the URI goes on after (core's
        // template.ts reads it), a shell's `\&`; `http://x/a\.` before a blank ends at the `\` still.
        if (code === codes.backslash && index + 2 < to && isEscapedMeta(text.charCodeAt(index + 1))) {
          const after = text.charCodeAt(index + 2)
          // `…/suse/\${releasever}_packman`: a shell's escaped variable in braces goes on into them.
          if (
            isUriCode(after) ||
            after === codes.backslash ||
            (after === codes.leftCurlyBrace && text.charCodeAt(index + 1) === codes.dollarSign)
          ) {
            index += 2
            continue
          }
        }
        break
      }
      // `http://example.com/&nbsp;`, `&lt;`, `&quot;`: HTML's way to write what ends a URI.
      if (code === codes.ampersand && isEndingReference(text, index, to)) break
      // `@uref{http://a.example,http://a.example}`: a comma right before another `scheme://` ends the URI.
      // `rua=mailto:a@example.com,mailto:b@example.net`: DMARC's list of report URIs (RFC 7489 6.4), one each.
      if (
        code === codes.comma &&
        (startsSchemeWithSlashes(text, index + 1, to) || (mailto && readsLower(text, index + 1, 'mailto:')))
      )
        break
      if (code === codes.leftParenthesis) parens++
      else if (code === codes.leftSquareBracket) {
        if (brackets++ === 0) bracketOpen = index
      } else if (code === codes.rightParenthesis) {
        // `(http://a/)(http://b/)`: a bracket closing one opened before the URI ends it.
        if (parens === 0) break
        parens--
      } else if (code === codes.rightSquareBracket) {
        if (brackets === 0) break
        brackets--
      } else if (code === codes.apostrophe) {
        // `url='https://example.org':path`: the quote that opened before the URI closes it
        // (`'…/Hitchhiker's_Guide'`, `'…/l'été'`: not one a word goes on after).
        if (closedByApostrophe && !(index + 1 < to && isWordCode(text.charCodeAt(index + 1)))) break
        apostrophes++
      } else if (
        code === codes.colon &&
        text.charCodeAt(index + 1) === codes.slash &&
        text.charCodeAt(index + 2) === codes.slash
      )
        slashes = index
      index++
    }

    // `postgres://app:Kx|"9@db`: a password goes on over what ends a URI in text, up to its host.
    // After an escaped `@` too (`app:%2F\@Q@)@db`), the one piece before it on the same line.
    if (authority !== undefined && (pieces.length === 0 || (pieces.length === 2 && escapedAt)) && index < to) {
      const at = passwordEnd(text, start, index, to, authority === 'www', slashes)
      if (at >= 0) {
        index = at
        slashes = undefined
        parens = brackets = apostrophes = 0
        continue
      }
    }

    // `file://[relative|/absolute]/path`: cut at a `|` inside a `[`, the alternatives of a syntax form, no URI;
    // not a `[` of a password (`https://app:[4@db/a|b`), which no-uri-password must see.
    if (
      brackets > 0 &&
      index < to &&
      text.charCodeAt(index) === codes.verticalBar &&
      !holdsAt(text, bracketOpen, index)
    )
      return undefined

    // `…-|⏎  more`: rejoin across the break; `|http://www.y.com/market-|    |⏎|ing/…`: across a table cell's
    // (cells.ts).
    if (index < to && index > pieceStart && text.charCodeAt(index - 1) === codes.dash) {
      const code = text.charCodeAt(index)
      let resume = -1
      if (isEolCode(code)) {
        if (depth < 0) depth = quoteDepth(text, lineStartOf(text, start, context.from), start)
        resume = skipLineBreak(text, index, to, depth)
      } else if (isBlankCode(code) || isCellBorderCode(code))
        resume = cellResume(text, context.from, to, pieceStart, index)

      if (resume >= 0 && isJoinStart(text.charCodeAt(resume))) {
        // A first piece the caller rejects rejects the URI: stop before the
        // lines it would join (`http://-⏎http://-⏎…` read each rest again:
        // quadratic, 15 s for 144 KB).
        if (pieces.length === 0 && !firstFits(text, to, start, colon, authority, standing, index)) return undefined
        if (pieces === noHyphens) pieces = []
        pieces.push(pieceStart, index)
        if (hyphens === noHyphens) hyphens = []
        hyphens.push(index - 1)
        pieceStart = index = resume
        continue
      }
    }

    // A line continued by `\`, or a bare URI a mail client wrapped at its column (wrap.ts): read as wraps, so
    // the cut reading stays among the alternatives.
    if (index > pieceStart && wraps.length < wrapsMax) {
      let resume = -1
      if (text.charCodeAt(index) === codes.backslash && index + 1 < to && isEolCode(text.charCodeAt(index + 1))) {
        // `…/libs/|\⏎  Atlas-C++/…`: a shell or a watch file continues its line with `\` right before the break;
        // the URI goes on after the next line's indentation (the shell joins the two words), and after a block
        // comment's `*` where its line has one (libvips's vector.h: ` * https://gcc.gnu.org/onlinedocs/gcc/\`).
        if (depth < 0) depth = quoteDepth(text, lineStartOf(text, start, context.from), start)
        resume = nextLineStart(text, to, lineStartOf(text, pieceStart, context.from), index, index + 1, depth)
        if (resume >= 0 && !isJoinStart(text.charCodeAt(resume))) resume = -1
      } else {
        // `…&|⏎group_id=3978`: only a URI that ends its line looks back to the line's start (`a http://x/ b
        // http://y/ …` does not).
        const eol = skipBlanks(text, index, to)
        if (eol < to && isEolCode(text.charCodeAt(eol))) {
          const lineStart = lineStartOf(text, pieceStart, context.from)
          // The first piece's line is the URI's: walked back once.
          if (depth < 0)
            depth = quoteDepth(text, pieceStart === start ? lineStart : lineStartOf(text, start, context.from), start)
          resume = wrapResume(text, context.from, to, lineStart, index, depth, pieces, pieceStart)
          if (resume < 0) resume = pathResume(text, to, lineStart, index, depth, pieces, pieceStart)
        }
      }
      // `'ldaps://h/' .⏎ 'o=…'`: a string the code goes on with (Perl's and PHP's `.`, `+`), the URI's rest.
      if (resume < 0 && quoted) resume = concatenatedRest(text, pieceStart, index, to)
      if (resume >= 0) {
        if (pieces.length === 0 && !firstFits(text, to, start, colon, authority, standing, index)) return undefined
        if (pieces === noHyphens) pieces = []
        pieces.push(pieceStart, index)
        if (wraps === noHyphens) wraps = []
        wraps.push(index)
        pieceStart = index = resume
        continue
      }
    }

    break
  }

  // Where the first piece ends as read, before trailing punctuation is trimmed off.
  const firstEnd = pieces.length === 0 ? index : pieces[1]!
  let end = index
  // `<!--http://…-->`: the comment's close is not the URI's.
  if (
    end < to &&
    text.charCodeAt(end) === codes.greaterThan &&
    end - 2 > pieceStart &&
    text.charCodeAt(end - 1) === codes.dash &&
    text.charCodeAt(end - 2) === codes.dash
  )
    end -= 2

  // Whether the URI holds a query, once a last `&` asks.
  let query: boolean | undefined
  // Trailing punctuation belongs to the sentence; an apostrophe only to the
  // URI when it pairs with one inside it (`…/'quoted'`) and the URI does not
  // follow one; a `*` after `/` right before a closing bracket is a
  // wildcard (`(ftp://host/pub/*)`) unless the URI follows one (emphasis).
  while (end > pieceStart) {
    const code = text.charCodeAt(end - 1)

    if (
      code === codes.asterisk &&
      end === index &&
      end < to &&
      text.charCodeAt(end - 2) === codes.slash &&
      !emphasized &&
      isClosingBracket(text.charCodeAt(end))
    )
      break
    // `g.  =  http://a/b/c/g.` (RFC 3986 5.4.2): the value of a `name = value` line ending it is no sentence;
    // `url = https://host...` ends with an ellipsis, not a path (`isElided`).
    if (
      code === codes.dot &&
      end === index &&
      !(text.charCodeAt(end - 2) === codes.dot && text.charCodeAt(end - 3) === codes.dot) &&
      (index >= to || isEolCode(text.charCodeAt(index))) &&
      followsEquals(text, start, context.from)
    )
      break

    // `url: http://127.0.0.1:8080/service?` (mapproxy-util(1)'s capabilities): a value that ends its line after a
    // key (`key:`, `name =`) is no question; the `?` is its empty query's, as OGC services write their base URLs.
    if (
      code === codes.questionMark &&
      end === index &&
      (index >= to || isEolCode(text.charCodeAt(index))) &&
      (followsEquals(text, start, context.from) || followsKey(text, start, context.from))
    )
      break

    // `https://e.com:1879/...`: a last segment of three dots stands for the elided rest (core's template reading
    // takes it), not a sentence's end; a fourth dot after it is one (`see http://x/.` ends at `/` still), and a
    // longer run is a line of progress dots (`Fetching from https://rubygems.org/.........`).
    if (code === codes.dot && isElidedSegment(text, pieceStart, end)) break
    // `tcp://127.0.0.1:*` (CZMQ's first free port, CSP's any port), `:!` (CZMQ's random port): a wildcard port after
    // a host alone, a template's (core's template.ts).
    if (
      (code === codes.asterisk || code === codes.exclamationMark) &&
      end === index &&
      text.charCodeAt(end - 2) === codes.colon &&
      authority === 'scheme' &&
      isAuthorityOnly(text, bodyStart, end - 2)
    )
      break

    // `HOWTO http://svn-bp.alioth.debian.org/[1].`: a footnote's number after a path (pod2man's links), as in `<…>`.
    if (code === codes.rightSquareBracket) {
      end = footnoteStart(text, pieceStart, end)
      break
    }
    if (code === codes.apostrophe) {
      if (apostrophes % 2 === 0 && !closedByApostrophe) break
      apostrophes--
      end--
    } else if (isTrailingPunctuation(code)) {
      end--
    } else if (code === codes.ampersand && !(query ??= holdsQuery(text, pieces, pieceStart, end))) {
      // `redirect_uri=https://…/code&`: a last `&` after no query separates what follows (a form's next field).
      // Asked once: trimming keeps the answer (no `?` before stays none), and a run of `&` is read once.
      end--
    } else {
      break
    }
  }

  // One piece, the common case: an array of its exact size (a `push` onto `[]` reserves 17).
  if (pieces.length === 0) lastBody.pieces = [pieceStart, end]
  else {
    pieces.push(pieceStart, end)
    lastBody.pieces = pieces
  }
  lastBody.hyphens = hyphens
  lastBody.wraps = wraps
  lastBody.end = end
  lastBody.firstEnd = firstEnd
  return lastBody
}

/** A bare URI's body as `bareBody` read it: its pieces, hyphens and wraps, its end, where its first piece ended. */
interface BareBody {
  pieces: number[]
  hyphens: number[]
  wraps: number[]
  end: number
  firstEnd: number
}

/**
 * What `bareBody` gives, one object refilled by each call (the callers read
 * it at once; one made for each URI cost an allocation each).
 */
const lastBody: BareBody = {pieces: noHyphens, hyphens: noHyphens, wraps: noHyphens, end: 0, firstEnd: 0}

/**
 * `http://www.cs.berkeley....`, `https://dcache...`: a host cut short with
 * an ellipsis (no path, and a last label that is no top-level domain, or a
 * single label but `localhost`) is a URI the writer elided, not one to
 * follow; `http://example.com...` is a whole host before one.
 */
function isElided(text: string, hostStart: number, end: number, to: number): boolean {
  if (
    end + 3 > to ||
    text.charCodeAt(end) !== codes.dot ||
    text.charCodeAt(end + 1) !== codes.dot ||
    text.charCodeAt(end + 2) !== codes.dot
  )
    return false
  let label = hostStart
  for (let index = hostStart; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.dot) label = index + 1
    else if (!isLabelCode(code)) return false
  }
  if (label > hostStart) return !isTopLevelDomain(text, label, end)
  return end > hostStart && !isLocalhost(text, hostStart, end)
}

/**
 * `magnet:?xt=urn:|...`, `vi://DOMAIN%5cUSER:PASSWORD@|...`: whether an ellipsis follows the URI that ends at
 * `end` right after a component it starts (a `:` or `=` there, trimmed as punctuation, or an `@` or `=` it ends
 * with): the writer left the rest out, and the URI is not whole. `http://example.com/...` and `see http://a.io...`
 * end a whole URI.
 */
function elidesRest(text: string, end: number): boolean {
  let at = end
  const next = text.charCodeAt(end)
  if (next === codes.colon || next === codes.equalsTo) at++
  else if (text.charCodeAt(end - 1) !== codes.atSign && text.charCodeAt(end - 1) !== codes.equalsTo) return false
  return text.startsWith('...', at) || text.charCodeAt(at) === codes.ellipsis
}

/** Whether `text` from `start` to `end` is `localhost`, in any case. */
function isLocalhost(text: string, start: number, end: number): boolean {
  return end - start === 9 && text.slice(start, end).toLowerCase() === 'localhost'
}

/**
 * Whether `text` before `end` (and after `pieceStart`) ends with `/...`: a path segment of three dots, followed by
 * at most one more (a sentence's end).
 */
function isElidedSegment(text: string, pieceStart: number, end: number): boolean {
  return (
    end - 4 >= pieceStart &&
    text.charCodeAt(end - 2) === codes.dot &&
    text.charCodeAt(end - 3) === codes.dot &&
    text.charCodeAt(end - 4) === codes.slash &&
    !(text.charCodeAt(end) === codes.dot && text.charCodeAt(end + 1) === codes.dot)
  )
}

/**
 * `a.b.c.0/24` from `start` to `end`: an IPv4 network's address (its last number 0) and a prefix length, as CIDR
 * writes a range of addresses.
 */
function isAddressRange(text: string, start: number, end: number): boolean {
  if (!isDigit(text.charCodeAt(start)) || !isDigit(text.charCodeAt(end - 1))) return false
  // The scheme's `//` bounds the search back.
  const slash = text.lastIndexOf('/', end - 1)
  if (slash < start + 7 || end - slash > 3 || !isDigit(text.charCodeAt(slash + 1))) return false
  if (Number(text.slice(slash + 1, end)) > 32) return false
  return (
    text.charCodeAt(slash - 1) === codes.digit0 &&
    text.charCodeAt(slash - 2) === codes.dot &&
    isIPv4Address(text, start, slash)
  )
}

/**
 * bundler's `mirror.https://rubygems.org.fallback_timeout`: where a host alone (from `hostStart`) ends when a
 * setting's key follows its top-level domain, a last label in lower case with a `_` (no host name has one); else
 * `end`.
 */
function keyAfterHost(text: string, hostStart: number, end: number): number {
  let dot = end
  let underscore = false
  while (dot > hostStart) {
    const code = text.charCodeAt(dot - 1)
    if (code === codes.underscore) underscore = true
    else if (!isLowerLabelCode(code)) break
    dot--
  }
  if (!underscore || dot === end || text.charCodeAt(dot - 1) !== codes.dot) return end
  let label = dot - 1
  while (label > hostStart && isLowerLabelCode(text.charCodeAt(label - 1))) label--
  return label > hostStart &&
    text.charCodeAt(label - 1) === codes.dot &&
    isTopLevelDomain(text, label, dot - 1) &&
    isAuthorityOnly(text, hostStart, label)
    ? dot - 1
    : end
}

/** `a` to `z`, `0` to `9`, `-`. */
function isLowerLabelCode(code: number): boolean {
  return isLabelCode(code) && !(code >= codes.uppercaseA && code <= codes.uppercaseZ)
}

/**
 * `ORGANIZER;CN=Name:mailto:name@example.com` (iCalendar, khal(1)), `recipient=mailto:user@example.com`
 * (ipptool(1)): a `mailto:` address as a key's value, after its `:` or `=`; or the next of a list of them after a
 * `,` that ends an address (DMARC's `rua=mailto:a@example.com,mailto:b@example.net`).
 */
function isKeyedAddress(text: string, start: number, colon: number, to: number): boolean {
  const before = text.charCodeAt(start - 1)
  if (
    (before !== codes.colon &&
      before !== codes.equalsTo &&
      !(before === codes.comma && start >= 2 && isAlphanumeric(text.charCodeAt(start - 2)))) ||
    !isMailto(text, start, colon)
  )
    return false
  for (let at = colon + 1; at < to && at - colon <= limits.localPartLength; at++) {
    const code = text.charCodeAt(at)
    if (code === codes.atSign) return at > colon + 1
    if (!isUriCode(code)) return false
  }
  return false
}

/**
 * `https://-:pw@db.example/`: whether an `@` follows `start` in the run of non-blank text (within `tokenLook`), so
 * that the `-` before `start` starts a user name. Else it would start a host, which no DNS label does
 * (`http://-example.com`), or a word glued on (`URLs are recognized by the ftp://-prefix`): no URI.
 */
function atSignFollows(text: string, start: number, to: number): boolean {
  const limit = Math.min(to, start + tokenLook)
  for (let at = start; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (code === codes.atSign) return true
    if (code <= codes.space) return false
  }
  return false
}

/** Most digits of a number alone after `//` that is no address (`https://1`). */
const smallNumber = 3

/** Whether `code` may start a host after an escaped `@`: a letter or digit, or a placeholder's `[`, `$` or `{`. */
function startsEscapedHost(code: number): boolean {
  return (
    isAlphanumeric(code) ||
    code === codes.leftSquareBracket ||
    code === codes.dollarSign ||
    code === codes.leftCurlyBrace
  )
}

/** Whether `text` from `start` to `end` holds no `/`, `?` or `#`: all of it is an authority. */
function isAuthorityOnly(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) if (endsAuthority(text.charCodeAt(index))) return false
  return true
}

/** `/`, `?` or `#`: what ends an authority (RFC 3986 3.2). */
function endsAuthority(code: number): boolean {
  return code === codes.slash || code === codes.questionMark || code === codes.numberSign
}

/** Whether the text before `start` on its line ends with `=` and blanks (`name = value`). */
function followsEquals(text: string, start: number, from: number): boolean {
  let at = start
  while (at > from && isBlankCode(text.charCodeAt(at - 1))) at--
  return at < start && at > from && text.charCodeAt(at - 1) === codes.equalsTo
}

/**
 * Whether the line before `start` is a key and blanks (`url: `, `  - url: `): a word of letters, digits, `_` and
 * `-` after the indentation (and a list's `- `), then `:`.
 */
function followsKey(text: string, start: number, from: number): boolean {
  let at = start
  while (at > from && isBlankCode(text.charCodeAt(at - 1))) at--
  if (at === start || at <= from || text.charCodeAt(at - 1) !== codes.colon) return false
  const keyEnd = --at
  while (at > from && isKeyCode(text.charCodeAt(at - 1))) at--
  if (at === keyEnd || !isAlpha(text.charCodeAt(at))) return false
  if (at - 2 >= from && text.charCodeAt(at - 1) === codes.space && text.charCodeAt(at - 2) === codes.dash) at -= 2
  while (at > from && isBlankCode(text.charCodeAt(at - 1))) at--
  return at === from || isEolCode(text.charCodeAt(at - 1))
}

/** A letter, digit, `_` or `-`: what a key of a `key: value` line is written with. */
function isKeyCode(code: number): boolean {
  return isAlphanumeric(code) || code === codes.underscore || code === codes.dash
}

/** Whether `scheme://` starts at `index`. */
function startsSchemeWithSlashes(text: string, index: number, to: number): boolean {
  if (index >= to || !isAlpha(text.charCodeAt(index))) return false
  const limit = Math.min(to, index + limits.schemeLength)
  let at = index + 1
  while (at < limit && isSchemeCode(text.charCodeAt(at))) at++
  return (
    at + 2 < to &&
    text.charCodeAt(at) === codes.colon &&
    text.charCodeAt(at + 1) === codes.slash &&
    text.charCodeAt(at + 2) === codes.slash
  )
}

/**
 * `+`, `.` or `*`: what a pattern escapes inside a segment (`\+`, `\.`), as core's template.ts reads escapes; `&`,
 * what a shell escapes in a query (syncthing(7)'s `curl …/discovery?device=…\&addr=…`), and `$`, in a variable it
 * is to leave to another program (zypper(8)'s `…/suse/\$releasever`, a template). Not `?`: a pattern of the
 * query starts there, after a whole URI (uscan's directory `http://foo.bar.org/dl/\?path=…`).
 */
function isEscapedMeta(code: number): boolean {
  return (
    code === codes.plusSign ||
    code === codes.dot ||
    code === codes.asterisk ||
    code === codes.ampersand ||
    code === codes.dollarSign
  )
}

/** `1` to `9`: what follows `\` in a group reference. */
function isGroupDigit(code: number): boolean {
  return code > codes.digit0 && code <= codes.digit0 + 9
}

/** Schemes whose body is a phone number (RFC 3966, RFC 5724). */
const phoneSchemes: ReadonlySet<string> = new Set(['tel', 'fax', 'sms'])

/**
 * `Tel:+27 83 691 9246`, `Fax:01 635 9760`: a label before a number written
 * with blanks between its groups, not the URI `tel:+27`. A phone URI is the
 * whole number (`tel:+1-555-0100`); here its digits are cut by a blank that
 * more digits follow. `Tel:852-27958795`, a capitalised scheme before a local
 * number, is a label too. Reads only phone characters and blanks, which hold no
 * colon, so the looks of successive schemes do not overlap.
 */
function isPhoneLabel(text: string, start: number, colon: number, to: number): boolean {
  if (colon - start !== 3) return false
  const scheme = text.slice(start, colon)
  const lower = scheme.toLowerCase()
  if (!phoneSchemes.has(lower)) return false
  let index = colon + 1
  while (index < to && isPhoneCode(text.charCodeAt(index))) index++
  if (index === colon + 1) return false
  // `Tel:852-27958795`: a local number needs `;phone-context=` in a URI (RFC 3966 section 5.1.5),
  // which a label never has; a capitalised scheme before one is the label of a business card.
  if (scheme !== lower && text.charCodeAt(colon + 1) !== codes.plusSign && text.charCodeAt(index) !== codes.semicolon)
    return true
  if (index >= to || !isBlankCode(text.charCodeAt(index))) return false
  while (index < to && isBlankCode(text.charCodeAt(index))) index++
  return index < to && (isDigit(text.charCodeAt(index)) || text.charCodeAt(index) === codes.leftParenthesis)
}

/** A digit, `+` or a visual separator of a phone number (RFC 3966 section 3: `-`, `.`, `(`, `)`). */
function isPhoneCode(code: number): boolean {
  return (
    isDigit(code) ||
    code === codes.plusSign ||
    code === codes.dash ||
    code === codes.dot ||
    code === codes.leftParenthesis ||
    code === codes.rightParenthesis
  )
}

/** `)` or `]`. */
function isClosingBracket(code: number): boolean {
  return code === codes.rightParenthesis || code === codes.rightSquareBracket
}

/** What may start the continuation of a bare URI after `-⏎`. */
function isJoinStart(code: number): boolean {
  return (
    isAlphanumeric(code) ||
    code === codes.slash ||
    code === codes.percentSign ||
    code === codes.underscore ||
    code === codes.tilde ||
    (code >= firstNonAscii && isNonAsciiUriCode(code))
  )
}

/** A letter or digit, ASCII or not: a word goes on after an apostrophe before it (`c'est`, `l'été`). */
function isWordCode(code: number): boolean {
  return isAlphanumeric(code) || (code >= firstNonAscii && isNonAsciiUriCode(code))
}

/**
 * Bare URIs that a mail client hard-wrapped (issue 26, item 5): Appendix E
 * asks writers to put a long URI in `<…>`, but mail clients wrap bare ones
 * at their column too, with no delimiter and no hyphen:
 *
 *     http://tracker.example.org/index.php?func=detail&aid=600311&
 *     group_id=3978&atid=103978
 *
 * A careful reader joins them on this evidence, and so does `wrapResume`:
 *
 * 1. The URI ends its line, and that line is as long as the text's own
 *    lines where they wrap (`wrapWidth`: the width its prose reaches), at
 *    least `wrapColumn`: the line was full, so the client broke it there.
 *    Not a line padded with blanks between its words before the URI
 *    (hyphens.ts's `hasPadding`): a typesetter justified it, or it is a
 *    table's row, and either breaks lines at blanks only. Not a URI after
 *    a blank mid-line that, joined, is no longer than the width: a client
 *    would have moved it whole to the next line, not cut it.
 * 2. The next line (behind as many `>` as the URI's line) goes on like the
 *    rest of a URI and cannot start prose: with `&`, `=`, `?`, `/` or `%`
 *    (then the token up to the next blank); or its first token has a
 *    query's `name=value` (`atid=103978 for …`); or it is one token that
 *    fills the whole line and has a URI's marks (`hasUriMarks`: `ad.html`,
 *    not `and then` nor `Thanks.`), or is an extension after a dot that
 *    ended the URI's line (`00.⏎html`). A token with `://` or `@`, or one
 *    starting `www.`, is a URI of its own.
 * 3. The joined URI is valid (core's `isValid`).
 *
 * The cut reading goes into `alternatives`. The width is estimated from
 * the segment being scanned only (see segment.ts), so `extractStream`
 * gives what `extract` gives; it costs one pass over the segment, made the
 * first time a candidate asks, and nothing for text without one.
 */
import {isValid} from '@urilint/core'
import {codes, isAlphanumeric, skipBlanks} from '@urilint/core/character'
import {isBlankCode, isEolCode, isUriCode} from '../character.js'
import {hasPadding} from '../hyphens.js'
import {hasUriMarks} from './delimited.js'
import {holdsMark, holdsQuery, isTrailingPunctuation, quoteDepth, skipLineBreak} from './text.js'

/** Shortest line that can have been broken at a wrap column (as for lines inside `<…>`). */
export const wrapColumn = 60
/** How many columns short of the text's width a full line may stop (the next chunk did not fit). */
const widthSlack = 12
/** How many columns past the text's width a full line may reach (clients cut long words a little later than prose). */
const widthOver = 8
/** Longest line length counted; longer lines were not wrapped. */
const longestCounted = 255
/** Prose lines at the width needed to say the text is wrapped there: at least this many… */
const fullLinesMin = 2
/** …and this share of the prose lines (1/`fullLinesShare`). */
const fullLinesShare = 20
/** Most wrap breaks joined in one URI: bounds the work per URI (a 600-column tracking link). */
export const wrapsMax = 8
/** Longest continuation token looked at (a line of a wrapped URI is shorter). */
const tokenLook = 512

/**
 * `…&|⏎group_id=3978`: where the URI whose piece ends at `end` goes on
 * after a client's wrap, or -1. `lineStart` is the start of the piece's
 * line, `depth` the `>` markers before it; the URI so far is `pieces`
 * (flattened) and this one from `pieceStart` to `end`, joined only for the
 * validity check (not a closure made for each URI that ends its line).
 */
export function wrapResume(
  text: string,
  from: number,
  to: number,
  lineStart: number,
  end: number,
  depth: number,
  pieces: readonly number[],
  pieceStart: number
): number {
  const eol = skipBlanks(text, end, to)
  if (eol >= to || !isEolCode(text.charCodeAt(eol))) return -1
  // `redirect_uri=https://…/code&⏎grant_type=…`: without a query, the `&` ends the URI (a form's fields).
  if (text.charCodeAt(end - 1) === codes.ampersand && !holdsQuery(text, pieces, pieceStart, end)) return -1
  const content = contentStart(text, lineStart, end, depth)
  const length = end - content
  if (length < wrapColumn) return -1

  const resume = nextLineStart(text, to, lineStart, end, eol, depth)
  if (resume < 0) return -1
  const tokenEnd = continuationEnd(
    text,
    resume,
    to,
    text.charCodeAt(end - 1) === codes.dot && isAlphanumeric(text.charCodeAt(end - 2))
  )
  if (tokenEnd < 0) return -1

  const width = wrapWidth(text, from, to)
  if (width < wrapColumn || length < width - widthSlack || length > width + widthOver) return -1
  // `$ ostree admin set-origin exampleos http://os.example.com/repo⏎ exampleos/10.0/main/router` (ostree's page):
  // a client that wraps at blanks cuts only a word longer than its line. A URI after a blank that would have fit
  // whole on the next line was not cut by one: what follows is a word of its own.
  if (
    pieces.length === 0 &&
    pieceStart > skipBlanks(text, content, end) &&
    isBlankCode(text.charCodeAt(pieceStart - 1)) &&
    end - pieceStart + (tokenEnd - resume) <= width
  )
    return -1
  // `…/foo.pl?mode=submit&amp;id=wiz⏎/cgi-bin/bar.pl?mode=browse…` (Template::Plugin::URL(3pm)'s lines of output):
  // a path with a query of its own after a URI that has one is a reference of its own, not the query's rest.
  if (
    text.charCodeAt(resume) === codes.slash &&
    holdsQuery(text, pieces, pieceStart, end) &&
    holdsMark(text, resume, tokenEnd)
  )
    return -1
  // Asked last: few lines get here.
  if (hasPadding(text, content, pieceStart)) return -1
  return isValid(joinPieces(text, pieces, pieceStart, end) + text.slice(resume, tokenEnd)) ? resume : -1
}

/**
 * `defined in http://www.iana.org/assignments/|⏎ *  dns-sec-alg-numbers/dns-sec-alg-numbers.xhtml, under …`
 * (GNUnet's gnunet_dnsparser_lib.h): where a URI that ends its line with a directory's `/` goes on, written
 * on by hand at the next line's start (behind as many `>`, or a block comment's `*`), or -1. Only a path that
 * cannot be prose: its first token holds a `/` after its first character and ends with a file's extension
 * (`.xhtml`; not `and/or`, `1/2`), no `:` and no `@`, and the joined URI is valid. No width is asked: the
 * writer broke the line, not a client.
 */
export function pathResume(
  text: string,
  to: number,
  lineStart: number,
  end: number,
  depth: number,
  pieces: readonly number[],
  pieceStart: number
): number {
  if (text.charCodeAt(end - 1) !== codes.slash || text.charCodeAt(end - 2) === codes.slash) return -1
  const eol = skipBlanks(text, end, to)
  if (eol >= to || !isEolCode(text.charCodeAt(eol))) return -1
  const resume = nextLineStart(text, to, lineStart, end, eol, depth)
  if (resume < 0 || !isAlphanumeric(text.charCodeAt(resume))) return -1
  const limit = Math.min(to, resume + tokenLook)
  let tokenEnd = resume
  let slash = false
  while (tokenEnd < limit) {
    const code = text.charCodeAt(tokenEnd)
    if (!isUriCode(code) || code === codes.colon || code === codes.atSign) break
    if (code === codes.slash && tokenEnd > resume) slash = true
    tokenEnd++
  }
  if (
    tokenEnd === limit ||
    (tokenEnd < to && (text.charCodeAt(tokenEnd) === codes.colon || text.charCodeAt(tokenEnd) === codes.atSign))
  )
    return -1
  // `….xhtml,` or `….xhtml)`: a sentence's punctuation after the path is not its extension's.
  while (
    tokenEnd > resume &&
    (isTrailingPunctuation(text.charCodeAt(tokenEnd - 1)) || text.charCodeAt(tokenEnd - 1) === codes.rightParenthesis)
  )
    tokenEnd--
  if (!slash) return -1
  // The last `.` or `/` of the token, read back within it (a native search back would run past the token when
  // it holds no `.`: quadratic over a text of such lines).
  let dot = tokenEnd - 1
  while (dot > resume && text.charCodeAt(dot) !== codes.dot && text.charCodeAt(dot) !== codes.slash) dot--
  if (dot === resume || text.charCodeAt(dot) !== codes.dot || !isExtension(text, dot + 1, tokenEnd)) return -1
  if (startsWww(text, resume, tokenEnd)) return -1
  return isValid(joinPieces(text, pieces, pieceStart, end) + text.slice(resume, tokenEnd)) ? resume : -1
}

/**
 * Where the text of the line after the one from `lineStart` (its break at `eol`, after the URI's `end`) starts:
 * behind as many `>` as `depth`, and behind a block comment's `*` where the URI's line has one
 * (`     * https://…/blob/OQS-OpenSSL_1_1_1-stable/⏎     * oqs-template/oqs-kem-info.md.`); -1 if it is empty.
 */
export function nextLineStart(
  text: string,
  to: number,
  lineStart: number,
  end: number,
  eol: number,
  depth: number
): number {
  let resume = skipLineBreak(text, eol, to, depth)
  if (resume < 0) return -1
  if (depth === 0 && isCommentStar(text, skipBlanks(text, lineStart, end)) && isCommentStar(text, resume)) {
    resume = skipBlanks(text, resume + 1, to)
    if (resume >= to || isEolCode(text.charCodeAt(resume))) return -1
  }
  return resume
}

/** The texts of `pieces` (flattened) and of `start` to `end`, joined. */
function joinPieces(text: string, pieces: readonly number[], start: number, end: number): string {
  let joined = ''
  for (let at = 0; at < pieces.length; at += 2) joined += text.slice(pieces[at], pieces[at + 1])
  return joined + text.slice(start, end)
}

/**
 * `|group_id=3978&atid=103978 …`: where the continuation of a wrapped URI
 * starting at `resume` ends, or -1 when the line does not go on like one.
 */
function continuationEnd(text: string, resume: number, to: number, afterDot: boolean): number {
  const first = text.charCodeAt(resume)
  const limit = Math.min(to, resume + tokenLook)
  let end = resume
  let query = false
  let words = false
  while (end < limit) {
    const code = text.charCodeAt(end)
    if (!isUriCode(code)) break
    // Nothing past the segment is read: `extractStream` may not have it.
    const next = end + 1 < to ? text.charCodeAt(end + 1) : -1
    // `…/⏎www.example.org/` or `…/⏎http://…`: a URI of its own, a list of them.
    if (code === codes.colon && next === codes.slash) return -1
    if (code === codes.atSign) return -1
    // `atid=3`: a query's `name=value`, which prose does not write inside a word (it does `Q&A`, `and/or`).
    if (code === codes.equalsTo && end > resume && isUriCode(next)) query = true
    else if (isAlphanumeric(code)) words = true
    end++
  }
  if (!words || end === resume + tokenLook) return -1
  if (startsWww(text, resume, end)) return -1

  if (isOpeningMark(first)) {
    // `//` and `/*` start comments in code, not paths.
    if (first === codes.slash) {
      const second = text.charCodeAt(resume + 1)
      if (second === codes.slash || second === codes.asterisk) return -1
    }
    return end
  }

  // A word, a number: with a query's `=` (`atid=103978 for …`), or as the whole line with a URI's (`ad.html`),
  // or a file name's extension after its dot (`00.⏎html`).
  if (query) return end
  const after = skipBlanks(text, end, to)
  if (after < to && !isEolCode(text.charCodeAt(after))) return -1
  // `Asia/Pacific:`: a heading or a label ends in `:`, a wrapped URI's last line does not.
  if (text.charCodeAt(end - 1) === codes.colon) return -1
  return hasUriMarks(text, resume, end) || (afterDot && isExtension(text, resume, end)) ? end : -1
}

/** Longest file name extension taken after a wrap (`html`, `shtml`). */
const extensionLength = 5

/** Whether `text.slice(start, end)` is 2 to `extensionLength` lower-case ASCII letters (`html`, not `Thanks`). */
function isExtension(text: string, start: number, end: number): boolean {
  if (end - start < 2 || end - start > extensionLength) return false
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at)
    if (code < codes.lowercaseA || code > codes.lowercaseZ) return false
  }
  return true
}

/** `&`, `=`, `?`, `/` or `%`: the URI characters prose never starts a line with. */
function isOpeningMark(code: number): boolean {
  return (
    code === codes.ampersand ||
    code === codes.equalsTo ||
    code === codes.questionMark ||
    code === codes.slash ||
    code === codes.percentSign
  )
}

/** Whether a block comment's `*` and a blank are at `at` (`* text`; not its close, nor `**bold**`). */
function isCommentStar(text: string, at: number): boolean {
  return text.charCodeAt(at) === codes.asterisk && isBlankCode(text.charCodeAt(at + 1))
}

/** Whether `www.` starts the text from `start` to `end`, in any case. */
function startsWww(text: string, start: number, end: number): boolean {
  if (end - start < 4 || text.charCodeAt(start + 3) !== codes.dot) return false
  for (let at = start; at < start + 3; at++) if ((text.charCodeAt(at) | 0x20) !== codes.lowercaseW) return false
  return true
}

/** Where the line from `lineStart` starts after its `depth` quote markers (and the blank after each). */
function contentStart(text: string, lineStart: number, end: number, depth: number): number {
  let at = skipBlanks(text, lineStart, end)
  for (let level = 0; level < depth && at < end && text.charCodeAt(at) === codes.greaterThan; level++)
    at = skipBlanks(text, at + 1, end)
  return depth === 0 ? lineStart : at
}

/**
 * The last width asked for: of `text.slice(from, to)`. A scan asks once per
 * candidate, and every candidate of a segment gets this one.
 */
const lastWidth = {text: '', from: -1, to: -1, width: 0}

/** Forget the last width, at the start of a scan (as `forgetLastRead`, and for the same reason). */
export function forgetWidth(): void {
  lastWidth.text = ''
  lastWidth.from = -1
}

/**
 * The column a text's prose is wrapped at: the longest length that at
 * least `fullLinesMin` and 1/`fullLinesShare` of its prose lines (with a
 * blank between two words; after any quote markers) reach, so one long
 * line (a pasted log line) does not count; 0 without such lines. Lines
 * longer than `longestCounted` count as that long: an unwrapped text
 * has a width no URI's line reaches.
 */
export function wrapWidth(text: string, from: number, to: number): number {
  if (lastWidth.text === text && lastWidth.from === from && lastWidth.to === to) return lastWidth.width
  const counts = new Uint32Array(longestCounted + 1)
  let lines = 0
  let lineStart = from
  // Line ends found natively in the segment alone (a slice: no copy), each kind until passed.
  const segment = text.slice(from, to)
  let lineFeed = -1
  let carriageReturn = -1

  while (lineStart < to) {
    if (lineFeed < lineStart) lineFeed = nextIn(segment, from, '\n', lineStart)
    if (carriageReturn < lineStart) carriageReturn = nextIn(segment, from, '\r', lineStart)
    const lineEnd = Math.min(lineFeed, carriageReturn)
    const start = contentStart(text, lineStart, lineEnd, quoteDepth(text, lineStart, lineEnd))
    let end = lineEnd
    while (end > start && isBlankCode(text.charCodeAt(end - 1))) end--
    if (hasInnerBlank(text, skipBlanks(text, start, end), end)) {
      counts[Math.min(end - start, longestCounted)]!++
      lines++
    }
    lineStart = lineEnd + 1
  }

  const needed = Math.max(fullLinesMin, Math.ceil(lines / fullLinesShare))
  let width = 0
  for (let length = longestCounted, reached = 0; length > 0; length--) {
    reached += counts[length]!
    if (reached >= needed) {
      width = length
      break
    }
  }

  lastWidth.text = text
  lastWidth.from = from
  lastWidth.to = to
  lastWidth.width = width
  return width
}

/** Offset in the text of the next `character` of `segment` (the text's from `from`) at or after offset `index`, or the segment's end. */
function nextIn(segment: string, from: number, character: string, index: number): number {
  const found = segment.indexOf(character, index - from)
  return from + (found < 0 ? segment.length : found)
}

/** Whether a blank stands between two non-blanks in `text.slice(start, end)` (which starts and ends with non-blanks). */
function hasInnerBlank(text: string, start: number, end: number): boolean {
  for (let at = start + 1; at < end - 1; at++) if (isBlankCode(text.charCodeAt(at))) return true
  return false
}

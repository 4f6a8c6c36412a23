/**
 * URIs of e-mail messages (`.eml`) and mailboxes (mbox), through a real MIME
 * parser (postal-mime, loaded on the first message read, so that importing
 * the extractor does not load it): text/plain bodies with quoted-printable
 * and base64 decoded go through `extract`, text/html bodies through
 * `extractHtml`. `locateInMessage` maps the URIs found back to the raw
 * message.
 */
import {codes, codePointAt, hexValue} from '@urilint/core/character'
import {extract} from './extract.js'
import {extractHtml, type HtmlAttribute} from './html.js'
import {splitMbox} from './mbox.js'
import {settings as check} from './options.js'
import {verbatim, type Segment} from './source-map.js'
import type {ExtractedUri, ExtractOptions} from './types.js'

/** A URI of a message, located in a decoded body. */
export interface MailUri extends ExtractedUri {
  /** 0-based index of the message (0 for a single message). */
  message: number
  /**
   * The decoded body it is in: `text` (the message's text/plain parts,
   * decoded and joined with a line feed by postal-mime) or `html` (the
   * text/html parts). Offsets, lines and columns are into that body.
   */
  part: 'text' | 'html'
  /** For `html`: the attribute it came from. */
  attribute?: HtmlAttribute
}

/** The decoded bodies of a message, as `extractMail` read them. */
export interface MailBodies {
  message: number
  subject: string | undefined
  text: string | undefined
  html: string | undefined
}

/** Raw message bytes or text. */
export type RawMail = string | Uint8Array | ArrayBuffer

/** The URIs of one message (`.eml`), in body order: text first, then HTML. */
export async function extractMail(raw: RawMail, options?: ExtractOptions): Promise<MailUri[]> {
  return urisOf(await readMail(raw, 0), options)
}

/** The URIs of every message of an mbox file, message by message. */
export async function extractMbox(raw: Uint8Array | string, options?: ExtractOptions): Promise<MailUri[]> {
  check(options)
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw
  const found: MailUri[] = []
  for (const message of splitMbox(bytes)) found.push(...urisOf(await readMail(message.raw, message.index), options))
  return found
}

/** Parse one message with postal-mime and keep its decoded bodies. */
export async function readMail(raw: RawMail, message: number): Promise<MailBodies> {
  if (typeof raw !== 'string' && !(raw instanceof Uint8Array) && !(raw instanceof ArrayBuffer)) {
    throw new TypeError('Expected a message as a string, Uint8Array or ArrayBuffer')
  }

  const {default: PostalMime} = await import('postal-mime')
  const email = await PostalMime.parse(raw, {attachmentEncoding: 'arraybuffer'})
  return {message, subject: email.subject, text: email.text, html: email.html}
}

/**
 * The URIs of decoded bodies. An HTML body is mostly the alternative of the
 * text one (or postal-mime made one from the other), so it would repeat each
 * link: from it, only URIs the text body does not have (in any reading) are
 * reported.
 */
function urisOf(bodies: MailBodies, options: ExtractOptions | undefined): MailUri[] {
  const found: MailUri[] = []
  const seen = new Set<string>()
  const {message} = bodies
  if (bodies.text !== undefined) {
    for (const uri of extract(bodies.text, options)) {
      seen.add(uri.uri)
      for (const reading of uri.alternatives ?? []) seen.add(reading)
      found.push({...uri, message, part: 'text'})
    }
  }
  if (bodies.html !== undefined) {
    for (const uri of extractHtml(bodies.html, options)) {
      if (!seen.has(uri.uri)) found.push({...uri, message, part: 'html'})
    }
  }
  return found
}

/**
 * Where the URIs of a message are written in the raw message `raw`: for each
 * of `found` (what `extractMail(raw)` gave, or some of it, in its order), a
 * source map from offsets in its `uri` to offsets in `raw`. A text-part URI
 * is searched for piece by piece after the header and after the one before
 * it, written as is, else quoted-printable (RFC 2045 6.7: each `=XX` escape
 * of a character maps to its escapes as a whole, soft line breaks are
 * skipped); an HTML-part URI as is, after the HTML-part one before it. A URI
 * not found (a base64 part, an HTML value with references) gets one
 * zero-width segment at the start of the body, so that it can still be
 * reported. Throws a `TypeError` on a non-string `raw`.
 */
export function locateInMessage(raw: string, found: readonly MailUri[]): Segment[][] {
  if (typeof raw !== 'string') throw new TypeError('Expected `raw` to be a string, not ' + typeof raw)
  const bodyStart = bodyStartOf(raw)
  const maps: Segment[][] = []
  let cursor = bodyStart
  let htmlCursor = bodyStart

  for (const uri of found) {
    const unplaced: Segment[] = [{from: 0, to: uri.uri.length, start: bodyStart, end: bodyStart}]

    if (uri.part === 'html') {
      const index = raw.indexOf(uri.uri, htmlCursor)
      if (index === -1) {
        maps.push(unplaced)
      } else {
        htmlCursor = index + uri.uri.length
        maps.push(verbatim(uri.uri, index))
      }
      continue
    }

    const located = findWritten(raw, uri, cursor) ?? findQuotedPrintable(raw, uri.uri, cursor)
    if (located === undefined) {
      maps.push(unplaced)
    } else {
      cursor = located.end
      maps.push(located.segments)
    }
  }

  return maps
}

/** A URI found in a raw message: its map, and where the search for the next one resumes. */
interface Located {
  segments: Segment[]
  end: number
}

/** Where the body of `raw` starts: after the first empty line (`\r?\n\r?\n`), or at 0 when there is none. */
function bodyStartOf(raw: string): number {
  let lineFeed = raw.indexOf('\n')
  while (lineFeed !== -1) {
    // `⏎|⏎` or `⏎|␍⏎`: an empty line.
    let next = lineFeed + 1
    if (raw.charCodeAt(next) === codes.cr) next++
    if (raw.charCodeAt(next) === codes.lf) return next + 1
    lineFeed = raw.indexOf('\n', lineFeed + 1)
  }
  return 0
}

/** Each piece of a text-part URI (one a span) written as is in `raw`, in order from `from` on. */
function findWritten(raw: string, uri: MailUri, from: number): Located | undefined {
  const segments: Segment[] = []
  let offset = 0
  let at = from
  for (const span of uri.spans) {
    const length = span.end - span.start
    const index = raw.indexOf(uri.uri.slice(offset, offset + length), at)
    if (index === -1) return undefined
    segments.push({from: offset, to: offset + length, start: index, end: index + length})
    offset += length
    at = index + length
  }
  return segments.length > 0 && offset === uri.uri.length ? {segments, end: at} : undefined
}

/** How many places a quoted-printable search tries (where the URI's first four characters are written). */
const maxCandidates = 64

/**
 * Find `uri` written quoted-printable in `raw` from `from` on: `=XX` escapes
 * (a non-ASCII character as the escapes of its UTF-8 bytes) and soft line
 * breaks (`=` at the end of a line) between its characters. `undefined` when
 * it is not there (base64).
 */
function findQuotedPrintable(raw: string, uri: string, from: number): Located | undefined {
  const head = uri.slice(0, 4)
  let start = raw.indexOf(head, from)
  for (let tries = 0; start !== -1 && tries < maxCandidates; tries++) {
    const found = matchQuotedPrintable(raw, uri, start)
    if (found !== undefined) return found
    start = raw.indexOf(head, start + 1)
  }
  return undefined
}

const encoder = new TextEncoder()

/** `uri` written quoted-printable at `start` in `raw`: its map, or `undefined`. */
function matchQuotedPrintable(raw: string, uri: string, start: number): Located | undefined {
  const segments: Segment[] = []
  let at = start
  let index = 0
  while (index < uri.length) {
    at = skipSoftBreaks(raw, at)
    const character = codePointAt(uri, index)
    const code = uri.charCodeAt(index)
    if (raw.charCodeAt(at) === code && character.length === 1 && code !== codes.equalsTo) {
      const last = segments[segments.length - 1]
      if (last !== undefined && last.to === index && last.end === at && last.to - last.from === last.end - last.start) {
        last.to++
        last.end++
      } else {
        segments.push({from: index, to: index + 1, start: at, end: at + 1})
      }
      at++
      index++
      continue
    }
    // `=XX` escapes of the character's UTF-8 bytes, maybe with soft breaks between.
    const escapeStart = at
    for (const byte of encoder.encode(character)) {
      at = skipSoftBreaks(raw, at)
      const high = hexValue(raw.charCodeAt(at + 1))
      const low = hexValue(raw.charCodeAt(at + 2))
      if (raw.charCodeAt(at) !== codes.equalsTo || high < 0 || low < 0 || high * 16 + low !== byte) return undefined
      at += 3
    }
    segments.push({from: index, to: index + character.length, start: escapeStart, end: at})
    index += character.length
  }
  return segments.length === 0 ? undefined : {segments, end: at}
}

/** Skip soft line breaks (`=` then CRLF or LF) at `at`. */
function skipSoftBreaks(raw: string, at: number): number {
  while (raw.charCodeAt(at) === codes.equalsTo) {
    if (raw.charCodeAt(at + 1) === codes.lf) at += 2
    else if (raw.charCodeAt(at + 1) === codes.cr && raw.charCodeAt(at + 2) === codes.lf) at += 3
    else break
  }
  return at
}

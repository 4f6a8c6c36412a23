/**
 * URIs of e-mail messages (`.eml`) and mailboxes (mbox), through a real MIME
 * parser (postal-mime, loaded on the first message read, so that importing
 * the extractor does not load it): text/plain bodies with quoted-printable
 * and base64 decoded go through `extract`, text/html bodies through
 * `extractHtml`. `locateInMessage` maps the URIs found back to the raw
 * message.
 */
import {codes, codePointAt, hexValue} from '@urilint/core/character'
import type * as PostalMimeModule from 'postal-mime'
import {extract} from './extract.js'
import {extractHtml, type HtmlAttribute} from './html.js'
import {firstLineOf} from './first-line.js'
import {limits} from './limits.js'
import {splitMbox, splitMboxStream} from './mbox.js'
import {settings as check} from './options.js'
import {verbatim, type Segment} from './source-map.js'
import {isIterable} from './stream.js'
import type {ExtractedUri, ExtractOptions} from './types.js'

/** A URI of a message, located in a decoded body. */
export interface MailUri extends ExtractedUri {
  /** 0-based index of the message (0 for a single message). */
  message: number
  /**
   * The decoded body it is in: `text` (the message's text/plain parts,
   * decoded and joined with a line feed by postal-mime) or `html` (the
   * text/html parts); or `raw`, the message as written, headers included,
   * when the MIME parser refused it (`MailBodies.refused`). Offsets, lines
   * and columns are into that body.
   */
  part: 'text' | 'html' | 'raw'
  /** For `html`: the attribute it came from. */
  attribute?: HtmlAttribute
}

/** The decoded bodies of a message, as `extractMail` read them. */
export interface MailBodies {
  message: number
  subject: string | undefined
  text: string | undefined
  html: string | undefined
  /**
   * Why the MIME parser refused the message, in one line (a structure
   * nested past its limit, a header past its limit). Then `text` and `html`
   * are undefined and `raw` is the message as written, in which its URIs
   * are found as in plain text: a message is never lost, nor a promise
   * rejected, for what it holds.
   */
  refused?: string
  /** The message as written (bytes read as UTF-8), when it was refused. */
  raw?: string
}

/** Raw message bytes or text. */
export type RawMail = string | Uint8Array | ArrayBuffer

/** The URIs of one message (`.eml`), in body order: text first, then HTML. */
export async function extractMail(raw: RawMail, options?: ExtractOptions): Promise<MailUri[]> {
  return urisOf(await readBodies(raw, 0), options)
}

/** `extractMail`, and why the message was not read as MIME (`problem`: the parser refused it; its URIs are then those written in it). */
export async function extractMessage(raw: RawMail, options?: ExtractOptions): Promise<MailMessage> {
  check(options)
  return readMessage(raw, 0, 0, options)
}

async function readMessage(
  raw: RawMail,
  message: number,
  offset: number,
  options: ExtractOptions | undefined
): Promise<MailMessage> {
  const bodies = await readBodies(raw, message)
  const read: MailMessage = {message, offset, uris: urisOf(bodies, options)}
  if (bodies.refused !== undefined) read.problem = bodies.refused
  return read
}

/** The URIs of every message of an mbox file, message by message. */
export async function extractMbox(raw: Uint8Array | string, options?: ExtractOptions): Promise<MailUri[]> {
  check(options)
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw
  const found: MailUri[] = []
  // A loop, not push(...): a spread of 10^5 URIs overflows the stack.
  for (const message of splitMbox(bytes))
    for (const uri of urisOf(await readBodies(message.raw, message.index), options)) found.push(uri)
  return found
}

/** One message of a mailbox read as a stream: its URIs, or why it was skipped. */
export interface MailMessage {
  /** 0-based index of the message in the mailbox. */
  message: number
  /** Byte offset of its `From ` line in the mailbox. */
  offset: number
  uris: MailUri[]
  /**
   * Why the message was not read as MIME, in one line: larger than the
   * bound (then `uris` is empty), or a structure the parser refused (nested
   * past its limit, headers past its limit: then `uris` are those of the
   * message as written, part `raw`).
   */
  problem?: string
}

/** Options of `extractMboxStream`: those of `extract`, and the bound on a message. */
export interface MboxStreamOptions extends ExtractOptions {
  /** Largest message read, in bytes (default 16 MiB): a larger one is reported and skipped. */
  maxMessageBytes?: number
}

/**
 * The URIs of every message of an mbox given as chunks of bytes (a file
 * stream, stdin), message by message, in bounded memory: one message (at
 * most `maxMessageBytes`) and its URIs at a time. A message that cannot be
 * read gives its `problem` and the others are still read. Throws a
 * `TypeError` on a source that is not iterable or on bad options.
 */
export async function* extractMboxStream(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options?: MboxStreamOptions
): AsyncGenerator<MailMessage, void, undefined> {
  if (!isIterable(source))
    throw new TypeError('Expected `source` to be an iterable or async iterable of Uint8Array chunks')
  // Options that are not an object (`1`, `'www'`) would destructure to none.
  check(options)
  const {maxMessageBytes = limits.messageBytes, ...extractOptions} = options ?? {}
  if (typeof maxMessageBytes !== 'number' || !(maxMessageBytes > 0))
    throw new TypeError('Expected `maxMessageBytes` to be a positive number')

  for await (const piece of splitMboxStream(source, maxMessageBytes)) {
    const {index: message, offset} = piece
    if (piece.raw === undefined) {
      yield {
        message,
        offset,
        uris: [],
        problem: `message of ${sizeText(piece.size)} is larger than the ${sizeText(maxMessageBytes)} limit, skipped`
      }
      continue
    }
    yield await readMessage(piece.raw, message, offset, extractOptions)
  }
}

/** A size for a message: bytes under a mebibyte, else MiB with one decimal. */
export function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${bytes} bytes` : `${(bytes / (1024 * 1024)).toFixed(1)} MiB`
}

/** postal-mime, imported once (each `import()` goes through the module loader again: a third of a mailbox's time under a loader such as tsx). */
let postalMime: Promise<typeof PostalMimeModule> | undefined

function loadPostalMime(): Promise<typeof PostalMimeModule> {
  return (postalMime ??= import('postal-mime'))
}

/**
 * Parse one message with postal-mime and keep its decoded bodies; a message
 * it refuses gives `refused` and itself as written (`raw`). Throws a
 * `TypeError` on a message of another type.
 */
export async function readMail(raw: RawMail, message: number): Promise<MailBodies> {
  if (typeof raw !== 'string' && !(raw instanceof Uint8Array) && !(raw instanceof ArrayBuffer)) {
    throw new TypeError('Expected a message as a string, Uint8Array or ArrayBuffer')
  }

  try {
    return await parseMime(raw, message)
  } catch (error) {
    return refusedMail(raw, message, error)
  }
}

/** postal-mime's reading of `raw`; rejects where it refuses the message. */
async function parseMime(raw: RawMail, message: number): Promise<MailBodies> {
  const {default: PostalMime} = await loadPostalMime()
  const email = await PostalMime.parse(raw, {attachmentEncoding: 'arraybuffer'})
  return {message, subject: email.subject, text: email.text, html: email.html}
}

/** A message the MIME parser refused: why, and the message as written. */
function refusedMail(raw: RawMail, message: number, error: unknown): MailBodies {
  const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw)
  return {
    message,
    subject: undefined,
    text: undefined,
    html: undefined,
    refused: `the MIME parser refused it: ${firstLineOf(error)}`,
    raw: text
  }
}

/**
 * The decoded bodies of a message, without its subject: postal-mime is
 * given only the header fields that say how the body is encoded
 * (`Content-…`, `MIME-Version`), so that it does not parse the address
 * lists and the long `Received:` chains a mailbox is full of (half of a
 * parse on real mail). The bodies are the same as `readMail`'s.
 */
async function readBodies(raw: RawMail, message: number): Promise<MailBodies> {
  if (typeof raw === 'string' || raw instanceof ArrayBuffer) return readMail(raw, message)
  try {
    return {...(await parseMime(mimeFieldsOnly(raw), message)), subject: undefined}
  } catch (error) {
    // The whole message as written (the parser was given only some of its header fields).
    return refusedMail(raw, message, error)
  }
}

const contentPrefix = [0x63, 0x6f, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x2d] // `content-`
const mimeVersionPrefix = [0x6d, 0x69, 0x6d, 0x65, 0x2d, 0x76, 0x65, 0x72, 0x73, 0x69, 0x6f, 0x6e, 0x3a] // `mime-version:`

/**
 * `raw` with the header fields other than `Content-…` and `MIME-Version`
 * (and their folded lines) left out. Only well-formed fields (`name:` of
 * printable characters) are left out: any other line stays, so that the
 * parser sees the header block end where it did.
 */
export function mimeFieldsOnly(raw: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = []
  let size = 0
  let keeping = true
  let lineStart = 0

  while (lineStart < raw.length) {
    const lineFeed = raw.indexOf(codes.lf, lineStart)
    const lineEnd = lineFeed < 0 ? raw.length : lineFeed + 1
    const first = raw[lineStart]!
    // The empty line that ends the header block: it and the body stay. Empty as postal-mime reads
    // lines: every CR before the LF is dropped (`␍␍⏎` too), so a line of CRs ends the header.
    if (isBlank(raw, lineStart, lineEnd)) break
    if (first !== codes.space && first !== codes.ht)
      keeping =
        !isFieldName(raw, lineStart, lineEnd) ||
        startsWithFolded(raw, lineStart, contentPrefix) ||
        startsWithFolded(raw, lineStart, mimeVersionPrefix)
    if (keeping) {
      kept.push(raw.subarray(lineStart, lineEnd))
      size += lineEnd - lineStart
    }
    lineStart = lineEnd
  }

  if (size === lineStart) return raw
  const body = raw.subarray(lineStart)
  const joined = new Uint8Array(size + body.length)
  let offset = 0
  for (const line of [...kept, body]) {
    joined.set(line, offset)
    offset += line.length
  }
  return joined
}

/** Whether `raw[start, end)` holds only CRs and LFs. */
function isBlank(raw: Uint8Array, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (raw[at] !== codes.cr && raw[at] !== codes.lf) return false
  return true
}

/** Whether the line at `start` begins with a field name and a colon (RFC 5322 2.2: printable ASCII but `:`). */
function isFieldName(raw: Uint8Array, start: number, end: number): boolean {
  for (let at = start; at < end; at++) {
    const byte = raw[at]!
    if (byte === codes.colon) return at > start
    if (byte < 0x21 || byte > 0x7e) return false
  }
  return false
}

/** Whether the bytes at `start` are `prefix` (lower case ASCII) in any case. */
function startsWithFolded(raw: Uint8Array, start: number, prefix: readonly number[]): boolean {
  for (let offset = 0; offset < prefix.length; offset++) {
    const byte = raw[start + offset]
    if (byte === undefined || (byte | 0x20) !== prefix[offset]) return false
  }
  return true
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
  if (bodies.raw !== undefined) {
    for (const uri of extract(bodies.raw, options)) found.push(asMailUri(uri, message, 'raw'))
  }
  if (bodies.text !== undefined) {
    for (const uri of extract(bodies.text, options)) {
      seen.add(uri.uri)
      for (const reading of uri.alternatives ?? []) seen.add(reading)
      found.push(asMailUri(uri, message, 'text'))
    }
  }
  if (bodies.html !== undefined) {
    for (const uri of extractHtml(bodies.html, options)) {
      if (!seen.has(uri.uri)) found.push(asMailUri(uri, message, 'html'))
    }
  }
  return found
}

/** `uri`, made a `MailUri` in place (a copy of each result, as a spread makes, was a tenth of reading a mailbox). */
function asMailUri(uri: ExtractedUri, message: number, part: MailUri['part']): MailUri {
  const mail = uri as MailUri
  mail.message = message
  mail.part = part
  return mail
}

/**
 * Where the URIs of a message are written in the raw message `raw`: for each
 * of `found` (what `extractMail(raw)` gave, or some of it, in its order), a
 * source map from offsets in its `uri` to offsets in `raw`. A text-part URI
 * is searched for piece by piece after the header and after the one before
 * it, written as is, else quoted-printable (RFC 2045 6.7: each `=XX` escape
 * of a character maps to its escapes as a whole, soft line breaks are
 * skipped); an HTML-part URI as is, after the HTML-part one before it; a
 * raw one (a message the MIME parser refused) piece by piece from the
 * message's start, after the raw one before it. A URI
 * not found (a base64 part, an HTML value with references) gets one
 * zero-width segment at the start of the body, so that it can still be
 * reported. A search that fails reads to the message's end: after failed
 * searches of one part kind have read it `maxFailedReads` times, that kind's
 * URIs left are not searched, and placed so (linear time: each URI of a
 * base64 part searched the rest of the message, 9 times the time for 4 times
 * the URIs). Throws a `TypeError` on a non-string `raw`.
 */
export function locateInMessage(raw: string, found: readonly MailUri[]): Segment[][] {
  if (typeof raw !== 'string') throw new TypeError('Expected `raw` to be a string, not ' + typeof raw)
  const bodyStart = bodyStartOf(raw)
  const maps: Segment[][] = []
  // Per part kind: where the search resumes, and how much more failed searches may read.
  const searches: Record<MailUri['part'], {cursor: number; budget: number}> = {
    raw: {cursor: 0, budget: maxFailedReads * raw.length},
    text: {cursor: bodyStart, budget: maxFailedReads * raw.length},
    html: {cursor: bodyStart, budget: maxFailedReads * raw.length}
  }

  for (const uri of found) {
    const search = searches[uri.part]
    const located = search.budget > 0 ? locate(raw, uri, search.cursor) : undefined
    if (located === undefined) {
      search.budget -= raw.length - search.cursor
      maps.push([{from: 0, to: uri.uri.length, start: bodyStart, end: bodyStart}])
    } else {
      search.cursor = located.end
      maps.push(located.segments)
    }
  }

  return maps
}

/** How many times the failed searches of one part kind may read a message (see `locateInMessage`). */
const maxFailedReads = 4

/** Where `uri` is written in `raw` from `from` on, by its part's encoding. */
function locate(raw: string, uri: MailUri, from: number): Located | undefined {
  // Found in the message as written (the MIME parser refused it), headers included.
  if (uri.part === 'raw') return findWritten(raw, uri, from)
  if (uri.part === 'html') {
    const index = raw.indexOf(uri.uri, from)
    return index === -1 ? undefined : {segments: verbatim(uri.uri, index), end: index + uri.uri.length}
  }
  return findWritten(raw, uri, from) ?? findQuotedPrintable(raw, uri.uri, from)
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

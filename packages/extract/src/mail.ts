/**
 * URIs of e-mail messages (`.eml`) and mailboxes (mbox), through a real MIME
 * parser (postal-mime): text/plain bodies with quoted-printable and base64
 * decoded go through `extract`, text/html bodies through `extractHtml`.
 */
import PostalMime from 'postal-mime'
import {extract} from './extract.ts'
import {extractHtml} from './html.ts'
import {splitMbox} from './mbox.ts'
import {settings as check} from './options.ts'
import type {ExtractedUri, ExtractOptions} from './types.ts'

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
  attribute?: 'href' | 'src'
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

  const email = await PostalMime.parse(raw, {attachmentEncoding: 'arraybuffer'})
  return {message, subject: email.subject, text: email.text, html: email.html}
}

/**
 * The URIs of decoded bodies. An HTML body is mostly the alternative of the
 * text one (or postal-mime made one from the other), so it would repeat each
 * link: from it, only URIs the text body does not have (in any reading) are
 * reported.
 */
export function urisOf(bodies: MailBodies, options: ExtractOptions | undefined): MailUri[] {
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

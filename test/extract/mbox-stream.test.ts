/**
 * Mailboxes read as streams: the messages of any chunking are those of the
 * whole file; a message past the bound, or one the MIME parser refuses,
 * gives a one-line problem and the others are still read; postal-mime is
 * given only the header fields that say how a body is encoded, with the
 * same bodies; the pieces the CLI cuts a large mbox into start at messages
 * and count the messages before them.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {extractMbox, extractMboxStream, readMail, splitMbox, splitMboxStream, type MailMessage} from '@urilint/extract'
import fc from 'fast-check'
import {afterAll, describe, expect, it} from 'vitest'
// White-box: the header filter and the CLI's pieces are internal.
import {findPieces} from '../../packages/extract/src/cli/mbox-pool.ts'
import {mimeFieldsOnly} from '../../packages/extract/src/mail.ts'
import {cutAt} from './cut.ts'

const encoder = new TextEncoder()
const latin1 = (bytes: Uint8Array | undefined): string => Buffer.from(bytes ?? new Uint8Array()).toString('latin1')

/** Pieces of mbox text that stress separators: `From ` with and without a blank line before, CRLF, escapes, split words. */
const pieces = [
  'From ',
  'From a@b.example Mon Nov 23 2026\n',
  '\n',
  '\r\n',
  '\r',
  'x',
  'body text ',
  '>From ',
  '>>From x\n',
  'F',
  'rom ',
  'From',
  '\n\n',
  'Subject: s\n'
]
const mboxText = fc.array(fc.constantFrom(...pieces), {maxLength: 60}).map((parts) => parts.join(''))

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const found: T[] = []
  for await (const item of source) found.push(item)
  return found
}

const scratch = mkdtempSync(join(tmpdir(), 'urilint-mbox-'))
afterAll(() => rmSync(scratch, {recursive: true, force: true}))

describe('splitMboxStream', () => {
  it('gives the messages of splitMbox, at any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(mboxText, fc.array(fc.nat(), {maxLength: 8}), async (text, cuts) => {
        const bytes = encoder.encode(text)
        const whole = splitMbox(bytes).map((message) => [message.index, message.offset, latin1(message.raw)])
        const streamed = (await collect(splitMboxStream(cutAt(bytes, cuts), Number.POSITIVE_INFINITY))).map(
          (message) => [message.index, message.offset, latin1(message.raw)]
        )
        expect(streamed).toEqual(whole)
      }),
      {numRuns: 3000}
    )
  })

  it('separates at `From ` after a blank line only, and unescapes `>From `', async () => {
    const text = 'From a\nline 1\nFrom not a separator\n\n>From escaped\n>>From twice\n\r\nFrom b\r\nbody\n'
    const found = await collect(splitMboxStream(cutAt(encoder.encode(text), [3, 9, 40])))
    expect(found.map((message) => [message.index, message.offset, message.size, latin1(message.raw)])).toEqual([
      [0, 0, 58, 'line 1\nFrom not a separator\n\nFrom escaped\n>From twice\n\r\n'],
      [1, 65, 5, 'body\n']
    ])
  })

  it('keeps only the size of a message past the bound, and reads the next whole', async () => {
    const text = 'From a\n' + 'x'.repeat(100) + '\n\nFrom b\nok\n'
    const found = await collect(splitMboxStream([encoder.encode(text)], 50))
    expect(
      found.map((message) => [
        message.index,
        message.offset,
        message.size,
        message.raw === undefined ? undefined : latin1(message.raw)
      ])
    ).toEqual([
      [0, 0, 102, undefined],
      [1, 109, 3, 'ok\n']
    ])
  })
})

describe('extractMboxStream', () => {
  it('finds what extractMbox finds in the bundled mailbox, message by message', async () => {
    const bytes = readFileSync('fixtures/mail/list-thread.mbox')
    const streamed = await collect(extractMboxStream(cutAt(bytes, [100, 500])))
    expect(streamed.map((message) => [message.message, message.offset, message.problem])).toEqual([
      [0, 0, undefined],
      [1, 505, undefined]
    ])
    expect(streamed.flatMap((message) => message.uris)).toEqual(await extractMbox(bytes))
  })

  it('reports a message past the bound, and one the MIME parser refuses (nested 300 deep, its URIs found as written), in one line each; the others are read', async () => {
    let nested = ''
    for (let depth = 0; depth < 300; depth++)
      nested += `Content-Type: multipart/mixed; boundary="b${depth}"\n\n--b${depth}\n`
    const text =
      'From a\n\n' +
      'x'.repeat(30_000) +
      '\n\nFrom b\n' +
      nested +
      'Content-Type: text/plain\n\nhttp://deep.example/\n\nFrom c\n\nsee http://ok.example/\n'
    const found = await collect(extractMboxStream([encoder.encode(text)], {maxMessageBytes: 20_000}))
    expect(
      found.map((message: MailMessage) => [
        message.message,
        message.problem,
        message.uris.map((uri) => [uri.uri, uri.message])
      ])
    ).toEqual([
      [0, 'message of 30003 bytes is larger than the 20000 bytes limit, skipped', []],
      [
        1,
        'the MIME parser refused it: Maximum MIME nesting depth of 256 levels exceeded',
        [['http://deep.example/', 1]]
      ],
      [2, undefined, [['http://ok.example/', 2]]]
    ])
  })

  it('throws on API misuse only', async () => {
    await expect(collect(extractMboxStream(42 as never))).rejects.toThrow(
      new TypeError('Expected `source` to be an iterable or async iterable of Uint8Array chunks')
    )
    await expect(collect(extractMboxStream([], {maxMessageBytes: 0}))).rejects.toThrow(
      new TypeError('Expected `maxMessageBytes` to be a positive number')
    )
  })
})

describe('mimeFieldsOnly', () => {
  it('keeps Content-… and MIME-Version fields with their folded lines, and any line that is no field', () => {
    const raw =
      'Received: from a\n  by b\nContent-Type: text/plain;\n\tcharset=utf-8\nSubject: hi\nnot a field\nMIME-Version: 1.0\n\nFrom: body\n'
    expect(latin1(mimeFieldsOnly(encoder.encode(raw)))).toBe(
      'Content-Type: text/plain;\n\tcharset=utf-8\nnot a field\nMIME-Version: 1.0\n\nFrom: body\n'
    )
  })

  it('leaves postal-mime the same bodies (bundled messages, generated header blocks)', async () => {
    const messages = [
      readFileSync('fixtures/mail/release-announcement.eml'),
      ...splitMbox(readFileSync('fixtures/mail/list-thread.mbox')).map((message) => message.raw)
    ]
    const fields = [
      'Received: from a\n  by b',
      'Subject: =?utf-8?q?caf=C3=A9?=',
      'From: A <a@b.example>',
      'X-Odd:',
      ' continued',
      'no colon here',
      'Content-Type: text/plain; charset=iso-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      'Content-Disposition: attachment',
      'MIME-Version: 1.0'
    ]
    const generated = fc.tuple(
      fc.array(fc.constantFrom(...fields), {maxLength: 8}),
      fc.constantFrom('\n', '\r\n'),
      fc.constantFrom('caf=C3=A9 http://a.example/x=\n y', 'plain body\nhttp://b.example/')
    )
    const sample = fc
      .sample(generated, {numRuns: 150, seed: 7})
      .map(([lines, end, body]) => encoder.encode(lines.join(end) + end + end + body.replaceAll('\n', end)))
    for (const raw of [...messages, ...sample]) {
      const [full, filtered] = [await readMail(raw, 0), await readMail(mimeFieldsOnly(raw), 0)]
      expect([filtered.text, filtered.html]).toEqual([full.text, full.html])
    }
  })
})

describe('the pieces of a large mbox (uri-extract across workers)', () => {
  it('start at messages and count the messages before them, at any piece and chunk size', async () => {
    const file = join(scratch, 'pieces.mbox')
    await fc.assert(
      fc.asyncProperty(
        mboxText,
        fc.integer({min: 1, max: 40}),
        fc.integer({min: 1, max: 16}),
        async (text, size, chunkBytes) => {
          const content = 'From first\n' + text
          writeFileSync(file, content)
          const messages = splitMbox(encoder.encode(content))
          const found = await collect(findPieces(file, size, chunkBytes))
          expect(found[0]!.start).toBe(0)
          expect(found.at(-1)!.end).toBe(content.length)
          for (const [index, piece] of found.entries()) {
            if (index > 0) expect(piece.start).toBe(found[index - 1]!.end)
            // Each piece starts at a message, whose index is the count before it.
            expect(messages.findIndex((message) => message.offset === piece.start)).toBe(piece.base)
          }
        }
      ),
      // fast-check's finds: a `⏎␍⏎From ` split over chunks of 6 bytes (the tail held too few bytes).
      {
        numRuns: 400,
        examples: [
          ['\n\nFrom a@b.example Mon Nov 23 2026\n\n\n\r\nFrom \n\nFrom ', 1, 6],
          // The first `From ` read a byte at a time: the first message counted all the same.
          ['\n\nFrom ', 1, 1]
        ]
      }
    )
  })
})

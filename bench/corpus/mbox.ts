/**
 * A mail-like mbox of any size, made of the bundled example messages
 * (`fixtures/mail`: a multipart/alternative announcement with a
 * quoted-printable text part and a base64 HTML part, and two
 * quoted-printable list messages), in turn, each with its own Message-ID.
 * For the mail benchmark, the memory test and the GNU parallel test.
 */
import {readFileSync} from 'node:fs'
import {splitMbox} from '@urilint/extract'

const fixtures = new URL('../../fixtures/mail/', import.meta.url)

/** The example messages, each as mbox text: its `From ` line, headers and body, body lines starting with `From ` escaped. */
function templates(): string[] {
  const messages = [readFileSync(new URL('release-announcement.eml', fixtures), 'latin1').replaceAll('\r\n', '\n')]
  for (const message of splitMbox(readFileSync(new URL('list-thread.mbox', fixtures)))) messages.push(Buffer.from(message.raw).toString('latin1'))
  return messages.map((message) => 'From sender@urilint.example Wed Mar  4 09:30:07 2026\n' + message.replace(/^(>*From )/gm, '>$1').replace(/\n*$/, '\n') + '\n')
}

/** An mbox of at least `bytes` bytes (latin1, as the messages are ASCII). */
export function mailLikeMbox(bytes: number): Buffer {
  const messages = templates()
  const parts: string[] = []
  let size = 0
  for (let index = 0; size < bytes; index++) {
    const message = messages[index % messages.length]!.replace(/^Message-ID: <[^>]*>/im, `Message-ID: <generated-${index}@urilint.example>`)
    parts.push(message)
    size += message.length
  }
  return Buffer.from(parts.join(''), 'latin1')
}

/**
 * The best a user could assemble from peers to get the URIs of an mbox:
 * split it at `From ` lines after a blank line (streamed, one message in
 * memory), parse each message with postal-mime, and run linkify-it (its
 * defaults) over the text and the HTML body. Prints messages, URIs and
 * MB/s. Run: `tsx bench/mail-peer.ts FILE.mbox [POSTAL_MIME_MODULE]`:
 * postal-mime as installed here (patched as ours is, see patches/README.md)
 * or, given the path of its module, another copy (the bench passes the
 * version published on npm, which users get).
 */
import {createReadStream, statSync} from 'node:fs'
import {performance} from 'node:perf_hooks'
import {pathToFileURL} from 'node:url'
import {LinkifyIt} from 'linkify-it'
import type PostalMimeClass from 'postal-mime'

const [file, module] = process.argv.slice(2)
if (file === undefined) throw new Error('usage: tsx bench/mail-peer.ts FILE.mbox [POSTAL_MIME_MODULE]')
const {default: PostalMime} = (await import(module === undefined ? 'postal-mime' : pathToFileURL(module).href)) as {
  default: typeof PostalMimeClass
}

const linkify = new LinkifyIt()
const start = performance.now()
let messages = 0
let uris = 0

async function read(message: Buffer): Promise<void> {
  const email = await PostalMime.parse(message)
  uris += (linkify.match(email.text ?? '')?.length ?? 0) + (linkify.match(email.html ?? '')?.length ?? 0)
  messages++
}

// The message being read: its chunks since its `From ` line.
let pending: Buffer = Buffer.alloc(0)
for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
  pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
  let cut = pending.indexOf('\n\nFrom ', 1)
  while (cut >= 0) {
    await read(pending.subarray(pending.indexOf('\n') + 1, cut + 1))
    pending = pending.subarray(cut + 2)
    cut = pending.indexOf('\n\nFrom ', 1)
  }
}
if (pending.length > 0) await read(pending.subarray(pending.indexOf('\n') + 1))

const seconds = (performance.now() - start) / 1000
const megabytes = statSync(file).size / 1e6
console.log(
  JSON.stringify({
    messages,
    uris,
    seconds: Number(seconds.toFixed(2)),
    megabytesPerSecond: Number((megabytes / seconds).toFixed(1))
  })
)

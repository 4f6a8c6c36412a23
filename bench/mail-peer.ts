/**
 * The best a user could assemble from peers to get the URIs of an mbox:
 * split it at `From ` lines after a blank line (streamed, one message in
 * memory), parse each message with postal-mime, and run linkify-it (its
 * defaults) over the text and the HTML body. Prints messages, URIs and
 * MB/s. Run: `tsx bench/mail-peer.ts FILE.mbox` (postal-mime as installed
 * here, patched as ours is: see patches/README.md; the peer is not slowed
 * by what our patch fixes).
 */
import {createReadStream, statSync} from 'node:fs'
import {performance} from 'node:perf_hooks'
import {LinkifyIt} from 'linkify-it'
import PostalMime from 'postal-mime'

const file = process.argv[2]
if (file === undefined) throw new Error('usage: tsx bench/mail-peer.ts FILE.mbox')

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
let pending = Buffer.alloc(0)
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
console.log(JSON.stringify({messages, uris, seconds: Number(seconds.toFixed(2)), megabytesPerSecond: Number((megabytes / seconds).toFixed(1))}))

/**
 * The helpers that the process tests read their measures with. The peak RSS
 * line must arrive even when the run leaves its stderr full at exit: a lost
 * line failed CI once (NaN for the peak of an 8 MB report).
 */
import {spawn} from 'node:child_process'
import {describe, expect, it} from 'vitest'
import {peakOf, peakRssImport} from './subprocess.ts'

/** Fill stderr (a non-blocking socket) with `x`s until it refuses more, then exit. */
const fill =
  'process.stderr;const fs=require("fs");const b=Buffer.alloc(1024,120);' +
  'for(;;){try{fs.writeSync(2,b)}catch(e){if(e.code==="EAGAIN")break;throw e}}'

describe('peakRssImport', () => {
  it('reports the peak after a stderr that was full at exit, read late', async () => {
    const child = spawn(process.execPath, ['--import', peakRssImport, '-e', fill], {stdio: ['ignore', 'pipe', 'pipe']})
    const closed = new Promise((resolve) => child.on('close', resolve))
    // Read nothing until the child has filled the socket and exits. A listener from the start: Node.js discards the
    // output of a child's stream that nobody listens to at its exit.
    let stderr = ''
    let reading = false
    const read = () => {
      for (let chunk: unknown; reading && (chunk = child.stderr.read()) !== null;) stderr += String(chunk)
    }
    child.stderr.setEncoding('utf8').on('readable', read)
    await new Promise((resolve) => setTimeout(resolve, 300))
    reading = true
    read()
    const code = await closed
    expect(code).toBe(0)
    const {peakKb, stderr: rest} = peakOf(stderr)
    expect(peakKb).toBeGreaterThan(10_000)
    expect(/^x+$/.test(rest)).toBe(true)
  })
})

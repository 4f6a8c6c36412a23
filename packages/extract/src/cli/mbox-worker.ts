/**
 * A worker of `mbox-pool.ts`: reads the pieces of an mbox it is given, one
 * at a time, and posts back their URIs rendered as `uri-extract` prints
 * them (message numbers and offsets counted from the start of the file).
 */
import {createReadStream} from 'node:fs'
import {parentPort} from 'node:worker_threads'
import {extractMboxStream} from '../mail.js'
import type {PieceResult, PieceTask} from './mbox-pool.js'
import {joinRuns, messageItems, type Item} from './work.js'

parentPort?.on('message', (task: PieceTask) => {
  void read(task).then((result) => parentPort?.postMessage(result))
})

async function read({file, start, end, base, flags}: PieceTask): Promise<PieceResult> {
  const items: Item[] = []
  try {
    for await (const message of extractMboxStream(createReadStream(file, {start, end: end - 1}), flags.options)) {
      for (const item of messageItems({...message, offset: start + message.offset}, file, flags, base)) items.push(item)
    }
    return {items: joinRuns(items, flags.format)}
  } catch (error) {
    return {items: [], error: error instanceof Error ? error.message.split('\n')[0]! : String(error)}
  }
}

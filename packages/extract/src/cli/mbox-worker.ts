/**
 * A worker of `mbox-pool.ts`: reads the pieces of an mbox it is given, one
 * at a time, and posts back their URIs rendered as `uri-extract` prints
 * them (message numbers and offsets counted from the start of the file),
 * each run of URIs joined into one block of text.
 */
import {parentPort} from 'node:worker_threads'
import {pieceItems, type PieceResult, type PieceTask} from './mbox-worker-task.js'
import {joinRuns, type Item} from './work.js'

parentPort?.on('message', (task: PieceTask) => {
  void read(task).then((result) => parentPort?.postMessage(result))
})

async function read(task: PieceTask): Promise<PieceResult> {
  const items: Item[] = []
  try {
    for await (const item of pieceItems(task)) items.push(item)
    return {items: joinRuns(items, task.flags.format)}
  } catch (error) {
    return {items: [], error: error instanceof Error ? error.message.split('\n')[0]! : String(error)}
  }
}

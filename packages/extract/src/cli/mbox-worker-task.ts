/** The work on one piece of an mbox, in a worker thread or, when its worker died, in the main thread. */
import {createReadStream} from 'node:fs'
import {extractMboxStream} from '../mail.js'
import type {PieceTask} from './mbox-pool.js'
import {messageItems, type Item} from './work.js'

/** The items of a piece, message numbers and offsets counted from the start of the file. */
export async function* pieceItems({file, start, end, base, flags}: PieceTask): AsyncGenerator<Item> {
  for await (const message of extractMboxStream(createReadStream(file, {start, end: end - 1}), flags.options)) {
    yield* messageItems({...message, offset: start + message.offset}, file, flags, base)
  }
}

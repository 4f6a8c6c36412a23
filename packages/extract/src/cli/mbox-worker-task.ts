/** The work on one piece of an mbox, in a worker thread or, when its worker died, in the main thread. */
import {createReadStream} from 'node:fs'
import {extractMboxStream} from '../mail.js'
import {shrunk} from './input.js'
import {messageItems, type Flags, type Item} from './work.js'

/** A byte range of the file that starts at a message, and how many messages come before it. */
export interface Piece {
  start: number
  end: number
  /** Messages in the file before `start`. */
  base: number
}

/** What a worker is given: a piece, and how to render its URIs. */
export interface PieceTask extends Piece {
  /** The name as given (printed). */
  file: string
  /** Where it is read (the name from the CLI's folder). */
  path: string
  flags: Flags
}

/** What a worker gives back: the piece's items, rendered, in order (each run of URIs one block of text); or why it failed. */
export interface PieceResult {
  items: Item[]
  error?: string
}

/** The items of a piece, message numbers and offsets counted from the start of the file. */
export async function* pieceItems({file, path, start, end, base, flags}: PieceTask): AsyncGenerator<Item> {
  const stream = createReadStream(path, {start, end: end - 1})
  for await (const message of extractMboxStream(stream, flags.options)) {
    yield* messageItems({...message, offset: start + message.offset}, file, flags, base)
  }
  // Cut since its pieces were found: the rest of the piece is not there.
  if (stream.bytesRead < end - start) throw new Error(shrunk(start + stream.bytesRead, end))
}

/** The scanner's shared types: a raw match, the switches, the state of one scan. */
import type {ExtraSchemes} from '../schemes.js'
import type {Delimiter, Kind} from '../types.js'

/** A match before it is located and validated. */
export interface RawMatch {
  /** Start and end of each piece, flattened: `[start0, end0, start1, end1, …]`. */
  pieces: number[]
  outerStart: number
  outerEnd: number
  delimiter: Delimiter
  kind: Kind
  /** Offsets of hyphens written right before a line break the URI was rejoined across. */
  hyphens: number[]
  /** Those of `hyphens` the evidence says a typesetter added: `uri` leaves them out (see hyphens.ts). */
  dropped: number[]
  /** The run of blanks kept inside the URI (`<http://a/b c>`), or -1. */
  blankStart: number
  blankEnd: number
  /** Characters glued before the scheme and left out of the URI (`ihttps://` → 1). */
  stray: number
  /** Ends of the pieces after which a mail client wrapped a bare URI (scan/wrap.ts). */
  wraps: number[]
  /** Whether code goes on to build the URL with a variable (`'http://h/?user='.$user`: `isBuiltInCode`). */
  built: boolean
  /** Where the segment scanned starts: nothing before it is read, as a stream may have dropped it. */
  segmentStart: number
}

/** The scanner's switches. */
export interface ScanOptions {
  www: boolean
  email: boolean
  /** Relative references in `<…>` and `"…"` too, not only in `<URL:…>`. */
  relative: boolean
  /**
   * Try a delimited URI at every `<` and `"` rather than from its anchor
   * (`openingBefore`): needed for relative references, which have no
   * anchor; set with `relative`, and by the tests, to check that both ways
   * find the same URIs.
   */
  delimiterTriggers: boolean
  /**
   * Look at every colon in the main loop, none passed in bulk by the fast
   * path for prose colons (`Note:␠`, `)|:`): set by the tests only, to
   * check that both find the same.
   */
  everyColon?: boolean
  /**
   * Decide every `<local@host>` in `delimited`'s general loop, none by the
   * fast path for plain addresses (`addressBefore`): set by the tests only,
   * to check that both find the same.
   */
  everyAddress?: boolean
  schemes: ExtraSchemes
}

/** The state of one `scan` call, which its parts share. */
export interface Context {
  text: string
  from: number
  to: number
  options: ScanOptions
  /** End of the host of the last `www.` whose top-level label failed. */
  wwwFailedUntil: number
  /** The last opening `delimitedBefore` tried in vain (an attempt gives the same from any anchor), or -1. */
  failedOpening: number
  /** Per `shapeNeed`: where the last stretch of a refused body that lacks it ends (made when first needed: `scan` runs per text node). */
  lacking: Map<number, number> | undefined
  /** Where this scan's matches come from. */
  pool: MatchPool
}

/**
 * The raw matches of one text's segments, each object given again for a
 * later segment (issue 26): a match is read only until its segment's
 * results are built, yet one made for each URI lived through the scan of
 * its whole segment, and cost the garbage collector. Prose, `www.` and
 * e-mail (29,000 matches a run), each version in processes of its own:
 * medians 34 to 39 ms a run against 43 to 47 (the fastest runs alike, so
 * the gain is the collector's); no change on mail or the URI-dense corpus.
 */
export class MatchPool {
  private readonly made: RawMatch[] = []
  private given = 0

  /** A new segment: the matches given so far are no longer read. */
  reuse(): void {
    this.given = 0
  }

  /** A match, made or given again, with the fields every match has, in one order (one hidden class). */
  take(
    pieces: number[],
    outerStart: number,
    outerEnd: number,
    delimiter: Delimiter,
    kind: Kind,
    hyphens: number[],
    segmentStart: number
  ): RawMatch {
    const match = this.made[this.given]
    this.given++
    if (match === undefined) {
      const made: RawMatch = {
        pieces,
        outerStart,
        outerEnd,
        delimiter,
        kind,
        hyphens,
        dropped: noneDropped,
        blankStart: -1,
        blankEnd: -1,
        stray: 0,
        wraps: noHyphens,
        built: false,
        segmentStart
      }
      this.made.push(made)
      return made
    }
    match.pieces = pieces
    match.outerStart = outerStart
    match.outerEnd = outerEnd
    match.delimiter = delimiter
    match.kind = kind
    match.hyphens = hyphens
    match.dropped = noneDropped
    match.blankStart = -1
    match.blankEnd = -1
    match.stray = 0
    match.wraps = noHyphens
    match.built = false
    match.segmentStart = segmentStart
    return match
  }
}

/** A match of the scan of `context`, with the fields every match has (see `MatchPool`). */
export function newMatch(
  context: Context,
  pieces: number[],
  outerStart: number,
  outerEnd: number,
  delimiter: Delimiter,
  kind: Kind,
  hyphens: number[]
): RawMatch {
  return context.pool.take(pieces, outerStart, outerEnd, delimiter, kind, hyphens, context.from)
}

/** The `dropped` of most matches (never written to). */
const noneDropped: number[] = []

/** The `hyphens` (and `wraps`) of a match with none (never written to). */
export const noHyphens: number[] = []

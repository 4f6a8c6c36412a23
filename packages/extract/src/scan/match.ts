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
  /** Per `shapeNeed`: where the last stretch of a refused body that lacks it ends (made when first needed: `scan` runs per text node). */
  lacking: Map<number, number> | undefined
}

/** A match with the fields every match has, in one order (one hidden class). */
export function newMatch(
  pieces: number[],
  outerStart: number,
  outerEnd: number,
  delimiter: Delimiter,
  kind: Kind,
  hyphens: number[]
): RawMatch {
  return {
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
    wraps: noHyphens
  }
}

/** The `dropped` of most matches (never written to). */
const noneDropped: number[] = []

/** The `hyphens` (and `wraps`) of a match with none (never written to). */
export const noHyphens: number[] = []

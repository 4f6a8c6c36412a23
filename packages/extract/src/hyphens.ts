/**
 * Which reading of a URI broken after a hyphen comes first. Appendix E: the
 * hyphen "may or may not actually be part of the URI". A reader decides by
 * what else the text says, and so does `orderHyphenReadings`, looking only at
 * the segment being scanned (so `extract` and `extractStream` agree):
 *
 * 1. The word around the hyphen, written elsewhere in the segment on one
 *    line, in any case: with the hyphen (`release-notes`, `dcc-servers`), the hyphen is
 *    kept; without it (`translationproject`), it is dropped. Hosts and path
 *    segments are words here, so the same URI or host elsewhere counts.
 * 2. Otherwise, a break a typesetter would make: justified typesetting
 *    around it (the line as long as the one before or after it, with words
 *    padded by two spaces), at a hyphenation point of the joined word by
 *    the Knuth-Liang patterns for English that TeX and groff use (`ubun|tu`,
 *    `transla|tion`; not `release|notes`), or by groff's exceptions to
 *    them (`ar|chive`), in a word with no other hyphen
 *    (typesetters break such compounds only at their own hyphens:
 *    `build-⏎time-stamps` keeps it), and not between two words the text
 *    writes as one name joined by `::` or `_` (`JSON::Validator` beside
 *    `json-⏎validator`): dropped.
 * 3. Otherwise the hyphen is kept, as written.
 *
 * The segment is at least 16 K long and ends at a blank line (segment.ts),
 * so the evidence is the text around the URI, not only its paragraph.
 * Cost: nothing unless a match has such a hyphen; then a search of the
 * segment for each word asked about, at its first need, or one pass over
 * the segment's words when there are many.
 */
import {createRequire} from 'node:module'
import {
  caseBit,
  codes,
  firstNonAscii,
  isAlpha,
  isAlphanumeric,
  isAscii,
  isDigit,
  isHexDigit,
  skipBlanks
} from '@urilint/core/character'
import {isBlankCode, isEolCode, isNonAsciiUriCode} from './character.js'
import {isCellEdge} from './scan/cells.js'
import {hyphenationExceptions} from './hyphen-exceptions.js'

/** Longest part of a word looked at on either side of a hyphen. */
const wordLook = 64
/** Shortest line that can show justification. */
const justifiedMin = 40

/**
 * What this module reads and sets of a scanner's match (`RawMatch` in
 * scan/match.ts has these fields): declared here, so that this module
 * does not import the scanner that calls it.
 */
export interface HyphenatedMatch {
  /** Start and end of each piece, flattened: `[start0, end0, start1, end1, …]`. */
  pieces: number[]
  /** Offsets of hyphens written right before a line break the URI was rejoined across. */
  hyphens: number[]
  /** Those of `hyphens` a typesetter added, set here. */
  dropped: number[]
}

/** One hyphen at a break: where it is, and the two spellings of the word around it. */
interface Break {
  hyphen: number
  kept: string
  dropped: string
  /** Where the hyphen is in `kept`. */
  at: number
  /** Where the part of the compound `kept` that the break is in starts: after the hyphen before it, or 0. */
  partStart: number
  /** Where that part ends: at the hyphen after the break, or the compound's end. */
  partEnd: number
  /** In a compound, that part joined and in lower case (`domain` of `ch-do-⏎main`), else ''. */
  part: string
  /** Whether `isCapitalizedBreak`: asked of each break twice, made once. */
  capitalized: boolean
  /** The index in the match's `pieces` of the end of the piece the hyphen ends. */
  piece: number
}

/**
 * Set `dropped` on each match of `found` from `first` on: the hyphens at
 * its line breaks that the evidence in `text.slice(from, to)` says a
 * typesetter added. Each hyphen is decided on its own.
 */
export function orderHyphenReadings(
  text: string,
  from: number,
  to: number,
  found: HyphenatedMatch[],
  first: number
): void {
  // Every word a break may ask about, in lower case: the two spellings of each, and a compound's part.
  const words = new Set<string>()
  const breaks: Break[][] = []

  for (let index = first; index < found.length; index++) {
    const {pieces, hyphens} = found[index]!
    const list: Break[] = []
    let next = 0

    // Hyphens and pieces are both in order, and each hyphen ends a piece: walk them in step.
    for (let end = 1; end < pieces.length - 1 && next < hyphens.length; end += 2) {
      const hyphen = hyphens[next]!
      if (pieces[end]! - 1 !== hyphen) continue
      next++
      // A piece that is only the hyphen keeps it: a span is never empty.
      if (pieces[end]! - pieces[end - 1]! < 2) continue
      const left = wordBefore(text, hyphen, from)
      const right = wordAfter(text, pieces[end + 1]!, to)
      const kept = left + '-' + right
      const at = left.length
      const partStart = kept.lastIndexOf('-', at - 1) + 1
      const after = kept.indexOf('-', at + 1)
      const partEnd = after === -1 ? kept.length : after
      const spelling: Break = {
        hyphen,
        kept,
        dropped: left + right,
        at,
        partStart,
        partEnd,
        part:
          partStart === 0 && partEnd === kept.length
            ? ''
            : (kept.slice(partStart, at) + kept.slice(at + 1, partEnd)).toLowerCase(),
        capitalized: isCapitalizedBreak(kept, at, partStart),
        piece: end
      }
      // In any case: prose names a host (`Subversion`, `subver-⏎sion.apache.org`) as a word.
      if (left !== '' && right !== '') {
        words.add(kept.toLowerCase())
        words.add(spelling.dropped.toLowerCase())
        if (spelling.part !== '') {
          words.add(spelling.part)
          const one = singular(spelling.part)
          if (one !== undefined) words.add(one)
        }
      }
      list.push(spelling)
    }

    breaks.push(list)
  }

  const counts = new SegmentWords(text, from, to, words)
  const margins: Margins = {}
  // Made at the first break a typesetter may have made, and only then.
  let names: JoinedNames | undefined
  let phrases: SegmentPhrases | undefined

  for (let index = first; index < found.length; index++) {
    const match = found[index]!
    let dropped: number[] | undefined

    for (const spelling of breaks[index - first]!) {
      // Dropped if written without the hyphen elsewhere, or at a typesetter's break, and never written with
      // it (9 of the 1,413 breaks of the second prose corpus are): asked last, and only then.
      if (
        (counts.has(spelling.dropped.toLowerCase()) ||
          (isTypesetterBreak(spelling, counts) &&
            // tbl filled the cell as a typesetter fills a line, whether or not the row is justified.
            (isCellEdge(text, spelling.hyphen + 1, to) ||
              isSuffixBreak(spelling) ||
              spelling.capitalized ||
              isJustified(text, spelling, from, to, margins)) &&
            !hyphenatedBefore(text, match.pieces, spelling) &&
            !hyphenatedAfter(text, match.pieces, spelling) &&
            !(names ??= new JoinedNames(text, from, to, breaks)).has(spelling))) &&
        !counts.has(spelling.kept.toLowerCase()) &&
        !(phrases ??= new SegmentPhrases(text, from, to)).isWrittenApart(match.pieces, spelling)
      )
        (dropped ??= []).push(spelling.hyphen)
    }

    if (dropped) match.dropped = dropped
  }
}

/** Shortest side of a break that `isWrittenApart` asks about: no `in formation` for `in-⏎formation`. */
const apartMin = 3

/** Most phrases `SegmentPhrases` searches a segment for: past them, none is written (a bounded read per segment). */
const searchedPhrases = 32

/**
 * The phrases a segment writes that make a break in a fragment the
 * writer's: its two parts around the break apart, as two words of a phrase
 * in any case ("identical file names" beside gocryptfs(1)'s
 * `…/comparison/#file-⏎names`). The fragment is then the slug of a heading,
 * its hyphens the writer's, though the joined word has a hyphenation point
 * there. Not elsewhere in a URI: names of hosts, accounts and files join
 * words (`jsonlines.org`, `/userguide.html`, beside "JSON lines", "user
 * guide"). Asked last, of a break about to be dropped; each phrase searched
 * once.
 */
class SegmentPhrases {
  private readonly found = new Map<string, boolean>()
  private segment: string | undefined

  constructor(
    private readonly text: string,
    private readonly from: number,
    private readonly to: number
  ) {}

  isWrittenApart(pieces: readonly number[], {hyphen, kept, at, partStart, partEnd}: Break): boolean {
    // Most breaks are in no fragment: asked first, before any string is made.
    if (!isInFragment(this.text, pieces, hyphen)) return false
    const left = kept.slice(partStart, at).toLowerCase()
    const right = kept.slice(at + 1, partEnd).toLowerCase()
    if (left.length < apartMin || right.length < apartMin || !isLetters(left) || !isLetters(right)) return false
    const key = left + ' ' + right
    let found = this.found.get(key)
    if (found === undefined) {
      found =
        this.found.size < searchedPhrases &&
        new RegExp(`(?<![\\p{L}\\p{N}_-])${left}[ \\t]+${right}(?![\\p{L}\\p{N}_-])`, 'iu').test(
          (this.segment ??= this.text.slice(this.from, this.to))
        )
      this.found.set(key, found)
    }
    return found
  }
}

/** Whether a `#` comes before `offset` in the URI's pieces. */
function isInFragment(text: string, pieces: readonly number[], offset: number): boolean {
  for (let index = 0; index < pieces.length && pieces[index]! < offset; index += 2) {
    const end = Math.min(pieces[index + 1]!, offset)
    for (let at = pieces[index]!; at < end; at++) if (text.charCodeAt(at) === codes.numberSign) return true
  }
  return false
}

/** Whether `word` is ASCII letters only. */
function isLetters(word: string): boolean {
  for (let index = 0; index < word.length; index++) if (!isAlpha(word.charCodeAt(index))) return false
  return true
}

/**
 * Whether a typesetter would have broken the joined word where this hyphen
 * is: both sides letters with no hyphen of their own, and a hyphenation
 * point of the joined word right there. In a compound, also where the
 * text writes the part joined as a word of its own (`Domain` beside
 * `ch-do-⏎main`).
 */
function isTypesetterBreak(spelling: Break, counts: SegmentWords): boolean {
  // The part of a compound the break is in (`connec|tion` of `connection-strings`), between its own hyphens.
  const {kept, at, partStart: start, partEnd: end, part} = spelling
  if (at === start || end === at + 1) return false
  // `<http://www-⏎masu.ist.osaka-u.ac.jp/…>` (chkdvifont(1)): a host's `www-` before a name is the host's own
  // (`www-cs`, `www-db`), though the patterns break `www|masu`; no host glues a name to its `www`.
  if (at - start === 3 && kept.slice(start, at).toLowerCase() === 'www') return false
  // The letters around the break, as groff hyphenates them: digits may end the part (`Ama|zonS3` of s3fs(1) is
  // `amazons`), but a digit at the break keeps the hyphen (`v2-⏎beta`).
  let first = at
  while (first > start && isAlpha(kept.charCodeAt(first - 1))) first--
  let last = at + 1
  while (last < end && isAlpha(kept.charCodeAt(last))) last++
  if (first === at || last === at + 1) return false
  for (let index = start; index < first; index++) if (!isDigit(kept.charCodeAt(index))) return false
  for (let index = last; index < end; index++) if (!isDigit(kept.charCodeAt(index))) return false
  const letters = (kept.slice(first, at) + kept.slice(at + 1, last)).toLowerCase()
  if (!hyphenationPoints(letters).has(at - first)) return false
  // A compound broken at its own hyphen looks the same (`build-⏎time-stamps`): in one, the break is
  // the typesetter's only where a side is no word of its own, a bound prefix (`re|sources`, `con|stants`)
  // or suffix (`connec|tion`).
  if (part === '') return true
  if (spelling.capitalized) return true
  if (isBoundBreak(spelling)) return true
  // Else where the part, or its singular, is written elsewhere (`ssl-ci-⏎phers` beside "cipher suites", s3fs(1)).
  // Counted last, and only here: most breaks are decided before (on the second prose corpus, the
  // parts were 1,081 of 2,494 words asked about, each a search of the segment).
  const one = singular(part)
  return counts.has(part) || (one !== undefined && counts.has(one))
}

/**
 * Whether the break leaves a bound prefix before it or a bound suffix after it, in the part of the compound it
 * is in: no word of its own, so no writer's compound (`re|opened`, `preserv|ing-history`).
 */
function isBoundBreak({kept, at, partStart, partEnd}: Break): boolean {
  return (
    boundPrefixes.has(kept.slice(partStart, at).toLowerCase()) ||
    boundSuffixes.has(kept.slice(at + 1, partEnd).toLowerCase())
  )
}

/**
 * Whether the break goes on in lower case in a compound whose every part
 * before it the writer capitalized (`Data-Time-For-⏎mat`, a Haskell
 * module's page in hledger(1), on a line of its own): such a name writes no
 * part in lower case, so the break is inside one word, the typesetter's,
 * by its place, as `isSuffixBreak`'s.
 */
function isCapitalizedBreak(kept: string, at: number, start: number): boolean {
  const next = kept.charCodeAt(at + 1)
  if (start === 0 || !isAlpha(next) || (next & caseBit) === 0) return false
  for (let word = 0; word <= start;) {
    const end = word === start ? at : kept.indexOf('-', word)
    if (end - word < 2 || !isAlpha(kept.charCodeAt(word)) || (kept.charCodeAt(word) & caseBit) !== 0) return false
    for (let index = word + 1; index < end; index++) {
      const code = kept.charCodeAt(index)
      if (!isAlpha(code) || (code & caseBit) === 0) return false
    }
    word = end + 1
  }
  return true
}

/**
 * The names `text.slice(from, to)` writes as two words joined by `::` or `_`
 * (`JSON::Validator`, `json_validator`), in any case: the same name as a
 * package's (`json-validator`, CPAN's and PyPI's spelling), so a break at
 * its hyphen keeps it, wherever the patterns put a point (`json|validator`).
 * Read at the first ask, for the words around every break of the segment
 * at once: one native search for each joiner, and a look at the words
 * around it only where the letter after it starts a word after a break (a
 * segment of code has thousands of `_`).
 */
class JoinedNames {
  /** The words on either side of each break (between a compound's hyphens), as `nameKey` writes them. */
  private readonly wanted = new Set<string>()
  private readonly found = new Set<string>()

  constructor(text: string, from: number, to: number, breaks: readonly Break[][]) {
    // The first letters of the words after the breaks, a bit for each of `a` to `z`.
    let firsts = 0
    for (const list of breaks)
      for (const each of list) {
        const key = nameKey(each)
        if (key === undefined) continue
        this.wanted.add(key)
        const first = key.charCodeAt(key.indexOf(' ') + 1) - codes.lowercaseA
        if (first >= 0 && first < 26) firsts |= 1 << first
      }
    if (firsts === 0) return
    const segment = text.slice(from, to)
    for (const joiner of ['::', '_']) {
      for (let at = segment.indexOf(joiner); at >= 0; at = segment.indexOf(joiner, at + joiner.length)) {
        const after = at + joiner.length
        const first = (segment.charCodeAt(after) | caseBit) - codes.lowercaseA
        if (first < 0 || first >= 26 || ((firsts >>> first) & 1) === 0) continue
        let start = at
        while (start > 0 && at - start < wordLook && isWordCode(segment.charCodeAt(start - 1))) start--
        let end = after
        while (end < segment.length && end - after < wordLook && isWordCode(segment.charCodeAt(end))) end++
        if (start === at) continue
        const key = (segment.slice(start, at) + ' ' + segment.slice(after, end)).toLowerCase()
        if (this.wanted.has(key)) this.found.add(key)
      }
    }
  }

  /** Whether the words on either side of the break are a name the segment writes joined. */
  has(spelling: Break): boolean {
    const key = nameKey(spelling)
    return key !== undefined && this.found.has(key)
  }
}

/** The words on either side of a break, between the compound's hyphens, in lower case and joined by a space. */
function nameKey({kept, at, partStart, partEnd}: Break): string | undefined {
  return partStart < at && at + 1 < partEnd
    ? (kept.slice(partStart, at) + ' ' + kept.slice(at + 1, partEnd)).toLowerCase()
    : undefined
}

/** `part` without the `s` of a plural (`ciphers`), when it has one and four letters are left; else `undefined`. */
function singular(part: string): string | undefined {
  return part.length > 4 && part.endsWith('s') && !part.endsWith('ss') ? part.slice(0, -1) : undefined
}

/** How far back in its URI `hyphenatedBefore` looks. */
const uriLook = 256

/** Shortest word before a break that `hyphenatedBefore` takes as a name when the URI writes it whole. */
const namedMin = 4

/**
 * Whether the URI writes the word before the break, in any case, earlier
 * (within `uriLook`) followed by a hyphen, or as a whole segment or label of
 * at least `namedMin` characters: a name the URI repeats, as an anchor
 * repeats its page's (`libpq-connect.html#LIBPQ-⏎CONNSTRING`) or a
 * repository its project's (hledger(1)'s `…/hledger/blob/master/hledger-⏎lib/`),
 * so the hyphen at the break is the name's own.
 */
function hyphenatedBefore(text: string, pieces: readonly number[], {hyphen, at, piece}: Break): boolean {
  const wordStart = hyphen - at
  if (at < 2) return false
  const word = text.slice(wordStart, hyphen).toLowerCase()
  const floor = Math.max(pieces[0]!, wordStart - uriLook)
  let first = piece - 1
  while (first > 0 && pieces[first - 1]! > floor) first -= 2
  const before = piecesText(text, pieces, first, floor, wordStart).toLowerCase()
  for (let index = before.indexOf(word); index >= 0; index = before.indexOf(word, index + 1)) {
    if (index === 0 ? floor !== pieces[0] : isWordCode(before.charCodeAt(index - 1))) continue
    // Not where the word runs into the break's own (`…/hledgerhledger-`): that is no segment of its own.
    const next = index + word.length
    if (next === before.length) continue
    const code = before.charCodeAt(next)
    if (code === codes.dash) return true
    // A whole segment or label, between `/` or `.` (not a query's key: rclone(1)'s `&folder=…&tpl=folder-⏎grid`).
    if (at >= namedMin && isSegmentEdge(code) && (index === 0 || isSegmentEdge(before.charCodeAt(index - 1))))
      return true
  }
  return false
}

/** `/` or `.`: what stands around a path's segment or a host's label. */
function isSegmentEdge(code: number): boolean {
  return code === codes.slash || code === codes.dot
}

/**
 * Whether the URI, after the break (within `uriLook`), writes the word before
 * the break followed by a hyphen, or the word after it after a hyphen, in any
 * case: an anchor that repeats its page's name (`snowsql-⏎config.html#snowsql-config-file`,
 * `reference-⏎conn.html#DBI-CONN-GET`), so the hyphen at the break is the name's own.
 */
function hyphenatedAfter(text: string, pieces: readonly number[], {hyphen, kept, at, piece}: Break): boolean {
  if (at < 2 || kept.length - at - 1 < 2) return false
  const to = Math.min(pieces.at(-1)!, hyphen + 1 + uriLook)
  const after = piecesText(text, pieces, piece + 1, hyphen + 1, to).toLowerCase()
  const left = kept.slice(0, at + 1).toLowerCase()
  for (let index = after.indexOf(left); index >= 0; index = after.indexOf(left, index + 1))
    if (index === 0 || !isWordCode(after.charCodeAt(index - 1))) return true
  const right = kept.slice(at).toLowerCase()
  for (let index = after.indexOf(right); index >= 0; index = after.indexOf(right, index + 1)) {
    const next = index + right.length
    if (next === after.length || !isWordCode(after.charCodeAt(next))) return true
  }
  return false
}

/**
 * The URI's text between the offsets `from` and `to`, its pieces from the one
 * starting at `pieces[first]` joined: not what lies between them (a line's
 * indentation, a table row's other cells).
 */
function piecesText(text: string, pieces: readonly number[], first: number, from: number, to: number): string {
  let joined = ''
  for (let index = first; index < pieces.length && pieces[index]! < to; index += 2) {
    const start = Math.max(from, pieces[index]!)
    const end = Math.min(to, pieces[index + 1]!)
    if (start < end) joined += text.slice(start, end)
  }
  return joined
}

/**
 * Whether the break leaves only a noun's suffix after it (`Certifica-⏎tion%20Authority`): a typesetter's, by its
 * place, even in text set ragged (no writer hyphenates a word before `tion`); `ing`, `less` and the like start
 * words of compounds too (`server-less`), so not those.
 */
function isSuffixBreak({kept, at, partStart, partEnd}: Break): boolean {
  return at - partStart >= 3 && nounSuffixes.has(kept.slice(at + 1, partEnd).toLowerCase())
}

/**
 * The suffixes `isSuffixBreak` takes: those that start no word. With the Greek nouns' `sis` (sshow(8)'s
 * `…/OW-003-ssh-traffic-analy-⏎sis.txt`, on a line of its own that shows no justification).
 */
const nounSuffixes: ReadonlySet<string> = new Set(
  'tion tions sion sions ation ations ment ments ness ity ities ture tures ance ence sis'.split(' ')
)

/** Prefixes that stand as no word of a compound: what a typesetter leaves before a break. */
const boundPrefixes: ReadonlySet<string> = new Set([
  're',
  'con',
  'com',
  'de',
  'dis',
  'pre',
  'pro',
  'un',
  'im',
  'ir',
  'il',
  'non'
])

/**
 * Suffixes that stand as no word of a compound: what a typesetter carries to the next line. With the
 * superlative's `est` (`basedir-spec-lat|est`) and the bound root `tute` (`oss-insti|tute.org`, of
 * institute, constitute, substitute).
 */
const boundSuffixes: ReadonlySet<string> = new Set(
  'tion tions sion sions ation ations ment ments ness ing ings ity ities ture tures ance ence able ible ous ive ives al ly ful less ism ist ists ize ized ise ised est tute tutes'.split(
    ' '
  )
)

/** The `hyphen` package's hyphenator, with the patterns of TeX's hyph-en-us (loaded at the first break asked about: 15 ms). */
let hyphenator: ((word: string, options: {hyphenChar: string; minWordLength: number}) => string) | undefined

/** `hyphenationExceptions` by word, each with its points (read at the first break asked about). */
let exceptions: Map<string, Set<number>> | undefined

/** The points of the exceptions list, by the word written without its hyphens. */
function readExceptions(): Map<string, Set<number>> {
  const map = new Map<string, Set<number>>()
  for (const written of hyphenationExceptions.split(' ')) {
    const points = new Set<number>()
    let offset = 0
    for (const part of written.split('-')) points.add((offset += part.length))
    points.delete(offset)
    map.set(written.replaceAll('-', ''), points)
  }
  return map
}

/**
 * The points of the words asked about so far (the hyphenator takes about
 * 4 µs a word even for one it has seen, reading it as a text): at most
 * `pointsKept` words, then started afresh.
 */
const pointsOf = new Map<string, ReadonlySet<number>>()
const pointsKept = 4096

/**
 * The offsets in `word` (lower case, ASCII letters) where a break is
 * allowed: as groff reads it, its exceptions first (`ar|chive`), then the
 * patterns.
 */
function hyphenationPoints(word: string): ReadonlySet<number> {
  let points = pointsOf.get(word)
  if (points === undefined) {
    if (pointsOf.size >= pointsKept) pointsOf.clear()
    pointsOf.set(word, (points = readPoints(word)))
  }
  return points
}

/** `hyphenationPoints()` of a word not asked about before. */
function readPoints(word: string): Set<number> {
  const exception = (exceptions ??= readExceptions()).get(word)
  if (exception !== undefined) return exception
  hyphenator ??= (
    createRequire(import.meta.url)('hyphen/en-us') as {
      hyphenateSync: (word: string, options: {hyphenChar: string; minWordLength: number}) => string
    }
  ).hyphenateSync
  const points = new Set<number>()
  let offset = 0
  for (const part of hyphenator(word, {hyphenChar: '-', minWordLength: 4}).split('-')) {
    offset += part.length
    points.add(offset)
  }
  points.delete(word.length)
  return points
}

/** A word character: letter, digit or a non-ASCII letter. */
function isWordCode(code: number): boolean {
  return isAlphanumeric(code) || (code >= firstNonAscii && isNonAsciiUriCode(code))
}

/** The hyphenated word ending right before `end` (`dcc` in `www.dcc-`), as written. */
function wordBefore(text: string, end: number, from: number): string {
  let start = end
  const floor = Math.max(from, end - wordLook)
  while (
    start > floor &&
    (isWordCode(text.charCodeAt(start - 1)) ||
      (text.charCodeAt(start - 1) === codes.dash && start - 1 > floor && isWordCode(text.charCodeAt(start - 2)))) &&
    !isEscapeEnd(text, start, floor)
  )
    start--
  while (start < end && text.charCodeAt(start) === codes.dash) start++
  return text.slice(start, end)
}

/**
 * Whether a percent-encoded octet ends right before `index` (`%2F|ieeex`): its hex digits are
 * no letters of the word after it (pktools' `url=http%3A%2F%2Fieeex-⏎plore.ieee.org`).
 */
function isEscapeEnd(text: string, index: number, floor: number): boolean {
  return (
    index - 3 >= floor &&
    text.charCodeAt(index - 3) === codes.percentSign &&
    isHexDigit(text.charCodeAt(index - 2)) &&
    isHexDigit(text.charCodeAt(index - 1))
  )
}

/** The hyphenated word starting at `start` (`servers` in `servers.net`), as written. */
function wordAfter(text: string, start: number, to: number): string {
  let end = start
  const limit = Math.min(to, start + wordLook)
  while (
    end < limit &&
    (isWordCode(text.charCodeAt(end)) ||
      (text.charCodeAt(end) === codes.dash && end + 1 < limit && isWordCode(text.charCodeAt(end + 1))))
  )
    end++
  return text.slice(start, end)
}

/**
 * Up to this many words, looked for with `indexOf` (native); more, in one
 * pass over the words, which reads every character (about 160 µs for a
 * 16 K segment of the second prose corpus, where a search up to a word's
 * first occurrence takes about 6 µs): so that a segment with hundreds of
 * breaks is read a bounded number of times.
 */
export const searchedWords = 32
/** What `İ` leaves after its `i` in lower case. */
const combiningDot = '\u0307'

/**
 * Whether `text.slice(from, to)` holds each of `words` (in lower case) as
 * a whole word in any case (runs of word characters joined by single
 * hyphens, on one line); any other word is held nowhere. Up to
 * `searchedWords` words, each is searched at its first need, up to its
 * first occurrence: an ASCII word in the segment as written, from the
 * occurrences of its rarest character and the one after it, in each of
 * their cases; any other in the segment in lower case. More, all are
 * looked for at once in one pass over the segment's words. All ways give
 * the same answers.
 */
export class SegmentWords {
  private readonly found = new Map<string, boolean>()
  /** The segment alone, as written and in lower case, so that no search runs past it: made at their first search. */
  private written: string | undefined
  private lowered: string | undefined

  constructor(
    private readonly text: string,
    private readonly from: number,
    private readonly to: number,
    private readonly words: ReadonlySet<string>
  ) {
    if (words.size > searchedWords) this.walk()
  }

  /** Whether the segment holds `word`: false if it is none of the words asked. */
  has(word: string): boolean {
    if (!this.words.has(word)) return false
    let found = this.found.get(word)
    if (found === undefined) this.found.set(word, (found = this.search(word)))
    return found
  }

  /**
   * Search the segment for `word` up to its first occurrence (a third of
   * the words asked about on the second prose corpus are there). From its
   * rarest character and the next, each pair of their cases a needle:
   * `indexOf` passes the other occurrences of the rarest character
   * natively, where one search per case of it stopped at each (about 270
   * a search there, 96% in other words).
   */
  private search(word: string): boolean {
    const {text, from, to} = this

    if (isAscii(word)) {
      // In the text as written: no copy in lower case (on the second prose corpus, 7.5 MB of segments a run).
      const segment = (this.written ??= text.slice(from, to))
      // The rarest character starts the pair, or ends it at the word's end; a word of one character is one needle.
      const anchor = Math.max(0, Math.min(anchorOf(word), word.length - 2))
      for (const needle of writtenPairs(word, anchor)) {
        for (let at = segment.indexOf(needle, anchor); at >= 0; at = segment.indexOf(needle, at + 1))
          if (isWrittenWordAt(text, word, from + at - anchor, from, to)) return true
      }
      return false
    }

    const segment = (this.lowered ??= text.slice(from, to).toLowerCase())
    for (let at = segment.indexOf(word); at >= 0; at = segment.indexOf(word, at + 1))
      if (isWordAt(segment, word, at)) return true
    return false
  }

  /** All words looked for in one pass over the segment's words. */
  private walk(): void {
    const {text, from, to, found} = this
    let lengths = 0
    for (const word of this.words) {
      found.set(word, false)
      // `İ` is two characters in lower case (`i̇`): a word written with it is shorter than asked.
      for (let length = word.length, at = word.indexOf(combiningDot); ; at = word.indexOf(combiningDot, at + 1)) {
        lengths |= 1 << Math.min(length, 31)
        if (at < 0) break
        length--
      }
    }
    let index = from

    while (index < to) {
      if (!isWordCode(text.charCodeAt(index))) {
        index++
        continue
      }

      const start = index
      while (index < to && (isWordCode(text.charCodeAt(index)) || isJoiningDash(text, index, from, to))) index++
      // Most words have a length no asked word has: no slice for them.
      if ((lengths & (1 << Math.min(index - start, 31))) === 0) continue
      const word = text.slice(start, index).toLowerCase()
      if (found.has(word)) found.set(word, true)
    }
  }
}

/** Whether `segment` (in lower case) holds `word` at `at` as a whole word. */
function isWordAt(segment: string, word: string, at: number): boolean {
  return at >= 0 && segment.startsWith(word, at) && isWholeWord(segment, at, at + word.length, 0, segment.length)
}

/** Rarer characters first (in the manual pages and info manuals of the second prose corpus). */
const rarity = '987564320qzj1xwvybkgfmphud-clrsniaote'

/** Where in `word` (ASCII, lower case) to look for it in a text as written: its rarest character. */
function anchorOf(word: string): number {
  let anchor = 0
  let rank = rarity.length
  for (let index = 0; index < word.length && rank > 0; index++) {
    const at = rarity.indexOf(word[index]!)
    if (at >= 0 && at < rank) {
      rank = at
      anchor = index
    }
  }
  return anchor
}

/**
 * What an ASCII character (in lower case) is written as in any case: a
 * letter in either case, `k` also as the Kelvin sign `K`, which is `k` in
 * lower case. No other character is an ASCII letter in lower case but
 * `İ`, whose lower case `i̇` is no ASCII word's.
 */
function writtenAs(code: number): string[] {
  const character = String.fromCharCode(code)
  if (!isAlpha(code)) return [character]
  const upper = String.fromCharCode(code - caseBit)
  return code === lowercaseK ? [character, upper, String.fromCharCode(kelvinSign)] : [character, upper]
}

/**
 * What `word` (ASCII, lower case) holds at `at` and right after it is
 * written as in any case: each pair of the ways to write either.
 */
function writtenPairs(word: string, at: number): string[] {
  const firsts = writtenAs(word.charCodeAt(at))
  if (at + 1 >= word.length) return firsts
  const pairs: string[] = []
  for (const second of writtenAs(word.charCodeAt(at + 1))) for (const first of firsts) pairs.push(first + second)
  return pairs
}

/** `k`, and the Kelvin sign `K`. */
const lowercaseK = 0x6b
const kelvinSign = 0x21_2a

/** Whether `text` (as written) holds `word` (ASCII, lower case) at `at`, before `to`, in any case. */
function isWrittenAt(text: string, word: string, at: number, to: number): boolean {
  if (at + word.length > to) return false
  for (let index = 0; index < word.length; index++) {
    const code = text.charCodeAt(at + index)
    const expected = word.charCodeAt(index)
    if (code === expected) continue
    if (isAlpha(expected) && (code === expected - caseBit || (expected === lowercaseK && code === kelvinSign))) continue
    return false
  }
  return true
}

/**
 * Whether `text.slice(from, to)` (as written) holds `word` (ASCII, lower
 * case) at `at` as a whole word in any case: as `isWordAt` finds it in the
 * segment in lower case (a character and its lower case are both word
 * characters or both not, and only `-` is `-`).
 */
function isWrittenWordAt(text: string, word: string, at: number, from: number, to: number): boolean {
  return at >= from && isWrittenAt(text, word, at, to) && isWholeWord(text, at, at + word.length, from, to)
}

/**
 * Whether `text.slice(start, end)` is a whole word of `text.slice(from, to)`:
 * no word character or joining `-` right before or after it.
 */
function isWholeWord(text: string, start: number, end: number, from: number, to: number): boolean {
  if (start > from && (isWordCode(text.charCodeAt(start - 1)) || isJoiningDash(text, start - 1, from, to))) return false
  return !(end < to && (isWordCode(text.charCodeAt(end)) || isJoiningDash(text, end, from, to)))
}

/** A `-` between two word characters at `index` of `text.slice(from, to)`. */
function isJoiningDash(text: string, index: number, from: number, to: number): boolean {
  return (
    text.charCodeAt(index) === codes.dash &&
    index + 1 < to &&
    isWordCode(text.charCodeAt(index + 1)) &&
    index > from &&
    isWordCode(text.charCodeAt(index - 1))
  )
}

/**
 * Whether the line holding the break is justified: as long as the line before
 * or after it (at least `justifiedMin`), and one of them has two spaces
 * between words that no sentence ends before, where a typesetter padded it
 * (two spaces after a sentence are a writer's habit, not padding).
 */
function isJustified(text: string, spelling: Break, from: number, to: number, margins: Margins): boolean {
  const line = lineAround(text, spelling.hyphen, from, to)
  const length = line.end - line.start
  const before = line.start > from ? lineAround(text, line.start - 1, from, to) : undefined
  if (length < justifiedMin) {
    // `(https://docs.ora-` alone on a short line after a padded one at the margin: the typesetter set the long
    // word on a line of its own, the line before justified without it.
    if (before === undefined || !isOneWord(text, line.start, line.end)) return false
    const margin = (margins.common ??= commonLength(text, from, to))
    return margin > 0 && before.end - before.start === margin && hasPadding(text, before.start, before.end)
  }
  const after = line.next < to ? lineAround(text, line.next, from, to) : undefined
  const padded = hasPadding(text, line.start, line.end)

  for (const neighbour of [before, after]) {
    if (neighbour === undefined || neighbour.end - neighbour.start !== length) continue
    if (padded || hasPadding(text, neighbour.start, neighbour.end)) return true
  }

  // The segment's right margin, the length most of its padded lines have: a line there is justified
  // whether or not it needed padding (`See   commits   (https://…/com-` between short lines, too), and
  // so is a line of one long word next to one (which no padding could bring to the margin).
  const margin = (margins.common ??= commonLength(text, from, to))
  if (margin === 0) return false
  if (length === margin) return true
  if (!isOneWord(text, line.start, line.end)) return false
  // A line of one word, broken, that reaches to within a few columns of the margin: the typesetter filled it
  // and broke the word (finch(1)'s `…&status=re-⏎opened&…`, its line between ragged ones). Only where the break
  // leaves a bound prefix or suffix: a writer's compound ends such lines too (sqitch's
  // `…#using-⏎variables`, certbot(1)'s `…/dns/access-⏎control`), at a point of the patterns as often.
  return (
    (length < margin && margin - length <= oneWordSlack && isBoundBreak(spelling)) ||
    [before, after].some((neighbour) => neighbour !== undefined && neighbour.end - neighbour.start === margin)
  )
}

/**
 * How many columns short of the margin a line of one broken word may stop: the next piece of the word up to
 * a point where it may be broken did not fit (as wrap.ts's `widthSlack` for a mail client's wrap).
 */
const oneWordSlack = 12

/** Whether `text.slice(start, end)` is one word after its indentation: no blank inside. */
function isOneWord(text: string, start: number, end: number): boolean {
  for (let index = skipBlanks(text, start, end); index < end; index++)
    if (isBlankCode(text.charCodeAt(index))) return false
  return true
}

/** What `isJustified` works out once a segment: its right margin. */
interface Margins {
  common?: number
}

/**
 * The length most padded lines of `text.slice(from, to)` at least
 * `justifiedMin` long have (trailing blanks left out); 0 if none. The line
 * breaks and the two spaces of padding are found with `indexOf` in the
 * segment alone (a slice: no search runs past it), each once, not by
 * reading every character: 11.8 to 2.4 ms a run on the second prose
 * corpus, whose manual pages ask for 110 segments' margins.
 */
export function commonLength(text: string, from: number, to: number): number {
  const segment = text.slice(from, to)
  const length = segment.length
  const counts = new Map<number, number>()
  let common = 0
  let most = 0
  // The next of each at or after the line looked at (`length`: none).
  let lineFeed = -1
  let carriageReturn = -1
  let twoSpaces = -1

  for (let start = 0; start < length;) {
    if (lineFeed < start) lineFeed = nextIn(segment, '\n', start)
    if (carriageReturn < start) carriageReturn = nextIn(segment, '\r', start)
    const lineEnd = Math.min(lineFeed, carriageReturn)
    let end = lineEnd
    while (end > start && isBlankCode(segment.charCodeAt(end - 1))) end--

    if (end - start >= justifiedMin) {
      // As `hasPadding`: two spaces after the indentation, not after a sentence's end.
      const first = skipBlanks(segment, start, end) + 1
      if (twoSpaces < first) twoSpaces = nextIn(segment, '  ', first)
      while (twoSpaces < end - 1) {
        const before = segment.charCodeAt(twoSpaces - 1)
        if (!isBlankCode(before) && !isSentenceEnd(before)) break
        twoSpaces = nextIn(segment, '  ', twoSpaces + 1)
      }

      if (twoSpaces < end - 1) {
        const count = (counts.get(end - start) ?? 0) + 1
        counts.set(end - start, count)
        if (count > most) {
          most = count
          common = end - start
        }
      }
    }

    start = lineEnd
    if (start < length && segment.charCodeAt(start) === codes.cr) start++
    if (start < length && segment.charCodeAt(start) === codes.lf) start++
  }

  return common
}

/** Offset of the next `needle` in `text` at or after `from`, or `text.length`. */
function nextIn(text: string, needle: string, from: number): number {
  const found = text.indexOf(needle, from)
  return found < 0 ? text.length : found
}

/** The line holding `index`: its start, its end (before trailing blanks) and the start of the next line. */
function lineAround(text: string, index: number, from: number, to: number): {start: number; end: number; next: number} {
  let start = index
  while (start > from && !isEolCode(text.charCodeAt(start - 1))) start--
  let next = index
  while (next < to && !isEolCode(text.charCodeAt(next))) next++
  let end = next
  while (end > start && isBlankCode(text.charCodeAt(end - 1))) end--
  if (next < to && text.charCodeAt(next) === codes.cr) next++
  if (next < to && text.charCodeAt(next) === codes.lf) next++
  return {start, end, next}
}

/**
 * Whether two spaces stand between words in `text.slice(start, end)`, not after the indentation or a sentence's end:
 * a typesetter's padding of a justified line (also where wrap.ts asks whether a line was filled by one).
 */
export function hasPadding(text: string, start: number, end: number): boolean {
  start = skipBlanks(text, start, end)
  for (let index = start + 1; index < end - 1; index++) {
    if (text.charCodeAt(index) !== codes.space || text.charCodeAt(index + 1) !== codes.space) continue
    const before = text.charCodeAt(index - 1)
    if (!isBlankCode(before) && !isSentenceEnd(before)) return true
  }
  return false
}

/** `.`, `?`, `!`, `:` or `)`: what ends a sentence before two spaces. */
function isSentenceEnd(code: number): boolean {
  return (
    code === codes.dot ||
    code === codes.questionMark ||
    code === codes.exclamationMark ||
    code === codes.colon ||
    code === codes.rightParenthesis
  )
}

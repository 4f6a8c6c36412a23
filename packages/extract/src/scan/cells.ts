/**
 * URIs that a table's cell broke. tbl fills a cell's text and hyphenates a
 * long word at the cell's edge as it does at a paragraph's, so in a boxed
 * table as `man` renders it a URI goes on in the same cell of the next line,
 * past the row's other cells:
 *
 *     |http://www.y.com/market-    | http://market-             |
 *     |ing/projects/manhat-        | ing.y.com/projects/manhat- |
 *     |tan/specs.html              | tan/specs.html             |
 *
 * Only a hyphen ends a cell's line inside a word (tbl breaks elsewhere at
 * blanks), so this is asked where a piece ends at `-` before the cell's
 * border; hyphens.ts then decides whether the hyphen is the URI's, as at
 * any other line break. The lines are looked at up to `rowLook` columns
 * each, so the work per break is bounded.
 */
import {codes, skipBlanks} from '@urilint/core/character'
import {isBlankCode, isCellBorderCode, isEolCode} from '../character.js'

/** Longest table row read (columns on each side of the break). */
const rowLook = 256

/**
 * Where the URI whose piece from `pieceStart` ends with a hyphen at `end - 1`
 * goes on, or -1: the first non-blank of the same cell on the next line, when
 * the piece's cell is bordered the same on both lines (its right border at the
 * same column, and its left one, or the line's indentation for a table boxed
 * on the right only) and the row goes on there (no rule line between).
 */
export function cellResume(text: string, from: number, to: number, pieceStart: number, end: number): number {
  if (!isCellEdge(text, end, to)) return -1
  const right = skipBlanks(text, end, to)

  // The left border: the `|` before the piece, or the start of a line the piece begins (the table's first column).
  let left = pieceStart
  while (left > from && pieceStart - left < rowLook && isBlankCode(text.charCodeAt(left - 1))) left--
  const bordered = left > from && isCellBorderCode(text.charCodeAt(left - 1))
  let lineStart = bordered ? left - 1 : left
  while (lineStart > from && right - lineStart < rowLook && !isEolCode(text.charCodeAt(lineStart - 1))) lineStart--
  if (lineStart > from && !isEolCode(text.charCodeAt(lineStart - 1))) return -1
  // A row: the line starts with a border, or, unboxed on the left, with the piece.
  const first = skipBlanks(text, lineStart, right)
  if (!(bordered ? isCellBorderCode(text.charCodeAt(first)) : first === pieceStart)) return -1

  let eol = right + 1
  while (eol < to && eol - right < rowLook && !isEolCode(text.charCodeAt(eol))) eol++
  if (eol >= to || !isEolCode(text.charCodeAt(eol))) return -1
  let next = eol + 1
  if (text.charCodeAt(eol) === codes.cr && next < to && text.charCodeAt(next) === codes.lf) next++

  // The same cell on the next line: borders at the same columns, no line break before the right one.
  const leftColumn = (bordered ? left - 1 : left) - lineStart
  const rightColumn = right - lineStart
  const nextRight = next + rightColumn
  if (nextRight >= to || !isCellBorderCode(text.charCodeAt(nextRight))) return -1
  for (let index = next; index < nextRight; index++) if (isEolCode(text.charCodeAt(index))) return -1
  const nextLeft = next + leftColumn
  if (bordered) {
    if (!isCellBorderCode(text.charCodeAt(nextLeft))) return -1
  } else if (skipBlanks(text, next, nextLeft) !== nextLeft) return -1

  const resume = skipBlanks(text, bordered ? nextLeft + 1 : nextLeft, nextRight)
  if (resume >= nextRight) return -1
  // `| http://a.example/x-  |⏎| http://b.example/ |`: a URI of its own in the cell, a row of a table that
  // does not fill its cells (Markdown's), not the rest of this one.
  const slashes = text.indexOf('://', resume)
  return slashes >= 0 && slashes < nextRight ? -1 : resume
}

/** Whether a piece ending at `end` ends at a table cell's edge: blanks, then a border, before `to`. */
export function isCellEdge(text: string, end: number, to: number): boolean {
  const right = skipBlanks(text, end, to)
  return right < to && isCellBorderCode(text.charCodeAt(right))
}

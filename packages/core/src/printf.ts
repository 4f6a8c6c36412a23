/**
 * printf conversions (`%s`, `%d`, `%1$s`, `%(host)s`, `%-5.2f`, Go's `%v`):
 * the placeholders of format strings (C 7.21.6.1, POSIX positional
 * arguments, Python's `%` formatting). One reading for the whole project:
 * a password that is one is a placeholder (`isPlaceholder`), and a URI
 * holding them is a template (template.ts).
 */
import {codes, isAlphanumeric, isDigit, isHexDigit} from './character.js'

const flags = '-+ 0#'
const lengths = 'hlLqjzt'
const conversions = 'bdiouxXeEfFgGcsrvp'
/** Longest conversion read: past it, the `%` starts something else. */
const maxLength = 64

/**
 * The end of the printf conversion at `start` (a `%`) of `text`, if one is
 * there: an optional `n$` or `(name)`, flags, width, precision, a length
 * modifier and a conversion letter that no letter, digit or `_` follows
 * (`100%sure` is none). A percent-encoding (`%2e`, `%de`) is none either.
 */
export function printfEnd(text: string, start: number): number | undefined {
  if (text.charCodeAt(start) !== codes.percentSign) return undefined
  if (isHexDigit(text.charCodeAt(start + 1)) && isHexDigit(text.charCodeAt(start + 2))) return undefined
  const limit = Math.min(text.length, start + maxLength)
  let index = start + 1
  if (text.charCodeAt(index) === codes.leftParenthesis) {
    // Python's `%(name)s`.
    let name = index + 1
    while (name < limit && (isAlphanumeric(text.charCodeAt(name)) || text.charCodeAt(name) === codes.underscore)) name++
    if (name === index + 1 || text.charCodeAt(name) !== codes.rightParenthesis) return undefined
    index = name + 1
  } else {
    let digits = index
    while (isDigit(text.charCodeAt(digits))) digits++
    if (digits > index && text.charCodeAt(digits) === codes.dollarSign) index = digits + 1
  }
  while (index < limit && flags.includes(text.charAt(index))) index++
  while (index < limit && isDigit(text.charCodeAt(index))) index++
  if (text.charCodeAt(index) === codes.dot) {
    index++
    while (index < limit && isDigit(text.charCodeAt(index))) index++
  }
  // One length modifier, or `hh`/`ll` (`%zzb` is none).
  if (index < limit && lengths.includes(text.charAt(index))) {
    const length = text.charAt(index)
    index++
    if ((length === 'h' || length === 'l') && text.charAt(index) === length) index++
  }
  if (index >= text.length || !conversions.includes(text.charAt(index))) return undefined
  index++
  const after = text.charCodeAt(index)
  return isAlphanumeric(after) || after === codes.underscore ? undefined : index
}

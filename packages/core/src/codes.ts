/**
 * The one table of character codes (UTF-16 code units) for every package,
 * named as micromark names them (`micromark-util-symbol`), so that scanners
 * compare numbers and say what they mean. Imported elsewhere as
 * `@urilint/core/character`.
 */
export const codes = {
  nul: 0x00,
  ht: 0x09, // horizontal tab
  lf: 0x0a, // line feed
  ff: 0x0c, // form feed
  cr: 0x0d, // carriage return
  space: 0x20,
  exclamationMark: 0x21, // !
  quotationMark: 0x22, // "
  numberSign: 0x23, // #
  dollarSign: 0x24, // $
  percentSign: 0x25, // %
  ampersand: 0x26, // &
  apostrophe: 0x27, // '
  leftParenthesis: 0x28, // (
  rightParenthesis: 0x29, // )
  asterisk: 0x2a, // *
  plusSign: 0x2b, // +
  comma: 0x2c, // ,
  dash: 0x2d, // -
  dot: 0x2e, // .
  slash: 0x2f, // /
  digit0: 0x30,
  digit1: 0x31,
  digit2: 0x32,
  digit5: 0x35,
  digit9: 0x39,
  colon: 0x3a, // :
  semicolon: 0x3b, // ;
  lessThan: 0x3c, // <
  equalsTo: 0x3d, // =
  greaterThan: 0x3e, // >
  questionMark: 0x3f, // ?
  atSign: 0x40, // @
  uppercaseA: 0x41,
  uppercaseF: 0x46,
  uppercaseL: 0x4c,
  uppercaseR: 0x52,
  uppercaseU: 0x55,
  uppercaseW: 0x57,
  uppercaseX: 0x58,
  uppercaseZ: 0x5a,
  leftSquareBracket: 0x5b, // [
  backslash: 0x5c, // \
  rightSquareBracket: 0x5d, // ]
  caret: 0x5e, // ^
  underscore: 0x5f, // _
  graveAccent: 0x60, // `
  lowercaseA: 0x61,
  lowercaseF: 0x66,
  lowercaseH: 0x68,
  lowercaseV: 0x76,
  lowercaseW: 0x77,
  lowercaseX: 0x78,
  lowercaseY: 0x79,
  lowercaseZ: 0x7a,
  leftCurlyBrace: 0x7b, // {
  verticalBar: 0x7c, // |
  rightCurlyBrace: 0x7d, // }
  tilde: 0x7e, // ~
  del: 0x7f,
  /** U+2026 HORIZONTAL ELLIPSIS: `https://github.com/…/issues`, `magnet:?xt=urn:…`. */
  ellipsis: 0x2026,
  /** U+FEFF at the start of a file: a byte-order mark, which micromark drops before it counts positions. */
  byteOrderMark: 0xfeff
} as const

/** Code units from here up are not ASCII. */
export const firstNonAscii = 0x80

/** The bit that folds an ASCII letter to lower case (`code | caseBit`). */
export const caseBit = 0x20

/** Port numbers are 16-bit (RFC 793); anything above cannot name a TCP/UDP port. */
export const maxPort = 65_535

/** Named character codes, so scanners compare numbers and say what they mean. */
export const codes = {
  nul: 0x00,
  tab: 0x09,
  lf: 0x0a,
  cr: 0x0d,
  space: 0x20,
  exclamation: 0x21, // !
  quote: 0x22, // "
  numberSign: 0x23, // #
  dollar: 0x24, // $
  percent: 0x25, // %
  ampersand: 0x26, // &
  apostrophe: 0x27, // '
  leftParen: 0x28, // (
  rightParen: 0x29, // )
  asterisk: 0x2a, // *
  plus: 0x2b, // +
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
  equals: 0x3d, // =
  greaterThan: 0x3e, // >
  question: 0x3f, // ?
  at: 0x40, // @
  upperA: 0x41,
  upperF: 0x46,
  upperZ: 0x5a,
  leftBracket: 0x5b, // [
  backslash: 0x5c, // \
  rightBracket: 0x5d, // ]
  caret: 0x5e, // ^
  underscore: 0x5f, // _
  graveAccent: 0x60, // `
  lowerA: 0x61,
  lowerF: 0x66,
  lowerV: 0x76,
  lowerZ: 0x7a,
  leftBrace: 0x7b, // {
  verticalBar: 0x7c, // |
  rightBrace: 0x7d, // }
  tilde: 0x7e, // ~
  del: 0x7f
} as const

/** Port numbers are 16-bit (RFC 793); anything above cannot name a TCP/UDP port. */
export const maxPort = 65_535

/**
 * Named character codes used by the scanners (UTF-16 code units).
 * Hot paths compare `charCodeAt` results against these, never substrings.
 */
export const codes = {
  tab: 0x09,
  lineFeed: 0x0a,
  carriageReturn: 0x0d,
  space: 0x20,
  exclamationMark: 0x21,
  quotationMark: 0x22,
  numberSign: 0x23,
  dollarSign: 0x24,
  percentSign: 0x25,
  ampersand: 0x26,
  apostrophe: 0x27,
  leftParenthesis: 0x28,
  rightParenthesis: 0x29,
  asterisk: 0x2a,
  plusSign: 0x2b,
  comma: 0x2c,
  dash: 0x2d,
  dot: 0x2e,
  slash: 0x2f,
  digit0: 0x30,
  digit9: 0x39,
  colon: 0x3a,
  semicolon: 0x3b,
  lessThan: 0x3c,
  equalsTo: 0x3d,
  greaterThan: 0x3e,
  questionMark: 0x3f,
  atSign: 0x40,
  uppercaseA: 0x41,
  uppercaseL: 0x4c,
  uppercaseR: 0x52,
  uppercaseU: 0x55,
  uppercaseW: 0x57,
  uppercaseZ: 0x5a,
  leftSquareBracket: 0x5b,
  backslash: 0x5c,
  rightSquareBracket: 0x5d,
  caret: 0x5e,
  underscore: 0x5f,
  graveAccent: 0x60,
  lowercaseA: 0x61,
  lowercaseZ: 0x7a,
  leftCurlyBrace: 0x7b,
  verticalBar: 0x7c,
  rightCurlyBrace: 0x7d,
  tilde: 0x7e,
  delete: 0x7f,
  /** Code units from here up are not ASCII. */
  firstNonAscii: 0x80,
  /** Bit that folds an ASCII letter to lower case. */
  caseBit: 0x20
} as const

/** Limits that keep every scan bounded (and so the whole pass linear). */
export const limits = {
  /** Longest scheme recognised before a `:` (RFC 3986 sets none; real ones are short). */
  schemeLength: 32,
  /** Longest e-mail local part (RFC 5321 section 4.5.3.1.1). */
  localPartLength: 64,
  /** Segment length before which a blank line does not end a segment (see segment.ts). */
  segmentMin: 1 << 14,
  /** Segment length after which the next line break ends a segment (see segment.ts). */
  segmentSoft: 1 << 16,
  /** Segment length at which a segment is cut wherever it is. */
  segmentHard: 1 << 17
} as const

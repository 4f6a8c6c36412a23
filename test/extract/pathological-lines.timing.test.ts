/**
 * Linear time on pathological input (test/extract/pathological.ts): the
 * colons of prose, addresses in `<…>`, URIs keyed by a scheme, lines
 * continued by `\`, and the evidence for hyphens at line breaks (issue 26).
 */
import {extract} from '@urilint/extract'
import {describe, expect, it} from 'vitest'
import {linearBound, linearRatio} from '../linear.ts'
import {eachLinear, repeats, type Unit} from './pathological.ts'

const units: Unit[] = [
  // Issue 26: the colons of prose passed in bulk, with and without a `<` shortly before each.
  ['`Note: ` (colons followed by a blank)', 'Note: ', {}],
  ['`<a Note: (x): ` (a `<` before each colon)', '<a Note: (x): ', {}],
  // Issue 26: addresses in `<…>` decided at their `@` in one read, and those left to `delimited`.
  ['`<a.b@x.io>` (addresses decided by the fast path)', '<a.b@x.io>', {email: true}],
  ['`<a@x.io <a/b@x.io,` (hosts not closed by `>`, a `/` in the local part)', '<a@x.io <a/b@x.io,', {email: true}],
  // Issue 26: a capitalised word alone after `//`, a URI keyed by a scheme written with `//`, an elided last segment.
  [
    '`unix://Unix http:http://x/ http://x/... ` (prose after `//`, keyed URIs, elisions)',
    'unix://Unix http:http://x/ http://x/... ',
    {}
  ],
  // Issue 26: lines continued by `\` (a shell's join; a watch line's directory before its file pattern).
  ['`http://x/a\\⏎b http://x/\\⏎@A@ ` (continued lines)', 'http://x/a\\\nb http://x/\\\n@A@ ', {templates: true}],
  ['`http://x/a\\+\\.\\ ` (escapes, one before a blank)', 'http://x/a\\+\\.\\ ', {}],
  ["`http://x/?a\\&b\\&\\ ` (a shell's escaped `&`, one before a blank)", 'http://x/?a\\&b\\&\\ ', {}],
  ['`http://a.io@b=c ` (a host before a `name=value`)', 'http://a.io@b=c ', {}],
  // Issue 26: the right margin and the words counted with `indexOf` for hyphens at line breaks.
  [
    '`a  b  http://x.io/con-⏎nection  c⏎` (justified lines, a hyphen at each break)',
    'a  b  http://x.io/con-\nnection  c\n',
    {}
  ],
  // Issue 26: a DMARC record's list of `mailto:` URIs and its tags, and a path written on at the next line's start.
  ['`mailto:a@b;c,` (a list of addresses with no blank, each cut at its tag)', 'mailto:a@b;c,', {}],
  [
    '`http://x.io/⏎ * a/b.html ` (a directory, its file on the next line of a comment)',
    ' * http://x.io/\n * a/b.html ',
    {}
  ],
  // No `.` anywhere: the path's extension is looked for within its token (a search back ran to the text's start).
  ['`http://x/⏎a/b ` (a directory, a path with no extension on the next line)', 'http://x/\na/b ', {}],
  // Issue 26: the names a segment writes joined by `::` or `_` (`JSON::Validator`), read at a typesetter's break.
  [
    '`a  b  http://x.io/con-⏎nection  A::nx  c_nection⏎` (justified breaks; names joined by `::` and `_` read)',
    'a  b  http://x.io/con-\nnection  A::nx  c_nection\n',
    {}
  ],
  // Issue 26: the words of a break searched in the text as written, from each occurrence of their rarest letter in any case.
  [
    '`http://x.io/qz-⏎kq QZ-KQ Qzkq ` (the same break, its words written in every case, `K` too)',
    'http://x.io/qz-\nkq QZ-\u212aQ Qzkq ',
    {}
  ],
  // Issue 26: a break's spellings searched up to their first occurrence, from a pair of characters in each case.
  [
    '`http://x.io/qz-⏎kx Qz qZK ` (a break written nowhere else: both spellings searched through the segment)',
    'http://x.io/qz-\nkx Qz qZK ',
    {}
  ],
  // Issue 26: a line of one broken word near the margin, a name the URI wrote before, a capitalized name broken.
  [
    '`a  b  c⏎Bugs:⏎http://x.io/…/re-⏎opened⏎` (lines of one word near the margin, a bound prefix at the break)',
    'aaaa  bbbb  cccc  dddd  eeee  ffff  gggg  hh\nBugs:\nhttp://x.io/page/a/b/c/d/e/f/g/h/i/j/re-\nopened\n',
    {}
  ],
  [
    '`a  b  c⏎http://x.io/hledger/…/hledger-⏎lib⏎` (the word before a break written before as a segment)',
    'aaaa  bbbb  cccc  dddd  eeee  ffff  gggg  hh\nhttp://x.io/hledger/b/c/d/e/f/g/h/hledger-\nlib\n',
    {}
  ],
  ['`http://x.io/Ab-Cd-For-⏎mat ` (capitalized names broken in lower case)', 'http://x.io/Ab-Cd-For-\nmat ', {}],
  // Issue 26: hosts alone, one before a status in parentheses (`http://www.example.com(200)`): each looks back to its
  // host only (a look back to the last `(` of the text was quadratic).
  ['`http://a.io ` (hosts alone, no `(` in the text)', 'http://a.io ', {}],
  [
    '`http://a.io http://b.io(1) ` (hosts alone, and one before a word in parentheses)',
    'http://a.io http://b.io(1) ',
    {}
  ],
  // Issue 26: URIs broken in table cells (scan/cells.ts): a row of cells on one line, and rows each joined to the next.
  ['`|http://a-  ` (cells of one row, each a URI ending at a hyphen)', '|http://a-  ', {}],
  [
    '`|http://x.io/a-  |⏎|bc-           |⏎` (rows, each URI joined to the next line of its cell)',
    `|${'http://x.io/a-'.padEnd(16)}|\n|${'bc-'.padEnd(16)}|\n`,
    {www: true, email: true}
  ]
]

describe('linear time on pathological input: colons, continued lines and hyphens (2.5·10^4 and 10^5 repeats)', () => {
  eachLinear(units)

  it('`|http://x.io/a-|⏎` then `|bc-|⏎` repeated (one URI over every line of its cell)', async () => {
    const settings = {diagnostics: false} as const
    const ratio = await linearRatio(
      (n) => '|http://x.io/a-|\n' + `|${'bc-'.padEnd(14)}|\n`.repeat(n),
      (text) => extract(text, settings),
      repeats
    )
    expect(ratio).toBeLessThan(linearBound)
  })
})

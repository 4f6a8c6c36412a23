/**
 * Linear time on pathological input (test/extract/pathological.ts): the extents
 * and refusals of bare URIs, passwords read on to their host (issue 24),
 * and URIs a mail client wrapped (issue 26).
 */
import {describe} from 'vitest'
import {eachLinear, type Unit} from './pathological.ts'

const units: Unit[] = [
  // Colons after a word without a letter, passed by the colon loop (7c4cd40).
  ['`12:30 ` (times of day)', '12:30 ', {}],
  ['`1.5:a` (letterless words glued to the next)', '1.5:a', {}],
  // npm's `#semver:^` read on in one URI.
  ['`http://a/#semver:^1` (version ranges in fragments)', 'http://a/#semver:^1', {}],
  // Doxygen's escaped `@` read as the authority's, wildcard ports, ranges, keys after hosts, progress dots.
  ['`http://u\\@h:* ` (escaped `@`s, wildcard ports)', 'http://u\\@h:* ', {templates: true}],
  ['`http://x:\\@` (an escaped `@` after each colon, no host)', 'http://x:\\@', {}],
  ['`http://1.2.3.0/24 ` (address ranges)', 'http://1.2.3.0/24 ', {}],
  ['`http://a.org.b_c ` (keys after hosts)', 'http://a.org.b_c ', {}],
  ['`http://a/...... ` (progress dots)', 'http://a/...... ', {}],
  ['`"file:a.b" ` (strings that are one URI)', '"file:a.b" ', {}],
  ['`file:/a@1x1` (frame sizes after a file, glued)', 'file:/a@1x1', {}],
  ['`(data:x` (a body without its `,`: the schemes inside it refused unread)', '(data:x', {}],
  ['`(gopher:6000` (a registered scheme without structure, likewise)', '(gopher:6000', {}],
  // Issue 24: a password read on over what ends a URI, up to the `@` before its host.
  ['`http://u:p"` (a password read on to the next `://`)', 'http://u:p"', {}],
  ['`http://u:p"@` (an `@` ahead, no host after it)', 'http://u:p"@', {}],
  ['`http://u:p"@db/` (each password reaching its host)', 'http://u:p"@db/', {}],
  ['`"http://u:p"` (quoted)', '"http://u:p"', {}],
  ['`<http://u:p>` (in angle brackets)', '<http://u:p>', {}],
  ['`www.x.io:p"@` (`www.`)', 'www.x.io:p"@', {www: true}],
  ['`a:p@x.io ` (a password before an address)', 'a:p@x.io ', {email: true}],
  // Issue 26: bare URIs a mail client wrapped (scan/wrap.ts), each joined, each asked about and refused.
  [
    '`prose⏎http://…&⏎b=1⏎` (each URI joined across a wrap)',
    'The prose of a mail wrapped at its column, as long as the URI below it.\nhttp://example.org/index.php?func=detail&aid=600311&group_id=3978&\nb=1\n',
    {}
  ],
  [
    '`> prose⏎> http://…⏎> &b⏎` (quoted)',
    '> The prose of a mail, quoted, and wrapped at its column as before, so.\n> http://example.org/index.php?func=detail&aid=600311&group_id=3978\n> &b\n',
    {}
  ],
  [
    '`prose␍http://…&␍b=1␍` (lines ended by CR alone: the width found with CRs and no LF)',
    'The prose of a mail wrapped at its column, as long as the URI below it.\rhttp://example.org/index.php?func=detail&aid=600311&group_id=3978&\rb=1\r',
    {}
  ],
  [
    '`http://x/aaa…⏎/http://x/aaa…` (every line a candidate, refused)',
    'http://x.example/' + 'a'.repeat(50) + '\n/',
    {}
  ],
  ['`a http://x/ ` (blanks after a URI, on one line)', 'a http://x.example/ ', {}],
  [
    '`a␣␣b␣␣http://x/aaa…⏎/` (justified lines, each a candidate, not joined)',
    'a  b  http://x.example/' + 'a'.repeat(50) + '\n/',
    {}
  ],
  ['`http://a/<b_c>` (names to fill in after a `/`)', 'http://a/<b_c>', {templates: true}],
  ['`http://a/<b_c` (unclosed ones)', 'http://a/<b_c', {}],
  ['`ftp://-a ` (forms with a suffix)', 'ftp://-a ', {}],
  ['`http://-a` (a `-` before each host, no blank: an `@` looked for a bounded stretch)', 'http://-a', {}],
  ['`https://1 ` (small numbers alone)', 'https://1 ', {}],
  ['`<a:b\\>` (escaped closings)', '<a:b\\>', {}],
  ['`<a:/[1]>` (footnote marks)', '<a:/[1]>', {}],
  ['`mailto:a ` (one-word addresses)', 'mailto:a ', {}],
  ['`=mailto:aaa…` (keyed addresses without their `@`)', '=mailto:' + 'a'.repeat(70), {}],
  ['`udp:1@a ` (protocols and ports)', 'udp:1@a ', {}],
  [
    '`␣*␣http://x/aaa…⏎␣*␣b/c.md⏎` (block comments, each URI joined across its wrap)',
    '     * The prose of a comment wrapped at its column, as long as the URI below.\n' +
      '     * http://x.example/' +
      'a'.repeat(50) +
      '/\n     * b/c.md\n',
    {}
  ],
  [
    '`mailto:a@b.io⏎www.x.io/a⏎` (each `www.` and URI without `//` ends its line: asked about a wrap)',
    'mailto:a@b.io\nwww.x.io/a\n',
    {www: true}
  ]
]

describe('linear time on pathological input: extents, passwords and wraps (2.5·10^4 and 10^5 repeats)', () => {
  eachLinear(units)
})

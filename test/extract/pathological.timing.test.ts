/**
 * Linear time on pathological input (the shared harness, test/linear.ts):
 * the time for 10^5 repeats over the time for 2.5·10^4 stays near 4 (a
 * quadratic scan gives 16). Core validation is switched off: its cost per
 * URI is bounded, and millions of diagnostics arrays would time the garbage
 * collector rather than the scanner.
 */
import {extract, extractMbox, type ExtractOptions} from '@urilint/extract'
import {describe, expect, it} from 'vitest'
import {linearBound, linearRatio} from '../linear.ts'

const repeats = 25_000

/** time(4n) / time(n) of `extract` on `unit` repeated n times (n = `size`, 2.5·10^4 unless a unit is dear). */
function ratio(unit: string, options: ExtractOptions, size = repeats): Promise<number> {
  const settings = {...options, diagnostics: false}
  return linearRatio(
    (n) => unit.repeat(n),
    (text) => extract(text, settings),
    size
  )
}

const units: [string, string, ExtractOptions][] = [
  ['`<`', '<', {}],
  ['`(`', '(', {}],
  ['`"`', '"', {}],
  ['`http://`', 'http://', {}],
  ['`-\\n`', '-\n', {}],
  ['`<a` (unclosed brackets)', '<a', {}],
  ['`"a ` (unclosed quotes)', '"a ', {}],
  ['`<http://x/⏎` (each reaches a line break)', '<http://x/\n', {}],
  ['`> <a/-⏎` (quoted, hyphen)', '> <a/-\n', {}],
  ['`http://x/(` (unbalanced parens)', 'http://x/(', {}],
  ['`a.b@` (e-mail)', 'a.b@', {email: true}],
  ['`www.` (Appendix F)', 'www.', {www: true}],
  ['`www.x_` (failed `www.` hosts)', 'www.x_', {www: true}],
  ['`www.äwww.ä` (hosts failing at the end)', 'www.ä', {www: true}],
  ['`a:` (scheme-like)', 'a:', {}],
  ['`session:opened ` (registered, no URI shape)', 'session:opened ', {}],
  ['`Data::` (namespaces)', 'Data::', {}],
  ['`ihttps://` (stray letters)', 'ihttps://', {}],
  ['`<mailto: ` (blank after a scheme, unclosed)', '<mailto: ', {}],
  ['`<http://x/a b` (a blank inside, unclosed)', '<http://x/a b', {}],
  ['`<http://x/⏎ a.b c ` (unclosed, wrapped)', '<http://x/\n a.b c ', {}],
  ['`"a⏎b` (quoted, no wrap)', '"a\nb', {relative: true}],
  ['`http://x/ab-⏎cd ab-cd ` (hyphen words counted)', 'http://x/ab-\ncd ab-cd ', {}],
  ['`a  b http://x/ab-⏎` (justified lines)', 'a  b http://x/ab-\n', {}],
  ['`< a: ` (an opening before every anchor)', '< a: ', {}],
  ['`<⏎> > a:b ` (openings across line breaks)', '<\n> > a:b ', {}],
  ['`"a@` (an opening before every `@`)', '"a@', {email: true}],
  // A scheme split over lines: colons that start a line, looked back at; an ellipsis read into a scheme.
  ['`<a⏎> ://b ` (a colon after each line break, its scheme on the line before)', '<a\n> ://b ', {}],
  ['`⏎  :a` (colons after indentation, no opening)', '\n  :a', {}],
  ['`<a...b:c ` (an ellipsis before each scheme, read back to the opening)', '<a...b:c ', {}],
  // A `www.` looks for an opening before its word: one look back over a run of them, one attempt per opening.
  ["`'www.` (a run of local-part characters, a `www.` in each word)", "'www.", {www: true, email: true}],
  ['`ow. ` (`w.` that starts no `www.`)', 'ow. ', {www: true}],
  ['`http://-⏎` (a first piece refused before the lines it joins: found by fuzzing)', 'http://-\n', {}],
  ['`*urn:` (a body that starts with punctuation, refused before it is read: found by fuzzing)', '*urn:', {}],
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
  ],
  // Issue 26: labels, glued text, character references, attribute values, Clark names.
  ['`Tel:+1 2 ` (phone labels)', 'Tel:+1 2 ', {}],
  ['`(tel:1-` (phone characters up to the next scheme)', '(tel:1-', {}],
  [
    '`See   commits   (https://x/com-⏎pare)⏎` (padded lines, each judged at the margin)',
    'See          commits         (https://x.example/tool/com-\npare/v1)\n',
    {}
  ],
  ['`proxy:unix:` (table types after a scheme)', 'proxy:unix:', {}],
  ['`cap:/a/b:cap:/a/b:/` (paths up to a colon, and lists of paths)', 'cap:/a/b:cap:/a/b:/', {}],
  ["`news:news Tel:1-2⏎` (a user's group, capitalised phone labels)", 'news:news Tel:1-2\n', {}],
  [
    "`http://x/\\1http://x.sgAb's ` (a group reference, a word glued after the top-level domain)",
    "http://x/\\1http://x.sgAb's ",
    {}
  ],
  [
    '`http://A_B.x/a[1-2]/?(c) ` (templates asked for: capitals, ranges, query words)',
    'http://A_B.x/a[1-2]/?(c) ',
    {templates: true}
  ],
  [
    '`http://x/@A@.*/(?:a)[^/]+\\.x/...y/ ` (templates asked for: substitutions, patterns, elisions)',
    'http://x/@A@.*/(?:a)[^/]+\\.x/...y/ ',
    {templates: true}
  ],
  ["`w+://x/owner/repo ` (a pattern's scheme, a path of placeholder words)", 'w+://x/owner/repo ', {templates: true}],
  ['`tcp://h:1,a=b,c ` (options after a host and port)', 'tcp://h:1,a=b,c ', {}],
  ['`file:/ URL file:/// ` (forms named beside others, looked back at)', 'file:/ URL file:/// ', {}],
  ['`file:/x/,a` (options after a file, refused: the last segment read)', 'file:/x/,a', {}],
  ['`file:/a,b=1 ` (options after a file, refused)', 'file:/a,b=1 ', {}],
  ['`HTTP:a_b(` (method calls, refused)', 'HTTP:a_b(', {}],
  [
    '`http://x/OWNER/A_REPO.git ` (templates asked for: constants for placeholder words)',
    'http://x/OWNER/A_REPO.git ',
    {templates: true}
  ],
  ['` href="mailto:a@b.io?s=a b` (attribute values with blanks, never closed)', ' href="mailto:a@b.io?s=a b', {}],
  ['`from.http://x ` (a word glued before a scheme)', 'from.http://x ', {}],
  ['`xhttp:` (glued, no `//`)', 'xhttp:', {}],
  ["`www.x.io's ` (a possessive after a host)", "www.x.io's ", {www: true}],
  ["`http://x.io's` (likewise, glued)", "http://x.io's", {}],
  ['`a@x.io-- ` (separator runs)', 'a@x.io-- ', {email: true}],
  ['`http://x.io__` (a separator run after each host)', 'http://x.io__', {}],
  ['`www.x.io--/` (dashes into a path: refused after reading)', 'www.x.io--/', {www: true}],
  ['`http://x/&lt;` (character references)', 'http://x/&lt;', {}],
  ['` href=www.x.io` (unquoted attribute values)', ' href=www.x.io', {www: true}],
  ['`=src=a:` (attribute names)', '=src=a:', {}],
  ['`{urn:a:b}` (Clark names)', '{urn:a:b}', {}],
  ['`{urn:a` (braces never closed)', '{urn:a', {}],
  ['`{urn:a:{b}` (braces with templates)', '{urn:a:{b}', {}],
  ['`{tel:1}` (object literals)', '{tel:1}', {}],
  ['`x://x/[a|` (alternatives inside brackets)', 'x://x/[a|', {}],
  ['`smtp:a.b:` (a host and a colon after a scheme written with `//`)', 'smtp:a.b:', {}],
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
  ]
]

describe('linear time on pathological input (2.5·10^4 and 10^5 repeats)', () => {
  for (const [name, unit, options] of units) {
    it(name, async () => {
      expect(await ratio(unit, options)).toBeLessThan(linearBound)
    })
  }

  it("one `<` before 10^5 `a'www.`, an opening every `www.` reaches (tried once)", async () => {
    const settings = {www: true, email: true, diagnostics: false}
    expect(
      await linearRatio(
        (n) => '<' + "a'www.".repeat(n),
        (text) => extract(text, settings),
        repeats
      )
    ).toBeLessThan(linearBound)
  })

  it('one URI wrapped after a hyphen on every line (each hyphen decided in step with the pieces)', async () => {
    const settings = {diagnostics: false}
    expect(
      await linearRatio(
        (n) => 'http://e.example/' + 'ab-\n'.repeat(n),
        (text) => extract(text, settings),
        repeats
      )
    ).toBeLessThan(linearBound)
  })

  it('a justified break after a word the URI wrote with a hyphen before, on every other line (5·10^4)', async () => {
    // Two justified lines a unit (the URI ends at the next line's blank): 25,000 of them take about 100 ms.
    const unit = 'aaaa  bbbb  http://e.example/connec-x#connec-\ntion  cccc  dddd  eeee  ffff  gggg  hhhh  iii\n'
    expect(await ratio(unit, {}, repeats / 2)).toBeLessThan(linearBound)
  })

  it("strings the code joins to a URI, `'http://a/' . 'b' . ` (6,250 and 25,000: 120 ms for 25,000)", async () => {
    expect(await ratio("'http://a/' . 'b' . ", {}, repeats / 4)).toBeLessThan(linearBound)
  })

  it("URLs the code builds with a variable, `'http://a/'.$b.` (6,250 and 25,000; 10^5 in 0.4 s)", async () => {
    expect(await ratio("'http://a/'.$b.", {}, repeats / 4)).toBeLessThan(linearBound)
  })

  it('a justified break before a word the URI writes after a hyphen later, on every other line (5·10^4)', async () => {
    // As the shape above, the evidence after the break (`-tion`): 5·10^4 units take about 0.5 s.
    const unit = 'aaaa  bbbb  cccc  http://e.example/xy#connec-\ntion.a-tion  cccc  dddd  eeee  ffff  gggg  hh\n'
    expect(await ratio(unit, {}, repeats / 2)).toBeLessThan(linearBound)
  })

  it('10^5 group references `\\1/$1/` after a host, templates asked for', async () => {
    const settings = {templates: true}
    expect(
      await linearRatio(
        (n) => 'http://e.example/' + '\\1/$1/'.repeat(n),
        (text) => extract(text, settings),
        repeats
      )
    ).toBeLessThan(linearBound)
  })

  it('10^5 substitutions, patterns and elisions in one URI, templates asked for', async () => {
    const settings = {templates: true}
    expect(
      await linearRatio(
        (n) => 'http://e.example/' + '@A@/.*/...x/@AB/(.+)/'.repeat(n),
        (text) => extract(text, settings),
        repeats
      )
    ).toBeLessThan(linearBound)
  })

  it('one attribute value of 10^5 blank runs in its query, closed', async () => {
    expect(
      await linearRatio(
        (n) => '<a href="mailto:a@b.example?subject=' + 'a '.repeat(n) + '">',
        (text) => extract(text),
        repeats
      )
    ).toBeLessThan(linearBound)
  })

  // Every `[` and `|` after the host asked again whether a password went on: the run read each time (found by the rules' timing test).
  for (const open of ['<', '"', '']) {
    it(`one URI of 10^5 repeats of \`[a|\` after its host, ${open === '' ? 'bare' : 'in ' + open}: each character read once`, async () => {
      const settings = {diagnostics: false}
      expect(
        await linearRatio(
          (n) => open + 'https://u:p@h.example/' + '[a|'.repeat(n) + (open === '<' ? '>' : open),
          (text) => extract(text, settings),
          repeats
        )
      ).toBeLessThan(linearBound)
    })
  }

  for (const [name, unit] of [
    ['`"@x/`', '"@x/'],
    ['`"@`', '"@'],
    ['`"/@a`', '"/@a']
  ]) {
    it(`one password of 10^5 repeats of ${name}, up to a host at the end (issue 24)`, async () => {
      const settings = {diagnostics: false}
      expect(
        await linearRatio(
          (n) => 'http://u:' + unit!.repeat(n) + '@db.acme.io/',
          (text) => extract(text, settings),
          repeats
        )
      ).toBeLessThan(linearBound)
    })
  }

  it('one URI wrapped on every line: at most `wrapsMax` joins, the rest of the lines refused', async () => {
    const settings = {diagnostics: false}
    const prose = 'The prose of a mail wrapped at its column, as long as the URI below it.\n'
    expect(
      await linearRatio(
        (n) => prose.repeat(4) + 'http://e.example/' + 'a'.repeat(50) + ('\n/' + 'b'.repeat(66)).repeat(n),
        (text) => extract(text, settings),
        repeats
      )
    ).toBeLessThan(linearBound)
  })

  it('one URI of 10^5 repeats of `&nbsp` (references without `;`, each looked at once)', async () => {
    const settings = {diagnostics: false}
    expect(
      await linearRatio(
        (n) => 'http://x.example/' + '&nbsp'.repeat(n),
        (text) => extract(text, settings),
        repeats
      )
    ).toBeLessThan(linearBound)
  })

  it('one line of 10^5 repeats with no line break', async () => {
    expect(await ratio('http://x.example/a ', {})).toBeLessThan(linearBound)
  })
})

it('extractMbox gives every URI of a message of 2 × 10^5 (a spread of them as arguments overflowed the stack)', async () => {
  const count = 200_000
  const lines: string[] = []
  for (let index = 0; index < count; index++) lines.push(`http://a.example/${index}`)
  const found = await extractMbox(
    'From a@example.com Mon Jan  1 00:00:00 2024\nSubject: many\n\n' + lines.join('\n') + '\n',
    {diagnostics: false}
  )
  expect([found.length, found.at(-1)?.uri]).toEqual([count, `http://a.example/${count - 1}`])
}, 120_000)

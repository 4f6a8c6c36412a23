/**
 * Linear time on pathological input (test/extract/pathological.ts): the
 * delimiters and anchors of Appendix E, and single URIs, passwords and
 * wraps of 10^5 repeats.
 */
import {extract, extractMbox} from '@urilint/extract'
import {describe, expect, it} from 'vitest'
import {linearBound, linearRatio} from '../linear.ts'
import {eachLinear, ratio, repeats, type Unit} from './pathological.ts'

const units: Unit[] = [
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
  ['`*urn:` (a body that starts with punctuation, refused before it is read: found by fuzzing)', '*urn:', {}]
]

describe('linear time on pathological input (2.5·10^4 and 10^5 repeats)', () => {
  eachLinear(units)

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

  it('one URI of 10^5 repeats of `&`, with no query: its last `&`s trimmed, the URI read once', async () => {
    const settings = {diagnostics: false}
    expect(
      await linearRatio(
        (n) => 'http://x.example/a' + '&'.repeat(n) + ' ',
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

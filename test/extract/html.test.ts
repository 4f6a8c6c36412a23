/**
 * HTML attribute values: `htmlUrls` (the reader, with a source map per URL)
 * and `extractHtml` (its URLs as `extract` results, located exactly through
 * character references and removed whitespace).
 */
import {extractHtml, htmlUrls} from '@urilint/extract'
import {sourceRange} from '@urilint/extract/source-map'
import {describe, expect, it} from 'vitest'

/** What the map gives for the whole value: the source text it covers. */
function written(html: string, url: {value: string; segments: Parameters<typeof sourceRange>[0]}): string {
  const range = sourceRange(url.segments, 0, url.value.length)
  return html.slice(range.start, range.end)
}

describe('htmlUrls', () => {
  // The attributes of fixtures/remark-lint-uri/html.md.
  const html = [
    '<a href="http://intranet.example.com:6000/?a=1&amp;b=2">x</a>',
    '<img src="https://img.example.com/a.png" srcset="small.png 1x, https://u:Pa9@img.example.com/b.png 2x, bad path.png 3x">',
    '<form action="gopher://forms.example.com:25/post"></form>',
    '<blockquote cite="https://example.com/q uote">q</blockquote>',
    '<video poster="https://v.example.com:10080/p.jpg"></video> <object data="https://o.example.com/x.svg"></object>',
    '<!-- <a href="http://commented.example.com:25/"> is a comment -->',
    '<script>var s = \'<a href="http://script.example/">\'</script><A HREF = \' https://upper.example/ \' title="http://not.example/">'
  ].join('\n')

  it('reads href, src, each srcset candidate, action, cite, poster and data; not comments, scripts or other attributes', () => {
    expect(htmlUrls(html).map((url) => [url.attribute, url.value])).toEqual([
      ['href', 'http://intranet.example.com:6000/?a=1&b=2'],
      ['src', 'https://img.example.com/a.png'],
      ['srcset', 'small.png'],
      ['srcset', 'https://u:Pa9@img.example.com/b.png'],
      ['srcset', 'bad'],
      ['action', 'gopher://forms.example.com:25/post'],
      ['cite', 'https://example.com/q uote'],
      ['poster', 'https://v.example.com:10080/p.jpg'],
      ['data', 'https://o.example.com/x.svg'],
      ['href', 'https://upper.example/']
    ])
  })

  it('maps each value to where it is written: references as a whole, spaces around it left out', () => {
    const found = htmlUrls(html)
    expect(found.map((url) => written(html, url))).toEqual([
      'http://intranet.example.com:6000/?a=1&amp;b=2',
      'https://img.example.com/a.png',
      'small.png',
      'https://u:Pa9@img.example.com/b.png',
      'bad',
      'gopher://forms.example.com:25/post',
      'https://example.com/q uote',
      'https://v.example.com:10080/p.jpg',
      'https://o.example.com/x.svg',
      'https://upper.example/'
    ])
    const [first] = found
    expect(first!.segments).toEqual([
      {from: 0, to: 37, start: 9, end: 46},
      {from: 37, to: 38, start: 46, end: 51},
      {from: 38, to: 41, start: 51, end: 54}
    ])
  })

  it('decodes references as a browser does in an attribute (a legacy one stays before `=` or an alphanumeric)', () => {
    expect(htmlUrls('<a href="/?a=1&copy=2&amp;b&#x3D;3&notit;&copy/">').map((url) => url.value)).toEqual([
      '/?a=1&copy=2&b=3&notit;©/'
    ])
  })

  it('skips a JSX expression (MDX: an unquoted value in braces is code), not a quoted value or one in a template', () => {
    const jsx =
      '<Link href={url}>a</Link> <Link href={"https://a.example/"}>b</Link> <a href="{x}">c</a> <a href=x{y}>d</a>'
    expect(htmlUrls(jsx).map((url) => [url.attribute, url.value])).toEqual([
      ['href', '{x}'],
      ['href', 'x{y}']
    ])
  })

  it('names the element of each URL as written, a JSX component’s capital kept', () => {
    expect(
      htmlUrls('<A HREF="/a"><img src="b.png" srcset="c.png 2x"></A> <Docs.Card href="/d"/>').map((url) => [
        url.tag,
        url.attribute
      ])
    ).toEqual([
      ['A', 'href'],
      ['img', 'src'],
      ['img', 'srcset'],
      ['Docs.Card', 'href']
    ])
  })

  it('skips empty values and HTML without `=`; throws on a non-string', () => {
    expect(htmlUrls('<a href="">x</a><a href=" "><a href>')).toEqual([])
    expect(htmlUrls('<p>no attributes</p>')).toEqual([])
    expect(() => htmlUrls(5 as unknown as string)).toThrow(new TypeError('Expected `html` to be a string, not number'))
  })
})

describe('extractHtml', () => {
  it('locates diagnostics through character references', () => {
    const html = '<p>\n  <a href="http://a.example/&lt;x&gt;">x</a>'
    const [found] = extractHtml(html)
    expect(found!.uri).toBe('http://a.example/<x>')
    expect(found!.spans).toEqual([{start: 15, end: 41, line: 2, column: 12}])
    expect(
      found!.diagnostics.map((diagnostic) => [
        diagnostic.actual,
        diagnostic.uriStart,
        diagnostic.start,
        diagnostic.end,
        diagnostic.line,
        diagnostic.column
      ])
    ).toEqual([
      ['<', 17, 32, 36, 2, 29],
      ['>', 19, 37, 41, 2, 34]
    ])
    expect(found!.diagnostics.map((diagnostic) => html.slice(diagnostic.start, diagnostic.end))).toEqual([
      '&lt;',
      '&gt;'
    ])
  })

  it('drops tabs and line breaks as the URL standard does: one span per piece, located diagnostics', () => {
    const html = "<img src=' \n  http://b.example/a\n\tb%zz  '>"
    const [found] = extractHtml(html)
    expect(found).toMatchObject({
      uri: 'http://b.example/ab%zz',
      spans: [
        {start: 14, end: 32, line: 2, column: 3},
        {start: 34, end: 38, line: 3, column: 2}
      ],
      start: 14,
      end: 38,
      outerStart: 9,
      outerEnd: 41,
      delimiter: 'quote',
      rejoined: true,
      attribute: 'src'
    })
    const [diagnostic] = found!.diagnostics
    expect([
      diagnostic!.id,
      html.slice(diagnostic!.start, diagnostic!.end),
      diagnostic!.line,
      diagnostic!.column
    ]).toEqual(['invalid-percent-encoding', '%zz', 3, 3])
  })

  it('gives each srcset candidate, bare, and the wider attribute set', () => {
    const html = '<img srcset="a.png 1x, https://u:p&#x61;ss@i.example/b.png 2x"><form action=gopher://f.example:25/p>'
    expect(
      extractHtml(html).map((uri) => [
        uri.attribute,
        uri.uri,
        uri.delimiter,
        html.slice(uri.start, uri.end),
        uri.outerStart,
        uri.outerEnd
      ])
    ).toEqual([
      ['srcset', 'a.png', 'bare', 'a.png', 13, 18],
      ['srcset', 'https://u:pass@i.example/b.png', 'bare', 'https://u:p&#x61;ss@i.example/b.png', 23, 58],
      ['action', 'gopher://f.example:25/p', 'bare', 'gopher://f.example:25/p', 76, 99]
    ])
  })
})

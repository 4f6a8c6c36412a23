/**
 * Issue 26, items 3 and 4: labels, glued text, character references, HTML
 * attribute values and Clark names, read as a careful reader does, with
 * `www` and `email` on (exact URIs, offsets and readings).
 */
import {extract, extractStream, type ExtractedUri} from '@urilint/extract'
import {describe, expect, it} from 'vitest'

const options = {www: true, email: true}

/** What matters of each find: the URI, where it is, and its other readings. */
function finds(text: string): {uri: string; start: number; end: number; alternatives?: string[]}[] {
  return extract(text, options).map((found) => {
    const shape: {uri: string; start: number; end: number; alternatives?: string[]} = {
      uri: found.uri,
      start: found.start,
      end: found.end
    }
    if (found.alternatives) shape.alternatives = found.alternatives
    return shape
  })
}

describe('phone labels: `tel:`, `fax:` and `sms:` only as a whole number', () => {
  it('a label before a number with blanks between its groups is no URI', () => {
    expect(finds('Tel:+27 83 691 9246')).toEqual([])
    expect(finds('Tel:01 635 9760')).toEqual([])
    expect(finds('Fax:+44 20 7946 0000, SMS:+27 83 691 9246')).toEqual([])
    expect(finds('Tel:(01) 635 9760')).toEqual([])
    expect(finds('Tel: 555')).toEqual([])
    // A local number without `;phone-context=` after a capitalised scheme: a business card's label.
    expect(finds('Tel:852-27958795\nFax:852-27958189\nTEL:0031-623-787-971')).toEqual([])
  })

  it('a whole number is a URI, in prose too', () => {
    expect(finds('Call tel:+1-555-0100 now.')).toEqual([{uri: 'tel:+1-555-0100', start: 5, end: 20}])
    expect(finds('Tel:+27836919246')).toEqual([{uri: 'Tel:+27836919246', start: 0, end: 16}])
    expect(finds('tel:852-27958795 Tel:7042;phone-context=example.com')).toEqual([
      {uri: 'tel:852-27958795', start: 0, end: 16},
      {uri: 'Tel:7042;phone-context=example.com', start: 17, end: 51}
    ])
    expect(finds('tel:+1-555-0100 ext. 5')).toEqual([{uri: 'tel:+1-555-0100', start: 0, end: 15}])
    expect(finds('Tel:+27 83 691 9246 or tel:+27-83-691-9246.')).toEqual([
      {uri: 'tel:+27-83-691-9246', start: 23, end: 42}
    ])
  })
})

describe('a known scheme glued after a word starts at the scheme', () => {
  it('after a word, a dot or a host, with the glued reading kept', () => {
    expect(finds('SPECIALhttp://www.example.com')).toEqual([
      {
        uri: 'http://www.example.com',
        start: 7,
        end: 29,
        alternatives: ['http://www.example.com', 'SPECIALhttp://www.example.com']
      }
    ])
    expect(finds('Sent from.http://example.com/')).toEqual([
      {
        uri: 'http://example.com/',
        start: 10,
        end: 29,
        alternatives: ['http://example.com/', 'from.http://example.com/']
      }
    ])
    expect(finds('example.comhttps://example.org/x')).toEqual([
      {
        uri: 'https://example.org/x',
        start: 11,
        end: 32,
        alternatives: ['https://example.org/x', 'example.comhttps://example.org/x']
      }
    ])
    expect(finds('<SPECIALftp://ftp.example.org/>')).toEqual([
      {
        uri: 'ftp://ftp.example.org/',
        start: 8,
        end: 30,
        alternatives: ['ftp://ftp.example.org/', 'SPECIALftp://ftp.example.org/']
      }
    ])
  })

  it('not a scheme of its own: registered, or composed with `+` or `-`', () => {
    expect(finds('git+https://example.org/a sftp://example.org shttp://example.org x-http://example.org')).toEqual([
      {uri: 'git+https://example.org/a', start: 0, end: 25},
      {uri: 'sftp://example.org', start: 26, end: 44},
      {uri: 'shttp://example.org', start: 45, end: 64},
      {uri: 'x-http://example.org', start: 65, end: 85}
    ])
  })
})

describe("a host followed by `'s` or a separator run ends before it", () => {
  it("`'s` after a host alone", () => {
    expect(finds("www.example.com's tools and http://example.com's.")).toEqual([
      {uri: 'www.example.com', start: 0, end: 15},
      {uri: 'http://example.com', start: 28, end: 46}
    ])
    // After a path, an apostrophe may be the path's (`/wiki/McDonald's`).
    expect(finds("http://example.org/wiki/McDonald's")).toEqual([
      {uri: "http://example.org/wiki/McDonald's", start: 0, end: 34}
    ])
  })

  it('a run of `-` or `_` after an address or a host', () => {
    expect(finds('sales@example.com-----')).toEqual([{uri: 'sales@example.com', start: 0, end: 17}])
    expect(finds('Web: www.example.com--- Mail: sales@example.com---\n')).toEqual([
      {uri: 'www.example.com', start: 5, end: 20},
      {uri: 'sales@example.com', start: 30, end: 47}
    ])
    expect(finds('http://example.com:8080-----')).toEqual([{uri: 'http://example.com:8080', start: 0, end: 23}])
    expect(finds('http://www.example.com_____ and www.example.org___')).toEqual([
      {uri: 'http://www.example.com', start: 0, end: 22},
      {uri: 'www.example.org', start: 32, end: 47}
    ])
    // After a path, they may be the path's.
    expect(finds('http://example.com/a___')).toEqual([{uri: 'http://example.com/a___', start: 0, end: 23}])
    // Dashes that go on into a path belong to no host: not a `www.` find.
    expect(finds('www.example.com-/x')).toEqual([])
  })

  it('a capitalised word glued after the top-level domain', () => {
    // A text part that lost its line breaks: `Surfer's Edge` was the next line.
    expect(finds("Directory http://edge.com.sgSurfer's Edge")).toEqual([
      {uri: 'http://edge.com.sg', start: 10, end: 28}
    ])
    // A label that is a top-level domain whole, or not capitalised, or not after one: as written.
    expect(finds('http://example.Vote http://example.comfort http://a.coMMA http://Example.Com')).toEqual([
      {uri: 'http://example.Vote', start: 0, end: 19},
      {uri: 'http://example.comfort', start: 20, end: 42},
      {uri: 'http://a.coMMA', start: 43, end: 57},
      {uri: 'http://Example.Com', start: 58, end: 76}
    ])
  })
})

describe('character references that stand for what ends a URI end it', () => {
  it('`&nbsp;`, `&lt;`, `&gt;`, `&quot;` and their numbers; not `&amp;`', () => {
    expect(finds('http://example.com/&nbsp;')).toEqual([{uri: 'http://example.com/', start: 0, end: 19}])
    expect(finds('&lt;http://example.com/a&gt; and &quot;www.example.com/b&quot;')).toEqual([
      {uri: 'http://example.com/a', start: 4, end: 24},
      {uri: 'www.example.com/b', start: 39, end: 56}
    ])
    expect(finds('http://example.com/?q=&#34;x')).toEqual([{uri: 'http://example.com/?q=', start: 0, end: 22}])
    expect(finds('http://example.com/?a=1&amp;b=2&nbspx')).toEqual([
      {uri: 'http://example.com/?a=1&amp;b=2&nbspx', start: 0, end: 37}
    ])
  })
})

describe('an unquoted HTML attribute value is read as the value', () => {
  it('after `href=` or `src=`, in any case', () => {
    expect(finds('<a href=www.example.com/x>')).toEqual([{uri: 'www.example.com/x', start: 8, end: 25}])
    expect(finds('<a HREF=mailto:sales@example.com>')).toEqual([{uri: 'mailto:sales@example.com', start: 8, end: 32}])
    expect(finds('<img src=data:image/png;base64,AAAA>')).toEqual([
      {uri: 'data:image/png;base64,AAAA', start: 9, end: 35}
    ])
  })

  it('not after other names', () => {
    expect(finds('key=www.example.com x.href=www.example.com')).toEqual([])
  })
})

describe('a quoted HTML attribute value runs to its quote, blanks in its query too', () => {
  it('a subject of several words, read as written and as a browser sends it', () => {
    const found = extract('<a href="mailto:sales@example.com?subject=Remove Me Now">x</a>')
    expect(found.map(({uri, start, end, alternatives}) => ({uri, start, end, alternatives}))).toEqual([
      {
        uri: 'mailto:sales@example.com?subject=Remove Me Now',
        start: 9,
        end: 55,
        alternatives: [
          'mailto:sales@example.com?subject=Remove Me Now',
          'mailto:sales@example.com?subject=Remove%20Me%20Now',
          'mailto:sales@example.com?subject=RemoveMeNow'
        ]
      }
    ])
    expect(finds('<FORM ACTION="mailto:van@post.com?subject=Sales Inquiry" method=post>')).toEqual([
      {
        uri: 'mailto:van@post.com?subject=Sales Inquiry',
        start: 14,
        end: 55,
        alternatives: [
          'mailto:van@post.com?subject=Sales Inquiry',
          'mailto:van@post.com?subject=Sales%20Inquiry',
          'mailto:van@post.com?subject=SalesInquiry'
        ]
      }
    ])
  })

  it('not in prose, before a query, nor past its line', () => {
    expect(
      finds(
        'He said "http://a.example/x?y=1 and more", <a href="http://b.example/a b">, href="mailto:c@d.example?s=e\nf g"'
      )
    ).toEqual([
      {uri: 'http://a.example/x?y=1', start: 9, end: 31},
      {uri: 'http://b.example/a', start: 52, end: 70},
      {uri: 'mailto:c@d.example?s=e', start: 82, end: 104}
    ])
  })
})

describe('Clark notation: a namespace URI inside braces', () => {
  it('a URN with its namespace, or any known scheme before a local name', () => {
    expect(finds('{urn:oasis:names:tc:opendocument:xmlns:style:1.0}')).toEqual([
      {uri: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0', start: 1, end: 48}
    ])
    expect(finds("root.find('{urn:oasis:names:tc:opendocument:xmlns:office:1.0}body')")).toEqual([
      {uri: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0', start: 12, end: 60}
    ])
    expect(finds('{http://www.w3.org/1999/xhtml}html')).toEqual([
      {uri: 'http://www.w3.org/1999/xhtml', start: 1, end: 29}
    ])
    expect(finds('{urn:x}tag')).toEqual([{uri: 'urn:x', start: 1, end: 6}])
  })

  it('object literals stay code', () => {
    expect(finds('{data:1} {tel:5} {http:foo} {urn:x} {mailto:a} {urn:x:y.}')).toEqual([])
  })
})

describe('streaming', () => {
  it('gives the results of extract', async () => {
    const text =
      'Tel:+27 83 691 9246\nSPECIALhttp://www.example.com\n' +
      "www.example.com's sales@example.com-----\nhttp://example.com/&nbsp;\n" +
      '<a href=www.example.com/x>{urn:oasis:names:tc:opendocument:xmlns:style:1.0}\n'
    const streamed: ExtractedUri[] = []
    for await (const found of extractStream([text.slice(0, 37), text.slice(37, 90), text.slice(90)], options))
      streamed.push(found)
    expect(streamed).toEqual(extract(text, options))
    expect(streamed.map((found) => found.uri)).toEqual([
      'http://www.example.com',
      'www.example.com',
      'sales@example.com',
      'http://example.com/',
      'www.example.com/x',
      'urn:oasis:names:tc:opendocument:xmlns:style:1.0'
    ])
  })
})

describe('configuration text that starts like a registered scheme', () => {
  it('a table or socket type after the scheme', () => {
    expect(
      finds('proxy:unix:passwd.byname, proxy:btree:/var/lib/postfix/cache and proxy:mysql:/etc/postfix/alias.cf')
    ).toEqual([])
    // A tool's name of an endpoint, digits after its first letter (aptly(1)'s publish endpoints).
    expect(finds('aptly publish snapshot wheezy-main filesystem:test1:wheezy/daily')).toEqual([])
    // A scheme inside a scheme stays a URI.
    expect(finds('jar:file:/opt/app.jar!/META-INF/ and proxy:/var/lib')).toEqual([
      {uri: 'jar:file:/opt/app.jar!/META-INF/', start: 0, end: 32},
      {uri: 'proxy:/var/lib', start: 37, end: 51}
    ])
  })

  it("a driver's scheme written with `//` inside the scheme: one URI, as the driver reads it", () => {
    // JDBC's and Sqitch's (Perl's URI::db) database URIs; Postgres' and MySQL's own schemes are in no registry.
    expect(finds('url=jdbc:mysql://db1.example.com/widgets, target db:pg://sqitch@db1.example.com/widgets.')).toEqual([
      {uri: 'jdbc:mysql://db1.example.com/widgets', start: 4, end: 40},
      {uri: 'db:pg://sqitch@db1.example.com/widgets', start: 49, end: 87}
    ])
    // Its placeholders are read in the driver's URI: Sqitch's `example` account, a template.
    expect(finds('db:snowflake://movera@example/flipr?Driver=Snowflake')).toEqual([])
    expect(
      extract('db:snowflake://movera@example/flipr?Driver=Snowflake', {templates: true}).map(
        (found) => found.placeholders
      )
    ).toEqual([[{start: 22, end: 29}]])
    // OpenSMTPD's `db:` table is a file; Rake's and Rails' tasks are no URIs; nor is a driver's scheme glued to a word.
    expect(finds('table aliases db:/etc/mail/aliases.db')).toEqual([])
    expect(finds('run rake db:migrate, db:test:prepare and {db:1}; x.db:pg://a.example/b')).toEqual([
      {uri: 'pg://a.example/b', start: 54, end: 70}
    ])
  })

  it("a method called on an object named like HTTP's scheme (haproxy-lua(1))", () => {
    expect(finds("local hdr = HTTP:req_get_headers()['host'][0] and http:_x(1)")).toEqual([])
    // RFC 3986's `http:g`, and a word followed by a `(` after a blank, stay.
    expect(finds('http:g (a reference) and https:g(x)/y').map((found) => found.uri)).toEqual(['http:g'])
  })

  it("a string the code goes on with: the URI's rest (LWP::Protocol::ldaps(3pm))", () => {
    const perl = "$ua->get('ldaps://ldap.example.com/' .\n        'o=Example,c=US??sub?(cn=Babs%20Jensen)',\n"
    expect(extract(perl).map((found) => [found.uri, found.start, found.end, found.alternatives])).toEqual([
      [
        'ldaps://ldap.example.com/o=Example,c=US??sub?(cn=Babs%20Jensen)',
        10,
        86,
        ['ldaps://ldap.example.com/o=Example,c=US??sub?(cn=Babs%20Jensen)', 'ldaps://ldap.example.com/']
      ]
    ])
    // Not a string with a blank, a URI of its own, or a variable.
    expect(
      finds("'http://e.example/' . 'f g', 'http://a.example/' + 'http://b.example/' and 'http://d.example/' . $x").map(
        (found) => found.uri
      )
    ).toEqual(['http://e.example/', 'http://a.example/', 'http://b.example/'])
  })

  it('a URL the code builds with a variable: a template (WWW::Mechanize::Examples(3pm))', () => {
    const perl = "$mech->get('http://www.example.com/view.cgi?user='.$form->{user}.'&style=1');"
    expect(finds(perl)).toEqual([])
    expect(
      extract(perl, {templates: true}).map((found) => [found.uri, found.start, found.end, found.placeholders])
    ).toEqual([['http://www.example.com/view.cgi?user=', 12, 49, [{start: 37, end: 37}]]])
    expect(finds("u = 'http://a.example/' + encodeURIComponent(q); 'http://b.example/' . @args")).toEqual([])
    // A sentence after a quoted URI, a string, a number or a line break after the operator: no variable.
    expect(
      finds(
        "as in 'mbox:///tmp/x'.  If so, 'http://c.example/' . 'd', 'http://e.example/' + 1 and 'http://f.example/' .\n$x"
      ).map((found) => found.uri)
    ).toEqual(['mbox:///tmp/x', 'http://c.example/d', 'http://e.example/', 'http://f.example/'])
  })

  it("a tool's address of a file with options (socat(1))", () => {
    expect(
      finds('socat -u - file:/tmp/bigfile,create,largefile,seek=100000000000 and file:/usr/bin/squid.exe,seek=0x7')
    ).toEqual([])
    // A `,` in a file's name, or one not followed by `name=` options, stays.
    expect(finds('file:/tmp/a,b.txt and file:/tmp/c,Draft=1 and file:/tmp/d,e').map((found) => found.uri)).toEqual([
      'file:/tmp/a,b.txt',
      'file:/tmp/c,Draft=1',
      'file:/tmp/d,e'
    ])
  })

  it('a list of paths', () => {
    expect(finds('$HOME/.mailcap:/usr/share/neomutt/mail-\ncap:/etc/mailcap:/usr/etc/mailcap')).toEqual([])
    expect(finds('file:/C:/Windows/ and file:/etc/a:b')).toEqual([
      {uri: 'file:/C:/Windows/', start: 0, end: 17},
      {uri: 'file:/etc/a:b', start: 22, end: 35}
    ])
  })
})

describe('text that only looks like a URI', () => {
  it('a user and its group of the same name', () => {
    expect(finds('chown news:news /var/spool/news and news:comp.lang.c')).toEqual([
      {uri: 'news:comp.lang.c', start: 36, end: 52}
    ])
  })
})

/** RFC 3986 section 3: syntax components, with exact offsets. */
import {describe, expect, it} from 'vitest'
import {isValid, parse, validate} from '@urilint/core'

const ids = (input: string, options?: Parameters<typeof validate>[1]) =>
  validate(input, options).map((d) => [d.id, d.start, d.end])

describe('3. Syntax components', () => {
  // "foo://example.com:8042/over/there?name=ferret#nose"
  //  \_/   \______________/\_________/ \_________/ \__/
  // scheme     authority       path        query   fragment
  it('splits the example of section 3 with offsets', () => {
    const uri = parse('foo://example.com:8042/over/there?name=ferret#nose')
    expect(uri.kind).toBe('uri')
    expect(uri.scheme).toEqual({value: 'foo', start: 0, end: 3})
    expect(uri.authority).toEqual({
      value: 'example.com:8042',
      start: 6,
      end: 22,
      userinfo: undefined,
      host: {value: 'example.com', start: 6, end: 17, kind: 'reg-name'},
      port: {value: '8042', start: 18, end: 22, number: 8042},
      form: 'server'
    })
    expect(uri.path).toEqual({value: '/over/there', start: 22, end: 33})
    expect(uri.query).toEqual({value: 'name=ferret', start: 34, end: 45})
    expect(uri.fragment).toEqual({value: 'nose', start: 46, end: 50})
    expect(uri.diagnostics).toEqual([])
  })

  // "urn:example:animal:ferret:nose"
  it('reads a URN as scheme and rootless path', () => {
    const uri = parse('urn:example:animal:ferret:nose')
    expect(uri.scheme?.value).toBe('urn')
    expect(uri.authority).toBeUndefined()
    expect(uri.path).toEqual({value: 'example:animal:ferret:nose', start: 4, end: 30})
  })

  it('keeps absent apart from empty', () => {
    const empty = parse('http://@:?#')
    expect(empty.authority?.userinfo).toEqual({value: '', start: 7, end: 7})
    expect(empty.authority?.host).toEqual({value: '', start: 8, end: 8, kind: 'reg-name'})
    expect(empty.authority?.port).toEqual({value: '', start: 9, end: 9, number: undefined})
    expect(empty.query).toEqual({value: '', start: 10, end: 10})
    expect(empty.fragment).toEqual({value: '', start: 11, end: 11})
    const absent = parse('http:')
    expect(absent.authority).toBeUndefined()
    expect(absent.query).toBeUndefined()
    expect(absent.fragment).toBeUndefined()
    expect(absent.path).toEqual({value: '', start: 5, end: 5})
  })
})

describe('3.1. Scheme', () => {
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
  it('accepts letters, digits, "+", "-" and "." after a letter', () => {
    expect(isValid('svn+ssh://x/')).toBe(true)
    expect(isValid('a.b-c+d9:x')).toBe(true)
  })
  it('reports a scheme that does not start with a letter', () => {
    expect(validate('1http://x')).toEqual([
      {
        id: 'invalid-scheme',
        message: 'Unexpected `1` at the start of scheme `1http`, expected a letter',
        start: 0,
        end: 1,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-3.1',
        actual: '1'
      }
    ])
  })
  it('reports each character outside the scheme set', () => {
    expect(validate('ht_t p:x').map((d) => [d.id, d.start, d.end, d.message])).toEqual([
      ['invalid-scheme', 2, 3, 'Unexpected `_` in scheme `ht_t p`, expected a letter, digit, `+`, `-` or `.`'],
      ['excluded-space', 4, 5, 'Unexpected space in scheme `ht_t p`, expected a letter, digit, `+`, `-` or `.`']
    ])
  })
  it('reports a colon opening a relative path (path-noscheme)', () => {
    expect(validate(':x')).toEqual([
      {
        id: 'unexpected-character',
        message:
          'Unexpected `:` at the start of a relative path, expected a scheme name before it or `./` before the path',
        start: 0,
        end: 1,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-3',
        actual: ':',
        expected: './:'
      }
    ])
  })
})

describe('3.2.1. User information', () => {
  // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
  it('gives userinfo its span, ending at the last "@"', () => {
    const uri = parse('ftp://a:b@c@host/')
    expect(uri.authority?.userinfo).toEqual({value: 'a:b@c', start: 6, end: 11})
    expect(uri.authority?.host.value).toBe('host')
  })
  it('reports an "@" inside userinfo without quoting the password', () => {
    expect(validate('ftp://a:b@c@host/')).toEqual([
      {
        id: 'unexpected-character',
        message: 'Unexpected character in password, expected it percent-encoded',
        start: 9,
        end: 10,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-3'
      }
    ])
    expect(validate('ftp://a@b@host/').map((d) => d.message)).toEqual(['Unexpected `@` in userinfo, expected `%40`'])
  })
})

describe('3.2.2. Host', () => {
  it('tells the kinds of host apart', () => {
    expect(parse('http://192.0.2.16/').authority?.host.kind).toBe('ipv4')
    expect(parse('http://[2001:db8::7]/').authority?.host).toEqual({
      value: '[2001:db8::7]',
      start: 7,
      end: 20,
      kind: 'ipv6'
    })
    expect(parse('http://[v7.fe80::a+en1]/').authority?.host.kind).toBe('ipvfuture')
    expect(parse('http://example.com/').authority?.host.kind).toBe('reg-name')
    // "If host matches the rule for IPv4address, then it should be considered an IPv4 address literal and not a reg-name."
    expect(parse('http://1.2.3/').authority?.host.kind).toBe('reg-name')
  })

  // dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
  it('warns about a dotted quad whose octets are not dec-octets', () => {
    expect(validate('http://192.168.0.256/')).toEqual([
      {
        id: 'invalid-ipv4',
        message: 'Unexpected `256` in IPv4 address, expected a number from 0 to 255 without leading zeros',
        start: 17,
        end: 20,
        severity: 'warning',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2',
        actual: '256',
        note: 'RFC 3986 reads this host as a registered name, but resolvers treat numbers as an address'
      }
    ])
    expect(ids('http://01.2.3.4/')).toEqual([['invalid-ipv4', 7, 9]])
    // The other forms browsers read as an address (WHATWG URL's IPv4 parser, as inet_aton): hexadecimal, one
    // number, fewer than four parts; the same warning as the octal form (issue 24). Was: no diagnostic.
    expect(validate('http://0x7f.0.0.1/').map((d) => [d.id, d.start, d.end, d.message])).toEqual([
      [
        'invalid-ipv4',
        7,
        11,
        'Unexpected `0x7f` in IPv4 address, expected a number from 0 to 255 in decimal (browsers read `0x` as hexadecimal)'
      ]
    ])
    for (const host of ['2130706433', '127.1', '10.0.1'])
      expect(validate(`http://${host}:8080/`).map((d) => [d.id, d.start, d.end, d.message])).toEqual([
        [
          'invalid-ipv4',
          7,
          7 + host.length,
          `Unexpected \`${host}\` in IPv4 address, expected four numbers from 0 to 255 separated by dots (browsers read it as an IPv4 address)`
        ]
      ])
    // Not numbers throughout, or five of them: a registered name, as browsers read it too.
    for (const host of ['1.2.3.4.5', '0xg.1', '1a.2', '2.example'])
      expect(validate(`http://${host}/`), host).toEqual([])
    // A warning only: the grammar reads it as a reg-name.
    expect(isValid('http://192.168.0.256/')).toBe(true)
  })

  describe('the nine forms of IPv6address', () => {
    const valid = [
      '1:2:3:4:5:6:7:8', // 6( h16 ":" ) ls32
      '1:2:3:4:5:6:1.2.3.4',
      '::2:3:4:5:6:7:8', // "::" 5( h16 ":" ) ls32
      '1::3:4:5:6:7:8', // [ h16 ] "::" 4( h16 ":" ) ls32
      '::3:4:5:6:7:8',
      '1:2::4:5:6:7:8', // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
      '1:2:3::5:6:7:8', // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
      '1:2:3:4::6:7:8', // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
      '1:2:3:4:5::7:8', // [ *4( h16 ":" ) h16 ] "::" ls32
      '1:2:3:4:5::1.2.3.4',
      '1:2:3:4:5:6::8', // [ *5( h16 ":" ) h16 ] "::" h16
      '1:2:3:4:5:6:7::', // [ *6( h16 ":" ) h16 ] "::"
      '::',
      '::1',
      '::ffff:192.0.2.128',
      'FEDC:BA98:7654:3210:FEDC:BA98:7654:3210'
    ]
    for (const address of valid) {
      it(`accepts [${address}]`, () => expect(validate(`http://[${address}]/`)).toEqual([]))
    }
    const invalid: Array<[string, number, number, string]> = [
      [
        '1:2:3:4:5:6:7',
        8,
        21,
        'Unexpected 7 pieces in IPv6 address, expected eight 16-bit pieces, or `::` for the zeros'
      ],
      [
        '1:2:3:4:5:6:7:8:9',
        8,
        25,
        'Unexpected 9 pieces in IPv6 address, expected eight 16-bit pieces, or `::` for the zeros'
      ],
      ['1::2::3', 12, 14, 'Unexpected second `::` in IPv6 address, expected at most one `::`'],
      ['12345::', 8, 13, 'Unexpected `12345` in IPv6 address, expected at most four hex digits in a piece'],
      [':1:2:3:4:5:6:7', 8, 9, 'Unexpected `:` in IPv6 address, expected a hex digit or `::`'],
      ['1:2:3:4:5:6:7:', 21, 22, 'Unexpected trailing `:` in IPv6 address, expected a hex digit after it'],
      [
        '1:2:3:4:5:6:7:8::',
        8,
        25,
        'Unexpected 8 pieces with `::` in IPv6 address, expected at most seven pieces beside `::`'
      ],
      ['::1.2.3.4:5', 10, 17, 'Unexpected `1.2.3.4` in IPv6 address, expected the IPv4 part only at the end'],
      [
        '::1.2.3.256',
        16,
        19,
        'Unexpected `256` in IPv6 address, expected a number from 0 to 255 without leading zeros'
      ],
      ['fe80::1%25eth0', 15, 16, 'Unexpected `%` in IPv6 address, expected a hex digit or `:`'],
      ['', 8, 8, 'Unexpected empty address in IPv6 address, expected an IPv6 address']
    ]
    for (const [address, start, end, message] of invalid) {
      it(`rejects [${address}] at ${start}-${end}`, () => {
        expect(validate(`http://[${address}]/`).map((d) => [d.id, d.start, d.end, d.message])).toEqual([
          ['invalid-ipv6', start, end, message]
        ])
      })
    }
  })

  // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
  it('checks IPvFuture', () => {
    expect(validate('http://[v1.x:y]/')).toEqual([])
    expect(validate('http://[vG.x]/').map((d) => [d.id, d.start, d.end, d.message])).toEqual([
      ['invalid-ipvfuture', 9, 10, 'Unexpected `G` in IPvFuture literal, expected a hex version number after `v`']
    ])
    expect(ids('http://[v1]/')).toEqual([['invalid-ipvfuture', 10, 10]])
    // The authority ends at the first "/", so the literal is unclosed and "]" lands in the path.
    expect(ids('http://[v1.a/]/')).toEqual([
      ['invalid-ip-literal', 12, 12],
      ['excluded-unwise', 13, 14]
    ])
  })

  it('reports an unclosed or trailing IP literal', () => {
    expect(validate('http://[::1/')).toEqual([
      {
        id: 'invalid-ip-literal',
        message: 'Unexpected end of host, expected `]` to close the IP literal',
        start: 11,
        end: 11,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2',
        expected: ']'
      }
    ])
    expect(validate('http://[::1]x/').map((d) => [d.id, d.start, d.end, d.message])).toEqual([
      ['invalid-ip-literal', 12, 13, 'Unexpected `x` after the IP literal, expected `:` and a port']
    ])
  })

  // reg-name = *( unreserved / pct-encoded / sub-delims )
  it('checks reg-name characters and DNS lengths', () => {
    expect(validate("http://a!$&'()*+,;=-._~%41/")).toEqual([])
    expect(ids('http://a b/')).toEqual([['excluded-space', 8, 9]])
    expect(ids('http://a[b/')).toEqual([['excluded-unwise', 8, 9]])
    const label = 'a'.repeat(64)
    expect(validate(`http://${label}.example/`).map((d) => [d.id, d.start, d.end, d.severity, d.message])).toEqual([
      ['invalid-hostname', 7, 71, 'warning', 'Unexpected label of 64 octets in host, expected at most 63']
    ])
  })

  // "URI producers should provide these registered names in the IDNA encoding, rather than a percent-encoding"
  it('expects a non-ASCII registered name in its IDNA form, as browsers send it: one diagnostic on the host', () => {
    const shown = (input: string, mode: 'rfc3986' | 'rfc2396' = 'rfc3986') =>
      validate(input, {mode}).map((d) => [d.id, d.start, d.end, d.message, d.actual, d.expected, d.url])
    expect(shown('https://bücher.de/a')).toEqual([
      [
        'non-ascii',
        8,
        17,
        'Unexpected non-ASCII host `bücher.de`, expected its IDNA form `xn--bcher-kva.de`',
        'bücher.de',
        'xn--bcher-kva.de',
        'https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2'
      ]
    ])
    // Several runs, percent-escapes and upper case: the host as the WHATWG URL parser maps it.
    expect(shown('http://B%C3%BCcher.例子.example:8080/é').map((found) => found.slice(0, 3).concat(found[5]))).toEqual([
      ['non-ascii', 7, 29, 'xn--bcher-kva.xn--fsqu00a.example'],
      ['non-ascii', 35, 36, '%C3%A9']
    ])
    expect(shown('http://bücher.de/', 'rfc2396')[0]?.slice(5)).toEqual([
      'xn--bcher-kva.de',
      'https://www.rfc-editor.org/rfc/rfc2396#section-2.1'
    ])
    // A host with other problems, or one IDNA refuses: each run percent-encoded, as before.
    expect(shown('http://bü cher.de/').map((found) => found.slice(0, 3).concat(found[5]))).toEqual([
      ['non-ascii', 8, 9, '%C3%BC'],
      ['excluded-space', 9, 10, '%20']
    ])
    expect(shown('http://bü%20cher.de/').map((found) => found.slice(0, 3).concat(found[5]))).toEqual([
      ['non-ascii', 8, 9, '%C3%BC']
    ])
  })
})

describe('3.2.3. Port', () => {
  // port = *DIGIT
  it('reads the port number', () => {
    expect(parse('http://h:8080/').authority?.port).toEqual({value: '8080', start: 9, end: 13, number: 8080})
  })
  it('reports a port with other characters, without quoting them (it may be a password cut short)', () => {
    expect(validate('http://h:8o8/')).toEqual([
      {
        id: 'invalid-port',
        message: 'Unexpected characters in port, expected digits',
        start: 9,
        end: 12,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3',
        note: 'Its text is not shown: it may be part of a password'
      }
    ])
    expect(ids('http://a:b:80/')).toEqual([['invalid-port', 9, 13]])
  })
})

describe('3.3. Path', () => {
  // pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
  it('accepts every pchar and "/"', () => {
    expect(validate("/a-._~!$&'()*+,;=:@%20/b")).toEqual([])
  })
  it('reports a bad percent-encoding with the fix', () => {
    expect(validate('http://h/a%G1')).toEqual([
      {
        id: 'invalid-percent-encoding',
        message: 'Unexpected `%G1` in path, expected `%` followed by two hex digits',
        start: 10,
        end: 13,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-2.1',
        actual: '%G1',
        expected: '%25G1'
      }
    ])
    expect(ids('/a%')).toEqual([['invalid-percent-encoding', 2, 3]])
    expect(ids('/a%4')).toEqual([['invalid-percent-encoding', 2, 4]])
    expect(ids('/a%4/')).toEqual([['invalid-percent-encoding', 2, 4]])
  })
})

describe('3.4. Query and 3.5. Fragment', () => {
  // query = *( pchar / "/" / "?" ), fragment = *( pchar / "/" / "?" )
  it('accepts "/" and "?" in query and fragment', () => {
    expect(validate('?a/b?c#d/e?f')).toEqual([])
  })
  it('reports a second "#"', () => {
    expect(validate('#a#b').map((d) => [d.id, d.start, d.end, d.message, d.expected])).toEqual([
      ['unexpected-character', 2, 3, 'Unexpected `#` in fragment, expected `%23`', '%23']
    ])
  })
})

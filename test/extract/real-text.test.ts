/**
 * Issue 26's accuracy on real text (scripts/accuracy/): classes of errors
 * a careful reader resolves, each read as that reader does (exact URIs,
 * offsets and readings, default options).
 */
import {extract, extractStream} from '@urilint/extract'
import {describe, expect, it} from 'vitest'

/** What matters of each find: the URI and where it is. */
function finds(text: string, options = {}): {uri: string; start: number; end: number}[] {
  return extract(text, options).map((found) => ({uri: found.uri, start: found.start, end: found.end}))
}

describe('a host elided with an ellipsis', () => {
  it('a host of one label before `...` is cut short, in prose and as a value', () => {
    expect(finds('url = https://dcache...\nvendor = other')).toEqual([])
    expect(finds('see https://dcache... for it')).toEqual([])
  })

  it('`localhost` and a host with a top-level domain are whole', () => {
    expect(finds('try http://localhost... or http://example.com...')).toEqual([
      {uri: 'http://localhost', start: 4, end: 20},
      {uri: 'http://example.com', start: 27, end: 45}
    ])
  })

  it('`...` that starts a segment stands for its omitted start: a template', () => {
    expect(finds('Vcs-Git: https://salsa.debian.org/...git')).toEqual([])
    expect(finds('see https://github.com/rclone/rclone/compare/v1.59.0...v1.59.1')).toEqual([
      {uri: 'https://github.com/rclone/rclone/compare/v1.59.0...v1.59.1', start: 4, end: 62}
    ])
  })

  it("a last segment `...` stands for the elided rest: a template, not a sentence's end", () => {
    // uscan(1)'s table: `https://e.com:1879/...`, the URLs under a base URL.
    expect(finds('| https://e.com:1879@Hdr=Value | https://e.com:1879/... |\nsee https://e.com/dir/....')).toEqual([
      {uri: 'https://e.com:1879', start: 2, end: 20}
    ])
    expect(
      extract('https://e.com:1879/...', {templates: true}).map((found) => [found.uri, found.placeholders])
    ).toEqual([['https://e.com:1879/...', [{start: 19, end: 22}]]])
    // A sentence's dot after a `/`, or dots after a segment's text, still end it.
    expect(finds('see http://x/. and http://x/a...')).toEqual([
      {uri: 'http://x/', start: 4, end: 13},
      {uri: 'http://x/a', start: 19, end: 29}
    ])
  })

  it('a value ending with `...` ends before it; one or two dots stay (RFC 3986 5.4.2)', () => {
    expect(finds('url = https://example.org/a...\n')).toEqual([{uri: 'https://example.org/a', start: 6, end: 27}])
    expect(finds('g..  =  http://a/b/c/g..\ng.  =  http://a/b/c/g.\n')).toEqual([
      {uri: 'http://a/b/c/g..', start: 8, end: 24},
      {uri: 'http://a/b/c/g.', start: 32, end: 47}
    ])
  })
})

describe('a scheme written with `//` keying a URI (`protocol:URL`)', () => {
  it('the URI starts at the inner scheme', () => {
    // httpie(1): `--proxy PROTOCOL:PROXY_URL (e.g. http:http://foo.bar:3128)`.
    expect(finds('(e.g. http:http://foo.bar:3128), https:socks5://p.example:1080')).toEqual([
      {uri: 'http://foo.bar:3128', start: 11, end: 30},
      {uri: 'socks5://p.example:1080', start: 39, end: 62}
    ])
  })

  it('a scheme that wraps a URI keeps it', () => {
    expect(finds('view-source:http://example.com/ jar:http://a.example/b.jar!/c')).toEqual([
      {uri: 'view-source:http://example.com/', start: 0, end: 31},
      {uri: 'jar:http://a.example/b.jar!/c', start: 32, end: 61}
    ])
  })
})

describe('a capitalised word alone after `scheme://`', () => {
  it('before a blank is prose after a scheme named alone', () => {
    // podman-system-connection-list(1)'s table cell: "unix://Unix domain socket".
    expect(finds('| cure=True],    unix://Unix   |\nschemes: unix://Unix domain socket')).toEqual([])
  })

  it('a host with more after it, or in lower case, stays', () => {
    expect(finds('http://Unix. http://Intranet/ http://Localhost:80 docker://fedora x')).toEqual([
      {uri: 'http://Unix', start: 0, end: 11},
      {uri: 'http://Intranet/', start: 13, end: 29},
      {uri: 'http://Localhost:80', start: 30, end: 49},
      {uri: 'docker://fedora', start: 50, end: 65}
    ])
  })
})

describe('a line continued by `\\` right before its break', () => {
  it("goes on after the next line's indentation, as a shell joins it; the cut reading stays", () => {
    const text = 'curl https://x.example/a\\\n  b -o f\ncurl https://x.example/a \\\n  -o f'
    expect(extract(text).map((found) => [found.uri, found.start, found.end, found.alternatives])).toEqual([
      ['https://x.example/ab', 5, 29, ['https://x.example/ab', 'https://x.example/a']],
      ['https://x.example/a', 40, 59, undefined]
    ])
  })

  it("in quoted mail, after the next line's quote markers too", () => {
    const text = '> curl http://a.example/dl/libs/\\\n>   Atlas-C++/x.tar.gz and more'
    expect(extract(text).map((found) => [found.uri, found.spans.length, found.alternatives])).toEqual([
      [
        'http://a.example/dl/libs/Atlas-C++/x.tar.gz',
        2,
        ['http://a.example/dl/libs/Atlas-C++/x.tar.gz', 'http://a.example/dl/libs/']
      ]
    ])
  })

  it("in a block comment, after the next line's `*` too", () => {
    // libvips's vector.h (source-comments-14); the `*` is skipped only where the URI's own line has one.
    const text = [
      ' * https://gcc.gnu.org/onlinedocs/gcc/\\',
      ' * \tInstrumentation-Options.html#index-fcf-protection',
      ' * https://gitlab.freedesktop.org/gstreamer/orc/issues/17',
      'see https://x.example/a/\\',
      ' * b'
    ].join('\n')
    expect(finds(text).map((found) => found.uri)).toEqual([
      'https://gcc.gnu.org/onlinedocs/gcc/Instrumentation-Options.html#index-fcf-protection',
      'https://gitlab.freedesktop.org/gstreamer/orc/issues/17',
      'https://x.example/a/'
    ])
  })

  it('a watch line continued over directories is a template; onto a file pattern alone, its directory is the URI', () => {
    // uscan(1): a URL, `\\`, and the rest of the pattern on the next line; uscan fetches the directory up to the
    // last `/`.
    const text =
      '  ftp://ftp.ibiblio.org/pub/Linux/ALPHA/wine/\\\n  development/Wine-@ANY_VERSION@@ARCHIVE_EXT@\n\n' +
      '  http://www.cpan.org/modules/by-module/Text/\\\n  Text-CSV_XS-@ANY_VERSION@@ARCHIVE_EXT@\n'
    expect(finds(text)).toEqual([{uri: 'http://www.cpan.org/modules/by-module/Text/', start: 96, end: 139}])
    expect(extract(text, {templates: true}).map((found) => [found.uri, found.placeholders?.length])).toEqual([
      ['ftp://ftp.ibiblio.org/pub/Linux/ALPHA/wine/development/Wine-@ANY_VERSION@@ARCHIVE_EXT@', 2],
      ['http://www.cpan.org/modules/by-module/Text/', undefined]
    ])
  })
})

describe("a pattern's escapes inside a URI", () => {
  it('`\\+ \\. \\*` that the URI goes on after are read into it: a template', () => {
    // uscan(1)'s watch line over two lines; linkcheckerrc(5)'s `^https://deprecated\.example\.com`.
    const text =
      '  ftp://ftp.worldforge.org/pub/worldforge/libs/\\\n  Atlas-C++/transitional/Atlas-C\\+\\+-@ANY_VERSION@@ARCHIVE_EXT@\n' +
      '^https://deprecated\\.example\\.com ^410 Gone'
    expect(finds(text)).toEqual([])
    expect(extract(text, {templates: true}).map((found) => found.uri)).toEqual([
      'ftp://ftp.worldforge.org/pub/worldforge/libs/Atlas-C++/transitional/Atlas-C\\+\\+-@ANY_VERSION@@ARCHIVE_EXT@',
      'https://deprecated\\.example\\.com'
    ])
  })

  it('an escape before a blank ends the URI; `\\?` ends the directory before a query pattern', () => {
    expect(finds('see http://x.example/a\\. and http://foo.bar.org/dl/\\?path=&dl=foo-@ANY_VERSION@')).toEqual([
      {uri: 'http://x.example/a', start: 4, end: 22},
      {uri: 'http://foo.bar.org/dl/', start: 29, end: 51}
    ])
  })
})

describe("docker's `tcp://host:port,name=value`", () => {
  it('a `,` and a `name=` after a host and port end the URI: options of the setting (docker-context-create(1))', () => {
    const text = 'docker context create --docker "host=tcp://myserver:2376,ca=~/ca-file,cert=~/cert-\n   file" x'
    expect(finds(text)).toEqual([{uri: 'tcp://myserver:2376', start: 37, end: 56}])
    expect(finds('ldap://h,k=v').map((found) => found.uri)).toEqual(['ldap://h'])
  })

  it('a `,` in the path, one with no `name=`, or after a userinfo stays', () => {
    expect(finds('http://a.example/x,y=1 http://h:80,x http://u:p@h,a=b/').map((found) => found.uri)).toEqual([
      'http://a.example/x,y=1',
      'http://h:80,x',
      'http://u:p@h,a=b/'
    ])
    // Nor one inside a userinfo, before its `@`: the password rule must see the password whole.
    expect(finds('https://Q,Q=>:Q,Q=>@db.example/').map((found) => found.uri)).toEqual([
      'https://Q,Q=>:Q,Q=>@db.example/'
    ])
  })
})

describe("uscan's `URL@Header=Value`", () => {
  it("a host before `@` and a `name=value` after it: the URI is the host's", () => {
    expect(finds('--http-header https://example.org@My-Token=qwertyuiop | https://e.com:1879@Hdr=Value |')).toEqual([
      {uri: 'https://example.org', start: 14, end: 33},
      {uri: 'https://e.com:1879', start: 56, end: 74}
    ])
  })

  it('a user name, an `@` in the path, or `=` in the query stay', () => {
    const text = 'https://e.com:1879/dir@Hdr=Value http://u@h=x http://u@db.example.com/?a=b'
    expect(finds(text).map((found) => found.uri)).toEqual([
      'https://e.com:1879/dir@Hdr=Value',
      'http://u@h=x',
      'http://u@db.example.com/?a=b'
    ])
  })
})

describe("npm's version range in a git URL's fragment (`#semver:^5.0`, npm-install(1), package.json(5))", () => {
  it('goes on over `^` and the digit after it, right after `#semver:`', () => {
    const text =
      'npm install git+ssh://git@github.com:npm/cli#semver:^5.0\n  "git+ssh://git@github.com:npm/cli#semver:^5.0"'
    expect(finds(text)).toEqual([
      {uri: 'git+ssh://git@github.com:npm/cli#semver:^5.0', start: 12, end: 56},
      {uri: 'git+ssh://git@github.com:npm/cli#semver:^5.0', start: 60, end: 104}
    ])
  })

  it('a `^` anywhere else ends a bare URI, as before', () => {
    expect(
      finds('http://a.example/x#v:^5 http://a.example/^5 http://a.example/#semver:^x').map((found) => found.uri)
    ).toEqual(['http://a.example/x#v', 'http://a.example/', 'http://a.example/#semver'])
  })
})

describe("an `@` escaped with `\\` in an authority (Doxygen's, Perl's, the shell's)", () => {
  it('is read as the `@`, without the `\\`: two spans on the line', () => {
    const text = ' * http://user\\@host.example:8080/\n'
    expect(finds(text)).toEqual([{uri: 'http://user@host.example:8080/', start: 3, end: 34}])
    expect(extract(text)[0]!.spans.map(({start, end}) => [start, end])).toEqual([
      [3, 14],
      [15, 34]
    ])
  })

  it('after a password too (librabbitmq); a template once read (APR)', () => {
    const text = ' * amqp://guest:guest\\@localhost:5672//\n * http://user:passwd\\@host:port/\n'
    expect(finds(text)).toEqual([{uri: 'amqp://guest:guest@localhost:5672//', start: 3, end: 39}])
    expect(extract(text, {templates: true})[1]!.uri).toBe('http://user:passwd@host:port/')
    // The password then read on over what ends a URI in text, up to its host, as without the escape.
    expect(finds('URL=https://app:%2F\\@Q@)@db.example/').map((found) => found.uri)).toEqual([
      'https://app:%2F@Q@)@db.example/'
    ])
  })

  it('not after an empty password: there the `\\` is all the password (`app:\\@db`)', () => {
    expect(finds('https://app:\\@db.example/')).toEqual([{uri: 'https://app:\\@db.example/', start: 0, end: 25}])
  })

  it('after the authority, or before no host, the `\\` ends the URI as before', () => {
    // `mailto:a`, cut there, is one word: no address (below).
    expect(finds('http://a.example/x\\@y mailto:a\\@b.example http://u\\@ ok').map((found) => found.uri)).toEqual([
      'http://a.example/x',
      'http://u'
    ])
  })
})

describe('held-out sets manpages-15 and source-comments-8', () => {
  it('a shell-escaped variable goes on in the URI, a template (zypper(8)’s `\\$releasever`)', () => {
    const text =
      'zypper ar -f http://ftp.example.org/pub/suse/\\$releasever packman\n  http://ftp.example.org/pub/suse/\\${releasever}_packman\n'
    expect(finds(text)).toEqual([])
    expect(extract(text, {templates: true}).map((found) => [found.uri, found.start, found.placeholders])).toEqual([
      ['http://ftp.example.org/pub/suse/\\$releasever', 13, [{start: 32, end: 44}]],
      ['http://ftp.example.org/pub/suse/\\${releasever}_packman', 68, [{start: 32, end: 46}]]
    ])
  })

  it('a status in parentheses after a host alone is not the host’s (WWW::Mechanize::Shell(3pm))', () => {
    expect(finds('Retrieving http://www.example.com(200)\nand http://example.com/wiki/Foo_(bar)')).toEqual([
      {uri: 'http://www.example.com', start: 11, end: 33},
      {uri: 'http://example.com/wiki/Foo_(bar)', start: 43, end: 76}
    ])
  })

  it('CPE 2.3’s formatted string is no URI, its URI binding is (libzypp’s CpeId.h)', () => {
    expect(
      finds(' * cpe:2.3:a:opensuse:libzypp:14.16.0:beta:*:*:*:*:*:*\n * cpe:/a:opensuse:libzypp:14.16.0:beta')
    ).toEqual([{uri: 'cpe:/a:opensuse:libzypp:14.16.0:beta', start: 58, end: 94}])
  })

  it('`some` before a host’s word is any host, a placeholder (libzypp’s RepoInfo.h)', () => {
    const text = 'repo.setBaseUrl( Url("http://someserver/somepath/") ); and http://somehost.example.org/'
    expect(finds(text)).toEqual([{uri: 'http://somehost.example.org/', start: 59, end: 87}])
    expect(extract(text, {templates: true})[0]!.placeholders).toEqual([{start: 7, end: 17}])
  })
})

describe('a wildcard port after a host alone (CZMQ, CSP)', () => {
  it('`:*` and `:!` are part of the URI, a template', () => {
    const text = '     tcp://127.0.0.1:*           bind to first free port\n     tcp://127.0.0.1:!  random\n'
    expect(finds(text)).toEqual([])
    expect(extract(text, {templates: true}).map((found) => [found.uri, found.placeholders])).toEqual([
      ['tcp://127.0.0.1:*', [{start: 16, end: 17}]],
      ['tcp://127.0.0.1:!', [{start: 16, end: 17}]]
    ])
  })

  it('after a path they end a sentence as before', () => {
    expect(finds('See http://a.example/b:* and http://a.example/b!').map((f) => f.uri)).toEqual([
      'http://a.example/b',
      'http://a.example/b'
    ])
  })
})

describe('a run of progress dots after a URI', () => {
  it('is no elided segment: the URI ends before it (bundle-update(1))', () => {
    expect(finds('Fetching gem metadata from https://rubygems.org/.........\n')).toEqual([
      {uri: 'https://rubygems.org/', start: 27, end: 48}
    ])
  })

  it('three dots, and a fourth that ends a sentence, stay a template', () => {
    expect(finds('https://a.example/... https://a.example/....', {templates: true}).map((f) => f.uri)).toEqual([
      'https://a.example/...',
      'https://a.example/...'
    ])
  })
})

describe('a name to fill in between `<` and `>` after a `/`', () => {
  it("is read into the URI, a template (ejabberd.yml(5)'s `http://localhost:5280/api/<command_name>`)", () => {
    const text = 'send a POST request to http://localhost:5280/api/<command_name>\n'
    expect(finds(text)).toEqual([])
    expect(
      extract(text, {templates: true}).map((found) => [found.uri, found.start, found.end, found.placeholders])
    ).toEqual([['http://localhost:5280/api/<command_name>', 23, 63, [{start: 26, end: 40}]]])
  })

  it('an HTML tag after a link, or a name without `_` or `-`, ends the URI as before', () => {
    expect(finds('http://a.example/<br> http://a.example/</a> http://a.example/<name>').map((f) => f.uri)).toEqual([
      'http://a.example/',
      'http://a.example/',
      'http://a.example/'
    ])
  })
})

describe('a scheme named as a form, a suffix glued after its `//`', () => {
  it("is no URI: no host starts with `-` (wput(1)'s `ftp://-prefix`, vdirsyncer(1)'s `web-⏎cal://-calendars`)", () => {
    expect(finds('URLs are recognized by the ftp://-prefix.\nonly web-\n   cal://-calendars are used')).toEqual([])
    expect(finds('see ftp://a-b.example/')).toEqual([{uri: 'ftp://a-b.example/', start: 4, end: 22}])
    // Nor a host name with a dot (twitter-text's and url-regex-safe's `http://-twitter.com`, `http://-a.b.co`).
    expect(finds('test http://-twitter.com http://-leadingdash.twitter.com http://-error-.invalid/')).toEqual([])
    // A user name may start with `-`: its password must still be found and reported, whatever it holds.
    expect(
      finds('https://-:pw@db.example/ https://-u@db.example/ https://-:p"w@db.example/').map((f) => f.uri)
    ).toEqual(['https://-:pw@db.example/', 'https://-u@db.example/', 'https://-:p"w@db.example/'])
  })
})

describe("a small number alone after a web scheme's `//`", () => {
  it("is no URI (datalad-clone(1)'s substitution `,^http://(.*)$,https://1`, its `\\1` lost)", () => {
    expect(finds('(Example: ",^http://(.*)$,https://1").')).toEqual([])
  })

  it("a media scheme's title or track, a long number (an address), or one with a path stays", () => {
    expect(finds('mpv dvd://1 cdda://5 http://3627732462/ http://1/x').map((f) => f.uri)).toEqual([
      'dvd://1',
      'cdda://5',
      'http://3627732462/',
      'http://1/x'
    ])
  })
})

describe('a `mailto:` address', () => {
  it('of one word is no URI: a form\'s stand-in (Camel\'s headers: `<a href="mailto:foo">`)', () => {
    expect(finds('Convert mailto: URLs to <a href="mailto:foo">mailto:foo</a>.')).toEqual([])
  })

  it("with an `@` or a `.`, or none before a query, stays (a spammer's `mailto:results.example.com` too)", () => {
    expect(finds('mailto:a@b.example mailto:?to=a@b.example mailto:results.example.com').map((f) => f.uri)).toEqual([
      'mailto:a@b.example',
      'mailto:?to=a@b.example',
      'mailto:results.example.com'
    ])
  })

  it("as a key's value, after its `:` or `=` (iCalendar's `ORGANIZER`, khal(1); ipptool(1))", () => {
    expect(finds('ORGANIZER;CN=Name:mailto:name@mail.example recipient=mailto:user@example.com')).toEqual([
      {uri: 'mailto:name@mail.example', start: 18, end: 42},
      {uri: 'mailto:user@example.com', start: 53, end: 76}
    ])
    expect(finds('key:mailto:x key=mailto:y')).toEqual([])
  })
})

describe('a scheme always written with `//`, before a port', () => {
  it("is a protocol and its port (nDPI's `udp:139@NETBIOS`), no URI", () => {
    expect(finds('   * udp:139@NETBIOS\n')).toEqual([])
    expect(finds('see ftp:username@example.com').map((f) => f.uri)).toEqual(['ftp:username@example.com'])
  })
})

describe("what marks the `>` of `<…>` at a URI's end, and a footnote's number", () => {
  it("Doxygen's `\\>` escape and a DocBook footnote's `[1]` after a `/` are not the URI's", () => {
    expect(finds('such as \\<sip:test@linphone.org?SomeHeader=SomeValue\\>.')).toEqual([
      {uri: 'sip:test@linphone.org?SomeHeader=SomeValue', start: 10, end: 52}
    ])
    expect(finds('the libreswan project <https://libreswan.org/[1]> by')).toEqual([
      {uri: 'https://libreswan.org/', start: 23, end: 45}
    ])
  })

  it("a footnote's `[1]` after a bare URI's path is not the URI's either (pod2man's links, scons(1))", () => {
    expect(finds('see the HOWTO http://svn-bp.example.org/[1].\n')).toEqual([
      {uri: 'http://svn-bp.example.org/', start: 14, end: 40}
    ])
    // Glued to a segment too (manpages-25, judged so blind); in a query a bracket is data.
    expect(finds('see http://a.example/x[1] and https://x.example/?a[1]').map((f) => f.uri)).toEqual([
      'http://a.example/x',
      'https://x.example/?a[1]'
    ])
  })

  it('a footnote after a segment in `<…>` is no more the URI’s; a bracket before it, or an IP literal, stays', () => {
    expect(finds('<http://a.example/x[1]> <http://[::1]/> <http://a.example/x[a][1]>').map((f) => f.uri)).toEqual([
      'http://a.example/x',
      'http://[::1]/',
      'http://a.example/x[a][1]'
    ])
  })
})

describe('a registered scheme\'s URI alone in a string (`"file:in.mp3"`, libavformat\'s avformat.h)', () => {
  it('is a URI with a `.` in its body, between double quotes only', () => {
    const text = 'url = "file:in.mp3"; see file:in.mp3 or \'file:in.mp3\' or "file:in"'
    expect(finds(text)).toEqual([{uri: 'file:in.mp3', start: 7, end: 18}])
  })
})

describe("x11vnc's frame buffer `file:PATH@WxH` and kamailio's `udp:address:port`", () => {
  it('are no URIs: a file and a frame size, a listen address', () => {
    expect(
      finds('-rawfb file:/dev/urandom@128x128x8, file:/dev/urandom@128x128x1:1/1/1 -l udp:127.0.0.1:5080')
    ).toEqual([])
  })

  it('an `@` before other text, and `udp://`, stay URIs', () => {
    expect(finds('file:/tmp/a@b/c.txt file:/x@1y udp://239.0.0.1:1234').map((found) => found.uri)).toEqual([
      'file:/tmp/a@b/c.txt',
      'file:/x@1y',
      'udp://239.0.0.1:1234'
    ])
  })
})

describe('a network address range after a scheme (CIDR)', () => {
  it("is no URI (whatweb(1)'s `--url-prefix https://192.168.0.0/24`)", () => {
    expect(finds('--url-prefix https://192.168.0.0/24 or http://10.0.0.0/8')).toEqual([])
  })

  it('a host address, a prefix over 32 or no prefix stays', () => {
    expect(finds('http://10.0.0.1/8 http://10.0.0.0/33 http://1.2.3.0/ http://1.0/24').map((f) => f.uri)).toEqual([
      'http://10.0.0.1/8',
      'http://10.0.0.0/33',
      'http://1.2.3.0/',
      'http://1.0/24'
    ])
  })
})

describe("a setting's key glued after a host alone", () => {
  it("ends the host at its top-level domain (bundle-config(1)'s `mirror.https://rubygems.org.fallback_timeout`)", () => {
    expect(finds('mirror.https://rubygems.org.fallback_timeout 3')).toEqual([
      {uri: 'https://rubygems.org', start: 7, end: 27}
    ])
  })

  it('a `_` in a path, in capitals, or after no top-level domain stays', () => {
    expect(
      finds('http://a.example/a.b_c https://x.org.MY_KEY https://x.local.my_key https://x.org.my_key/p').map(
        (f) => f.uri
      )
    ).toEqual(['http://a.example/a.b_c', 'https://x.org.MY_KEY', 'https://x.local.my_key', 'https://x.org.my_key/p'])
  })
})

describe('a template with a placeholder port and a password phrase', () => {
  it('is left out unless templates are asked for; a real password keeps the URI', () => {
    const text = '`http://login-on-proxy:passwd-on-proxy@proxy-host.com:port`, http://me:hunter-two@h.example.com:port/'
    expect(finds(text)).toEqual([{uri: 'http://me:hunter-two@h.example.com:port/', start: 61, end: 101}])
    expect(extract(text, {templates: true}).map((found) => [found.uri, found.placeholders])).toEqual([
      ['http://login-on-proxy:passwd-on-proxy@proxy-host.com:port', [{start: 53, end: 57}]],
      ['http://me:hunter-two@h.example.com:port/', undefined]
    ])
  })
})

describe("a tool's `scheme:host:port` is no URI of a scheme written with `//`", () => {
  it('a transport or keyserver before a host name and a colon', () => {
    expect(finds('example.com      smtp:bar.example:2025')).toEqual([])
    expect(finds('keyserver ldap:ldap.example.com::uid=USERNAME,ou=GnuPG Users,')).toEqual([])
  })

  it('schemes written without `//`, and other bodies, stay URIs', () => {
    expect(finds('stun:stun.example.org:3478 ldap:host.example/dc=x')).toEqual([
      {uri: 'stun:stun.example.org:3478', start: 0, end: 26},
      {uri: 'ldap:host.example/dc=x', start: 27, end: 49}
    ])
  })
})

describe('an empty host and a root path: `ldap:///`', () => {
  it('a whole URI of a known scheme where it stands alone', () => {
    expect(finds('slapd will by default serve ldap:/// (LDAP over TCP), or "ldaps:///", or file:///.')).toEqual([
      {uri: 'ldap:///', start: 28, end: 36},
      {uri: 'ldaps:///', start: 58, end: 67},
      {uri: 'file:///', start: 73, end: 81}
    ])
  })

  it("not a form named before the word for its kind (manpages-5's debootstrap(8), git-annex(1), requests)", () => {
    expect(finds('a file:/// URL, a file:/// url. file:/// urls, an ldap:/// URI')).toEqual([])
    expect(finds('the root path file:/// as a URL, file:/// URLish').map((found) => found.uri)).toEqual([
      'file:///',
      'file:///'
    ])
  })

  it("not a form named before `scheme`, `prefix` or `protocol` (manpages-17's SVN::Web(3pm))", () => {
    expect(finds('(with the "file:///" scheme) or, without one, the "file:///" scheme is assumed')).toEqual([])
    expect(finds('the ldap:/// prefix, the file:/// protocol, file:/// schemes')).toEqual([])
    expect(finds('file:/// schemer, file:/// prefixed').map((found) => found.uri)).toEqual(['file:///', 'file:///'])
  })

  it('not a form named as a prefix or beside other forms (git-lfs(1), slapo-rwm(5), sbuild(8), debootstrap(8))', () => {
    expect(finds('URLs starting with file:/// (that is, local paths)')).toEqual([])
    expect(finds('which must begin with ldap:/// (i.e., an LDAP URI)')).toEqual([])
    expect(finds('An http://, file:///, or ssh:/// URI pointing to a mirror')).toEqual([])
    expect(finds('Notice that file:/ URLs are translated to file:/// (correct scheme)')).toEqual([])
    // Beside URIs, or a form named with no prose after it, it stays.
    expect(
      finds('given -h "ldap://127.0.0.1:9009/ ldaps:/// ldapi:///", it listens').map((found) => found.uri)
    ).toEqual(['ldap://127.0.0.1:9009/', 'ldaps:///'])
    expect(finds('connect with ldap:/// or ldap://h/').map((found) => found.uri)).toEqual(['ldap:///', 'ldap://h/'])
  })

  it('not the start of a syntax form, one elided, nor of a scheme that needs a host', () => {
    expect(finds('ldap:///<base>??[<scope>]?<filter> file:///.... ldap:///... foo:/// http:///')).toEqual([])
  })
})

describe("a typesetter's hyphen inside a part of a compound", () => {
  const lines = [
    '       The  chapter  Domain  lists  of  the  specification  explains  how  a',
    '       name  is  matched,  and  what  happens  when  it  cannot  be   found.',
    '       See  its  section  on  names:    <http://docs.example.org/spec/ch-do-',
    '       main_lists.html>.',
    ''
  ]
  const readings = (text: string) => extract(text).map((found) => [found.uri, found.start, found.alternatives])

  it('is dropped where the text writes the part joined as a word (`Domain`, `ch-do-⏎main`)', () => {
    expect(readings(lines.join('\n'))).toEqual([
      [
        'http://docs.example.org/spec/ch-domain_lists.html',
        195,
        ['http://docs.example.org/spec/ch-domain_lists.html', 'http://docs.example.org/spec/ch-do-main_lists.html']
      ]
    ])
  })

  it('is kept where it does not', () => {
    expect(readings(lines.join('\n').replace('Domain', 'Naming'))).toEqual([
      [
        'http://docs.example.org/spec/ch-do-main_lists.html',
        195,
        ['http://docs.example.org/spec/ch-do-main_lists.html', 'http://docs.example.org/spec/ch-domain_lists.html']
      ]
    ])
  })
})

describe("a typesetter's hyphen before a bound suffix or root in a compound", () => {
  it('is dropped: `lat|est`, `insti|tute` (darcs(1), socat(1))', () => {
    const text = [
      '       or  `$XDG_CACHE_HOME/darcs`  if  the  environment  variable is set, see',
      '       https://specifications.example.org/basedir-spec/basedir-spec-lat-',
      '       est.html.   The cache allows darcs to avoid re-downloading patches (for',
      '       example, the FIPS encryption standard is described at http://oss-insti-',
      '       tute.example/fips-faq.html.  This  mode  might require that all of  the',
      ''
    ].join('\n')
    expect(extract(text).map((found) => found.uri)).toEqual([
      'https://specifications.example.org/basedir-spec/basedir-spec-latest.html',
      'http://oss-institute.example/fips-faq.html'
    ])
  })
})

describe("a typesetter's hyphen before a Greek noun's `sis`, on a line of its own", () => {
  it('is dropped without justification to show it, as before `tion` (sshow(8) of manpages-23)', () => {
    const text = [
      '       sshow - SSH traffic analysis tool',
      '',
      '              http://www.openwall.example/advisories/OW-003-ssh-traffic-analy-',
      '              sis.txt',
      '              http://www.example.org/is-',
      '              sis/'
    ].join('\n')
    // `is|sis` leaves two letters before the suffix: no break a typesetter makes, so the hyphen stays.
    expect(extract(text).map((found) => found.uri)).toEqual([
      'http://www.openwall.example/advisories/OW-003-ssh-traffic-analysis.txt',
      'http://www.example.org/is-sis/'
    ])
  })
})

describe("a typesetter's hyphen in a word that digits end", () => {
  it('is dropped where the letters have a hyphenation point (`Ama|zonS3`, s3fs(1)); a digit at the break keeps it', () => {
    const text = [
      '              the default canned acl to apply to all written s3 objects, e.g.,',
      '              "private", "public-read".  see  https://docs.example.com/Ama-',
      '              zonS3/latest/dev/acl-overview.html#canned-acl  for the full list',
      '              of canned acls, and the older list of the same service  at  the',
      '              page     https://docs.example.com/release/archive/version/v2-',
      '              beta3/index.html  for  the  acls  of  that  release  of  it  all.',
      ''
    ].join('\n')
    expect(extract(text).map((found) => found.uri)).toEqual([
      'https://docs.example.com/AmazonS3/latest/dev/acl-overview.html#canned-acl',
      'https://docs.example.com/release/archive/version/v2-beta3/index.html'
    ])
  })
})

describe("a typesetter's hyphen inside a compound's part the text writes in the singular", () => {
  const lines = (first: string) =>
    [
      first,
      '              suites, depending on your TLS engine, can be found on  the  CURL',
      '              library     documentation:     https://curl.haxx.se/docs/ssl-ci-',
      '              phers.html',
      ''
    ].join('\n')

  it('is dropped: `ssl-ci|phers` beside "cipher" (s3fs(1))', () => {
    const text = lines('              rated  list  of  cipher suite names.  A list of available cipher')
    expect(extract(text).map((found) => found.uri)).toEqual(['https://curl.haxx.se/docs/ssl-ciphers.html'])
  })

  it('is kept where the text writes neither the part nor its singular', () => {
    const text = lines('              rated  list  of  the  suite names.  The list of available suite')
    expect(extract(text).map((found) => found.uri)).toEqual(['https://curl.haxx.se/docs/ssl-ci-phers.html'])
  })
})

describe("a shell's escaped `&` in a query", () => {
  it('is read on as written (syncthing(7)); before a blank the URI still ends at the `\\`', () => {
    const text = [
      '           $ curl -X POST -H "X-API-Key: abc123"',
      '           http://127.0.0.1:8384/rest/system/discovery?device=LGFPDIT7SKNNJVJZA4FC7QNCRKCE753K72\\&addr=192.0.2.11:22000',
      '           $ curl http://127.0.0.1:8384/rest/x?a=1\\& and more',
      ''
    ].join('\n')
    expect(extract(text).map((found) => found.uri)).toEqual([
      'http://127.0.0.1:8384/rest/system/discovery?device=LGFPDIT7SKNNJVJZA4FC7QNCRKCE753K72\\&addr=192.0.2.11:22000',
      'http://127.0.0.1:8384/rest/x?a=1'
    ])
  })
})

describe('a hyphen at a break inside a name the URI repeats', () => {
  const lines = [
    '                The value of the setting must be a  libpq  connection  string;',
    '                consult    the    manual    of    the    server     (https://www.ex-',
    '               ample.org/docs/current/static/libpq-connect.html#LIBPQ-',
    '                CONNSTRING) for more information.  The keys used most are: host,',
    '                hostaddr,   port,   dbname,   user,   password   and   the   others.',
    ''
  ]
  const uris = (text: string) => extract(text).map((found) => found.uri)

  it("is the name's own where the URI writes the word before it with a hyphen earlier (barman(5))", () => {
    expect(uris(lines.join('\n'))).toEqual([
      'https://www.example.org/docs/current/static/libpq-connect.html#LIBPQ-CONNSTRING'
    ])
  })

  it("is the name's own where the URI writes it with a hyphen after the break (sqitch's snowflake(3pm), collectd.conf(5))", () => {
    const after = lines
      .join('\n')
      .replace('libpq-connect.html#LIBPQ-', 'connections.html#LIBPQ-')
      .replace('CONNSTRING) for', 'CONNSTRING#libpq-a) for')
    expect(uris(after)).toEqual([
      'https://www.example.org/docs/current/static/connections.html#LIBPQ-CONNSTRING#libpq-a'
    ])
    expect(uris(after.replace('#libpq-a', '#a-connstring'))).toEqual([
      'https://www.example.org/docs/current/static/connections.html#LIBPQ-CONNSTRING#a-connstring'
    ])
    expect(uris(after.replace('#libpq-a', '#alibpq-a'))).toEqual([
      'https://www.example.org/docs/current/static/connections.html#LIBPQCONNSTRING#alibpq-a'
    ])
  })

  it('is the typesetter’s where it does not', () => {
    expect(uris(lines.join('\n').replace('libpq-connect', 'connections'))).toEqual([
      'https://www.example.org/docs/current/static/connections.html#LIBPQCONNSTRING'
    ])
  })
})

describe("groff's hyphenation exceptions", () => {
  const lines = [
    '       There  are  several  flaws  in  this  kind  of  session  resumption,',
    '       which    are    explained    in    detail    at:     https://web.ar-',
    '       chive.example/web/2017/tickets/',
    ''
  ]

  it('a break the patterns do not allow but groff makes (`ar|chive`) is the typesetter’s', () => {
    expect(extract(lines.join('\n')).map((found) => [found.uri, found.start, found.alternatives])).toEqual([
      [
        'https://web.archive.example/web/2017/tickets/',
        136,
        ['https://web.archive.example/web/2017/tickets/', 'https://web.ar-chive.example/web/2017/tickets/']
      ]
    ])
  })
})

describe('a break a typesetter made where no line around it is justified', () => {
  const uris = (text: string) => extract(text).map((found) => [found.uri, found.alternatives?.[1]])

  it('leaves only a noun’s suffix after it, even in ragged lines (xrdgsitest(1)’s example)', () => {
    const text = [
      '              --2016-12-12 19:31:36--',
      '              http://files.example.org/crl/CERN%20Root%20Certifica-',
      '              tion%20Authority%202.crl',
      '              Resolving files.example.org... 192.0.2.52',
      ''
    ].join('\n')
    expect(uris(text)).toEqual([
      [
        'http://files.example.org/crl/CERN%20Root%20Certification%20Authority%202.crl',
        'http://files.example.org/crl/CERN%20Root%20Certifica-tion%20Authority%202.crl'
      ]
    ])
    // Not a word that starts compounds (`server-less`), nor where the part before is no more than a prefix.
    expect(uris(text.replace('Certifica-', 'Server-').replace('tion%20', 'less%20'))[0]![0]).toBe(
      'http://files.example.org/crl/CERN%20Root%20Server-less%20Authority%202.crl'
    )
  })

  it('is alone on a short line after a justified one at the margin (exim(8))', () => {
    const text = [
      '       -m        This is a synonym  for  -om  that  is  accepted  by  Sendmail',
      '                 (https://docs.exam-',
      '                 ple.org/cd/E19457-01/801-6680-1M.pdf  p.  1M-258),   so  Exim',
      '                 treats it as that option and ignores the rest of the line.',
      '       -n        This  option  is  interpreted  by  Sendmail   to  mean    "no',
      ''
    ].join('\n')
    expect(uris(text)).toEqual([
      [
        'https://docs.example.org/cd/E19457-01/801-6680-1M.pdf',
        'https://docs.exam-ple.org/cd/E19457-01/801-6680-1M.pdf'
      ]
    ])
    // The line before short of the margin (78 columns): the hyphen is kept, as written.
    expect(uris(text.replace('that  is  accepted  by  Sendmail', 'that is accepted by Sendmail'))[0]![0]).toBe(
      'https://docs.exam-ple.org/cd/E19457-01/801-6680-1M.pdf'
    )
  })
})

describe('held-out sets manpages-18 and source-comments-11', () => {
  it("a DMARC record's list of report URIs and its next tag are not an address's (Mail::DMARC(3pm))", () => {
    expect(finds("$duri->parse('mailto:rua@example.com,mailto:rua@external.example.net');")).toEqual([
      {uri: 'mailto:rua@example.com', start: 14, end: 36},
      {uri: 'mailto:rua@external.example.net', start: 37, end: 68}
    ])
    // A tag after the address's `;`, on its line or (dmarc_lookup(1p)) the next one a client's wrap would join.
    expect(finds('v=DMARC1; p=reject; rua=mailto:dmarc@example.com;pct=100;')).toEqual([
      {uri: 'mailto:dmarc@example.com', start: 24, end: 48}
    ])
  })

  it("a `mailto:`'s other addresses, header fields, size limit and local part stay as written", () => {
    expect(finds('mailto:a@example.com,b@example.org?subject=a;b and mailto:a;b@example.com')).toEqual([
      {uri: 'mailto:a@example.com,b@example.org?subject=a;b', start: 0, end: 46},
      {uri: 'mailto:a;b@example.com', start: 51, end: 73}
    ])
    // RFC 7489 6.4's `dmarc-uri` holds the size, and Mail::DMARC quotes it with the URI.
    expect(finds('the URI "mailto:reports@example.com!50m" would')).toEqual([
      {uri: 'mailto:reports@example.com!50m', start: 9, end: 39}
    ])
  })

  it("a directory at the end of a comment's line goes on with a file's path at the next one's start (GNUnet)", () => {
    const text = [
      ' * DNSCERT algorithms as defined in http://www.iana.org/assignments/',
      ' *  dns-sec-alg-numbers/dns-sec-alg-numbers.xhtml, under dns-sec-alg-numbers-1',
      ''
    ].join('\n')
    expect(extract(text).map((found) => [found.uri, found.alternatives])).toEqual([
      [
        'http://www.iana.org/assignments/dns-sec-alg-numbers/dns-sec-alg-numbers.xhtml',
        [
          'http://www.iana.org/assignments/dns-sec-alg-numbers/dns-sec-alg-numbers.xhtml',
          'http://www.iana.org/assignments/'
        ]
      ]
    ])
    // Prose (`and/or`), a file with no directory, or a word after the path: the URI ends at its line's end.
    expect(finds('See http://example.org/\nand/or the FAQ.\n')).toEqual([
      {uri: 'http://example.org/', start: 4, end: 23}
    ])
    expect(finds('See http://example.org/docs/\nindex.html for more\n')[0]!.uri).toBe('http://example.org/docs/')
    expect(finds('See http://example.org/docs/\nfoo/bar for more\n')[0]!.uri).toBe('http://example.org/docs/')
  })

  it("a host label that is `your` and what is the reader's own to fill in", () => {
    const text = [
      '       at  http://yp.yourserver.com:8000/live96  to mp3 players.  The encoding',
      "           api_uri => 'https://github.yourdomain.com/api/v3/'",
      '       http://svn.yoursite.com/path/to/repo, but http://orleantraders.4yoursuccess.org and',
      '       http://your.site.com/cgi-bin/lj_friends.cgi stay.'
    ].join('\n')
    expect(finds(text).map((found) => found.uri)).toEqual([
      'http://orleantraders.4yoursuccess.org',
      'http://your.site.com/cgi-bin/lj_friends.cgi'
    ])
    expect(
      extract(text, {templates: true})
        .filter((found) => found.placeholders !== undefined)
        .map((found) => [found.uri, found.placeholders])
    ).toEqual([
      ['http://yp.yourserver.com:8000/live96', [{start: 10, end: 20}]],
      ['https://github.yourdomain.com/api/v3/', [{start: 15, end: 25}]],
      ['http://svn.yoursite.com/path/to/repo', [{start: 11, end: 19}]]
    ])
  })

  it("a host of one word ending in `name`, `folder`, `directory`, `socket` or `somewhere`, and Perl's `$_[0]`, are to fill in", () => {
    const text = [
      ' * - rpcap://devicename [opens the selected device]',
      '   sockets, this will be of the form ldapi://socket. For a (potentially remote)',
      "     $ua->request(GET 'http://somewhere/foo', Accept => 'text/html');",
      ' * - file://folder/ [lists all the files in the given folder]',
      '   proxy => sub { Plack::App::Proxy->new(remote => "http://$_[0]:$_[1]") },',
      '   dvd://directory and path://pathname; but http://rename.example.org/ and http://name/'
    ].join('\n')
    expect(finds(text).map((found) => found.uri)).toEqual(['http://rename.example.org/', 'http://name/'])
    expect(
      extract(text, {templates: true})
        .filter((found) => found.placeholders !== undefined)
        .map((found) => [found.uri, found.placeholders])
    ).toEqual([
      ['rpcap://devicename', [{start: 8, end: 18}]],
      ['ldapi://socket', [{start: 8, end: 14}]],
      ['http://somewhere/foo', [{start: 7, end: 16}]],
      ['file://folder/', [{start: 7, end: 13}]],
      [
        'http://$_[0]:$_[1]',
        [
          {start: 7, end: 12},
          {start: 13, end: 18}
        ]
      ],
      ['dvd://directory', [{start: 6, end: 15}]],
      ['path://pathname', [{start: 7, end: 15}]]
    ])
  })
})

describe('a break at the hyphen of a name the text writes joined by `::` or `_`', () => {
  // Justified as groff sets it: each line 72 columns.
  const page = (name: string) =>
    [
      `       ${name}  is  the  module  that  validates  the  data against`,
      '       the  specification.  This  plugin  supports  both version 2.0 and',
      '       3.x,  though  3.x  might  have some missing features. Report them',
      '       in        issues       at       <https://github.com/example/json-',
      '       validator/issues>   or   open   pull   requests  to  enhance  it.',
      ''
    ].join('\n')
  const uris = (text: string) => extract(text).map((found) => found.uri)

  it("keeps the hyphen of a package's name (`JSON::Validator`, `json_validator` beside `json-⏎validator`)", () => {
    expect(uris(page('JSON::Validator'))).toEqual(['https://github.com/example/json-validator/issues'])
    expect(uris(page('json_validator'))).toEqual(['https://github.com/example/json-validator/issues'])
  })

  it('drops it at a point of the patterns in justified text otherwise', () => {
    expect(uris(page('JSON::Schema'))).toEqual(['https://github.com/example/jsonvalidator/issues'])
    expect(uris(page('Validator::JSON'))).toEqual(['https://github.com/example/jsonvalidator/issues'])
  })
})

describe('a URN namespace named alone', () => {
  it('`urn:isbn:` has no namespace-specific string: no URN (RFC 8141 2)', () => {
    expect(finds('The "urn:isbn:" namespace and the "URN:OID:" one')).toEqual([])
  })

  it('a URN with its string, and `urn:name` as comments write it, stay', () => {
    expect(finds('"urn:isbn:0451450523" and urn:bob')).toEqual([
      {uri: 'urn:isbn:0451450523', start: 1, end: 20},
      {uri: 'urn:bob', start: 26, end: 33}
    ])
  })
})

describe('a syntax form whose host is the word `data`', () => {
  it('is a template, left out unless asked for', () => {
    const text = 'memory://data\n   Use the data part as source data.\nhex://data and https://data.example.org/'
    expect(finds(text)).toEqual([{uri: 'https://data.example.org/', start: 66, end: 91}])
    expect(extract(text, {templates: true}).map((found) => [found.uri, found.placeholders])).toEqual([
      ['memory://data', [{start: 9, end: 13}]],
      ['hex://data', [{start: 6, end: 10}]],
      ['https://data.example.org/', undefined]
    ])
  })
})

describe('a syntax form with alternatives inside brackets', () => {
  it('`[relative|/absolute]` is no URI, cut at its `|`', () => {
    expect(finds('file://[relative|/absolute]/local/path and mf://[filemask|@listfile]')).toEqual([])
    expect(finds('sftp://user[:pwd]@other.host[:port]/[relative|/absolute]_path')).toEqual([])
  })

  it('a `www.` find with them is none either, and throws nothing (it threw a TypeError)', () => {
    expect(extract('see www.example.com/[a|b] now and www.Data::[|', {www: true})).toEqual([])
  })

  it('a `[` of a password keeps the URI, cut at the `|` as before (no-uri-password must see it)', () => {
    expect(finds('https://app:[4@db.acme.io/a|b https://app:[@db.acme.io/?chl=a|b')).toEqual([
      {uri: 'https://app:[4@db.acme.io/a', start: 0, end: 27},
      {uri: 'https://app:[@db.acme.io/?chl=a', start: 30, end: 61}
    ])
  })

  it('a `|` outside brackets ends a URI as before', () => {
    expect(finds('http://a.example/x|http://b.example/y[a]|z')).toEqual([
      {uri: 'http://a.example/x', start: 0, end: 18},
      {uri: 'http://b.example/y[a]', start: 19, end: 40}
    ])
  })
})

describe("a watch line's substitutions and patterns (uscan(1), debcheckout(1))", () => {
  it('`@NAME@` and `.*` make a template, left out unless asked for', () => {
    const text =
      'http://example.org/files/@ANY_VERSION@/ and https://pypi.example.org/packages/.*/.*/ ' +
      'https://example.org/x.tar'
    expect(finds(text)).toEqual([{uri: 'https://example.org/x.tar', start: 85, end: 110}])
    expect(extract(text, {templates: true}).map((found) => [found.uri, found.placeholders])).toEqual([
      ['http://example.org/files/@ANY_VERSION@/', [{start: 25, end: 38}]],
      [
        'https://pypi.example.org/packages/.*/.*/',
        [
          {start: 34, end: 36},
          {start: 37, end: 39}
        ]
      ],
      ['https://example.org/x.tar', undefined]
    ])
  })

  it("a pattern's scheme `\\w+`", () => {
    expect(finds('the regex ^\\w+://(git\\.example\\.com) matches')).toEqual([])
  })
})

describe('placeholder words as a whole path', () => {
  it('`/owner/repo` and `/repository:tag` make a template; `/user/repo` stays a URI', () => {
    const text =
      'gh repo set-default https://github.com/owner/repo, docker://registry.example.com/repository:tag ' +
      'and https://github.com/user/repo.'
    expect(finds(text)).toEqual([{uri: 'https://github.com/user/repo', start: 100, end: 128}])
  })
})

describe('a form named, elided or written with its own words (manpages-13)', () => {
  it('a component left out with an ellipsis after its `:`, `=` or `@` makes no URI', () => {
    expect(finds("nbdkit torrent FILE.torrent|'magnet:?xt=urn:...'")).toEqual([])
    expect(finds(' vi://DOMAIN%5cUSER:PASSWORD@...\n')).toEqual([])
    expect(finds('(like https://www.kisa.link/url_redirector.php?url=...) the url')).toEqual([])
    // A whole URI before an ellipsis stays.
    expect(finds('visit http://a.example.com... or magnet:?xt=urn:btih:c12fe1 now').map((f) => f.uri)).toEqual([
      'http://a.example.com',
      'magnet:?xt=urn:btih:c12fe1'
    ])
  })
  it('a quoted `scheme:///` before `URLs` is a form named', () => {
    expect(finds('This plugin can be used to access "file:///" URLs, but')).toEqual([])
  })
  it("a formal URN namespace's name alone is no URN; a URN with its string is", () => {
    expect(finds('You can use http permalink, tag URI scheme or urn:uuid for handy.')).toEqual([])
    expect(finds('see urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66 and urn:bob').map((f) => f.uri)).toEqual([
      'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
      'urn:bob'
    ])
  })
  it("digits alone after `sip:` are a service's port (ncrack(1)), no SIP URI", () => {
    expect(finds('           sip:5060           N/A N/A')).toEqual([])
    expect(finds('call sip:alice@atlanta.example or sip:1234@pbx.example').map((f) => f.uri)).toEqual([
      'sip:alice@atlanta.example',
      'sip:1234@pbx.example'
    ])
  })
  it('a host of host words only (`host.name`) is a template, given only when asked', () => {
    expect(finds('o   "http://host.name/rdf/example/data"')).toEqual([])
    expect(finds('o   "http://host.name/rdf/example/data"', {templates: true}).map((f) => f.uri)).toEqual([
      'http://host.name/rdf/example/data'
    ])
  })
})

describe('a URI given as a form ("of the form", "in the format")', () => {
  it('is a template where its path holds placeholder words, and so is one listed after it', () => {
    const text =
      'The location must be of the form\n * <tt>file:///path/to/file</tt> or <tt>file://localhost/path/to/file</tt>.\n'
    expect(finds(text)).toEqual([])
    expect(extract(text, {templates: true}).map((found) => [found.uri, found.start, found.placeholders])).toEqual([
      [
        'file:///path/to/file',
        40,
        [
          {start: 8, end: 12},
          {start: 16, end: 20}
        ]
      ],
      [
        'file://localhost/path/to/file',
        73,
        [
          {start: 17, end: 21},
          {start: 25, end: 29}
        ]
      ]
    ])
  })

  it('after "in the format", "the syntax is:" and quotes', () => {
    const text =
      'A pull request URL in the format https://forge.example/owner/repository/pulls/7.\nThe syntax is: "https://forge.example/project/x".'
    expect(finds(text)).toEqual([])
    expect(extract(text, {templates: true}).map((found) => [found.uri, found.placeholders])).toEqual([
      [
        'https://forge.example/owner/repository/pulls/7',
        [
          {start: 22, end: 27},
          {start: 28, end: 38}
        ]
      ],
      ['https://forge.example/project/x', [{start: 22, end: 29}]]
    ])
  })

  it('is read within its segment only, so a stream that dropped the text before reads the same', async () => {
    // A segment ends after a blank line once it is 16 K long: the phrase is in the one before the URI's.
    const text = 'x '.repeat(8500) + 'of the form\n\nfile:///path/to/file\n'
    const cut = text.indexOf('\n\n') + 2
    const streamed = []
    for await (const found of extractStream([text.slice(0, cut), text.slice(cut)])) streamed.push(found)
    expect(streamed).toEqual(extract(text))
    expect(streamed.map((found) => found.uri)).toEqual(['file:///path/to/file'])
  })

  it('stays a URI without the phrase, without placeholder words, or with a real password', () => {
    expect(finds('Clone it: git clone file:///path/to/repo').map((found) => found.uri)).toEqual([
      'file:///path/to/repo'
    ])
    expect(finds('Identifiers are of the form sip:ann@example.com here.').map((found) => found.uri)).toEqual([
      'sip:ann@example.com'
    ])
    expect(finds('Mirrors are in the form http://ftp.example.org/debian').map((found) => found.uri)).toEqual([
      'http://ftp.example.org/debian'
    ])
    // A secret first: no-uri-password must see it.
    expect(finds('A DSN of the form postgres://admin:S3cr3tPw9@db.example.com/name').map((found) => found.uri)).toEqual(
      ['postgres://admin:S3cr3tPw9@db.example.com/name']
    )
    // "form" as another word's end, and a form word too far before.
    expect(finds('Fill in the platform https://x.example/path/a').map((found) => found.uri)).toEqual([
      'https://x.example/path/a'
    ])
  })
})

describe('a `"` that starts the line after a wrap and runs into a word', () => {
  it('opens the next string: the URI before was never closed, and ends as a bare one', () => {
    // Web::MREST::WebServicesIntro(3pm) of manpages-22: JSON whose writer left a quote out.
    const text = [
      '             "href" : "http://myapp.example.com/occupation/catalog/553,',
      '             "rel" : "http://myapp.example.com/occupation",'
    ].join('\n')
    expect(finds(text).map((found) => found.uri)).toEqual([
      'http://myapp.example.com/occupation/catalog/553',
      'http://myapp.example.com/occupation'
    ])
    // A quote that closes a wrapped URI stands alone or before punctuation.
    const wrapped = 'See "http://a.example.com/very/long/path/that/wraps/at/the/column/of/mail/\n" for more.'
    expect(finds(wrapped).map((found) => found.uri)).toEqual([
      'http://a.example.com/very/long/path/that/wraps/at/the/column/of/mail/'
    ])
  })
})

describe('held-out set manpages-22 and manpages-20: hyphens at breaks a careful reader settles', () => {
  const uris = (text: string) => extract(text).map((found) => [found.uri, found.alternatives?.[1]])
  /** Justified lines of 78 columns, as groff sets hledger(1): the segment's margin. */
  const justified = [
    '       o Our JSON is rather large and verbose, as it is quite a faithful  rep-',
    "         resentation  of  hledger's  internal  data  types.  To understand the",
    '         JSON,  read  the  Haskell  type  definitions,  which  are  mostly  in'
  ]

  it('keeps the hyphen after a word the URI wrote before as a segment of its own (hledger(1))', () => {
    const text = [
      ...justified,
      '         https://github.com/simonmichael/hledger/blob/master/hledger-',
      '         lib/Hledger/Data/Types.hs.',
      ''
    ].join('\n')
    expect(uris(text)).toEqual([
      [
        'https://github.com/simonmichael/hledger/blob/master/hledger-lib/Hledger/Data/Types.hs',
        'https://github.com/simonmichael/hledger/blob/master/hledgerlib/Hledger/Data/Types.hs'
      ]
    ])
    // Without it the break is the typesetter's; a query's key is no segment (rclone(1)'s `&folder=…&tpl=folder-⏎grid`).
    expect(uris(text.replace('/hledger/blob', '/ledger/blob'))[0]![0]).toBe(
      'https://github.com/simonmichael/ledger/blob/master/hledgerlib/Hledger/Data/Types.hs'
    )
    expect(uris(text.replace('/hledger/blob', '/x?hledger=1&a=/blob'))[0]![0]).toBe(
      'https://github.com/simonmichael/x?hledger=1&a=/blob/master/hledgerlib/Hledger/Data/Types.hs'
    )
  })

  it('drops the hyphen of a capitalized name that goes on in lower case, even on a line of its own (hledger(1))', () => {
    const text = [
      '       For the supported strptime syntax, see:',
      '       https://hackage.haskell.org/package/time/docs/Data-Time-For-',
      '       mat.html#v:formatTime',
      ''
    ].join('\n')
    expect(uris(text)).toEqual([
      [
        'https://hackage.haskell.org/package/time/docs/Data-Time-Format.html#v:formatTime',
        'https://hackage.haskell.org/package/time/docs/Data-Time-For-mat.html#v:formatTime'
      ]
    ])
    // A name in lower case, or one that goes on capitalized, keeps it.
    expect(uris(text.replace('Data-Time-For-', 'data-time-for-'))[0]![0]).toBe(
      'https://hackage.haskell.org/package/time/docs/data-time-for-mat.html#v:formatTime'
    )
    expect(uris(text.replace('mat.html', 'Mat.html'))[0]![0]).toBe(
      'https://hackage.haskell.org/package/time/docs/Data-Time-For-Mat.html#v:formatTime'
    )
  })

  it('drops a bound prefix’s hyphen on a line of one word that reaches near the margin (finch(1))', () => {
    const text = [
      ...justified,
      '       Known bugs are listed at',
      '       http://developer.pidgin.im/query?status=new&status=assigned&status=re-',
      '       opened&component=finch&order=priority',
      ''
    ].join('\n')
    expect(uris(text)).toEqual([
      [
        'http://developer.pidgin.im/query?status=new&status=assigned&status=reopened&component=finch&order=priority',
        'http://developer.pidgin.im/query?status=new&status=assigned&status=re-opened&component=finch&order=priority'
      ]
    ])
    // Not a writer's compound of two words (sqitch's `…#using-⏎variables`), nor a line far short of the margin.
    expect(uris(text.replace('status=re-\n       opened', 'status=using-\n       variables'))[0]![0]).toBe(
      'http://developer.pidgin.im/query?status=new&status=assigned&status=using-variables&component=finch&order=priority'
    )
    expect(uris(text.replace('status=new&status=assigned&', ''))[0]![0]).toBe(
      'http://developer.pidgin.im/query?status=re-opened&component=finch&order=priority'
    )
  })
})

describe('held-out set manpages-24', () => {
  const uris = (text: string, options = {}) => extract(text, options).map((found) => found.uri)

  it('a port or a segment to fill in, glued in `<…>`, makes the whole a template, not its start a URI', () => {
    // oidc-gen(1), uscan(1), gitweb(1): a URI's start is no link of its own.
    const text =
      'The redirect uri must follow the format http://localhost:<port>[/*] or the like.\n' +
      'See https://github.com/<user>/<project>/tags and http://git.example.org/user/<user>/ there.\n'
    expect(uris(text)).toEqual([])
    expect(uris(text, {templates: true})).toEqual([
      'http://localhost:<port>[/*]',
      'https://github.com/<user>/<project>/tags',
      'http://git.example.org/user/<user>/'
    ])
    // An HTML tag after a link stays out of it; a `:` of a path is no port's.
    expect(uris('Go to http://example.com/<br>now, or http://example.com/a:<b>bold</b> too.')).toEqual([
      'http://example.com/',
      'http://example.com/a'
    ])
  })

  it('keeps a `?` that ends a value after a key, as OGC services write their base URLs (mapproxy-util(1))', () => {
    const text = [
      '         - title: MapProxy WMS Proxy',
      '           url: http://127.0.0.1:8080/service?',
      '           opaque: False',
      '         base = http://example.org/wms?',
      '       Have you read http://example.org/faq?',
      '       Or this one: http://example.org/faq?',
      ''
    ].join('\n')
    expect(uris(text)).toEqual([
      'http://127.0.0.1:8080/service?',
      'http://example.org/wms?',
      'http://example.org/faq',
      'http://example.org/faq'
    ])
  })
})

describe('held-out set manpages-25', () => {
  it('a URI that goes on after a template tag is a template, not its start a URI (HTML::Mason::Devel(3pm))', () => {
    const text = 'Use http://www.<% $site %>.com/ or http://<%= host %>/a, not http://x.example/a<% here.\n'
    expect(extract(text).map((found) => found.uri)).toEqual(['http://x.example/a'])
    expect(extract(text, {templates: true}).map((found) => found.uri)).toEqual([
      'http://www.<% $site %>.com/',
      'http://<%= host %>/a',
      'http://x.example/a'
    ])
  })
})

describe('held-out set manpages-25, after its judging', () => {
  it("an old drive letter's `|` in a `file:` URI is read on (MIME::Lite::HTML(3pm))", () => {
    expect(finds('  file://c|/tmp/index.html or file:///C|/x.html')).toEqual([
      {uri: 'file://c|/tmp/index.html', start: 2, end: 26},
      {uri: 'file:///C|/x.html', start: 30, end: 47}
    ])
    // Not after two letters, not before a name, not in another scheme.
    expect(finds('file://cd|/x file:///c|x http://c|/x').map((found) => found.uri)).toEqual([
      'file://cd',
      'file:///c',
      'http://c'
    ])
  })

  it('a web URI escaped whole as a component is none to follow (URI::Escape::XS(3pm))', () => {
    expect(finds('decodeURIComponentIDN("http:%2F%2Fxn--eckwd4c7cu47r2wf.jp%2Fdan%2F"); http:%2f%2fx')).toEqual([])
    // One escaped `/` is a path's (RFC 3986 allows `http:` with a path alone).
    expect(finds('see http:%2fx').map((found) => found.uri)).toEqual(['http:%2fx'])
  })

  it("a break in a fragment whose parts the text writes apart keeps its hyphen: a heading's slug (gocryptfs(1))", () => {
    const text = [
      '       leaks information about identical file names across directories ("Iden-',
      '       tical names leak" in  https://nuetzlich.net/gocryptfs/comparison/#file-',
      '       names ).',
      ''
    ].join('\n')
    expect(finds(text).map((found) => found.uri)).toEqual(['https://nuetzlich.net/gocryptfs/comparison/#file-names'])
    // Written as one word, or apart only outside the fragment (a page's name joins its words): the typesetter's.
    expect(finds(text.replace('file names', 'filenames')).map((found) => found.uri)).toEqual([
      'https://nuetzlich.net/gocryptfs/comparison/#filenames'
    ])
    const page = text.replace('comparison/#file-\n       names', 'comparison/file-\n       names.html')
    expect(finds(page).map((found) => found.uri)).toEqual(['https://nuetzlich.net/gocryptfs/comparison/filenames.html'])
  })

  it('a hyphen set apart at the end of a line inside `<…>` is dropped with the blanks (shntool(1))', () => {
    const text = '   <http://www.nue.tu-berlin.de/forschung/projekte/ -\n   lossless/mp4als.html>\n'
    expect(finds(text)).toEqual([
      {uri: 'http://www.nue.tu-berlin.de/forschung/projekte/lossless/mp4als.html', start: 4, end: 77}
    ])
    // Before a blank line, no `>` closes it: the URI ends before the blank.
    expect(finds('<http://a.example/foo -\n\nNext.').map((found) => found.uri)).toEqual(['http://a.example/foo'])
  })
})

describe("a call's argument string that holds blanks in a URI's path", () => {
  it('is read whole up to its quote, the string the call escapes (URI::Encode(3pm), rdflib)', () => {
    expect(finds('$uri->encode( "http://perl.com/foo bar", { encode_reserved => 1 } );')).toEqual([
      {uri: 'http://perl.com/foo bar', start: 15, end: 38}
    ])
    expect(finds('>>> hexify("http://example/a b")').map((found) => found.uri)).toEqual(['http://example/a b'])
  })

  it('not before the path, nor where the string goes on after its quote', () => {
    expect(finds('say("http://example.com now") or f("http://a.example/c d" + x)').map((found) => found.uri)).toEqual([
      'http://example.com',
      'http://a.example/c'
    ])
  })
})

describe('held-out set manpages-26, after its judging', () => {
  it('a name in capitals to fill in, glued inside `<…>`, makes the whole a template (dvilj(1))', () => {
    const text = '       <http://h20000.www2.hp.com/bc/docs/support/SupportManual/bpl<ID>/bpl<ID>.pdf>,\n'
    expect(finds(text)).toEqual([])
    expect(extract(text, {templates: true}).map((found) => found.uri)).toEqual([
      'http://h20000.www2.hp.com/bc/docs/support/SupportManual/bpl<ID>/bpl<ID>.pdf'
    ])
    // Before the closing `>` or a blank it is no name inside: `<…/<b>>`, a tag after the URI.
    expect(finds('<http://a.example/<b>> <http://a.example/x<br> y>').map((found) => found.uri)).toEqual([
      'http://a.example/',
      'http://a.example/x'
    ])
  })

  it('a break after a percent-encoded octet asks about the word after it (pkfilterdem(1))', () => {
    const text = [
      '       filter <http://ieeexplore.ieee.org/xpl/',
      '       login.jsp?tp=&arnumber=1202973&url=http%3A%2F%2Fieeex-',
      '       plore.ieee.org%2Fxpls%2Fabs_all.jsp%3Farnumber%3D1202973> .',
      ''
    ].join('\n')
    expect(finds(text).map((found) => found.uri)).toEqual([
      'http://ieeexplore.ieee.org/xpl/login.jsp?tp=&arnumber=1202973&url=http%3A%2F%2Fieeexplore.ieee.org%2Fxpls%2Fabs_all.jsp%3Farnumber%3D1202973'
    ])
  })

  it("a host's `www-` keeps its hyphen at a break (chkdvifont(1))", () => {
    const text = [
      '       almost  equivalent  to  dvifontlist  in  TeX-Guy  package  <http://www-',
      '       masu.ist.osaka-u.ac.jp/%7Ekakugawa/TeX-Guy/>   and  a  script  dviinfox',
      ''
    ].join('\n')
    expect(finds(text).map((found) => found.uri)).toEqual(['http://www-masu.ist.osaka-u.ac.jp/%7Ekakugawa/TeX-Guy/'])
  })

  it('a line that starts a path with a query of its own is not the rest of a URI with a query (Template::Plugin::URL(3pm))', () => {
    const text = [
      '       Note that additional parameters are separated by \'"&amp;"\' rather than',
      '       simply \'"&"\'.  This is the correct behaviour for HTML pages but is,',
      '       unfortunately, incorrect when creating URLs that do not need to be',
      '       encoded safely for HTML.  This is likely to be corrected in a future',
      '       version of the plugin (most probably with TT3).  In the mean time, you',
      '       can set $Template::Plugin::URL::JOINT to "&" to get the correct',
      '       behaviour.',
      '',
      '       Which, for the same three examples, produces:',
      '',
      '           http://www.somewhere.com/cgi-bin/foo.pl?mode=submit&amp;id=wiz',
      '           /cgi-bin/bar.pl?mode=browse&amp;id=wiz',
      '           /cgi-bin/baz.pl?mode=browse&amp;debug=1&amp;id=wiz',
      ''
    ].join('\n')
    expect(finds(text).map((found) => found.uri)).toEqual([
      'http://www.somewhere.com/cgi-bin/foo.pl?mode=submit&amp;id=wiz'
    ])
  })
})

describe('held-out set manpages-27, after its judging', () => {
  it('a template tag of Embperl or the Template Toolkit is read on past, and makes a template (Embperl(3pm))', () => {
    const text =
      '       <a href="http://localhost/tests?[+ $A  +]"> and http://localhost/tests?[+ \\@A +] or ![-60000]\n'
    expect(finds(text)).toEqual([])
    expect(extract(text, {templates: true}).map((found) => found.uri)).toEqual([
      'http://localhost/tests?[+ $A  +]',
      'http://localhost/tests?[+ \\@A +]'
    ])
    // No blank after its opening: a range, read as before.
    expect(finds('tcp://127.0.0.1:![-60000] ').map((found) => found.uri)).toEqual(['tcp://127.0.0.1:![-60000]'])
  })

  it("a web scheme then a port's number is a protocol and its port (VM::EC2::ELB(3pm))", () => {
    const text = '         ex: HTTP:80/index.html\n Target => "HTTP:80/index.html", <https:443/x> and http:8080abc.\n'
    expect(finds(text)).toEqual([])
    // Not a path, nor a port after a host.
    expect(finds('see http:/index.html and HTTP://a.example:80/x ').map((found) => found.uri)).toEqual([
      'http:/index.html',
      'HTTP://a.example:80/x'
    ])
  })

  it("a link's text after a `|` inside `<…>` is not the URI's (WWW::Mediawiki::Client(3pm), a POD link reversed)", () => {
    const text = [
      '       Mediawiki driven WikiWiki websites, such as',
      '       <http://www.wikitravel.org|Wikitravel> or',
      '       <http://www.wikipedia.org|Wikipedia.> The interface mimics the two most',
      '       <https://metacpan.org/pod/OpenSSL::Versions|OpenSSL::Versions> for',
      ''
    ].join('\n')
    expect(finds(text).map((found) => found.uri)).toEqual([
      'http://www.wikitravel.org',
      'http://www.wikipedia.org',
      'https://metacpan.org/pod/OpenSSL::Versions'
    ])
    // A query's value goes on over the `|` to the `>`, as browsers read it.
    expect(finds('<URL:http://a.example/s?lr=lang_en|lang_sv&ie=UTF-8>').map((found) => found.uri)).toEqual([
      'http://a.example/s?lr=lang_en|lang_sv&ie=UTF-8'
    ])
  })

  it("a shell's command substitution makes a template, the URI cut at its blank (toil(1))", () => {
    const text =
      '       curl -L https://github.com/docker/compose/releases/download/1.29.2/docker-compose-$(uname -s)-$(uname -m) -o x\n'
    expect(finds(text)).toEqual([])
    expect(extract(text, {templates: true}).map((found) => found.uri)).toEqual([
      'https://github.com/docker/compose/releases/download/1.29.2/docker-compose-$(uname'
    ])
  })
})

describe('held-out sets manpages-29 and source-comments-16, after their judging', () => {
  it("variables glued to each other make a template (merecat.conf(5)'s nginx-like redirect)", () => {
    const text = '                                 location = "https://$host$request_uri$args"\n'
    expect(finds(text)).toEqual([])
    expect(extract(text, {templates: true}).map((found) => found.placeholders)).toEqual([
      [
        {start: 8, end: 13},
        {start: 13, end: 25},
        {start: 25, end: 30}
      ]
    ])
  })

  it("TeX's and GNU's quotes (`` ``…'' ``, `` `…' ``) are not the URI's (Kea's dhcp4.h, source-comments-16)", () => {
    const text = [
      " * about Internet Systems Consortium, see ``https://www.isc.org''.",
      " * To learn more about Vixie Enterprises, see ``http://www.vix.com''.",
      " * See `http://www.gnu.org/software/' and `http://a.example/it's' too.",
      ''
    ].join('\n')
    expect(finds(text).map((found) => found.uri)).toEqual([
      'https://www.isc.org',
      'http://www.vix.com',
      'http://www.gnu.org/software/',
      "http://a.example/it's"
    ])
    // Not after a backtick, a pair of apostrophes in the path is the path's.
    expect(finds("see http://a.example/x''y now").map((found) => found.uri)).toEqual(["http://a.example/x''y"])
  })
})

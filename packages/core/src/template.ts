/**
 * Templates and placeholders in a URI: the parts a reader fills in
 * (`${HOST}`, `{{version}}`, `{owner}`, `<id>`, `[owner-name]`, `%NAME%`,
 * `@NAME@` (autoconf, uscan), printf's `%s`, a regular expression's parts
 * (`.*`, `\d+`, `(?:…)`, `[^/]+`, a scheme `\w+` of a pattern), `$PORT`, a
 * port written `port` or `xxxx`, an elision that starts a segment (`/.../`,
 * `/...git`, `/…/`)), the optional parts of a syntax form (`[:port]`,
 * `[[user][:pass]@]`), and a component that is only a placeholder word
 * (`ldap://hostport/`, `proto://…`, `file://filename`,
 * `news:newsgroup-name`, a path `/owner/repo`). A URI
 * whose every RFC 3986 violation lies in such a part is a template, not a
 * URI to fix; the extractor leaves templates out unless asked, the linter
 * reads them as templates. (`:param`, `YOUR_TOKEN` and `xxx` segments stay
 * URIs: real paths are written so.) One reading for the project:
 * remark-lint-uri and the extractor use it.
 */
import {
  caseBit,
  codes,
  firstNonAscii,
  isAlpha,
  isAlphanumeric,
  isDigit,
  isHexDigit,
  readsLower,
  skipBlanks
} from './character.js'
import {printfEnd} from './printf.js'
import {dnsHostSchemes} from './schemes.js'
import {touches, within} from './span.js'
import type {Span, UriReference} from './types.js'

/** Longest placeholder taken for one: past it, brackets are something else. */
const maxPlaceholder = 64

/** The port's word, numbered or not (`port1` beside `host1`), as a pattern: for both port readings below. */
const portWord = String.raw`[a-z]*port\d?`

/**
 * What a port is written as when the reader is to fill it in (`port`, `port1` beside `host1`), or when any will
 * do: `*` (CSP's any port, CZMQ's first free one) and `!` (CZMQ's random one).
 */
const portPlaceholder = new RegExp(
  String.raw`^(?:${portWord}|port[-_]?(?:number|num|no)|your[-_]?port|x{2,}|n{2,}|#{2,}|\*+|!|\.{3})$`,
  'i'
)

/** A port's placeholder word followed by more than a word (`port+ID:1234`). */
const leadingPortWord = new RegExp(String.raw`^${portWord}(?![\w-])`, 'i')

/**
 * `words`, and each after `my` or `your`, which say whose it is to fill in (`myprotocol://myfile`). Not for hosts:
 * `myserver` was judged an example's host, a URI (manpages-3, -5, -9, mail-ham-2).
 */
function owned(words: readonly string[]): Set<string> {
  return new Set(words.flatMap((word) => [word, 'my' + word, 'your' + word]))
}

/**
 * Words that stand for a component in syntax forms and examples, lower
 * case, each only where it is the whole component: a scheme, a host (one
 * label), an opaque path. Not path segments (`npmjs.com/package/path` is a
 * real page), nor a userinfo (`http://user:pass@example.com` is how link
 * syntax is shown; a password is `no-uri-password`'s to judge).
 */
const placeholderWords = {
  // `method://` of apt's and reprepro's sources.list lines: the access method to fill in.
  scheme: owned(['scheme', 'proto', 'protocol', 'method']),
  host: new Set([
    'host',
    'hostname',
    'hostport',
    'repo',
    'server',
    'servername',
    'domain',
    'yourdomain',
    'mydomain',
    'yourhost',
    'myhost',
    'example',
    'data',
    'filename',
    'ip',
    'ip_server',
    'ip-server',
    'address',
    // libzypp's `Url("http://someserver/somepath/")`: any server, which `some` says is not a name of its own.
    'someserver',
    'somehost',
    'somedomain',
    // HTTP::Request::Common(3pm)'s `GET 'http://somewhere/foo'`: a host somewhere, as `somehost`.
    'somewhere',
    // 0install(1)'s `http://site/program.xml`: any site that serves the program's feed.
    'site',
    // pcap.h's `file://folder/`: a directory to list.
    'folder',
    'directory',
    // ldbedit(1)'s "of the form ldapi://socket": the socket's path to fill in.
    'socket'
  ]),
  opaque: new Set([
    'path',
    'filename',
    'file',
    'name',
    'address',
    'number',
    'newsgroup',
    'newsgroup-name',
    'group',
    // `sip:uri` (bzrtp's headers: "the active one for its sip:uri"): the URI's own name, a phrase for any of them.
    'uri',
    'url'
  ]),
  /**
   * A path's segments (and `:`-parts) when every one of two or more is one:
   * `/owner/repo` (gh(1)), `/repository:tag` (podman(1)), `/owner/project` (npm's package.json(5)), a database's
   * `/db/table` (rasql(1)'s `mysql://user@localhost/db/table`). Alone each is a real page's (`/repo/hg`, `/user/repo`
   * of a user named so, syncthing's `/rest/db/scan`).
   */
  path: new Set([
    'owner',
    'repo',
    'repository',
    'project',
    'tag',
    'username',
    'host',
    'path',
    'name',
    'file',
    'filename',
    'db',
    'dbname',
    'table'
  ]),
  /**
   * What a path segment written as a constant's name stands for, upper case
   * (`/REPO`, `/OWNER/REPO/compare/BRANCH`, `/REPO.git`, `/LOCAL_MIRROR/`):
   * the whole name or its last `_`-part. Other constants are real pages'
   * (`/FAQ`, `/README`, `/TR/`, systemd.io's `/CREDENTIALS`, `/USER_NAMES`).
   */
  shouted: new Set([
    'REPO',
    'REPOSITORY',
    'OWNER',
    'BRANCH',
    'USER',
    'USERNAME',
    'NAME',
    'ID',
    'TAG',
    'HOST',
    'HOSTNAME',
    'PORT',
    'PATH',
    'FILE',
    'FILENAME',
    'VERSION',
    'MIRROR',
    // urlwatch-cookbook(7)'s `http://m.facebook.com/PAGE/pages/permalink/…`: the page to watch.
    'PAGE',
    // The keyword fuzzers replace with each word of a list (wfuzz, ffuf: `http://example.com/FUZZ`).
    'FUZZ'
  ])
}

/**
 * The placeholders of `reference` (a URI as core parses it), in order. Its
 * port gives placeholder ports (`http://proxy.example:port/`); in its
 * fragment, brackets are an anchor's (`#the-[features]-section`), and in a
 * `mailto:` query a subject's (`?subject=[GitHub]%20Issue`), not a
 * placeholder's.
 */
export function placeholderSpans(reference: UriReference): Span[] {
  const uri = reference.input
  // `<URL:foo>` (txt2html(1)'s pattern): a reference that is only a metasyntactic word stands for any.
  if (isMetasyntactic(uri)) return [{start: 0, end: uri.length}]
  const port = reference.authority?.port
  // Brackets from here on are text: a fragment's, or a mail's subject in a `mailto:` query (`?subject=[GitHub]…`).
  const textStart =
    reference.scheme?.value.toLowerCase() === 'mailto'
      ? (reference.query?.start ?? reference.fragment?.start ?? uri.length)
      : (reference.fragment?.start ?? uri.length)
  const spans: Span[] = []
  let index = 0
  while (index < uri.length) {
    const end =
      index >= textStart && uri.charCodeAt(index) === codes.leftSquareBracket ? undefined : placeholderAt(uri, index)
    if (end === undefined) {
      index++
    } else {
      spans.push({start: index, end})
      index = end
    }
  }
  const add = (component: Span | undefined, words: ReadonlySet<string>) => {
    if (component === undefined || component.end - component.start > maxPlaceholder) return
    const word = uri.slice(component.start, component.end).toLowerCase()
    // `http://host1:port1`, `socks5://host2:port2` (x11vnc(1)): a word numbered among several is one too.
    if (!words.has(word) && !(isDigit(word.charCodeAt(word.length - 1)) && words.has(word.slice(0, -1)))) return
    if (!spans.some((span) => touches(component, span))) spans.push({start: component.start, end: component.end})
  }
  const before = spans.length
  if (
    port !== undefined &&
    port.number === undefined &&
    // Or a path's placeholder after a host, as scp writes it (mr(1)'s `ssh://[user@]host:file`).
    (isPlaceholderPort(port.value) ||
      placeholderWords.opaque.has(port.value.toLowerCase()) ||
      // `docker://$REPO:IMGTAG` (buildah-manifest(1)): a constant's name, in capitals, where a number goes.
      /^[A-Z][A-Z\d_]+$/.test(port.value)) &&
    !spans.some((span) => within(port, span))
  ) {
    spans.push({start: port.start, end: port.end})
  } else if (port !== undefined && port.number === undefined) {
    // `repeater://host:port+ID:1234` (x11vnc(1)): the port's word, then more of the form to fill in.
    const word = leadingPortWord.exec(port.value)
    if (word !== null && !spans.some((span) => touches(port, span)))
      spans.push({start: port.start, end: port.start + word[0].length})
  }
  add(reference.scheme, placeholderWords.scheme)
  // `\w+://`, `[a-z]+://`: a pattern's scheme; a real one (`svn+ssh`) never ends in `+`.
  const scheme = reference.scheme
  if (
    scheme !== undefined &&
    uri.charCodeAt(scheme.end - 1) === codes.plusSign &&
    !spans.some((span) => touches(scheme, span))
  )
    spans.push({start: scheme.start, end: scheme.end})
  const authority = reference.authority
  if (authority !== undefined) {
    add(authority.host, placeholderWords.host)
    // `http://host.name/rdf/example` (RDF::LinkedData(3pm)): a host of such words only, dotted, is one too.
    // `http://a.server/pls?…` (soxformat(7)), `pop://pop.mail.server`: a host whose last label is such a word, which
    // names no top-level domain, stands for the reader's.
    if (
      (isWordsHost(uri, authority.host.start, authority.host.end) ||
        isStandInHost(uri, authority.host.start, authority.host.end)) &&
      !spans.some((span) => touches(authority.host, span))
    )
      spans.push({start: authority.host.start, end: authority.host.end})
    // `nbds+unix:///?socket=SOCKET` (nbdkit-tls(1)): a query's value written as its own name in capitals.
    const value = queryPlaceholder(uri)
    if (value !== undefined && !spans.some((span) => touches(value, span))) spans.push(value)
    // `http://xxx/xxx/` (pbuilderrc(5)): a filler as the whole host, as a port's `xxxx`; no name of the DNS is one.
    // `http://newAction` (WWW::Mechanize::FAQ(3pm)): a host of one label in camelCase is a variable's name; a host's
    // name is written in one case.
    // `http://backendurl` (an nginx `proxy_pass` example), `http://yoururl/`: a host of one label that says it is
    // a URL; none of the DNS's is one.
    // `http://change_this_path/cgi-bin/upload.cgi` (cgicc's FormFile.h): a web host of one label in snake_case is
    // a name to replace; no name of the DNS has a `_` (RFC 1123 2.1).
    const host = authority.host
    if (
      (isFiller(uri, host) ||
        isCamelCase(uri, host.start, host.end) ||
        namesItsKind(uri, host) ||
        (isSnakeCase(uri, host.start, host.end) &&
          scheme !== undefined &&
          (dnsHostSchemes.has(uri.slice(scheme.start, scheme.end).toLowerCase()) || namesPart(uri, host)))) &&
      !spans.some((span) => touches(host, span))
    )
      spans.push({start: host.start, end: host.end})
    // `unix://path`: a host that is an opaque path's word, with nothing after it, stands for that path.
    if (reference.path.start === reference.path.end && reference.path.end === uri.length)
      add(authority.host, placeholderWords.opaque)
    const words = pathOfWords(uri, reference.path, isLocalFile(reference) ? localPathWords : placeholderWords.path)
    if (words !== undefined && !spans.some((span) => touches(words, span))) spans.push(words)
    // `hls://https://host/playlist.m3u8`: a URI wrapped in another scheme's, whose own host is a placeholder word.
    const inner = wrappedHost(uri, authority.port, reference.path)
    if (inner !== undefined) add(inner, placeholderWords.host)
    // `docker://localhost:5000/imageName`: on an example host, a last segment that names its kind is to fill in.
    const kind = namedSegmentStart(uri)
    if (
      kind >= reference.path.start &&
      uri.length === reference.path.end &&
      isExampleHost(uri, authority.host) &&
      !spans.some((span) => span.end > kind)
    )
      spans.push({start: kind, end: uri.length})
    // `https://caldav.example.org/username/my_calendar/` (vdirsyncer(1)): on an example host, a segment `username`
    // is the reader's account, and so it is in a file of the reader's own machine (germinate(1)'s
    // `file:///home/username/seeds/`); elsewhere it may be a page's (`/username/` of a site's own user so named).
    const account = accountSegment(uri, reference.path)
    if (
      account !== undefined &&
      (isExampleHost(uri, authority.host) || isLocalFile(reference)) &&
      !spans.some((span) => touches(account, span))
    )
      spans.push(account)
    // `https://github.com/your-username/your-repo.git`, `file:///path/to/your/wsdl`: on any host, the reader's own;
    // `svn.yoursite.com`, a label of the host. Each is checked against a mark per character the spans so far cover
    // (against the spans themselves, 10^5 labels or segments would be checked against each other).
    const yours = [...yourLabels(uri, authority.host), ...yourSegments(uri, reference.path)]
    if (yours.length > 0) {
      const covered = coverage(spans, uri.length)
      for (const span of yours) if (!isCovered(covered, span)) spans.push(span)
    }
    // `connection:///connectionString` (POCO's headers): after an empty authority, a path that is one variable's name;
    // `file:///path` (tnftp(1)), one opaque path's word.
    const variable = authority.start === authority.end ? variablePath(uri, reference.path) : undefined
    if (variable !== undefined && !spans.some((span) => touches(variable, span))) spans.push(variable)
    if (authority.start === authority.end) add(oneSegment(uri, reference.path), placeholderWords.opaque)
    const named = namedForScheme(uri, reference.scheme, authority.host)
    if (named !== undefined && !spans.some((span) => touches(named, span))) spans.push(named)
    const label = shoutedLabel(uri, authority.host)
    if (label !== undefined && !spans.some((span) => touches(label, span))) spans.push(label)
    // `/OWNER/REPO`, `/REPO.git`: a segment that is a constant's name standing for a placeholder word. The scan's
    // spans (up to `before`) are in order, walked once beside the segments; those added after (10^5 of the reader's
    // own segments, `/your-repo/REPO/…`) are marked per character once, at the first segment.
    const added = spans.length
    let addedCover: Uint8Array | undefined
    let next = 0
    for (let index = reference.path.start; index < reference.path.end; index++) {
      if (uri.charCodeAt(index) !== codes.slash) continue
      const end = shoutedSegmentEnd(uri, index + 1)
      if (end === undefined || end > reference.path.end) continue
      const segment = {start: index + 1, end}
      while (next < before && spans[next]!.end <= segment.start) next++
      const scanned = next < before && touches(segment, spans[next]!)
      if (!scanned && !isCovered((addedCover ??= coverage(spans.slice(before, added), uri.length)), segment))
        spans.push(segment)
      index = end - 1
    }
  } else if (reference.scheme !== undefined && uri.charCodeAt(reference.path.start) !== codes.slash) {
    add(reference.path, placeholderWords.opaque)
    const domain = isAddressScheme(uri, reference.scheme.end)
      ? wordDomain(uri, reference.path.start, reference.path.end)
      : undefined
    if (domain !== undefined && !spans.some((span) => touches(domain, span))) spans.push(domain)
    const local = localPartWord(uri, reference.path.start)
    if (local !== undefined && !spans.some((span) => touches(local, span))) spans.push(local)
  }
  if (spans.length !== before) spans.sort((a, b) => a.start - b.start)
  return spans
}

/**
 * The segments of `reference`'s path (of `uri`) that are one of `placeholderWords.path`, in any case
 * (`/path/to/file`: `path` and `file`). Alone each may be a real page's, so only a URI given as a form reads them
 * as placeholders (the extractor's `givenAsForm`: "of the form file:///path/to/file").
 */
export function pathWordSpans(uri: string, reference: UriReference): Span[] {
  const {path} = reference
  const spans: Span[] = []
  let start = path.start
  for (let index = path.start; index <= path.end; index++) {
    if (index < path.end && uri.charCodeAt(index) !== codes.slash) continue
    if (isWordIn(pathWordsByLength, uri, start, index)) spans.push({start, end: index})
    start = index + 1
  }
  return spans
}

/**
 * The words a local file's path is named by in syntax forms (toil(1)'s `file:///local/dir/path/`), besides
 * `placeholderWords.path`. On a host they name real pages' segments (`server.com/dir/file`, CERN's
 * `endpoint.cern.ch/path/directory`, both judged URIs).
 */
const localPathWords: ReadonlySet<string> = new Set([...placeholderWords.path, 'local', 'dir', 'directory', 'folder'])

/** The part of `path` (of `uri`) after its `/`, when it is two or more of `words` (`/owner/repo`). */
function pathOfWords(uri: string, path: Span, words: ReadonlySet<string>): Span | undefined {
  if (path.end - path.start > maxPlaceholder || uri.charCodeAt(path.start) !== codes.slash) return undefined
  const end = uri.charCodeAt(path.end - 1) === codes.slash ? path.end - 1 : path.end
  const parts = uri
    .slice(path.start + 1, end)
    .toLowerCase()
    .split(/[/:]/)
  return parts.length >= 2 && parts.every((part) => words.has(part)) ? {start: path.start + 1, end} : undefined
}

/**
 * The end of a path segment's name at `start` written as a constant's name
 * for a placeholder (`REPO`, `LOCAL_MIRROR`, `REPO` of `REPO.git`):
 * upper-case letters and `_`, a letter first, whose last `_`-part is one of
 * `placeholderWords.shouted`, followed by the segment's end or a `.`.
 */
function shoutedSegmentEnd(uri: string, start: number): number | undefined {
  let end = start
  let part = start
  for (; end < uri.length; end++) {
    const code = uri.charCodeAt(end)
    if (code === codes.underscore) part = end + 1
    else if (code < codes.uppercaseA || code > codes.uppercaseZ) break
  }
  if (end - part < 2 || !(endsSegment(uri.charCodeAt(end)) || uri.charCodeAt(end) === codes.dot)) return undefined
  if (uri.charCodeAt(start) === codes.underscore) return undefined
  return placeholderWords.shouted.has(uri.slice(part, end)) ? end : undefined
}

/**
 * The host of a URI wrapped after a scheme's `//` (`hls://https://host/…`, which
 * parses as host `https`, an empty port and a path `//host/…`): the path's
 * first segment after its `//`, up to a `/`, `:`, `?` or `#`.
 */
function wrappedHost(uri: string, port: {value: string} | undefined, path: Span): Span | undefined {
  if (port?.value !== '' || !uri.startsWith('//', path.start)) return undefined
  let end = path.start + 2
  const limit = Math.min(path.end, end + maxPlaceholder + 1)
  while (end < limit) {
    const code = uri.charCodeAt(end)
    if (code === codes.slash || code === codes.colon || code === codes.questionMark || code === codes.numberSign) break
    end++
  }
  return {start: path.start + 2, end}
}

/** Where the path from `start` of `uri` ends: at its query, its fragment or the end. */
function pathEnd(uri: string, start: number): number {
  // Two native searches: every URI the extractor finds asks (`endsWithPathWord`).
  const query = uri.indexOf('?', start)
  const hash = uri.indexOf('#', start)
  const end = query >= 0 && (hash < 0 || query < hash) ? query : hash
  return end >= 0 ? end : Math.max(start, uri.length)
}

/**
 * Whether the scheme of `uri` (its colon at `colon`) writes an address as its path, `local@domain`: `mailto:`,
 * SIP's (RFC 3261 19.1), XMPP's (RFC 5122) and the instant messaging and presence ones (RFC 3860, RFC 3859).
 */
function isAddressScheme(uri: string, colon: number): boolean {
  return colon >= 2 && colon <= 6 && addressSchemes.has(uri.slice(0, colon).toLowerCase())
}

const addressSchemes: ReadonlySet<string> = new Set(['mailto', 'sip', 'sips', 'xmpp', 'im', 'pres'])

/**
 * The domain of the one address of an address's path (`isAddressScheme`) from `start` to `end`
 * when it is a placeholder word, as go-md2man links docker's `image@digest`
 * and git's `email@address`: a host's word (`placeholderWords.host`), or a
 * `digest`, which a container reference writes after its `@` (`name@digest`).
 * An example name (`foo@bar`, linkify-it's test) is an example address, as
 * `example.com` is an example host.
 */
function wordDomain(uri: string, start: number, end: number): Span | undefined {
  const at = uri.indexOf('@', start)
  if (at < 0 || at >= end || at === start || end - at - 1 > longestDomainWord) return undefined
  const domain = uri.slice(at + 1, end).toLowerCase()
  return placeholderWords.host.has(domain) || domain === 'digest' ? {start: at + 1, end} : undefined
}

/**
 * `xmpp:local@domain.tld` (profanity-ox(1)), `sip:username@domain` (liblinphone): an address whose local part, from
 * `start`, is the grammar's name for it (RFC 5322's `local-part`, RFC 7622's `localpart`), or the account's field
 * (`username`) before a domain to fill in too (`domain`, `domain.tld`): a form. `alice@` and `user@` are examples,
 * and so is `username@` before a real or an example host (`ftp:username@example.com`).
 */
function localPartWord(uri: string, start: number): Span | undefined {
  const match = localPartName.exec(uri.slice(start, start + longestLocalPart))
  if (match === null) return undefined
  if (match[1] === undefined && !isDomainWord(match[3]!.toLowerCase())) return undefined
  // Doxygen's `\@` with it: the `\` is no address's.
  return {start, end: start + match[0].indexOf('@')}
}

/** The grammar's names of an address's local part, or the account's field, then `@` (Doxygen's `\@` too) and what follows. */
const localPartName = /^(?:(local[-_]?(?:part)?)|(user[-_]?name))\\?@([\w.-]*)/i
/** How much of an address `localPartWord` reads. */
const longestLocalPart = 64

/** Whether `domain` (lower case) is a domain to fill in: a host's word (`domain`, `host`), or `domain.tld`. */
function isDomainWord(domain: string): boolean {
  return placeholderWords.host.has(domain) || domain === 'domain.tld'
}

/** Longest word `wordDomain` takes. */
const longestDomainWord = Math.max(...[...placeholderWords.host].map((word) => word.length))

/** Longest segment `namedSegmentStart` reads. */
const maxNamedSegment = 32

/**
 * Where the last path segment of `uri` starts when it is a word that names
 * what it stands for by a kind's suffix, letters only, ending the URI: three
 * letters or more and `name` or `Name` (`imageName`, `imagename`), or a
 * lower-case letter and `Id` or `ID` (`imageId`); else -1. Looks at the end
 * only. Alone it is no placeholder (Xerces' property URI
 * `http://apache.org/xml/properties/scannerName` is real): only on an
 * example host (`isExampleHost`).
 */
function namedSegmentStart(uri: string): number {
  const end = uri.length
  const last = uri.charCodeAt(end - 1) | caseBit
  // `e` of `name`, `d` of `Id`: most URIs end otherwise, and cost one look.
  if (last !== 0x65 && last !== 0x64) return -1
  let start = end
  while (start > 0 && end - start <= maxNamedSegment && isAlpha(uri.charCodeAt(start - 1))) start--
  if (uri.charCodeAt(start - 1) !== codes.slash || end - start > maxNamedSegment) return -1
  if (last === 0x65) {
    if (end - start < 7) return -1
    const suffix = uri.slice(end - 4)
    return suffix === 'name' || suffix === 'Name' ? start : -1
  }
  if (end - start < 5 || uri.charCodeAt(end - 2) !== 0x49) return -1
  return isLowerLetter(uri.charCodeAt(end - 3)) ? start : -1
}

/** Whether `span` of `uri` is a filler, three `x` or more in any case (`xxx`, `XXXX`): a host to fill in. */
function isFiller(uri: string, span: Span): boolean {
  if (span.end - span.start < 3) return false
  for (let index = span.start; index < span.end; index++) if ((uri.charCodeAt(index) | caseBit) !== 0x78) return false
  return true
}

/**
 * The path's one segment when it is a variable's name in camelCase, the URI
 * ending with it: a lower-case letter first, letters only, a capital after
 * (`/connectionString`, `/serviceName`). After an empty authority
 * (`connection:///connectionString`) no file or resource is named so: it is
 * what the code puts there. `file:///Users`, `file:///tmp` stay.
 */
function variablePath(uri: string, path: Span): Span | undefined {
  const segment = oneSegment(uri, path)
  return segment !== undefined && isCamelCase(uri, segment.start, segment.end) ? segment : undefined
}

/** The one segment of `path` (of `uri`), `/path` with nothing after it, else `undefined`. */
function oneSegment(uri: string, path: Span): Span | undefined {
  if (path.end !== uri.length || uri.charCodeAt(path.start) !== codes.slash) return undefined
  return uri.indexOf('/', path.start + 1) < 0 ? {start: path.start + 1, end: path.end} : undefined
}

/**
 * Whether `uri.slice(start, end)` is a name in lower camelCase: a lower-case
 * letter first, letters only, a capital after it (`connectionString`,
 * `newAction`), at most `maxNamedSegment` long.
 */
function isCamelCase(uri: string, start: number, end: number): boolean {
  if (end - start > maxNamedSegment) return false
  if (!isLowerLetter(uri.charCodeAt(start))) return false
  let capital = false
  for (let index = start + 1; index < end; index++) {
    const code = uri.charCodeAt(index)
    if (!isAlpha(code)) return false
    if (code <= codes.uppercaseZ) capital = true
  }
  return capital
}

/**
 * Whether `uri.slice(start, end)` is a name in snake_case: lower-case letters and digits, a letter first, words
 * joined by single `_` (`change_this_path`, `your_server`), at most `maxNamedSegment` long.
 */
function isSnakeCase(uri: string, start: number, end: number): boolean {
  if (end - start > maxNamedSegment || !isLowerLetter(uri.charCodeAt(start))) return false
  let underscore = false
  for (let index = start + 1; index < end; index++) {
    const code = uri.charCodeAt(index)
    if (code === codes.underscore) {
      // Single, between words: not `a__b`, not `local_`.
      if (uri.charCodeAt(index - 1) === codes.underscore || index + 1 === end) return false
      underscore = true
    } else if (!isLowerLetter(code) && !isDigit(code)) return false
  }
  return underscore
}

/**
 * Whether a host in snake_case (`isSnakeCase`) has a word that names a URI or a part of one among its `_`-parts
 * (`x-gass-cache://url_path`, `otherurl://url_specific_part` of Globus's syntax forms): with any scheme, it says what
 * goes there.
 */
function namesPart(uri: string, host: Span): boolean {
  for (const part of uri.slice(host.start, host.end).split('_')) if (partWords.has(part)) return true
  return false
}

/** The words of `namesPart`. */
const partWords: ReadonlySet<string> = new Set(['url', 'uri', 'path', 'part', 'host', 'name', 'file', 'port'])

/** `a` to `z`. */
function isLowerLetter(code: number): boolean {
  return code >= codes.lowercaseA && code <= codes.lowercaseZ
}

/** The segment `username` of `path` (of `uri`), as a whole segment, else `undefined`. */
function accountSegment(uri: string, path: Span): Span | undefined {
  const match = accountWord.exec(uri.slice(path.start, path.end))
  return match === null
    ? undefined
    : {start: path.start + match.index + 1, end: path.start + match.index + match[0].length}
}

/** A path segment `username`, in lower case (a constant's `USERNAME` is `placeholderWords.shouted`'s). */
const accountWord = /\/username(?=[/?#]|$)/

/** A mark (1) for each character of a text of `length` that one of `spans` covers. */
function coverage(spans: readonly Span[], length: number): Uint8Array {
  const covered = new Uint8Array(length)
  for (const span of spans) covered.fill(1, span.start, span.end)
  return covered
}

/** Whether a character of `span` (not empty) is marked in `covered`. */
function isCovered(covered: Uint8Array, span: Span): boolean {
  for (let index = span.start; index < span.end; index++) if (covered[index] === 1) return true
  return false
}

/** The segments of `path` (of `uri`) that `yourSegment` matches, without a `.git` after them. */
function yourSegments(uri: string, path: Span): Span[] {
  const found: Span[] = []
  for (const match of uri.slice(path.start, path.end).matchAll(yourSegmentsAll))
    found.push({start: path.start + match.index + 1, end: path.start + match.index + match[0].length})
  return found
}

/**
 * `/your-username`, `/yourname`, `/your_project`, `/path/to/your/wsdl`: a path segment that says the reader is to
 * put their own there, `your` and what (an account, a repository, a project…), or `your` alone after `/to` and before
 * more of the path. A page's name may start with `your` (`/your-tax-account`, `/your-first-app/`), never with one
 * of these words alone after it, and a site's path may have a `/your/` of its own (spam's
 * `/your/unsubscribe.asp`). A `.git` may follow (`/your-repo.git`).
 */
const yourSource = String.raw`\/(?:your[-_]?(?:${[
  'user(?:[-_]?name)?|name|login|handle|account|org(?:ani[sz]ation)?|group|team|company|repo(?:sitory)?|project',
  'app|package|module|fork|branch|bucket|domain|host|server|site|id|token|key|file|path|workspace|namespace'
].join('|')})|(?<=\/to\/)your(?=\/[^/?#]))(?=\.git(?:[/?#]|$)|[/?#]|$)`

/** Whether a path segment of `uri` is the reader's own (`yourSegments` finds them all). */
const yourSegment = new RegExp(yourSource, 'i')
const yourSegmentsAll = new RegExp(yourSource, 'gi')

/**
 * `svn.yoursite.com`, `github.yourdomain.com`, `chef.yourorg.com:4000`, `http://yourapp/callback`,
 * `http://your_server_or_IP/` (fai-cd(8)), `YOURSITE-admin.sharepoint.com`: a host's label that starts with `your`
 * and what (a site, a domain, a company…) names the reader's own, as the whole host `yourhost` does
 * (judged so in manpages-6, -17 and -21). Not `my`: `myserver` was judged an example's host. Not a label that only
 * starts so (`4yoursuccess.org`, `your.site.com`, judged URIs).
 */
const yourLabelSource = String.raw`your[-_]?(?:${[
  'site|website|web|domain|host(?:name)?|server(?:name)?|mail(?:server)?|company|org(?:ani[sz]ation)?|app|isp|url'
].join('|')})(?:[-_][A-Za-z\d]+)*(?=[.:/?#]|$)`
const yourLabelAt = new RegExp(yourLabelSource, 'iy')

/** Whether a label of `yourLabelSource` starts at `index` of `uri`: a look at its first letter, most often. */
function isYourLabel(uri: string, index: number): boolean {
  if ((uri.charCodeAt(index) | caseBit) !== codes.lowercaseY) return false
  yourLabelAt.lastIndex = index
  return yourLabelAt.test(uri)
}

/** The labels of `host` (of `uri`) that `yourLabelSource` matches: at the host's start and after each `.`. */
function yourLabels(uri: string, host: Span): Span[] {
  const found: Span[] = []
  for (let start = host.start; start < host.end;) {
    if (isYourLabel(uri, start)) found.push({start, end: yourLabelAt.lastIndex})
    const dot = uri.indexOf('.', start)
    if (dot < 0 || dot >= host.end) break
    start = dot + 1
  }
  return found
}

/** `/` or `@`: what an elision (`...`, `…`) of a segment or a host follows. */
function isElisionStart(code: number): boolean {
  return code === codes.slash || code === codes.atSign
}

/**
 * Whether the elision `uri.slice(start, end)` (`...`, `…`) ends a host after
 * the start of its name (`//auth...`, `@git...`): no name of the DNS has
 * an empty label. The look back stops at two dots, so that a run of
 * elisions is read once.
 */
function endsElidedHost(uri: string, start: number, end: number): boolean {
  if (!endsHost(uri.charCodeAt(end))) return false
  let at = start
  while (at > 0) {
    const code = uri.charCodeAt(at - 1)
    if (code === codes.dot ? uri.charCodeAt(at - 2) === codes.dot : !isAlphanumeric(code) && code !== codes.dash) break
    at--
  }
  if (at === start || !isAlphanumeric(uri.charCodeAt(start - 1))) return false
  const before = uri.charCodeAt(at - 1)
  return before === codes.atSign || (before === codes.slash && uri.charCodeAt(at - 2) === codes.slash)
}

/** Whether `code` ends a host: a port's `:`, or what ends a segment (the URI's end, a path, a query, a fragment). */
function endsHost(code: number): boolean {
  return code === codes.colon || endsSegment(code)
}

/** The words that stand for any name in examples (RFC 3092): `foo`, `bar`… */
const metasyntacticWords: ReadonlySet<string> = new Set(['foo', 'bar', 'baz', 'qux', 'quux', 'foobar'])

/** Whether `uri` is a metasyntactic word alone, in any case: a relative reference that names nothing. */
function isMetasyntactic(uri: string): boolean {
  return uri.length <= 6 && metasyntacticWords.has(uri.toLowerCase())
}

/** Whether `reference` is a `file:` URI of the local machine: an empty host (`file:///…`). */
function isLocalFile(reference: UriReference): boolean {
  const host = reference.authority?.host
  return host !== undefined && host.start === host.end && reference.scheme?.value.toLowerCase() === 'file'
}

/** Names RFC 2606 and RFC 6761 reserve for examples and tests, as a host's last labels. */
const exampleDomains = ['example.com', 'example.org', 'example.net', 'example', 'test', 'invalid', 'localhost']

/** Whether `host` (of `uri`) is an example's: `localhost`, or a name under a domain reserved for examples. */
function isExampleHost(uri: string, host: Span): boolean {
  const name = uri.slice(host.start, host.end).toLowerCase()
  return exampleDomains.some((domain) => name === domain || name.endsWith('.' + domain))
}

/**
 * A host of one label, letters and `-` only, that joins the scheme's name
 * to another word with a `-`: what the URI names, called after its scheme
 * (`docker://docker-reference`, `message://message-id`). Not
 * `ldap://ldap2/` (a real host's name has digits or a dot), nor
 * `file://somefile` (linkify's tests read it as a URL).
 */
function namedForScheme(uri: string, scheme: Span | undefined, host: Span): Span | undefined {
  if (
    scheme === undefined ||
    host.end - host.start > maxPlaceholder ||
    host.end - host.start <= scheme.end - scheme.start
  )
    return undefined
  for (let index = host.start; index < host.end; index++) {
    const code = uri.charCodeAt(index)
    if (!isAlpha(code) && code !== codes.dash) return undefined
  }
  const name = uri.slice(scheme.start, scheme.end).toLowerCase()
  const label = uri.slice(host.start, host.end).toLowerCase()
  return label.startsWith(name + '-') || label.endsWith('-' + name) || label.includes('-' + name + '-')
    ? {start: host.start, end: host.end}
    : undefined
}

/**
 * A host's first label written as a constant's name, a placeholder to fill
 * in: the whole host (`file://PATH`, `http://SERVER/`) or a label with an
 * `_` (`https://ACCOUNT_ID.r2.cloudflarestorage.com`), upper-case letters
 * (two at least), digits and `_`. Not `WWW` of `HTTP://WWW.EXAMPLE.COM`.
 */
function shoutedLabel(uri: string, host: Span): Span | undefined {
  let end = host.start
  let letters = 0
  let underscore = false
  for (; end < host.end; end++) {
    const code = uri.charCodeAt(end)
    if (code >= codes.uppercaseA && code <= codes.uppercaseZ) letters++
    else if (code === codes.underscore) underscore = true
    else if (!isDigit(code)) break
  }
  if (letters < 2 || (end < host.end && (uri.charCodeAt(end) !== codes.dot || !underscore))) return undefined
  return {start: host.start, end}
}

/**
 * Whether `uri` may hold a placeholder, by a look at its characters: one
 * that starts a placeholder (`$ { < [ % …`, `...`), no `//` after the
 * scheme, a host without a dot, or a port not of digits. Most URIs have none of these, and are
 * then not parsed again to find placeholders.
 */
export function mayHavePlaceholders(uri: string): boolean {
  // One native search clears most URIs of every lead, and the loop reads only the others: 1.1 against 1.8 ms
  // for the 4,655 URIs of mail-spamassassin.
  const end = placeholderLead.test(uri) ? uri.length : 0
  let colon = end === 0 ? uri.indexOf(':') : -1
  for (let index = 0; index < end; index++) {
    const code = uri.charCodeAt(index)
    // Most characters are none of these: one look in a table.
    if (code < firstNonAscii ? placeholderLeads[code] === 0 : code !== codes.ellipsis) continue
    if (
      code === codes.dollarSign ||
      code === codes.backslash ||
      code === codes.leftParenthesis ||
      code === codes.leftCurlyBrace ||
      code === codes.lessThan ||
      code === codes.leftSquareBracket ||
      code === codes.ellipsis ||
      (code === codes.atSign && substitutionEnd(uri, index) !== undefined) ||
      (code === codes.numberSign && hashRunEnd(uri, index) !== undefined) ||
      (code === codes.underscore && shoutedTokenEnd(uri, index) !== undefined) ||
      (code === codes.slash &&
        (shoutedSegmentEnd(uri, index + 1) !== undefined || isWildcardSegment(uri, index + 1))) ||
      (code === codes.dot &&
        ((uri.charCodeAt(index + 1) === codes.dot && uri.charCodeAt(index + 2) === codes.dot) ||
          isQuantifier(uri.charCodeAt(index + 1)))) ||
      // A percent-encoding (`%2F`) is none; `%s`, `%d` and `%NAME%` are.
      (code === codes.percentSign && !(isHexDigit(uri.charCodeAt(index + 1)) && isHexDigit(uri.charCodeAt(index + 2))))
    )
      return true
    if (code === codes.colon && colon === -1) colon = index
  }
  // A pattern's scheme (`\w+://`), a path of placeholder words (`/owner/repo`).
  if (colon > 0 && uri.charCodeAt(colon - 1) === codes.plusSign) return true
  if (endsWithPathWord(uri) || namedSegmentStart(uri) >= 0 || accountWord.test(uri) || yourSegment.test(uri))
    return true
  // A scheme word, an opaque path (`news:newsgroup-name`), a host of one label (`ldap://hostport/`), a port not of digits.
  if (colon === -1) return isMetasyntactic(uri)
  // Without `//`, only a scheme word or an opaque path that is one (`news:newsgroup-name`): not `mailto:` and the like.
  if (!uri.startsWith('//', colon + 1))
    return (
      isSchemeWord(uri, colon) ||
      isOpaqueWord(uri, colon + 1) ||
      // `mailto:image@digest`, `sip:user@host`: only an address's scheme is read further (`wordDomain`).
      (isAddressScheme(uri, colon) && wordDomain(uri, colon + 1, pathEnd(uri, colon + 1)) !== undefined) ||
      localPartWord(uri, colon + 1) !== undefined
    )
  let dotted = false
  let hostStart = colon + 3
  let hostEnd = -1
  let index = hostStart
  if (isYourLabel(uri, index)) return true
  for (; index < uri.length; index++) {
    const code = uri.charCodeAt(index)
    if (code === codes.slash || code === codes.questionMark || code === codes.numberSign) break
    if (code === codes.dot) {
      dotted = true
      if (isYourLabel(uri, index + 1)) return true
    } else if (code === codes.atSign) {
      hostStart = index + 1
      hostEnd = -1
      if (isYourLabel(uri, hostStart)) return true
    } else if (code === codes.colon) {
      if (index + 1 < uri.length && !isDigit(uri.charCodeAt(index + 1))) return true
      if (hostEnd < 0) hostEnd = index
    }
    // `ACCOUNT_ID.r2.…`: no host name of the DNS has one (`shoutedLabel`).
    else if (code === codes.underscore) return true
  }
  return (
    !dotted ||
    isSchemeWord(uri, colon) ||
    isWordsHost(uri, hostStart, hostEnd < 0 ? index : hostEnd) ||
    isStandInHost(uri, hostStart, hostEnd < 0 ? index : hostEnd) ||
    queryPlaceholder(uri) !== undefined
  )
}

/**
 * The first placeholder of the query of `uri`: a value that is its parameter's own name in capitals
 * (`socket=SOCKET`, `tls-psk-file=TLS_PSK_FILE`), what a syntax form writes where the reader puts theirs; or a key
 * or value that is the fuzzers' keyword (`isFuzzWord`: gobuster's `https://example.com?FUZZ=test`). Reads the
 * query once.
 */
function queryPlaceholder(uri: string): Span | undefined {
  const query = uri.indexOf('?')
  if (query < 0) return undefined
  const hash = uri.indexOf('#', query)
  const end = hash < 0 ? uri.length : hash
  for (let key = query + 1; key < end;) {
    let equals = key
    while (equals < end && uri.charCodeAt(equals) !== codes.equalsTo && uri.charCodeAt(equals) !== codes.ampersand)
      equals++
    let next = equals
    while (next < end && uri.charCodeAt(next) !== codes.ampersand) next++
    if (isFuzzWord(uri, key, equals)) return {start: key, end: equals}
    if (
      uri.charCodeAt(equals) === codes.equalsTo &&
      (isShoutedName(uri, key, equals, equals + 1, next) || isFuzzWord(uri, equals + 1, next))
    )
      return {start: equals + 1, end: next}
    key = next + 1
  }
  return undefined
}

/**
 * Whether `uri.slice(start, end)` is `FUZZ`, the keyword wfuzz, ffuf and gobuster replace with each word of a list
 * (`FUZ2Z`, `FUZ3Z` … for wfuzz's further lists): no site's own parameter is so named.
 */
function isFuzzWord(uri: string, start: number, end: number): boolean {
  if (end - start === 4) return uri.startsWith('FUZZ', start)
  return (
    end - start === 5 &&
    uri.startsWith('FUZ', start) &&
    isDigit(uri.charCodeAt(start + 3)) &&
    uri.charCodeAt(start + 4) === codes.uppercaseZ
  )
}

/** Whether `uri.slice(value, valueEnd)` is `uri.slice(key, keyEnd)` in capitals, two characters or more, `-` as `_`. */
function isShoutedName(uri: string, key: number, keyEnd: number, value: number, valueEnd: number): boolean {
  if (valueEnd - value !== keyEnd - key || keyEnd - key < 2) return false
  for (let index = 0; index < keyEnd - key; index++) {
    const written = uri.charCodeAt(key + index)
    const code = uri.charCodeAt(value + index)
    if (written === codes.dash) {
      if (code !== codes.dash && code !== codes.underscore) return false
    } else if (isAlpha(written)) {
      if (code !== (written & ~caseBit)) return false
    } else if (code !== written) return false
  }
  return true
}

/**
 * Words a host of two labels or more may be made of only where it stands for one to fill in (`host.name`), by
 * length (`byLength`): every URI of the plain shape asks, and its labels are compared in place.
 */
const hostLabelWords = byLength([
  ...[...placeholderWords.host].filter((word) => word !== 'example' && word !== 'data' && word !== 'repo'),
  'name',
  // xymon's hosts.cfg(5): `http://IP.ADDRESS.OF.HOST/server-status?auto`.
  'of'
])

/** Words for a host's part that name no top-level domain of the DNS (`.host` is one, `.domains` another). */
const standInTlds = byLength(['server', 'domain', 'hostname'])

/** Whether `uri.slice(start, end)` is a dotted host whose last label is one of `standInTlds`, in any case. */
function isStandInHost(uri: string, start: number, end: number): boolean {
  const dot = uri.lastIndexOf('.', end - 1)
  return dot > start && isWordIn(standInTlds, uri, dot + 1, end)
}

/**
 * Whether `uri.slice(start, end)` is a host of two labels or more, each a word that names a host's part
 * (`host.name`, `server.domain`): no host of the DNS is so made, and an example's is named otherwise
 * (`other.host`, `host.example`, w3lib's doctests' `domain.tld`).
 */
function isWordsHost(uri: string, start: number, end: number): boolean {
  const dot = uri.indexOf('.', start)
  if (end - start > maxPlaceholder || dot < 0 || dot >= end) return false
  let label = start
  for (let index = start; index <= end; index++) {
    if (index < end && uri.charCodeAt(index) !== codes.dot) continue
    if (!isWordIn(hostLabelWords, uri, label, index)) return false
    label = index + 1
  }
  return true
}

/**
 * Whether the path of `uri` (up to its first `?` or `#`) ends (before a last `/`) with one of
 * `placeholderWords.path`, in any case, after a `/` or `:` (`/owner/project#readme`). None holds either, so
 * only the last segment can be one: a look at its end only.
 */
function endsWithPathWord(uri: string): boolean {
  const path = pathEnd(uri, 0)
  const end = uri.charCodeAt(path - 1) === codes.slash ? path - 1 : path
  let start = end
  while (start > 0 && end - start < pathWordsByLength.length) {
    const code = uri.charCodeAt(start - 1)
    if (code === codes.slash || code === codes.colon) break
    start--
  }
  return start >= 1 && isWordIn(pathWordsByLength, uri, start, end)
}

/** `words` by length, so that a part of a URI is compared in place with those of its length only. */
function byLength(words: Iterable<string>): string[][] {
  const table: string[][] = []
  for (const word of words) {
    while (table.length <= word.length) table.push([])
    table[word.length]!.push(word)
  }
  return table
}

/** Whether `uri.slice(start, end)` is one of `table`'s words (`byLength`), in any case, read in place. */
function isWordIn(table: readonly string[][], uri: string, start: number, end: number): boolean {
  if (end - start >= table.length) return false
  for (const word of table[end - start]!) if (readsLower(uri, start, word)) return true
  return false
}

/** `placeholderWords.path` by length: the last segment is compared with those of its length only. */
const pathWordsByLength = byLength(placeholderWords.path)

/**
 * Whether `host` (of `uri`) is one label of five or more ending in `url`, in any case: a word before it says whose
 * (`backendurl`, `yoururl`); `curl` and `purl` are words of four, and `url` alone is an example's dummy host
 * (`https://url/foobar` was judged a URI in manpages-4). Or one of seven letters or more ending in `name`: the
 * name of a thing to fill in (pcap.h's `rpcap://devicename`, as `hostname`, `servername`).
 */
function namesItsKind(uri: string, host: Span): boolean {
  const length = host.end - host.start
  if (length >= 5 && readsLower(uri, host.end - 3, 'url')) return !uri.slice(host.start, host.end).includes('.')
  if (length < 7 || !readsLower(uri, host.end - 4, 'name')) return false
  for (let index = host.start; index < host.end; index++) if (!isAlpha(uri.charCodeAt(index))) return false
  return true
}

/**
 * Whether `uri` has the shape of most URIs, in ASCII: `scheme://host.name[:port]`,
 * then `/`, `?`, `#` or its end, and after that none of `placeholderLead`'s
 * leads (`@`, `..` and `__` count as leads here); nor a scheme, a last
 * segment or a path word `mayHavePlaceholders` reads as a placeholder. Then
 * `mayHavePlaceholders(uri)` is `false`, found in one native read of the
 * URI and a look at its ends (its own reads are four, a fifth of the
 * extractor's time on mail: `docs/performance.md`). `false` says only
 * that the whole check is needed.
 */
export function isPlainUri(uri: string): boolean {
  if (!plainShape.test(uri)) return false
  const colon = uri.indexOf(':')
  // The shape's host has a dot: its end is looked for only when its first label is a host word (`host.name`).
  const host = colon + 3
  return (
    !isSchemeWord(uri, colon) &&
    !endsWithPathWord(uri) &&
    namedSegmentStart(uri) < 0 &&
    !yourSegment.test(uri) &&
    !(isWordIn(hostLabelWords, uri, host, uri.indexOf('.', host)) && isWordsHost(uri, host, plainHostEnd(uri))) &&
    !isStandInHost(uri, host, plainHostEnd(uri)) &&
    queryPlaceholder(uri) === undefined
  )
}

/** Where the host of a URI of `isPlainUri`'s shape ends: at its port, path, query or fragment, or the end. */
function plainHostEnd(uri: string): number {
  for (let index = uri.indexOf(':') + 3; index < uri.length; index++) {
    if (endsHost(uri.charCodeAt(index))) return index
  }
  return uri.length
}

/**
 * `isPlainUri`'s shape (what `placeholderLead` and `mayHavePlaceholders`' host loop would find, excluded). A `/`
 * before capitals is a lead only where `shoutedSegmentEnd` reads a constant's name (`/REPO`, `/LOCAL_MIRROR.git`):
 * not a click link's `/NXiEAA/` or `/TM`, which a tenth of mail's URIs have. A label that starts with `your` is
 * left to the host loop (`isYourLabel`), looked at in the one read.
 */
const plainShape = new RegExp(
  String.raw`^[A-Za-z0-9-]+:\/\/(?![A-Z_]{2}|[Yy][Oo][Uu][Rr])[A-Za-z0-9-]*(?:\.(?!\.|[Yy][Oo][Uu][Rr])[A-Za-z0-9-]*)+(?::[0-9]+)?(?=[/?#]|$)` +
    String.raw`(?:[^$\\({<[@/.%_#\u0080-\uffff]|\/(?!(?:[A-Z][A-Z_]*_)?(?:${[...placeholderWords.shouted].join('|')})(?:[/?#.]|$)|username|\*\/)` +
    String.raw`|\.(?![.*+])|%(?=[\dA-Fa-f]{2})|_(?!_)|#(?!##))*$`
)

/** Longest of `placeholderWords.opaque`: a longer path needs no lookup. */
const longestOpaque = Math.max(...[...placeholderWords.opaque].map((word) => word.length))

/** Whether the path from `start` of `uri`, up to its query or fragment, is an opaque placeholder word, in any case. */
function isOpaqueWord(uri: string, start: number): boolean {
  let end = start
  while (end < uri.length && end - start <= longestOpaque) {
    const code = uri.charCodeAt(end)
    if (code === codes.questionMark || code === codes.numberSign) break
    end++
  }
  if (end - start > longestOpaque) return false
  return placeholderWords.opaque.has(uri.slice(start, end).toLowerCase())
}

/**
 * Where `mayHavePlaceholders`'s loop may return `true`, as one regular
 * expression: at a lead, at `@` only before a name and an `@`, at `/` only
 * before two of a constant's characters, at `_` only before a `_` and a
 * capital (a `__NAME__` token). Matching more costs only the loop; matching
 * less would miss placeholders (template.test.ts checks it): a lead added
 * to the loop needs its alternative here.
 */
const placeholderLead =
  /[$\\({<[\u2026]|@[A-Za-z_]\w*@|\.(?:\.\.|[*+])|%(?![\dA-Fa-f]{2})|\/[A-Z_]{2}|__[A-Z]|###|\/\*\//

/** The ASCII characters `mayHavePlaceholders` looks at (1), by code. */
const placeholderLeads = new Uint8Array(firstNonAscii)
for (const character of '${<[(.%:\\@/_#') placeholderLeads[character.charCodeAt(0)] = 1

/**
 * Whether `uri` up to `colon` is a scheme placeholder word, in any case: a
 * compare in place, with no slice to lower-case (`mayHavePlaceholders`
 * asks it of every URI with a dotted host).
 */
function isSchemeWord(uri: string, colon: number): boolean {
  return isWordIn(schemeWordsByLength, uri, 0, colon)
}

/** `placeholderWords.scheme` by length (`byLength`): every URI asks, and its scheme is compared in place. */
const schemeWordsByLength = byLength(placeholderWords.scheme)

/** Whether a port is written as a placeholder (`port`, `PORT`, `xxxx`, `$PORT`, `${PORT}`). */
export function isPlaceholderPort(value: string): boolean {
  return portPlaceholder.test(value) || placeholderAt(value, 0) === value.length
}

/**
 * The placeholders of `placeholders` (of `uri`) that a reader cannot take
 * for part of a real URI, for the extractor, which leaves templates out:
 * all but a bracketed name (`{id}`, `<id>`, `[name]`) glued to text or
 * holding a dot (`/wiki/Blur_[band]`, `/a{b}`, `/{file.pdf}` are paths as
 * written), and a `$NAME` glued to text (a tracking query's data). The linter reads every placeholder: a template is a note there.
 */
export function standalonePlaceholders(uri: string, placeholders: readonly Span[]): Span[] {
  // Placeholders glued to each other stand as one (`/[path][#revision]`): where each run starts and ends.
  const runStart: number[] = []
  const runEnd: number[] = []
  for (const [index, span] of placeholders.entries())
    runStart[index] = index > 0 && placeholders[index - 1]!.end === span.start ? runStart[index - 1]! : span.start
  for (let index = placeholders.length - 1; index >= 0; index--)
    runEnd[index] =
      index + 1 < placeholders.length && placeholders[index + 1]!.start === placeholders[index]!.end
        ? runEnd[index + 1]!
        : placeholders[index]!.end
  const query = uri.indexOf('?')
  return placeholders.filter(({start, end}, index) => {
    const code = uri.charCodeAt(start)
    // `?(filter)`: a word to fill in is a query's; a path's `/(something)/` is a real segment.
    const second = uri.charCodeAt(start + 1)
    // A pattern's group (`(?:`, `(\d+)`, `(.*)`) stands wherever it is.
    if (code === codes.leftParenthesis && opensGroup(uri, start)) return true
    if (code === codes.leftParenthesis && (query < 0 || start < query)) return false
    // `$NAME` and `$1` glued to text are data (`?5445x$qJpibF…`, `/storyReader$11`); `${NAME}` and `$(NAME)` are
    // variables wherever they stand, a group's `$1` wherever it starts a component (`(uid=$1)`), and `$NAME` a
    // component alone or with the variables glued to it (nginx's `https://$host$request_uri$args`).
    if (code === codes.dollarSign)
      return (
        second === codes.leftCurlyBrace ||
        second === codes.leftParenthesis ||
        (startsComponent(uri, runStart[index]!) &&
          (isDigit(uri.charCodeAt(start + 1)) || endsComponent(uri, runEnd[index]!)))
      )
    if (
      code !== codes.leftCurlyBrace &&
      code !== codes.lessThan &&
      code !== codes.leftSquareBracket &&
      code !== codes.leftParenthesis
    )
      return true
    // `{{name}}` and optional parts (`[:port]`, `[user@]`) are a template's own syntax.
    if (code === codes.leftSquareBracket && /[:/?#@]|\+$/.test(uri.slice(start + 1, end - 1))) return true
    if (
      second === codes.leftCurlyBrace ||
      (code === codes.leftSquareBracket && !isAlpha(second) && second !== codes.underscore)
    )
      return true
    const inner = uri.slice(start + 1, end - 1)
    // `…/bpl<ID>/bpl<ID>.pdf` (dvilj(1)): a name in capitals between `<` and `>`, which no URI holds as
    // written, stands glued to text too; a tag's `<b>` or a path's `[band]` does not.
    if (code === codes.lessThan && shoutedName.test(inner)) return true
    return !inner.includes('.') && startsComponent(uri, runStart[index]!) && endsComponent(uri, runEnd[index]!)
  })
}

/** A name written in capitals, as a syntax form names what to fill in (`ID`, `FILE_NAME`). */
const shoutedName = /^[A-Z][A-Z\d_-]+$/

/** Whether a component starts at `index`: the URI's start, or after a delimiter. */
function startsComponent(uri: string, index: number): boolean {
  return index === 0 || '/:@?&=#.~'.includes(uri.charAt(index - 1))
}

/** Whether a component ends at `index`: the URI's end, or before a delimiter. */
function endsComponent(uri: string, index: number): boolean {
  return index === uri.length || '/:@?&=#.'.includes(uri.charAt(index))
}

/** Whether every span of `diagnostics` touches one of `placeholders` (and there is one). */
export function isTemplate(diagnostics: readonly Span[], placeholders: readonly Span[]): boolean {
  if (placeholders.length === 0) return false
  return diagnostics.every((diagnostic) => placeholders.some((placeholder) => touches(diagnostic, placeholder)))
}

/** Whether a segment that is only `*` starts at `start`: a `/` before it and after it. */
function isWildcardSegment(uri: string, start: number): boolean {
  return (
    uri.charCodeAt(start) === codes.asterisk &&
    uri.charCodeAt(start - 1) === codes.slash &&
    uri.charCodeAt(start + 1) === codes.slash
  )
}

/** Fewest `#` in a row that stand for digits to fill in (`###`): a URI has one `#` at most, a fragment's. */
const hashRunMin = 3

/** The end of a run of `hashRunMin` or more `#` at `start`, or `undefined`. */
function hashRunEnd(uri: string, start: number): number | undefined {
  let end = start
  while (uri.charCodeAt(end) === codes.numberSign) end++
  return end - start >= hashRunMin ? end : undefined
}

/** The end of a placeholder starting at `start`, if one does. */
function placeholderAt(uri: string, start: number): number | undefined {
  const code = uri.charCodeAt(start)
  switch (code) {
    case codes.dollarSign: {
      const next = uri.charCodeAt(start + 1)
      // ${NAME}, ${{ secrets.NAME }}: up to the closing brace(s).
      if (next === codes.leftCurlyBrace) {
        const double = uri.charCodeAt(start + 2) === codes.leftCurlyBrace
        return closing(uri, start + (double ? 3 : 2), double ? '}}' : '}', anyButBrace)
      }
      // $(NAME), make's; `$(uname -s)`, a shell's command substitution, the URI cut at its blank (toil(1)'s
      // `…/docker-compose-$(uname -s)-$(uname -m)`).
      if (next === codes.leftParenthesis) {
        if (!startsName(uri, start + 2)) return undefined
        const end = nameEnd(uri, start + 2)
        return uri.charCodeAt(end) === codes.rightParenthesis ? end + 1 : end === uri.length ? end : undefined
      }
      // $NAME; `$_[0]`, `$ARGV[1]`: an element of a Perl array (Plack::App::Proxy::Test(3pm)'s `"http://$_[0]:$_[1]"`).
      if (isAlpha(next) || next === codes.underscore) return indexEnd(uri, nameEnd(uri, start + 1))
      // $1: a regular expression's group in a rewrite rule's target.
      return groupEnd(uri, start)
    }
    case codes.atSign: {
      // @NAME@: a substitution of autoconf (`@prefix@`) or uscan (`@ANY_VERSION@`).
      return substitutionEnd(uri, start)
    }
    case codes.numberSign: {
      // `urn:uuid:########-####-…` (XML::Atom::SimpleFeed(3pm)): digits to fill in, as `xxxx` writes a port's.
      return hashRunEnd(uri, start)
    }
    case codes.asterisk: {
      // `svn://tug.org/texlive/*/Build/source` (dvilj(1)): a whole segment `*` between two `/`, any directory, a
      // wildcard; not a `*` at the path's end (`…/x/*`, which the extractor leaves out as punctuation).
      return isWildcardSegment(uri, start) ? start + 1 : undefined
    }
    case codes.underscore: {
      // __NAME__: a substitution token in capitals (SpamAssassin's `uid=__USERNAME__`); Python's `__init__` is a name.
      return shoutedTokenEnd(uri, start)
    }
    case codes.backslash: {
      // `\$releasever`, `\${releasever}`: a variable a shell is to leave for another program (zypper(8)'s repositories).
      if (uri.charCodeAt(start + 1) === codes.dollarSign) return placeholderAt(uri, start + 1)
      // \1: likewise, as sed and Python write it (`http://bts.example.org/issue\1`); a pattern's escape.
      return groupEnd(uri, start) ?? escapeEnd(uri, start)
    }
    case codes.leftCurlyBrace: {
      // {{name}}, and RFC 6570 expressions: {var}, {+path}, {?q,lang}, {/list*}.
      if (uri.charCodeAt(start + 1) === codes.leftCurlyBrace) return closing(uri, start + 2, '}}', isNameCode)
      return closing(uri, start + 1, '}', isExpressionCode)
    }
    case codes.lessThan: {
      // `<% $site %>`, `<%= host %>`: a template tag of Mason, ERB, JSP or ASP.
      const tag = templateTagEnd(uri, start)
      if (tag >= 0) return tag
      return startsName(uri, start + 1) ? closing(uri, start + 1, '>', isNameCode) : undefined
    }
    case codes.leftSquareBracket: {
      // `[% path %]`, `[+ $A +]`: a template tag of the Template Toolkit or Embperl.
      const tag = templateTagEnd(uri, start)
      if (tag >= 0) return tag
      // A pattern's class: `[^/]+`, `[\d\.]*`.
      const second = uri.charCodeAt(start + 1)
      if (second === codes.caret || second === codes.backslash) return patternEnd(uri, start)
      // [owner-name], but not an IP literal ([::1], [v1.x]): no `:` inside.
      if (startsName(uri, start + 1)) return closing(uri, start + 1, ']', isNameCode) ?? optionalEnd(uri, start)
      // A range of a URL pattern that names many (curl's and aria2's `image[000-100].png`).
      const range = rangeEnd(uri, start)
      if (range !== undefined) return range
      // `tr=tracker-url[,tracker-url...]` (libktorrent's magnet link): more items of a list, as many as wanted.
      const more = repetitionEnd(uri, start)
      if (more !== undefined) return more
      // An optional part of a syntax form: [:port], [/path], [[user][:pass]@], [user@].
      return optionalEnd(uri, start)
    }
    case codes.leftParenthesis: {
      // A pattern's group: `(?:…)`, `(?P<name>…)`, `(\d+)`.
      if (opensGroup(uri, start)) return patternEnd(uri, start)
      // (filter): a word to fill in, where it stands as a component of a query (standalonePlaceholders).
      return startsName(uri, start + 1) ? closing(uri, start + 1, ')', isWordCode) : undefined
    }
    case codes.percentSign: {
      // A percent-encoding (`%2F`, `%de`) is none.
      if (isHexDigit(uri.charCodeAt(start + 1)) && isHexDigit(uri.charCodeAt(start + 2))) return undefined
      // `%{d}`, `%{ir}`, `%{d2}`: a macro of SPF (RFC 7208 7.1; Mail::SPF's `http://www.%{d}/why/id=%{S}`), as
      // Apache and HAProxy write their variables (`%{HTTP_HOST}`): the `%` is the macro's, no percent-encoding.
      if (uri.charCodeAt(start + 1) === codes.leftCurlyBrace) return closing(uri, start + 2, '}', isMacroCode)
      // `%%ITEM%%` (gdnsd-plugin-extmon(8)'s commands): a name between doubled signs, which a tool replaces.
      if (uri.charCodeAt(start + 1) === codes.percentSign && startsName(uri, start + 2)) {
        const end = nameEnd(uri, start + 2)
        if (uri.charCodeAt(end) === codes.percentSign && uri.charCodeAt(end + 1) === codes.percentSign) return end + 2
      }
      // %NAME% (Windows), not a percent-encoding followed by a `%`.
      if (startsName(uri, start + 1)) {
        const end = nameEnd(uri, start + 1)
        if (end - start > 2 && uri.charCodeAt(end) === codes.percentSign) return end + 1
      }
      // `/%0/`, `/%1`: a match or a group as a whole segment of a rewrite rule's target (slapd-meta(5)), or a
      // positional argument as the whole query (kristall(1)'s `gemini://example.com/search?%1`); a cut
      // percent-encoding elsewhere (`?lang=%2`) is an error to fix.
      return (
        printfEnd(uri, start) ??
        (isDigit(uri.charCodeAt(start + 1)) &&
        (uri.charCodeAt(start - 1) === codes.slash || uri.charCodeAt(start - 1) === codes.questionMark) &&
        endsSegment(uri.charCodeAt(start + 2))
          ? start + 2
          : formatEscapeEnd(uri, start))
      )
    }
    case codes.dot: {
      // `.*`, `.+` that start a segment: a pattern's any characters (uscan's `https://pypi.python.org/packages/.*/`);
      // elsewhere they may be data (a tracking query's `?1000023044.484.23.+bpOq88R`).
      if (isQuantifier(uri.charCodeAt(start + 1)) && uri.charCodeAt(start - 1) === codes.slash)
        return quantified(uri, start + 2)
      // `/.../`: three dots that start a segment are an elision, of the segment (`git://git.kernel.org/pub/scm/.../linux-2.6`)
      // or of its start (debcheckout(1)'s `https://salsa.debian.org/...git`); inside one they are the segment's
      // (`/compare/v1.0...v1.1`).
      // After a userinfo's `@`, the host elided (pg_autoctl(1)'s `postgresql://autoctl_node@.../pg_auto_failover`).
      // At a host's end, the rest of its name elided (Lemonldap::NG's `http://auth.../saml/proxy`).
      if (!uri.startsWith('...', start)) return undefined
      return isElisionStart(uri.charCodeAt(start - 1)) || endsElidedHost(uri, start, start + 3) ? start + 3 : undefined
    }
    case codes.ellipsis: {
      // An elided segment or start of one (`/…/`, `/…git`), not a URI cut short (`/pull/12…`); a host's rest.
      return isElisionStart(uri.charCodeAt(start - 1)) || endsElidedHost(uri, start, start + 1) ? start + 1 : undefined
    }
    default: {
      return undefined
    }
  }
}

/**
 * The end of a substitution `@NAME@` at `start` (an `@`): a name of
 * letters, digits and `_`, a letter or `_` first, and the closing `@`. A
 * userinfo's `@` is followed by a host, never by a name and a second `@`.
 */
function substitutionEnd(uri: string, start: number): number | undefined {
  if (!startsName(uri, start + 1)) return undefined
  const end = nameEnd(uri, start + 1)
  return end - start <= maxPlaceholder && uri.charCodeAt(end) === codes.atSign ? end + 1 : undefined
}

/**
 * The end of a format's one-letter escape at `start` (a `%` that starts no
 * percent-encoding): a letter and then no letter or digit, as strftime, mutt
 * and darcs write theirs (`mailto:%T?subject=%S&attach=%A`). `%A&` is no
 * percent-encoding either: it needs two hex digits.
 */
function formatEscapeEnd(uri: string, start: number): number | undefined {
  if (!isAlpha(uri.charCodeAt(start + 1))) return undefined
  const after = uri.charCodeAt(start + 2)
  return isAlphanumeric(after) || after === codes.underscore ? undefined : start + 2
}

/**
 * The end of a token `__NAME__` at `start` (the first `_`): two `_`, upper-case
 * letters, digits and single `_` (a letter first), two `_`; not glued to a
 * letter or digit before it.
 */
function shoutedTokenEnd(uri: string, start: number): number | undefined {
  if (uri.charCodeAt(start + 1) !== codes.underscore || isAlphanumeric(uri.charCodeAt(start - 1))) return undefined
  const first = uri.charCodeAt(start + 2)
  if (first < codes.uppercaseA || first > codes.uppercaseZ) return undefined
  const limit = Math.min(uri.length, start + maxPlaceholder)
  for (let index = start + 3; index < limit; index++) {
    const code = uri.charCodeAt(index)
    if (code === codes.underscore) {
      if (uri.charCodeAt(index + 1) === codes.underscore) return index + 2
    } else if (!isDigit(code) && (code < codes.uppercaseA || code > codes.uppercaseZ)) return undefined
  }
  return undefined
}

/** Whether `code` is a pattern's quantifier after `.`, a class or an escape: `*`, `+`. */
function isQuantifier(code: number): boolean {
  return code === codes.asterisk || code === codes.plusSign
}

/** Past a pattern's quantifier at `index` (`*`, `+`, `?`, each optional), or `index`. */
function quantified(uri: string, index: number): number {
  if (isQuantifier(uri.charCodeAt(index))) index++
  return uri.charCodeAt(index) === codes.questionMark ? index + 1 : index
}

/**
 * The end of a pattern's escape at `start` (a `\`): an escaped
 * metacharacter (`\.`, `\?`), or a class (`\d`, `\w`, `\s`) with a
 * quantifier: alone, `\d` may be a Windows path's (`C:\data`).
 */
function escapeEnd(uri: string, start: number): number | undefined {
  const next = uri.charCodeAt(start + 1)
  if (next === codes.dot || next === codes.questionMark || next === codes.plusSign || next === codes.asterisk)
    return quantified(uri, start + 2)
  const lower = next | caseBit
  if ((lower === 0x64 || lower === 0x73 || lower === 0x77) && isQuantifier(uri.charCodeAt(start + 2)))
    return quantified(uri, start + 2)
  return undefined
}

/**
 * Whether the `(` at `start` opens a pattern's group: `(?`, `(\`, `(.*`.
 * Not `(?%3C`: a pattern writes its `<` as is, and an encoded one is a real
 * URL's (perldoc's anchor `perlre#(?%3CNAME%3Epattern)`).
 */
function opensGroup(uri: string, start: number): boolean {
  const second = uri.charCodeAt(start + 1)
  if (second === codes.questionMark) return uri.charCodeAt(start + 2) !== codes.percentSign
  return second === codes.backslash || (second === codes.dot && isQuantifier(uri.charCodeAt(start + 2)))
}

/**
 * The end of a pattern's group or class at `start` (a `(` or `[`), nested
 * brackets balanced, with its quantifier, within `maxPlaceholder`.
 */
function patternEnd(uri: string, start: number): number | undefined {
  const limit = Math.min(uri.length, start + maxPlaceholder)
  let depth = 0
  for (let index = start; index < limit; index++) {
    const code = uri.charCodeAt(index)
    if (code === codes.backslash) index++
    else if (code === codes.leftParenthesis || code === codes.leftSquareBracket) depth++
    else if ((code === codes.rightParenthesis || code === codes.rightSquareBracket) && --depth === 0)
      return quantified(uri, index + 1)
  }
  return undefined
}

/** Whether `code` (NaN past the end) ends a path segment: the end, `/`, `?` or `#`. */
function endsSegment(code: number): boolean {
  return Number.isNaN(code) || code === codes.slash || code === codes.questionMark || code === codes.numberSign
}

/** The end of a range `[000-100]` at `start` (a `[`): digits, `-`, digits, `]`. */
function rangeEnd(uri: string, start: number): number | undefined {
  let index = start + 1
  while (isDigit(uri.charCodeAt(index))) index++
  if (index === start + 1 || uri.charCodeAt(index) !== codes.dash) return undefined
  const second = ++index
  while (isDigit(uri.charCodeAt(index))) index++
  return index > second && uri.charCodeAt(index) === codes.rightSquareBracket ? index + 1 : undefined
}

/** A word's character in a placeholder between parentheses: `filter`, `base-dn`. */
function isWordCode(code: number): boolean {
  return isAlphanumeric(code) || code === codes.underscore || code === codes.dash
}

/** The end of a group reference `$1` or `\1` at `start` (a digit from 1 follows), if one is. */
function groupEnd(uri: string, start: number): number | undefined {
  const first = uri.charCodeAt(start + 1)
  if (!isDigit(first) || first === codes.digit0) return undefined
  let index = start + 2
  while (index < uri.length && isDigit(uri.charCodeAt(index))) index++
  return index
}

/**
 * The end of an optional part at `start` (a `[`): a delimiter first (`:`,
 * `/`, `?`, `#`, `@` or a nested `[`), brackets balanced, a letter that is
 * no hex digit inside (an IP literal, `[::1]`, `[fe80::a]`, has none).
 */
function optionalEnd(uri: string, start: number): number | undefined {
  // `[/]`: a slash that may be doubled (duplicity(1)'s `host[:port]/[/]path`).
  if (uri.startsWith('[/]', start)) return start + 3
  // A name first (`[user@]`) needs a delimiter inside: `[v1.x]` is an IP literal's form.
  const first = uri.charCodeAt(start + 1)
  const delimiterFirst = isOptionalDelimiter(first) || first === codes.leftSquareBracket
  if (!delimiterFirst && !startsName(uri, start + 1)) return undefined
  const limit = Math.min(uri.length, start + maxPlaceholder)
  let depth = 0
  let named = false
  let delimited = delimiterFirst
  for (let index = start; index < limit; index++) {
    const code = uri.charCodeAt(index)
    if (code === codes.leftSquareBracket) depth++
    else if (code === codes.rightSquareBracket) {
      if (--depth === 0) return named && delimited ? index + 1 : undefined
    } else if (isAlpha(code)) {
      if (!isHexDigit(code)) named = true
    } else if (code === codes.asterisk && depth === 1 && uri.charCodeAt(index - 1) === codes.slash) {
      // `[/*]` (oidc-gen(1)'s `http://localhost:<port>[/*]`): any path, a wildcard's segment standing for a name.
      named = true
    } else if (isOptionalDelimiter(code)) {
      // A URI's own delimiter: `=` and `&` alone are a real segment's (`/[ST_rn=ps]/` of an old Deja News link).
      if (code !== codes.equalsTo && code !== codes.ampersand) delimited = true
    } else if (code === codes.plusSign && uri.charCodeAt(index + 1) === codes.rightSquareBracket) {
      // A name's own separator before the part it precedes, as `@` of `[user@]`: opendkim(8)'s `[port+]host`.
      delimited = true
    } else if (!isNameCode(code)) return undefined
  }
  return undefined
}

/**
 * The end of a list's further items at `start` (a `[`): a `,` first, a name's
 * characters, and `...` or `…` right before the closing `]` (`[,tracker-url...]`).
 */
function repetitionEnd(uri: string, start: number): number | undefined {
  if (uri.charCodeAt(start + 1) !== codes.comma) return undefined
  // Its `]` within `maxPlaceholder`: a search to the URI's end from each `[,` would be quadratic.
  const limit = Math.min(uri.length, start + maxPlaceholder + 1)
  let close = start + 2
  while (close < limit && uri.charCodeAt(close) !== codes.rightSquareBracket) close++
  if (close === limit) return undefined
  const elided = uri.endsWith('...', close) ? close - 3 : uri.charCodeAt(close - 1) === codes.ellipsis ? close - 1 : -1
  if (elided <= start + 2) return undefined
  for (let index = start + 2; index < elided; index++) if (!isNameCode(uri.charCodeAt(index))) return undefined
  return close + 1
}

/** What separates the parts inside an optional part: `:/?#@=&`, and `;` of a parameter (tnftp(1)'s `[;type=type]`). */
function isOptionalDelimiter(code: number): boolean {
  return (
    code === codes.colon ||
    code === codes.semicolon ||
    code === codes.slash ||
    code === codes.questionMark ||
    code === codes.numberSign ||
    code === codes.atSign ||
    code === codes.equalsTo ||
    code === codes.ampersand
  )
}

/**
 * Where the template tag at `start` of `text` ends, after its closing mark,
 * before `to`: on its line, holding something, within `maxPlaceholder`;
 * else -1. Tags are `<% … %>` (Mason's `<% $site %>`, ERB's `<%= host %>`,
 * JSP's and ASP's), and with a blank after the opening, `[% … %]` (the
 * Template Toolkit's) and Embperl's `[+ … +]`, `[- … -]`, `[$ … $]`,
 * `[* … *]`, `[! … !]` (a range's `[-60000]` has no blank). Read here as a
 * placeholder and by extract's scanner as a URI's part it reads on past
 * (`http://www.<% $site %>.com`, HTML::Mason(3pm); Embperl(3pm)'s
 * `http://localhost/tests?[+ $A +]`).
 */
export function templateTagEnd(text: string, start: number, to = text.length): number {
  const mark = text.charCodeAt(start + 1)
  let close: number
  if (text.charCodeAt(start) === codes.lessThan && mark === codes.percentSign) close = codes.greaterThan
  else if (
    text.charCodeAt(start) === codes.leftSquareBracket &&
    isTagMark(mark) &&
    skipBlanks(text, start + 2, to) > start + 2
  )
    close = codes.rightSquareBracket
  else return -1
  const limit = Math.min(to - 1, start + 2 + maxPlaceholder)
  for (let index = start + 2; index < limit; index++) {
    const code = text.charCodeAt(index)
    if (code === mark && text.charCodeAt(index + 1) === close) return index === start + 2 ? -1 : index + 2
    if (code === codes.lf || code === codes.cr) return -1
  }
  return -1
}

/** What follows `[` to open a tag of the Template Toolkit (`%`) or Embperl. */
function isTagMark(code: number): boolean {
  return (
    code === codes.percentSign ||
    code === codes.plusSign ||
    code === codes.dash ||
    code === codes.dollarSign ||
    code === codes.asterisk ||
    code === codes.exclamationMark
  )
}

/** The end of the placeholder whose content starts at `from` and ends with `close`, each code passing `allowed`. */
function closing(uri: string, from: number, close: string, allowed: (code: number) => boolean): number | undefined {
  const limit = Math.min(uri.length, from + maxPlaceholder)
  for (let index = from; index < limit; index++) {
    if (uri.startsWith(close, index)) return index === from ? undefined : index + close.length
    if (!allowed(uri.charCodeAt(index))) return undefined
  }
  return undefined
}

/** What a macro `%{…}` holds (RFC 7208 7.1: a letter, digits, `r`, delimiters `.-+,/_=`). */
function isMacroCode(code: number): boolean {
  return (
    isAlphanumeric(code) ||
    code === codes.dot ||
    code === codes.dash ||
    code === codes.plusSign ||
    code === codes.comma ||
    code === codes.slash ||
    code === codes.underscore ||
    code === codes.equalsTo
  )
}

function startsName(uri: string, index: number): boolean {
  const code = uri.charCodeAt(index)
  return isAlpha(code) || code === codes.underscore
}

function nameEnd(uri: string, index: number): number {
  while (index < uri.length && (isAlphanumeric(uri.charCodeAt(index)) || uri.charCodeAt(index) === codes.underscore))
    index++
  return index
}

/** After an array's `[digits]` at `index`, or `index`. */
function indexEnd(uri: string, index: number): number {
  if (uri.charCodeAt(index) !== codes.leftSquareBracket) return index
  let end = index + 1
  while (isDigit(uri.charCodeAt(end))) end++
  return end > index + 1 && uri.charCodeAt(end) === codes.rightSquareBracket ? end + 1 : index
}

/** A name in a placeholder: `owner-name`, `your token`, `secrets.TOKEN`. */
function isNameCode(code: number): boolean {
  return (
    isAlphanumeric(code) ||
    code === codes.underscore ||
    code === codes.dash ||
    code === codes.dot ||
    code === codes.space
  )
}

/** RFC 6570 2.2: an operator, variable names, `,` lists, `*` and `:` modifiers. */
function isExpressionCode(code: number): boolean {
  return (
    isNameCode(code) ||
    code === codes.plusSign ||
    code === codes.numberSign ||
    code === codes.slash ||
    code === codes.semicolon ||
    code === codes.questionMark ||
    code === codes.ampersand ||
    code === codes.comma ||
    code === codes.asterisk ||
    code === codes.colon ||
    code === codes.percentSign
  )
}

function anyButBrace(code: number): boolean {
  return code !== codes.leftCurlyBrace && code !== codes.rightCurlyBrace
}

/**
 * Templates (packages/core/src/template.ts): the placeholders of a URI, and
 * whether it is a template (every RFC 3986 violation in a placeholder, or a
 * component that is only a placeholder word or an optional part), as the
 * extractor and remark-lint-uri both read them.
 */
import {parse, validate} from '@urilint/core'
import {codes, isAscii, isDigit, isHexDigit} from '@urilint/core/character'
import {
  isPlainUri,
  isTemplate,
  mayHavePlaceholders,
  placeholderSpans,
  standalonePlaceholders,
  templateTagEnd
} from '@urilint/core/internal'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'

/** The placeholders of `uri` as written. */
function placeholders(uri: string): string[] {
  return placeholderSpans(parse(uri)).map((span) => uri.slice(span.start, span.end))
}

function template(uri: string): boolean {
  const diagnostics = validate(uri, {as: 'uri-reference'}).filter((diagnostic) => diagnostic.severity === 'error')
  return isTemplate(diagnostics, placeholderSpans(parse(uri)))
}

describe('placeholderSpans', () => {
  it('syntax forms of manual pages: placeholder words as whole components, optional parts', () => {
    expect(placeholders('ldap://hostport/dn?attributes?scope?filter')).toEqual(['hostport'])
    expect(placeholders('scheme://[[user][:pass]@]host[:port]/path')).toEqual(['scheme', '[[user][:pass]@]', '[:port]'])
    expect(placeholders('proto://host[:port]')).toEqual(['proto', '[:port]'])
    // A port in capitals is a constant's name (buildah-manifest(1)'s shell loop); `Https` or `8o` is a typo.
    expect(placeholders('docker://$REPO:IMGTAG')).toEqual(['$REPO', 'IMGTAG'])
    expect(template('docker://$REPO:IMGTAG')).toBe(true)
    expect(placeholders('http://example.org:Https/')).toEqual([])
    // reprepro(1)'s sources.list line `deb method://as/without/snapshot …`: the access method to fill in.
    expect(placeholders('method://as/without/snapshot')).toEqual(['method'])
    expect(placeholders('file://filename')).toEqual(['filename'])
    expect(placeholders('news:newsgroup-name')).toEqual(['newsgroup-name'])
    // A userinfo is how link syntax is shown, and a password is no-uri-password's to judge.
    expect(placeholders('ftp://user:password@ftp.example.org/')).toEqual([])
    expect(placeholders('http://server:port/')).toEqual(['server', 'port'])
    // mpv(1): `memory://data`, `hex://data`: the data stands for the host; a label of a host is no placeholder.
    expect(placeholders('hex://data')).toEqual(['data'])
    expect(placeholders('https://data.example.org/')).toEqual([])
    // From the manual pages' sample (scripts/accuracy): sftp(1), git-clone(1), git-branch(1), uri(7).
    expect(placeholders('sftp://[user@]host[:port][/path]')).toEqual(['[user@]', '[:port]', '[/path]'])
    expect(placeholders('git://host.xz[:port]/~[user]/path/to/repo.git/')).toEqual(['[:port]', '[user]'])
    expect(placeholders('git://git.kernel.org/pub/scm/.../linux-2.6')).toEqual(['...'])
    // An elision of a segment's start (debcheckout(1)); inside a segment the dots are its own (a compare view).
    expect(placeholders('https://salsa.debian.org/...git')).toEqual(['...'])
    expect(placeholders('https://example.org/\u2026git/\u2026')).toEqual(['\u2026', '\u2026'])
    expect(placeholders('https://github.com/rclone/rclone/compare/v1.59.0...v1.59.1')).toEqual([])
    // A path of placeholder words only: gh(1), podman-push(1).
    expect(placeholders('https://github.com/owner/repo')).toEqual(['owner/repo'])
    expect(placeholders('docker://registry.example.com/repository:tag')).toEqual(['repository:tag'])
    // The reader's own, on any host (READMEs' clone commands, SOAP::WSDL::Server::Mod_Perl2(3pm)); a page's name
    // that starts with `your` is a real page's.
    expect(placeholders('https://github.com/your-username/your-repo.git')).toEqual(['your-username', 'your-repo'])
    expect(template('https://github.com/YourName/yourrepo')).toBe(true)
    expect(placeholders('https://gitlab.com/your_group/your_project/-/issues')).toEqual(['your_group', 'your_project'])
    expect(placeholders('file:///path/to/your/wsdl')).toEqual(['your'])
    expect(placeholders('https://www.gov.uk/your-tax-account')).toEqual([])
    expect(placeholders('https://example.org/docs/your-first-app/your/')).toEqual([])
    expect(placeholders('https://example.org/yourself/yourname-here')).toEqual([])
    expect(placeholders('http://www.worldbizservices.net/your/unsubscribe.asp')).toEqual([])
    expect(placeholders('file:///absolute/path/to/your/schema')).toEqual(['your'])
    // A host's label that is `your` and what (darkice.cfg(5), Pithub(3pm), OAuth::Lite2(3pm)); not one that only starts
    // so, nor `your` as a label of its own (`your.site.com` was judged a URI), nor `my` (`myserver`, an example's).
    expect(placeholders('http://yp.yourserver.com:8000/live96')).toEqual(['yourserver'])
    expect(placeholders('https://github.yourdomain.com/api/v3/')).toEqual(['yourdomain'])
    expect(placeholders('http://svn.YourSite.com/path/to/repo')).toEqual(['YourSite'])
    expect(placeholders('http://yourapp/callback')).toEqual(['yourapp'])
    expect(placeholders('http://your_server_or_IP/path/to/squashfs.img')).toEqual(['your_server_or_IP'])
    expect(placeholders('https://YOURSITE-admin.sharepoint.com')).toEqual(['YOURSITE-admin'])
    expect(placeholders('https://admin@your-company.example:8443/')).toEqual(['your-company'])
    expect(placeholders('http://orleantraders.4yoursuccess.org')).toEqual([])
    expect(placeholders('http://your.site.com/cgi-bin/x')).toEqual([])
    expect(placeholders('http://www.yoursites.com/')).toEqual([])
    expect(placeholders('http://myserver.example.com/')).toEqual([])
    expect(placeholders('http://example.com/a.yoursite.b')).toEqual([])
    // From the seventh set of manual pages: ncftpls(1), tnftp(1), whose `[;type=type]` is a parameter's optional part.
    expect(placeholders('ftp://url.style/host/path/name/')).toEqual(['host/path/name'])
    expect(placeholders('https://example.com/path')).toEqual([])
    expect(placeholders('ftp://[user[:password]@]host[:port]/path[/][;type=type]')).toEqual([
      '[user[:password]@]',
      '[:port]',
      '[/]',
      '[;type=type]'
    ])
    expect(placeholders('http://ip_server/path?query')).toEqual(['ip_server'])
    // From the third set of manual pages: mpv(1), rclone(1), duplicity(1).
    expect(placeholders('file://PATH')).toEqual(['PATH'])
    // aria2c(1), slapschema(8), hg(1).
    expect(placeholders('http://host/image[000-100].png')).toEqual(['host', '[000-100]'])
    // A list's further items (libktorrent's magnet.h); not an elision in data (`[,a]`, `[,...]`).
    expect(placeholders('magnet:?dn=name&tr=tracker-url[,tracker-url...]')).toEqual(['[,tracker-url...]'])
    expect(placeholders('magnet:?tr=a[,b…]')).toEqual(['[,b…]'])
    expect(placeholders('magnet:?tr=a[,b]')).toEqual([])
    expect(placeholders('magnet:?tr=a[,...]')).toEqual([])
    expect(placeholders('ldap:///???(filter)')).toEqual(['(filter)'])
    expect(placeholders('svn://repo/path/trunk')).toEqual(['repo'])
    expect(placeholders('https://ACCOUNT_ID.r2.cloudflarestorage.com')).toEqual(['ACCOUNT_ID'])
    // Syntax forms of manpages-5: a path's placeholder after the host as scp writes it (mr(1)), a name
    // before its separator `+` (opendkim(8)'s data set names).
    expect(placeholders('ssh://[user@]host:file')).toEqual(['[user@]', 'file'])
    expect(template('ssh://[user@]host:file')).toBe(true)
    expect(placeholders('backend://[user[:pwd]@][port+]host/dbase[/key=value[?...]]')).toEqual([
      '[user[:pwd]@]',
      '[port+]',
      '[/key=value[?...]]'
    ])
    expect(template('backend://[user[:pwd]@][port+]host/dbase[/key=value[?...]]')).toBe(true)
    expect(placeholders('https://example.org/C[++]/')).toEqual([])
    // An opaque path's word as the whole authority stands for that path (aptly(1), podman(1)); with a path after
    // it, it is an example host (ffmpeg-protocols(1)'s `file://path/to/local/that.avi`).
    expect(placeholders('unix://path')).toEqual(['path'])
    expect(template('unix://path')).toBe(true)
    expect(placeholders('file://path/to/local/that.avi')).toEqual([])
    expect(placeholders('unix://path?x')).toEqual([])
    // A mail domain that is a placeholder word (go-md2man's link of docker's `image@digest`); an example name is an
    // example address (linkify-it's `mailto:foo@bar`).
    expect(placeholders('mailto:image@digest')).toEqual(['digest'])
    expect(template('mailto:image@digest')).toBe(true)
    // An address whose local part is the grammar's name for it (profanity-ox(1)); an example's name is an example.
    expect(placeholders('xmpp:local@domain.tld')).toEqual(['local'])
    expect(placeholders('mailto:local-part@example.org')).toEqual(['local-part'])
    expect(template('xmpp:localpart@example.org')).toBe(true)
    expect(placeholders('xmpp:alice@domain.tld')).toEqual([])
    expect(placeholders('xmpp:localhost@example.org')).toEqual([])
    // The account's field before a domain to fill in (liblinphone), Doxygen's `\@` too; before a host, an example.
    expect(placeholders('sip:username@domain')).toEqual(['username', 'domain'])
    expect(placeholders('sip:username@domain.tld')).toEqual(['username'])
    expect(placeholders('sip:username\\@domain:port\\')).toEqual(['username\\'])
    expect(placeholders('ftp:username@example.com')).toEqual([])
    expect(placeholders('ssh:username@host.example.com')).toEqual([])
    expect(placeholders('MAILTO:email@address?subject=x')).toEqual(['address'])
    // SIP's, XMPP's and the messaging schemes' addresses too (linphonec(1): "in the form sip:user@host"); a phrase
    // for any URI (bzrtp's "its sip:uri"); a real host is an example's.
    expect(placeholders('sip:user@host')).toEqual(['host'])
    expect(template('sip:user@host')).toBe(true)
    expect(placeholders('xmpp:user@domain')).toEqual(['domain'])
    expect(placeholders('SIPS:alice@Server?subject=x')).toEqual(['Server'])
    expect(placeholders('sip:uri')).toEqual(['uri'])
    expect(placeholders('im:url')).toEqual(['url'])
    expect(placeholders('sip:alice@example.com')).toEqual([])
    expect(placeholders('sip:host@example.com')).toEqual([])
    expect(placeholders('ssh:user@host')).toEqual([])
    expect(placeholders('mailto:user@Domain')).toEqual(['Domain'])
    expect(placeholders('mailto:foo@bar')).toEqual([])
    expect(placeholders('mailto:root@localhost')).toEqual([])
    expect(placeholders('mailto:ann@example.com')).toEqual([])
    expect(placeholders('mailto:ann@host1')).toEqual([])
    expect(placeholders('news:a@b')).toEqual([])
    // A URI wrapped in another scheme's, its own host a placeholder word (streamlink(1)).
    expect(placeholders('hls://https://host/playlist.m3u8')).toEqual(['host'])
    expect(template('hls://https://host/playlist.m3u8')).toBe(true)
    expect(placeholders('hls://https://example.com/playlist.m3u8')).toEqual([])
    expect(placeholders('http://a:/host/x')).toEqual([])
    // On an example host, a last segment that names its kind (buildah-commit(1), buildah-pull(1)); elsewhere
    // it is a real name (Xerces' property URI).
    expect(placeholders('docker://localhost:5000/imageName')).toEqual(['imageName'])
    expect(placeholders('docker://localhost:5000/imageId')).toEqual(['imageId'])
    expect(placeholders('docker://myregistry.example.com/imagename')).toEqual(['imagename'])
    expect(template('docker://localhost:5000/imageId')).toBe(true)
    expect(placeholders('http://apache.org/xml/properties/scannerName')).toEqual([])
    expect(placeholders('https://example.com/android')).toEqual([])
    expect(placeholders('https://example.com/rename')).toEqual([])
    expect(placeholders('https://example.com/imageName.png')).toEqual([])
    expect(placeholders('https://example.com/imageName?x')).toEqual([])
    expect(placeholders('https://notexample.com/imageName')).toEqual([])
    // After an empty authority, a path that is a variable's name in camelCase (POCO's Session.h); a file's stays.
    expect(placeholders('connection:///connectionString')).toEqual(['connectionString'])
    expect(template('key:///connectionString')).toBe(true)
    expect(placeholders('file:///connectionString.txt')).toEqual([])
    expect(placeholders('file:///Users')).toEqual([])
    // An opaque path's word as the whole path after an empty authority (tnftp(1)); a path under it is an example's.
    expect(placeholders('file:///path')).toEqual(['path'])
    expect(placeholders('file:///filename')).toEqual(['filename'])
    expect(placeholders('file:///path/to/x')).toEqual([])
    expect(placeholders('file:///tmp')).toEqual([])
    expect(placeholders('oracle:///servicename?user=scott')).toEqual([])
    expect(placeholders('http://h/connectionString')).toEqual([])
    // A filler as the whole host (pbuilderrc(5)); as a segment or a label it stays.
    expect(placeholders('http://xxx/xxx/')).toEqual(['xxx'])
    expect(template('http://XXXX:8080/')).toBe(true)
    expect(placeholders('http://xxx.example/')).toEqual([])
    expect(placeholders('http://xx/')).toEqual([])
    expect(placeholders('http://example.com/xxx/')).toEqual([])
    // A host of one label in camelCase: a variable's name (WWW::Mechanize::FAQ(3pm)); in one case, or dotted, a host's.
    expect(placeholders('http://newAction')).toEqual(['newAction'])
    expect(template('http://fooBar:8080/x')).toBe(true)
    expect(placeholders('http://newaction/')).toEqual([])
    expect(placeholders('http://Intranet/')).toEqual([])
    expect(placeholders('http://myServer.example.org/')).toEqual([])
    // A web host of one label in snake_case (cgicc's FormFile.h): no name of the DNS has a `_`; a scheme's own
    // name (`onedrive://some_dir`), a dotted host or a doubled `_` stays.
    expect(placeholders('http://change_this_path/cgi-bin/upload.cgi')).toEqual(['change_this_path'])
    expect(template('https://your_server:8080/x')).toBe(true)
    expect(placeholders('onedrive://some_dir')).toEqual([])
    // With any scheme, one whose `_`-parts name a URI's part (Globus's globus_url.h).
    expect(placeholders('x-gass-cache://url_path')).toEqual(['url_path'])
    expect(placeholders('otherurl://url_specific_part')).toEqual(['url_specific_part'])
    expect(placeholders('unix://var_run/socket')).toEqual([])
    expect(placeholders('http://a_b.example/')).toEqual([])
    expect(placeholders('http://a__b/')).toEqual([])
    expect(placeholders('http://Ab_c/')).toEqual([])
    // A host of one label that says whose URL it is (an nginx `proxy_pass` example); a word of four, or `url` alone,
    // is a host's.
    expect(placeholders('http://backendurl')).toEqual(['backendurl'])
    expect(placeholders('http://YourURL:8080/')).toEqual(['YourURL'])
    expect(placeholders('http://url/')).toEqual([])
    expect(placeholders('http://curl/x')).toEqual([])
    expect(placeholders('http://backendurl.example/')).toEqual([])
    // A scheme word after `my` or `your` (libmpv's stream_cb.h); a host's stays (`myserver` is an example's host).
    expect(placeholders('myprotocol://myfile')).toEqual(['myprotocol'])
    expect(template('yourscheme://a.example/')).toBe(true)
    expect(placeholders('http://myserver/')).toEqual([])
    // A placeholder word numbered among several (x11vnc(1)'s `http://host1:port1,socks5://host2:port2`).
    expect(placeholders('http://host1:port1')).toEqual(['host1', 'port1'])
    expect(placeholders('ftp://server2/file')).toEqual(['server2'])
    expect(placeholders('http://host12/')).toEqual([])
    expect(placeholders('rsync://targethost2/module/')).toEqual([])
    // Any port: CSP's and CZMQ's `*`, CZMQ's random `!`.
    expect(placeholders('tcp://127.0.0.1:*')).toEqual(['*'])
    expect(placeholders('tcp://127.0.0.1:!')).toEqual(['!'])
    expect(template('https://localhost:*')).toBe(true)
    // A port's word followed by more of the form (x11vnc(1)'s SSVNC notation); a longer word is not it.
    expect(placeholders('repeater://host:port+ID:1234')).toEqual(['host', 'port'])
    expect(template('repeater://a.example:port+ID:1234')).toBe(true)
    expect(placeholders('http://a.example:portal/')).toEqual([])
    // A port named by its kind (KIO's `fish://someuser@somehost:sshport/`).
    expect(placeholders('fish://u@h.example:sshport/')).toEqual(['sshport'])
    // A page to fill in, in capitals (urlwatch-cookbook(7)); an account's segment on an example host (vdirsyncer(1)).
    expect(placeholders('http://m.facebook.com/PAGE/pages/permalink/?view_type=tab_events')).toEqual(['PAGE'])
    expect(placeholders('https://caldav.example.org/username/my_calendar/')).toEqual(['username'])
    expect(placeholders('https://github.com/username')).toEqual([])
    expect(placeholders('https://caldav.example.org/usernames/')).toEqual([])
    // A host of one label named after its scheme: buildah-from(1), hyperlink's docstrings.
    expect(placeholders('docker://docker-reference')).toEqual(['docker-reference'])
    expect(placeholders('fd://socketfd')).toEqual([])
    expect(placeholders('file://somefile')).toEqual([])
    expect(placeholders('message://message-id')).toEqual(['message-id'])
    expect(placeholders('ldap://ldap2/dc=sub,dc=mydom,dc=eg')).toEqual([])
    expect(placeholders('ldap://ldap.example.com/')).toEqual([])
    expect(placeholders('http://http/')).toEqual([])
    // A host of host words only (RDF::LinkedData(3pm)'s `host.name`); one real or example label keeps it a host.
    expect(placeholders('http://host.name/rdf/example')).toEqual(['host.name'])
    expect(placeholders('https://u:p@hostname.domain/feed.rss')).toEqual(['hostname.domain'])
    expect(placeholders('http://other.host/x')).toEqual([])
    expect(placeholders('https://joeyh.name/rfc/')).toEqual([])
    expect(placeholders('http://host.example/')).toEqual([])
    expect(placeholders('http://IP.ADDRESS.OF.HOST/server-status?auto')).toEqual(['IP.ADDRESS.OF.HOST'])
    expect(placeholders('http://www.of.host/')).toEqual([])
    // A query's value written as its own name in capitals (nbdkit-tls(1)); other capitals are values.
    expect(placeholders('nbds+unix:///?socket=SOCKET&tls-certificates=DIR')).toEqual(['SOCKET'])
    expect(placeholders('http://a.example/?tls-psk-file=TLS_PSK_FILE')).toEqual(['TLS_PSK_FILE'])
    expect(placeholders('http://a.example/?format=JSON&lang=EN&a=A')).toEqual([])
    // A segment written as a constant's name for a placeholder word (manpages-5: hub(1), debootstrap(8)).
    expect(placeholders('https://github.com/REPO')).toEqual(['REPO'])
    expect(placeholders('https://github.com/OWNER/REPO/compare/BRANCH')).toEqual(['OWNER', 'REPO', 'BRANCH'])
    expect(placeholders('git://github.com/jingweno/REPO.git')).toEqual(['REPO'])
    expect(placeholders('file:///LOCAL_MIRROR/debian')).toEqual(['LOCAL_MIRROR'])
    expect(template('https://github.com/OWNER/REPO/compare/v1.0...v1.1')).toBe(true)
    expect(placeholders('par2+scheme://[user[:password]@]host[:port]/[/]path')).toEqual([
      '[user[:password]@]',
      '[:port]',
      '[/]'
    ])
  })

  it('format strings: printf, braces, shell and template variables', () => {
    expect(placeholders('ws://127.0.0.1:%d/echo')).toEqual(['%d'])
    expect(placeholders('http://{host}:{port}/')).toEqual(['{host}', '{port}'])
    expect(placeholders('https://${DOMAIN}/api')).toEqual(['${DOMAIN}'])
    expect(placeholders('https://example.org/%1$s/x')).toEqual(['%1$s'])
    // A regular expression's groups in a rewrite rule's target (hgrc(5), slapd.conf(5)).
    expect(placeholders('http://bts.example.org/issue\\1')).toEqual(['\\1'])
    expect(placeholders('ldap:///OU=Accounts,DC=example,DC=com??one?(UID=$1)')).toEqual(['$1'])
    expect(placeholders('https://example.org/$12/\\10')).toEqual(['$12', '\\10'])
    expect(placeholders('ldap://ldap1.my.org/%0')).toEqual(['%0'])
    expect(placeholders('http://x.example/%1/%2a/%3?lang=%4')).toEqual(['%1', '%3'])
    // A positional argument as the whole query (kristall(1)'s search engine); a percent-encoding is none.
    expect(placeholders('gemini://example.com/search?%1')).toEqual(['%1'])
    expect(template('gemini://example.com/search?%1')).toBe(true)
    expect(placeholders('gemini://example.com/search?%12')).toEqual([])
    expect(placeholders('https://example.org/$0/\\0/a$/b\\')).toEqual([])
    // A token in capitals between `__` (SpamAssassin's `user_scores_ldap_query`); Python's `__init__` is a name.
    expect(placeholders('ldap://localhost:389/dc=de?saconfig?uid=__USERNAME__')).toEqual(['__USERNAME__'])
    expect(placeholders('https://example.org/__USER_NAME__/x')).toEqual(['__USER_NAME__'])
    expect(template('ldap://localhost:389/dc=koehntopp,dc=de?saconfig?uid=__USERNAME__')).toBe(true)
    expect(placeholders('https://github.com/x/y/blob/main/pkg/__init__.py')).toEqual([])
    expect(placeholders('https://example.org/a__B__/__B_/__1__')).toEqual([])
    // A format's one-letter escapes (darcs(1)'s mailer command); a percent-encoding or `%of` of a word is none.
    expect(placeholders('mailto:%T?subject=%S&attach=%A&cc=%C&body=%B')).toEqual(['%T', '%S', '%A', '%C', '%B'])
    expect(template('mailto:%T?subject=%S&attach=%A&cc=%C&body=%B')).toBe(true)
    expect(placeholders('https://example.org/50%off?a=%2F&b=%A0')).toEqual([])
    // SPF's macros (Mail::SPF::Server(3pm)), as Apache writes its variables; braces percent-encoded are data.
    expect(placeholders('http://www.%{d}/why/id=%{S};ip=%{I};r=%{R}')).toEqual(['%{d}', '%{S}', '%{I}', '%{R}'])
    expect(template('http://www.%{d}/why/id=%{S};ip=%{I};r=%{R}')).toBe(true)
    expect(placeholders('https://example.org/%{ir}.%{v}._spf.%{d2}/%{HTTP_HOST}')).toEqual([
      '%{ir}',
      '%{v}',
      '%{d2}',
      '%{HTTP_HOST}'
    ])
    expect(placeholders('https://example.org/%7Bd%7D/%{}/x')).toEqual([])
    // A name between doubled signs (gdnsd-plugin-extmon(8)'s `%%ITEM%%`); one sign alone or unclosed is none.
    expect(placeholders('https://%%ITEM%%/index.html')).toEqual(['%%ITEM%%'])
    expect(template('https://%%ITEM%%/index.html')).toBe(true)
    expect(placeholders('https://example.org/%%ITEM/x/50%%off')).toEqual([])
    // Substitutions of uscan(1) watch lines and autoconf: `@NAME@`, glued to text or each other.
    expect(placeholders('ftp://ftp.example.org/cweb/cweb-@ANY_VERSION@@ARCHIVE_EXT@')).toEqual([
      '@ANY_VERSION@',
      '@ARCHIVE_EXT@'
    ])
    expect(placeholders('http://example.org/files/@ANY_VERSION@/')).toEqual(['@ANY_VERSION@'])
    expect(placeholders('http://example.org/@prefix@/bin')).toEqual(['@prefix@'])
    expect(placeholders('http://@HOST@/')).toEqual(['@HOST@'])
    // A userinfo's `@` is followed by a host; `/@user/` of a profile is a path.
    expect(placeholders('http://ann@example.org/@ann/x@y')).toEqual([])
  })

  it("regular expressions: a pattern's parts, not a path's", () => {
    // uscan(1) watch lines, debcheckout(1)'s `^\w+://(git\.example\.com)` as the extractor cuts it.
    expect(placeholders('https://pypi.python.org/packages/.*/.*/.*/')).toEqual(['.*', '.*', '.*'])
    expect(placeholders('http://www.site.com/pub/foobar/foobar_v(\\d+)_(\\d+)@ARCHIVE_EXT@')).toEqual([
      '(\\d+)',
      '(\\d+)',
      '@ARCHIVE_EXT@'
    ])
    expect(placeholders('https://registry.npmjs.org/aes-js/-/aes-js-(\\d[\\d\\.]*)@ARCHIVE_EXT@')).toEqual([
      '(\\d[\\d\\.]*)',
      '@ARCHIVE_EXT@'
    ])
    expect(placeholders('http://foo.bar.org/dl/\\?path=&dl=foo-@ANY_VERSION@@ARCHIVE_EXT@')).toEqual([
      '\\?',
      '@ANY_VERSION@',
      '@ARCHIVE_EXT@'
    ])
    expect(placeholders('https://example.org/(?:a|b)/[^/]+/x\\.tar')).toEqual(['(?:a|b)', '[^/]+', '\\.'])
    expect(placeholders('w+://(git')).toEqual(['w+'])
    // A scheme with `+` inside, a Windows path's `\d`, dots and pluses of a path: no pattern.
    expect(placeholders('svn+ssh://example.org/x')).toEqual([])
    expect(placeholders('file:///C:\\data\\x.txt')).toEqual([])
    expect(placeholders('https://example.org/a.b/c.d+e')).toEqual([])
    // Inside a segment or a query, `.+` may be data: a tracking link of mail-spam-1, shortened.
    expect(placeholders('http://example.net/www/r?1000023044.484.23.+bpOq88R31Z')).toEqual([])
    expect(placeholders('https://example.org/v-(.+)/x.tar')).toEqual(['(.+)'])
    // An encoded `<` after `(?` is a real URL's anchor (manpages-5, Mail::SpamAssassin::Conf(3pm)), not a group.
    expect(placeholders('https://perldoc.perl.org/perlre#(?%3CNAME%3Epattern)')).toEqual([])
  })

  it('none in real URIs: IP literals, real words in paths, hosts with a dot, percent-encodings', () => {
    for (const uri of [
      'http://[::1]:8080/',
      'http://[fe80::a%25en0]/',
      'https://www.npmjs.com/package/path',
      'https://host.example.org/user/name',
      'https://example.org/a%20b',
      'mailto:user@example.org',
      'https://github.com/user/repo',
      'https://www.mercurial-scm.org/repo/hg',
      'file:///path/to/repo',
      'http://example.org/repo/',
      'https://tld.example.org/x.tld/tag',
      // `domain.tld` stands for a host as `example.com` does (w3lib's and requests' docstrings).
      'http://domain.tld/?bla=123#123123',
      'git://server.example/x.git',
      'http://localhost/',
      // An old Deja News link of the SpamAssassin corpus: `=` alone makes no optional part.
      'http://x60.deja.com/[ST_rn=ps]/getdoc.xp?AN=687715863',
      'http://a.example/x...y/..',
      'HTTP://WWW.EXAMPLE.COM/',
      'http://A1/',
      'https://_dmarc.example.com/',
      // Constants that are real pages' (systemd.io, Wikipedia, W3C), and placeholder words in other cases.
      'https://systemd.io/USER_NAMES',
      'https://systemd.io/CREDENTIALS',
      'https://en.wikipedia.org/wiki/FAQ',
      'http://www.w3.org/TR/REC-xml',
      'https://example.org/REPOS/x',
      'https://example.org/Repo.git',
      'https://example.org/_ID',
      'https://example.org/REPO-x'
    ])
      expect(placeholders(uri), uri).toEqual([])
  })
})

describe('placeholderSpans of manpages-24 (held out)', () => {
  it("a database's `/db/table`, digits written `###`, a wildcard's optional path, a local file's `/username/`", () => {
    // rasql(1): only the host was filled in; syncthing's `/rest/db/scan` is a real page's.
    expect(placeholders('mysql://user@localhost/db/table')).toEqual(['db/table'])
    expect(template('mysql://user@localhost/db/table')).toBe(true)
    expect(placeholders('http://127.0.0.1:8384/rest/db/scan?folder=default')).toEqual([])
    // XML::Atom::SimpleFeed(3pm); one `#` is a fragment's, two a typo's.
    expect(placeholders('urn:uuid:########-####-####-####-############')).toEqual([
      '########',
      '####',
      '####',
      '####',
      '############'
    ])
    expect(template('urn:uuid:########-####-####-####-############')).toBe(true)
    expect(template('http://example.com/bug?id=#####')).toBe(true)
    expect(placeholders('http://example.com/a#b')).toEqual([])
    expect(placeholders('http://example.com/a##b')).toEqual([])
    // oidc-gen(1): any path, optional; a wildcard alone in brackets stays no optional part.
    expect(placeholders('http://localhost:<port>[/*]')).toEqual(['<port>', '[/*]'])
    expect(template('http://localhost:<port>[/*]')).toBe(true)
    expect(placeholders('http://example.com/[*]')).toEqual([])
    // germinate(1): in a file of the reader's own machine; on a named host it may be a user's page.
    expect(placeholders('file:///home/username/seeds/')).toEqual(['username'])
    expect(placeholders('file://fileserver.example.net/home/username/seeds/')).toEqual(['username'])
    expect(placeholders('https://fileserver.corp.net/home/username/seeds/')).toEqual([])
  })
})

describe('placeholderSpans of manpages-25 (held out)', () => {
  it('a host whose last label names no top-level domain, an elided host, a metasyntactic word alone', () => {
    // soxformat(7), SOAP::Transport(3pm), KAboutData's comments; `.host` and `.domains` are top-level domains.
    expect(placeholders('http://a.server/pls?rn=265&file=filename.pls')).toEqual(['a.server'])
    expect(placeholders('pop://pop.mail.server')).toEqual(['pop.mail.server'])
    expect(placeholders('http://some.domain')).toEqual(['some.domain'])
    expect(placeholders('http://www.example.host/')).toEqual([])
    expect(placeholders('http://x.domains/')).toEqual([])
    expect(placeholders('http://server/')).toEqual(['server'])
    // pg_autoctl(1): the host elided after a userinfo.
    expect(placeholders('postgresql://autoctl_node@.../pg_auto_failover')).toEqual(['...'])
    // txt2html(1)'s `<URL:foo>`: a reference of one metasyntactic word; a word that only starts so is a page.
    expect(placeholders('foo')).toEqual(['foo'])
    expect(template('foo')).toBe(true)
    expect(placeholders('food')).toEqual([])
    expect(placeholders('foo.html')).toEqual([])
    // HTML::Mason::Devel(3pm): a template tag, as ERB, JSP and ASP write one; an empty one is none.
    expect(placeholders('http://www.<% $site %>.com')).toEqual(['<% $site %>'])
    expect(template('http://<%= host %>/a')).toBe(true)
    expect(placeholders('http://x.example/a<%%>')).toEqual([])
  })

  it("ends a template tag after its `%>`, on its line and before `to` (templateTagEnd, extract's too)", () => {
    expect(templateTagEnd('a<% b %>c', 1)).toBe(8)
    expect(templateTagEnd('a<% b %>c', 1, 7)).toBe(-1)
    expect(templateTagEnd('a<% b %>c', 0)).toBe(-1)
    expect(templateTagEnd('a<%%>', 1)).toBe(-1)
    expect(templateTagEnd('<% a\n %>', 0)).toBe(-1)
    expect(templateTagEnd('<%' + 'a'.repeat(63) + '%>', 0)).toBe(67)
    expect(templateTagEnd('<%' + 'a'.repeat(64) + '%>', 0)).toBe(-1)
  })
})

describe('placeholderSpans of manpages-26 (held out)', () => {
  it('a host `site`, a name in capitals between `<` and `>` glued to text', () => {
    // 0install(1): any site that serves a feed; a label of a real host stays.
    expect(placeholders('http://site/program.xml')).toEqual(['site'])
    expect(template('http://site/program.xml')).toBe(true)
    expect(placeholders('http://site.example/')).toEqual([])
    // dvilj(1): `<ID>` glued to a segment's text stands, as it does alone.
    expect(template('http://h20000.www2.hp.com/bc/docs/support/SupportManual/bpl<ID>/bpl<ID>.pdf')).toBe(true)
    // dvilj(1): a whole segment `*` is any directory, a wildcard; a `*` in a name or at the end is not one.
    expect(placeholders('svn://tug.org/texlive/*/Build/source')).toEqual(['*'])
    expect(template('svn://tug.org/texlive/*/Build/source')).toBe(true)
    expect(placeholders('http://a.example/x*/y/*')).toEqual([])
  })
})

describe('placeholderSpans of manpages-27 (held out)', () => {
  it("an elided host's rest, a local path of words, make's and a shell's `$(…)`, Embperl's and TT's tags", () => {
    // Lemonldap::NG: three dots at a host's end elide the rest of its name; inside a segment they are its own.
    expect(placeholders('http://auth.../saml/proxy')).toEqual(['...'])
    expect(template('http://auth.../saml/proxy')).toBe(true)
    expect(placeholders('git://git…/proj.git')).toEqual(['…'])
    expect(placeholders('http://a.example/compare/v1...v2')).toEqual([])
    expect(placeholders('http://a.example/x.../')).toEqual([])
    // toil(1): a local file's path of words for a path's parts; on a host such a path is a page's.
    expect(placeholders('file:///local/dir/path/')).toEqual(['local/dir/path'])
    expect(placeholders('srm://endpoint.cern.ch/path/directory')).toEqual([])
    // `$(NAME)`, `$(uname` cut at its blank; not `$(` without a name.
    expect(placeholders('http://example.com/$(VERSION)/x')).toEqual(['$(VERSION)'])
    expect(placeholders('https://a.example/docker-compose-$(uname')).toEqual(['$(uname'])
    expect(placeholders('https://a.example/$(1)/')).toEqual([])
    // Embperl(3pm)'s `[+ … +]`, the Template Toolkit's `[% … %]`; a range's `[-1]` has no blank.
    expect(placeholders('http://localhost/tests?[+ $A +]')).toEqual(['[+ $A +]'])
    expect(placeholders('http://[% server %]/x')).toEqual(['[% server %]'])
    expect(placeholders('http://a.example/x[-1-]')).toEqual([])
  })
})

describe('placeholderSpans of manpages-9 (npm, wfuzz)', () => {
  it("a fuzzer's keyword, a path of words before a fragment", () => {
    expect(placeholders('http://www.webscantest.com/FUZZ')).toEqual(['FUZZ'])
    expect(placeholders('https://github.com/owner/project#readme')).toEqual(['owner/project'])
    expect(placeholders('https://github.com/npm/project#readme')).toEqual([])
    expect(placeholders('https://example.com/FUZZY')).toEqual([])
    // In the query too, as a key or a value (gobuster(1) of manpages-22, wfuzz's second list `FUZ2Z`).
    expect(placeholders('https://example.com?FUZZ=test')).toEqual(['FUZZ'])
    expect(placeholders('http://testphp.vulnweb.com/listproducts.php?cat=FUZ2Z')).toEqual(['FUZ2Z'])
    expect(placeholders('https://example.com/?FUZZY=1&fuzz=FUZZ1')).toEqual([])
  })
})

describe('standalonePlaceholders (what the extractor reads as a template)', () => {
  const standalone = (uri: string) =>
    standalonePlaceholders(uri, placeholderSpans(parse(uri))).map((span) => uri.slice(span.start, span.end))

  it('a bracketed name standing as a component; not one glued to text or holding a dot', () => {
    expect(standalone('https://x.example/{id}/y')).toEqual(['{id}'])
    expect(standalone('http://{host}:{port}/')).toEqual(['{host}', '{port}'])
    expect(standalone('https://api.example/<version>/users')).toEqual(['<version>'])
    expect(standalone('https://en.wikipedia.org/wiki/Blur_[band]')).toEqual([])
    expect(standalone('http://example.org/a{b}')).toEqual([])
    expect(standalone('http://www.google.com/{file.pdf}')).toEqual([])
    // A tracking link of the SpamAssassin corpus, shortened: `$` glued to its data.
    expect(standalone('http://www.example.com/d.asp?5445x$qJpibFS$$dQNb9a')).toEqual([])
    expect(standalone('http://$URL/x?v=$VERSION')).toEqual(['$URL', '$VERSION'])
    // Variables glued to each other stand as one where they start and end a component (merecat.conf(5)'s nginx-like
    // redirect), not where the run is glued to text.
    expect(standalone('https://$host$request_uri$args')).toEqual(['$host', '$request_uri', '$args'])
    expect(standalone('http://x.example/a$b$c')).toEqual([])
    // A group's `$1` wherever it starts a component; glued to a word it is data (UserLand's story links).
    expect(standalone('ldap:///dc=com??one?(uid=$1)')).toEqual(['$1'])
    expect(standalone('http://my.userland.com/stories/storyReader$11')).toEqual([])
    // A word between parentheses standing as a component; glued to text it is a title's (Wikipedia).
    expect(standalone('https://en.wikipedia.org/wiki/Python_(programming_language)')).toEqual([])
    expect(standalone('ldap:///dc=com??sub?(filter)')).toEqual(['(filter)'])
    // A path's segment in parentheses is the page's (url-regex-safe's own test case).
    expect(standalone('http://foo.com/(something)?after=parens')).toEqual([])
    // Glued only to another placeholder, as hg's syntax form writes its optional parts.
    expect(standalone('http://[user[:pass]@]host[:port]/[path][#revision]')).toEqual([
      '[user[:pass]@]',
      '[:port]',
      '[path]',
      '[#revision]'
    ])
    expect(standalone('https://en.wikipedia.org/wiki/Blur_[band][x]')).toEqual([])
    // A name in capitals between `<` and `>`, which no URI holds as written, stands glued too (dvilj(1)'s
    // `bpl<ID>.pdf`); a tag's lower-case name does not.
    expect(standalone('http://a.example/bpl<ID>/bpl<FILE_NAME>.pdf')).toEqual(['<ID>', '<FILE_NAME>'])
    expect(standalone('http://a.example/x<b>y')).toEqual([])
  })

  it('the other kinds always: printf, ${…}, {{…}}, optional parts, words', () => {
    expect(standalone('https://x/a%s/${V}/{{ w }}/[:port]')).toEqual(['%s', '${V}', '{{ w }}', '[:port]'])
  })
})

describe('isTemplate', () => {
  it('a template: its violations in placeholders, or valid with a placeholder component', () => {
    for (const uri of [
      'proto://host[:port]',
      'scheme://[[user][:pass]@]host[:port]/path',
      'ldap://hostport/dn?attributes?scope?filter',
      'file://filename',
      'http://{host}:{port}/',
      'ws://127.0.0.1:%d/echo',
      'http://[user[:pass]@]host[:port]/[path][#revision]',
      'http://hg.server/\\1/',
      'ldap:///OU=Accounts,DC=example,DC=com??one?(UID=$1)',
      'file://PATH',
      'par2+scheme://[user[:password]@]host[:port]/[/]path',
      'http://host/image[000-100].png',
      'ldap:///???(filter)',
      'svn://repo/path/trunk',
      'http://example.org/files/@ANY_VERSION@/',
      'https://pypi.python.org/packages/.*/.*/.*/',
      'https://registry.npmjs.org/aes-js/-/aes-js-(\\d[\\d\\.]*)@ARCHIVE_EXT@',
      'w+://(git',
      'https://salsa.debian.org/...git',
      'https://github.com/owner/repo',
      'docker://registry.example.com/repository:tag'
    ])
      expect(template(uri), uri).toBe(true)
  })

  it('not a template: a violation outside the placeholders, or none and no placeholder', () => {
    for (const uri of ['https://{host}/a b', 'https://example.org/', 'http://[::1]/', 'https://host.example/x|y'])
      expect(template(uri), uri).toBe(false)
  })
})

/** The scheme words, and each after `my` or `your` (`myprotocol`). */
const schemeWordsReference = ['scheme', 'proto', 'protocol', 'method'].flatMap((word) => [
  word,
  'my' + word,
  'your' + word
])

/** `mayHavePlaceholders` as first written (seven compares a character, the scheme sliced and lower-cased): its fast form must agree. */
function mayHavePlaceholdersReference(uri: string): boolean {
  let colon = -1
  for (let index = 0; index < uri.length; index++) {
    const code = uri.charCodeAt(index)
    if (
      code === codes.dollarSign ||
      code === codes.backslash ||
      code === codes.leftParenthesis ||
      code === codes.leftCurlyBrace ||
      code === codes.lessThan ||
      code === codes.leftSquareBracket ||
      code === 0x20_26 ||
      (code === codes.atSign && /^@[A-Za-z_]\w*@/.test(uri.slice(index))) ||
      (code === codes.underscore &&
        !/[A-Za-z0-9]/.test(uri.charAt(index - 1)) &&
        /^__[A-Z](?:[A-Z0-9]|_(?!_))*__/.test(uri.slice(index))) ||
      (code === codes.dot && uri.charCodeAt(index + 1) === codes.dot && uri.charCodeAt(index + 2) === codes.dot) ||
      (code === codes.dot && /^[*+]/.test(uri.slice(index + 1))) ||
      (code === codes.percentSign &&
        !(isHexDigit(uri.charCodeAt(index + 1)) && isHexDigit(uri.charCodeAt(index + 2)))) ||
      uri.startsWith('###', index) ||
      uri.startsWith('/*/', index)
    )
      return true
    if (code === codes.colon && colon === -1) colon = index
  }
  if (colon > 0 && uri[colon - 1] === '+') return true
  if (
    /[/:](?:owner|repo|repository|project|tag|username|host|path|name|file|filename|db|dbname|table)\/?$/i.test(
      uri.split(/[?#]/)[0]!
    )
  )
    return true
  if (/\/username(?=[/?#]|$)/.test(uri)) return true
  if (
    /\/(?:your[-_]?(?:user(?:[-_]?name)?|name|login|handle|account|org(?:ani[sz]ation)?|group|team|company|repo(?:sitory)?|project|app|package|module|fork|branch|bucket|domain|host|server|site|id|token|key|file|path|workspace|namespace)|(?<=\/to\/)your(?=\/[^/?#]))(?=\.git(?:[/?#]|$)|[/?#]|$)/i.test(
      uri
    )
  )
    return true
  const segment = /\/([A-Za-z]{1,32})$/.exec(uri)?.[1]
  if (segment !== undefined && (/^[A-Za-z]{3,}[Nn]ame$/.test(segment) || /^[A-Za-z]{2,}[a-z]I[dD]$/.test(segment)))
    return true
  if (
    /\/(?:[A-Z][A-Z_]*_)?(?:REPO|REPOSITORY|OWNER|BRANCH|USER|USERNAME|NAME|ID|TAG|HOST|HOSTNAME|PORT|PATH|FILE|FILENAME|VERSION|MIRROR|PAGE|FUZZ)(?=$|[/?#.])/.test(
      uri
    )
  )
    return true
  if (colon === -1) return /^(?:foo|bar|baz|qux|quux|foobar)$/i.test(uri)
  if (
    /^(?:mailto|sips?|xmpp|im|pres):[^@?#]+@(?:host|hostname|hostport|repo|server|servername|domain|yourdomain|mydomain|yourhost|myhost|example|data|filename|ip|ip_server|ip-server|address|digest)(?:[?#]|$)/i.test(
      uri
    )
  )
    return true
  if (!uri.startsWith('//', colon + 1)) {
    const path = uri
      .slice(colon + 1)
      .split(/[?#]/)[0]!
      .toLowerCase()
    return (
      schemeWordsReference.includes(uri.slice(0, colon).toLowerCase()) ||
      /^(?:local[-_]?(?:part)?\\?@|user[-_]?name\\?@(?:host|hostname|hostport|repo|server|servername|domain|yourdomain|mydomain|yourhost|myhost|example|data|filename|ip|ip_server|ip-server|address|domain\.tld)(?![\w.-]))/i.test(
        uri.slice(colon + 1, colon + 65)
      ) ||
      [
        'path',
        'filename',
        'file',
        'name',
        'address',
        'number',
        'newsgroup',
        'newsgroup-name',
        'group',
        'uri',
        'url'
      ].includes(path)
    )
  }
  // A label of the reader's own (`svn.yoursite.com`), anywhere before the path.
  if (
    /(?:^|[.@])your[-_]?(?:site|website|web|domain|host(?:name)?|server(?:name)?|mail(?:server)?|company|org(?:ani[sz]ation)?|app|isp|url)(?:[-_][A-Za-z\d]+)*(?=[.:]|$)/i.test(
      /^[^/?#]*/.exec(uri.slice(colon + 3))![0]
    )
  )
    return true
  let dotted = false
  for (let index = colon + 3; index < uri.length; index++) {
    const code = uri.charCodeAt(index)
    if (code === codes.slash || code === codes.questionMark || code === codes.numberSign) break
    if (code === codes.dot) dotted = true
    else if (code === codes.colon && index + 1 < uri.length && !isDigit(uri.charCodeAt(index + 1))) return true
    else if (code === codes.underscore) return true
  }
  return (
    !dotted ||
    schemeWordsReference.includes(uri.slice(0, colon).toLowerCase()) ||
    isWordsHostReference(uri) ||
    // A last label that names no top-level domain (`a.server`).
    /^[^.]+\.(?:[^.]*\.)*(?:server|domain|hostname)$/i.test(
      /^[^:]*:\/\/(?:[^/?#]*@)?([^/?#:]*)/.exec(uri)?.[1] ?? ''
    ) ||
    hasKeyNamedValueReference(uri)
  )
}

/** A host of two labels or more, all words that name a host's part (`host.name`, `server.domain`). */
function isWordsHostReference(uri: string): boolean {
  const host = /^[^:]*:\/\/(?:[^/?#]*@)?([^/?#:]*)/.exec(uri)?.[1] ?? ''
  const words = ['host', 'hostname', 'hostport', 'server', 'servername', 'domain', 'yourdomain', 'mydomain']
  words.push('yourhost', 'myhost', 'filename', 'ip', 'ip_server', 'ip-server', 'address', 'name', 'of')
  const labels = host.toLowerCase().split('.')
  return host.length <= 64 && labels.length > 1 && labels.every((label) => words.includes(label))
}

/** A query value that is its own key in capitals, `-` written `-` or `_` (`?socket=SOCKET`, `tls-psk=TLS_PSK`). */
function hasKeyNamedValueReference(uri: string): boolean {
  const query = uri.split('#')[0]!.split('?').slice(1).join('?')
  return query.split('&').some((parameter) => {
    const [key, value] = [parameter.split('=')[0]!, parameter.split('=').slice(1).join('=')]
    // The fuzzers' keyword, as a key or a value.
    if (/^FUZ\d?Z$/.test(key) || (parameter.includes('=') && /^FUZ\d?Z$/.test(value))) return true
    return (
      key.length >= 2 &&
      parameter.includes('=') &&
      value.length === key.length &&
      [...key].every((character, at) =>
        character === '-'
          ? '-_'.includes(value[at]!)
          : /[A-Za-z]/.test(character)
            ? value[at] === character.toUpperCase()
            : value[at] === character
      )
    )
  })
}

describe('mayHavePlaceholders', () => {
  it('looks closer at a lead, an opaque path, a host of one label or a scheme word', () => {
    expect(mayHavePlaceholders('https://example.com/a/b.html')).toBe(false)
    expect(mayHavePlaceholders('https://example.com/%2F')).toBe(false)
    expect(mayHavePlaceholders('https://example.com/%s')).toBe(true)
    expect(mayHavePlaceholders('https://example.com/\u2026/x')).toBe(true)
    expect(mayHavePlaceholders('https://example.com/a...b')).toBe(true)
    expect(mayHavePlaceholders('https://example.com:port/')).toBe(true)
    expect(mayHavePlaceholders('https://example.com:8080/')).toBe(false)
    expect(mayHavePlaceholders('https://example.com:/x')).toBe(true)
    expect(mayHavePlaceholders('ldap://hostport/')).toBe(true)
    // Without `//`: only an opaque path that is a placeholder word, or a scheme word.
    expect(mayHavePlaceholders('mailto:ann@example.com')).toBe(false)
    expect(mayHavePlaceholders('news:Newsgroup-Name')).toBe(true)
    expect(mayHavePlaceholders('scheme:x')).toBe(true)
    expect(mayHavePlaceholders('PROTOCOL://example.com/')).toBe(true)
    expect(mayHavePlaceholders('Proto://example.com/')).toBe(true)
    expect(mayHavePlaceholders('protos://example.com/')).toBe(false)
    expect(mayHavePlaceholders('prot0://example.com/')).toBe(false)
    expect(mayHavePlaceholders('https://example.com/x-@VERSION@.tgz')).toBe(true)
    expect(mayHavePlaceholders('https://ann@example.com/@ann')).toBe(false)
    expect(mayHavePlaceholders('https://example.com/.*/')).toBe(true)
    expect(mayHavePlaceholders('w+://example.com/')).toBe(true)
    expect(mayHavePlaceholders('https://example.com/owner/Repo/')).toBe(true)
    expect(mayHavePlaceholders('https://example.com/a/b.tag')).toBe(false)
    expect(mayHavePlaceholders('https://example.com/REPO.git')).toBe(true)
    expect(mayHavePlaceholders('https://example.com/USER_NAMES')).toBe(false)
    // The path's last segment before a query or fragment; a fuzzer's keyword (wfuzz(1)).
    expect(mayHavePlaceholders('https://example.com/owner/project#readme')).toBe(true)
    expect(mayHavePlaceholders('https://example.com/owner/x#project')).toBe(false)
    expect(mayHavePlaceholders('https://example.com/FUZZ')).toBe(true)
  })

  it('agrees with its first form on any text', () => {
    const unit = fc.constantFrom(
      ...'$%{<[(.:/?#@-_0aAfFgPpRrOoTtCcLlSsHhEeMm*+dDwWnNgGyY\u2026\u212a\u00e9\\'.split('')
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({unit}),
          fc.string({unit: 'binary'}),
          // `scheme://host…`: the shape the host and scheme-word checks are for.
          fc
            .tuple(fc.constantFrom('http', 'PROTO', 'Protocol', 'scheme', 'schemes', 'Method', 'x'), fc.string({unit}))
            .map(([scheme, rest]) => scheme + '://' + rest),
          // Hosts of host words or not, and query values named as their keys or not (`?socket=SOCKET`).
          fc
            .tuple(
              fc.array(
                fc.constantFrom(
                  'host',
                  'Name',
                  'server',
                  'DOMAIN',
                  'ip_server',
                  'example',
                  'tld',
                  'a',
                  'yourSite',
                  'yours',
                  'u@your-org'
                ),
                {
                  minLength: 1,
                  maxLength: 3
                }
              ),
              fc.constantFrom(
                '',
                ':80',
                '/x',
                '?a=1&socket=SOCKET',
                '?tls-psk=TLS_PSK',
                '?tls-psk=TLS-PSK',
                '?ab=AB#',
                '?FUZZ=1'
              ),
              fc.constantFrom(
                '',
                '?x=X',
                '?id=ID',
                '&p9=P9',
                '?a-b=A_B&',
                '?key=KEY2',
                '#k=K',
                '&q=FUZ2Z',
                '&FUZZY=1',
                '?FUZZ'
              )
            )
            .map(([labels, middle, end]) => 'http://' + labels.join('.') + middle + end),
          // `mailto:` addresses whose domain is a word or not.
          fc
            .tuple(
              fc.string({unit}),
              fc.constantFrom('@digest', '@localhost', '@Address?x', '@a.b', '@x', '@bar', '@ip_server', '')
            )
            .map(([local, domain]) => 'mailto:' + local + domain),
          // Addresses whose local part is the grammar's name or the account's field, before a domain or not.
          fc
            .tuple(
              fc.constantFrom('sip:', 'xmpp:', 'mailto:', 'x://'),
              fc.constantFrom('local', 'Local-Part', 'localpart', 'username', 'user_name', 'user', 'locals'),
              fc.constantFrom('@', '\\@', ''),
              fc.constantFrom('domain', 'domain.tld', 'example.org', 'host', 'domainx', 'domain:port', ''),
              fc.string({unit})
            )
            .map((parts) => parts.join('')),
          // Ends the word check is for: `/owner/repo`.
          fc
            .tuple(
              fc.string({unit}),
              fc.constantFrom(
                '/owner',
                '/owner/project#readme',
                '/Project?x=/a',
                '/name#x',
                '/FUZZ',
                '/host/',
                ':Repo/',
                'repository',
                '/tag/',
                '/usernames',
                '/username',
                '/your-repo',
                '/Your_Name.git',
                '/your/x',
                '/to/your/x',
                '/your/',
                '/yourself',
                '/your-tax',
                '/PAGE/x',
                '/REPO',
                '_ID.',
                '/A_PATH/',
                '/_ID',
                '=__USERNAME__',
                '/imageName',
                '/imagename',
                '/aId',
                '/abcId',
                '/androiD',
                '@digest',
                '@localhost?',
                'a__B__'
              )
            )
            .map(([rest, end]) => 'http://' + rest + end)
        ),
        (uri) => {
          expect(mayHavePlaceholders(uri)).toBe(mayHavePlaceholdersReference(uri))
        }
      ),
      {numRuns: 5000}
    )
  })

  it('agrees with its first form where leads and their look-alikes meet (the first look by one search)', () => {
    // The pieces the one search must not pass by (`@V@`, `...`, `.*`, `%s`, `/REPO`), and the near misses it may.
    const piece = fc.constantFrom(
      ...['@VERSION@', '@_a1@', '@1@', '@', '@a', '...', '..', '.*', '.+', '.?', '%s', '%2F', '%2', '%', '/REPO'],
      ...['/R', '/_ID', '/A_B', '/Ab', '$', '{', '<', '[', '(', '\\', '\u2026', 'a', 'Z', '_', '/', ':', '.', '//'],
      ...[
        '__VERSION__',
        '__A1_B__',
        '__a__',
        '_A_',
        '__',
        'yourdomain',
        'Your-App',
        'yours',
        '@',
        ':8',
        '/*/',
        '/*',
        '*'
      ]
    )
    fc.assert(
      fc.property(
        fc.tuple(fc.constantFrom('', 'http://', 'https://example.com/', 'news:'), fc.array(piece, {maxLength: 8})),
        ([start, pieces]) => {
          const uri = start + pieces.join('')
          expect(mayHavePlaceholders(uri)).toBe(mayHavePlaceholdersReference(uri))
        }
      ),
      {numRuns: 5000}
    )
  })
})

describe('isPlainUri (the shape most URIs have: no placeholder, ASCII)', () => {
  it('a scheme, `//`, a host with a dot and a port of digits, then none of the leads', () => {
    expect(isPlainUri('https://example.com/a/b.html?q=1#top')).toBe(true)
    expect(isPlainUri('http://www.example.org:8080/a_b/%2F/c.d')).toBe(true)
    expect(isPlainUri('https://example.com')).toBe(true)
    // What `mayHavePlaceholders` would look at closer, or what is no ASCII.
    expect(isPlainUri('https://example.com/%s')).toBe(false)
    expect(isPlainUri('https://example.com/REPO/x')).toBe(false)
    expect(isPlainUri('https://example.com/REPO.git')).toBe(false)
    expect(isPlainUri('https://example.com/LOCAL_MIRROR/')).toBe(false)
    // Capitals that name no placeholder (`shoutedSegmentEnd`): a click link's path, an abbreviation.
    expect(isPlainUri('http://click.example.com/pt6YBB/NXiEAA/mG3HAA/TM')).toBe(true)
    expect(isPlainUri('https://example.com/AB1/x')).toBe(true)
    expect(isPlainUri('https://example.com/LOCAL_B')).toBe(true)
    expect(isPlainUri('https://EXAMPLE.com/')).toBe(false)
    expect(isPlainUri('https://example.com/a..b')).toBe(false)
    expect(isPlainUri('https://example.com/x__Y')).toBe(false)
    expect(isPlainUri('https://example.com/@x')).toBe(false)
    expect(isPlainUri('https://example.com/\u00e9')).toBe(false)
    expect(isPlainUri('https://example.com:port/')).toBe(false)
    expect(isPlainUri('https://localhost/')).toBe(false)
    expect(isPlainUri('svn+ssh://example.com/')).toBe(false)
    expect(isPlainUri('proto://example.com/')).toBe(false)
    expect(isPlainUri('https://example.com/owner/')).toBe(false)
    expect(isPlainUri('https://example.com/owner/project#readme')).toBe(false)
    expect(isPlainUri('https://example.com/imageName')).toBe(false)
    expect(isPlainUri('mailto:ann@example.com')).toBe(false)
  })

  it('only where mayHavePlaceholders is false and the URI is ASCII', () => {
    const piece = fc.constantFrom(
      ...['@V@', '@', '...', '..', '.*', '.+', '.', '%s', '%2F', '%2', '%', '/REPO', '/R', '/_I', '/Ab', '/', '//'],
      ...['/TM', '/A_', 'ID', '_ID', 'NAME', 'REPOS'],
      ...[
        '$',
        '{',
        '<',
        '[',
        '(',
        ')',
        '\\',
        '\u2026',
        '\u00e9',
        'a',
        'Z',
        '9',
        '-',
        '_',
        '__',
        ':',
        '?',
        '#',
        ' ',
        '*'
      ],
      ...['owner', 'Repo', 'tag', 'Name', 'imageName', 'aId', 'proto', 'method', 'db', 'table', '###', '/*/']
    )
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...['http://a.b', 'https://example.com', 'x://a.b:80', 'PROTO://a.b', 'a+b://a.b', 'http://', ''],
          // Host words: one label of them alone is a host, all of them is none (`isWordsHost`).
          ...['http://host.name', 'http://host.example', 'https://server.domain:80', 'http://name.b']
        ),
        fc.array(piece, {maxLength: 10}),
        (start, pieces) => {
          const uri = start + pieces.join('')
          if (isPlainUri(uri)) {
            expect(mayHavePlaceholdersReference(uri)).toBe(false)
            expect(isAscii(uri)).toBe(true)
          }
        }
      ),
      {numRuns: 20000}
    )
  })
})

/**
 * Templates (packages/core/src/template.ts): the placeholders of a URI, and
 * whether it is a template (every RFC 3986 violation in a placeholder, or a
 * component that is only a placeholder word or an optional part), as the
 * extractor and remark-lint-uri both read them.
 */
import {parse, validate} from '@urilint/core'
import {isTemplate, placeholderSpans, standalonePlaceholders} from '@urilint/core/internal'
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
    expect(placeholders('file://filename')).toEqual(['filename'])
    expect(placeholders('news:newsgroup-name')).toEqual(['newsgroup-name'])
    // A userinfo is how link syntax is shown, and a password is no-uri-password's to judge.
    expect(placeholders('ftp://user:password@ftp.example.org/')).toEqual([])
    expect(placeholders('http://server:port/')).toEqual(['server', 'port'])
    // From the manual pages' sample (scripts/accuracy): sftp(1), git-clone(1), git-branch(1), uri(7).
    expect(placeholders('sftp://[user@]host[:port][/path]')).toEqual(['[user@]', '[:port]', '[/path]'])
    expect(placeholders('git://host.xz[:port]/~[user]/path/to/repo.git/')).toEqual(['[:port]', '[user]'])
    expect(placeholders('git://git.kernel.org/pub/scm/.../linux-2.6')).toEqual(['...'])
    expect(placeholders('http://ip_server/path?query')).toEqual(['ip_server'])
  })

  it('format strings: printf, braces, shell and template variables', () => {
    expect(placeholders('ws://127.0.0.1:%d/echo')).toEqual(['%d'])
    expect(placeholders('http://{host}:{port}/')).toEqual(['{host}', '{port}'])
    expect(placeholders('https://${DOMAIN}/api')).toEqual(['${DOMAIN}'])
    expect(placeholders('https://example.org/%1$s/x')).toEqual(['%1$s'])
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
      'git://server.example/x.git',
      'http://localhost/',
      // An old Deja News link of the SpamAssassin corpus: `=` alone makes no optional part.
      'http://x60.deja.com/[ST_rn=ps]/getdoc.xp?AN=687715863',
      'http://a.example/x...y/..'
    ])
      expect(placeholders(uri), uri).toEqual([])
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
    // Glued only to another placeholder, as hg's syntax form writes its optional parts.
    expect(standalone('http://[user[:pass]@]host[:port]/[path][#revision]')).toEqual([
      '[user[:pass]@]',
      '[:port]',
      '[path]',
      '[#revision]'
    ])
    expect(standalone('https://en.wikipedia.org/wiki/Blur_[band][x]')).toEqual([])
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
      'http://[user[:pass]@]host[:port]/[path][#revision]'
    ])
      expect(template(uri), uri).toBe(true)
  })

  it('not a template: a violation outside the placeholders, or none and no placeholder', () => {
    for (const uri of ['https://{host}/a b', 'https://example.org/', 'http://[::1]/', 'https://host.example/x|y'])
      expect(template(uri), uri).toBe(false)
  })
})

/**
 * Linear time on pathological input (test/extract/pathological.ts): the readings
 * of issue 26: labels, glued text, character references, attribute
 * values, Clark names and templates.
 */
import {describe} from 'vitest'
import {eachLinear, type Unit} from './pathological.ts'

const units: Unit[] = [
  // manpages-13: elided components, quoted forms, formal URN namespaces, SIP ports, host words, key-named values.
  [
    '`magnet:?x=y:... vi://U:P@... "file:///" URLs ` (elided rests, forms named)',
    'magnet:?x=y:... vi://U:P@... "file:///" URLs ',
    {}
  ],
  ['`urn:uuid sip:5060 ` (namespaces alone, ports)', 'urn:uuid sip:5060 ', {}],
  // A URI given as a form (form.ts): the phrase looked back at, and the URI before each `or`.
  [
    '`of the form <tt>file:///path/to/file</tt> or ` (forms given, listed)',
    'of the form <tt>file:///path/to/file</tt> or ',
    {templates: true}
  ],
  ['`, file:///path/a` (a list with no phrase, each looked one step back)', ', file:///path/a', {}],
  ['`http://a.example/[1]. ` (footnotes after a path)', 'http://a.example/[1]. ', {}],
  ['`http://a_b_c/ ` (templates asked for: snake_case hosts)', 'http://a_b_c/ ', {templates: true}],
  [
    '`http://host.name/?a=A ` (templates asked for: host words, key-named values)',
    'http://host.name/?a=A ',
    {templates: true}
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
  // manpages-24: placeholders glued in `<…>`, `#` runs, a wildcard's optional path, a `?` ending a key's value.
  ['`http://a:<b>[/*]/<c>/` (glued placeholders, a wildcard path)', 'http://a:<b>[/*]/<c>/', {templates: true}],
  ['`urn:a:###-` (digits written `#`)', 'urn:a:###-', {templates: true}],
  // manpages-26: whole segments `*`, one URI of them all.
  ['`a://b/*/*` (wildcard segments)', 'a://b/*/*', {templates: true}],
  ['`k: http://a.b/?⏎` (values after keys)', 'k: http://a.b/?\n', {}],
  // manpages-25: footnotes glued to a segment, hosts of a stand-in last label, `<URL:foo>`.
  ['`http://a.b/x[1] ` (footnotes glued to a segment)', 'http://a.b/x[1] ', {}],
  ['`http://a<%b%>/<%c ` (template tags, one never closed)', 'http://a<%b%>/<%c ', {templates: true}],
  [
    '`http://a.server/ <URL:foo> ` (stand-in hosts, a metasyntactic word)',
    'http://a.server/ <URL:foo> ',
    {templates: true}
  ],
  // manpages-25 after its judging: a drive letter's `|`, a URI escaped whole, a hyphen set apart inside `<…>`, a
  // fragment's break whose parts the text writes apart (asked of each, searched once).
  [
    '`file://c|/a http:%2F%2Fa <a://b/ -⏎c> filenames http://a.b/#file-⏎names ` (drive bars, escaped `//`, hyphens)',
    'file://c|/a http:%2F%2Fa <a://b/ -\nc> filenames http://a.b/#file-\nnames ',
    {}
  ],
  // manpages-26: names in capitals glued inside `<…>` (one never closed), breaks after an escape and after `www`.
  [
    '`<a://b/c<ID>/d<ID>> <a://b/c<ID> http://a.b/?u=%2Fab-⏎cd http://www-⏎ab.c/ ` (glued names, escapes, `www-`)',
    '<a://b/c<ID>/d<ID>> <a://b/c<ID> http://a.b/?u=%2Fab-\ncd http://www-\nab.c/ ',
    {templates: true}
  ],
  // manpages-20: a call's argument string with blanks in a URI's path, one closed and one never.
  ['`f("a://b/c d") f("a://b/c d ` (arguments with blanks)', 'f("a://b/c d") f("a://b/c d ', {}],
  // manpages-27: template tags of Embperl read on past (one never closed), `$(…)` cut at a blank, a protocol's port.
  [
    '`http://a?[+ b +] http://a/[% c http://a.../$(d e HTTP:80/x ` (tags, elided hosts, substitutions, ports)',
    'http://a?[+ b +] http://a/[% c http://a.../$(d e HTTP:80/x ',
    {templates: true}
  ],
  // A link's text after a `|` inside `<…>`, and `|`s that are not one.
  ['`<a://b|C> <a://b|c|d ` (link texts after `|`)', '<a://b|C> <a://b|c|d ', {}],
  // source-comments-16: TeX's and GNU's quotes closed by apostrophes, one never closed.
  ["``` ``a://b'' `a://b/c's' `a://b ``` (quotes after a backtick)", "``a://b'' `a://b/c's' `a://b ", {}]
]

describe('linear time on pathological input: the readings of issue 26 (2.5·10^4 and 10^5 repeats)', () => {
  eachLinear(units)
})

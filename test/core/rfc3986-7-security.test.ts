/** RFC 3986 section 7: security considerations, as `inspect` and `redact` find them. */
import {describe, expect, it} from 'vitest'
import {badPorts, inspect, isPlaceholder, maskPassword, parse, redact, validate} from '@urilint/core'

describe('7.5. Sensitive information', () => {
  it('finds the password with the span of the password only', () => {
    const uri = 'https://deploy:s3cr3t-Tok3n@git.example.com/app.git'
    expect(inspect(uri)).toEqual([
      {
        id: 'uri-password',
        message:
          'Unexpected password in `https://deploy:***@git.example.com/app.git`, expected no credentials in the URI',
        start: 15,
        end: 27,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-7.5',
        expected: '***',
        note: 'RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way'
      }
    ])
    expect(uri.slice(15, 27)).toBe('s3cr3t-Tok3n')
  })
  it('ends userinfo at the last "@" before the host', () => {
    const [found] = inspect('ftp://me:p@ss@host/')
    expect([found?.id, found?.start, found?.end]).toEqual(['uri-password', 9, 13])
    expect(redact('ftp://me:p@ss@host/')).toBe('ftp://me:***@host/')
  })
  it('does not flag a user name alone or an empty password', () => {
    expect(inspect('ssh://git@github.com/org/repo.git')).toEqual([])
    expect(inspect('ftp://anonymous:@host/')).toEqual([])
    expect(inspect('https://example.com/@user:name')).toEqual([])
  })
  it('recognises placeholders and reports them as such', () => {
    for (const password of [
      '${TOKEN}',
      '$DB_PASS',
      '{{ secret }}',
      '<password>',
      '%3Cpassword%3E',
      '[password]',
      '%PASSWORD%',
      '***',
      'xxxx',
      'password',
      'Pass_Word',
      'changeme',
      'YOUR-PASSWORD'
    ]) {
      const uri = `https://user:${password}@host/`
      expect(
        inspect(uri).map((d) => [d.id, d.severity]),
        password
      ).toEqual([['uri-password-placeholder', 'info']])
    }
    expect(isPlaceholder('hunter3')).toBe(false)
    expect(isPlaceholder('p4ssw0rd!')).toBe(false)
  })
  it('takes a phrase of lower-case words naming a password for a placeholder, not any phrase', () => {
    for (const password of ['passwd-on-proxy', 'the_password', 'pwd-for-user'])
      expect(isPlaceholder(password), password).toBe(true)
    for (const password of ['pass-the-salt', 'correct-horse-battery-staple', 'password-2024', 'Password-On-Proxy'])
      expect(isPlaceholder(password), password).toBe(false)
  })
  it('takes CI and shell variables for placeholders', () => {
    for (const password of [
      '${{secrets.TOKEN}}',
      '${{ secrets.DEPLOY_KEY }}',
      '$(TOKEN)',
      '${TOKEN:-x}',
      'REPLACE_ME',
      '$password',
      '<your-db-pass>',
      '{API_KEY}',
      'PG_PASSWORD',
      'API_TOKEN'
    ]) {
      expect(isPlaceholder(password), password).toBe(true)
    }
  })
  it('takes printf conversions for placeholders (`http://%s:%s@host`, issue 23), as written, not decoded', () => {
    for (const password of ['%s', '%d', '%v', '%1$s', '%(password)s', '%-8s', '%.3s'])
      expect(isPlaceholder(password), password).toBe(true)
    expect(inspect('http://%s:%s@db.acme.io/').map((d) => d.id)).toEqual(['uri-password-placeholder'])
    // Not a conversion: a percent-encoding, a `%` in a longer secret.
    for (const password of ['%41', '%2e', '%sQz7', 'Qz%s', '%(a)'])
      expect(isPlaceholder(password), password).toBe(false)
  })
  it('finds a password that starts with "#", "?" or "/" (the authority ends at its first character)', () => {
    for (const uri of [
      'https://usr:#Qz7Wk9@acme.io/p',
      'https://usr:?Qz7Wk9@acme.io/p',
      'https://usr:/Qz7Wk9@acme.io/p'
    ]) {
      expect(redact(uri), uri).toBe('https://usr:***@acme.io/p')
      expect(
        inspect(uri).map((d) => [d.id, d.start, d.end]),
        uri
      ).toEqual([['uri-password', 12, 19]])
    }
    // An empty port before a path with an `@` is no password where the host has a dot or the `@` starts a segment.
    expect(inspect('https://example.com:/@user')).toEqual([])
    expect(inspect('https://h:/@b')).toEqual([])
  })
  it('finds a password of digits, or empty, before "/", "?" or "#" on a host without a dot (issue 24, item 3)', () => {
    // Docker and Kubernetes service names: `db`, `redis-master:6379`, `localhost`, `[fd00::1]`. Was: no finding.
    for (const [uri, password, shown] of [
      ['https://app:2024/s3cr@db/app', '2024/s3cr', 'https://app:***@db/app'],
      ['redis://app:6379/Qz@redis-master:6379/0', '6379/Qz', 'redis://app:***@redis-master:6379/0'],
      ['https://app:/Qz7?k@localhost/', '/Qz7?k', 'https://app:***@localhost/'],
      ['https://app:#Qz@[fd00::1]:8080/', '#Qz', 'https://app:***@[fd00::1]:8080/'],
      ['https://h:/a@b', '/a', 'https://h:***@b']
    ] as const) {
      const start = uri.indexOf(':', 6) + 1
      expect(
        inspect(uri).map((d) => [d.id, d.start, d.end]),
        uri
      ).toEqual([['uri-password', start, start + password.length]])
      expect(redact(uri), uri).toBe(shown)
    }
    // A handle or a version in a path is no host: `/@admin`, `@18`; nor is a port after `localhost` a password.
    for (const uri of [
      'http://app:3000/@admin',
      'http://app:3000/react@18',
      'http://localhost:3000/docs@main',
      'http://example.com:8080/x@db'
    ])
      expect(inspect(uri), uri).toEqual([])
  })
  it('runs a password to the last "@" before the host, whatever comes between (issue 24, item 2)', () => {
    const uri = 'postgres://app:Kx@QZJ9secret/tail@db.acme.io/app'
    // Was: the password `Kx`, and `postgres://app:***@QZJ9secret/tail@db.acme.io/app` in every report.
    expect(inspect(uri).map((d) => [d.id, d.start, d.end, d.message])).toEqual([
      [
        'uri-password',
        15,
        33,
        'Unexpected password in `postgres://app:***@db.acme.io/app`, expected no credentials in the URI'
      ]
    ])
    expect(redact(uri)).toBe('postgres://app:***@db.acme.io/app')
    expect(redact('https://app:Kx9/a@b/c@db.io/')).toBe('https://app:***@db.io/')
    expect(parse(uri).diagnostics).toEqual([])
    // A password may end in `/` before a host name; `/@user` before any other is a handle in a path.
    expect(redact('https://app:Kx@Q/@db.acme.io/')).toBe('https://app:***@db.acme.io/')
    expect(inspect('http://app:3000/@admin')).toEqual([])
    // Past stray `@`s to the last one before a host.
    expect(redact('postgres://app:-sHRb)@-FH/,@%,<@db.acme-prod.io:5432/app')).toBe(
      'postgres://app:***@db.acme-prod.io:5432/app'
    )
    // A host name after the first `@` is the host: what follows is its path (`/@x.io`, `/x@y.io`).
    expect(redact('https://u:Qz@medium.com/@x.io')).toBe('https://u:***@medium.com/@x.io')
    expect(redact('https://u:Qz@10.0.0.1/x@y.io')).toBe('https://u:***@10.0.0.1/x@y.io')
  })
  it("takes a placeholder word cut out of a syntax template's brackets for a placeholder", () => {
    // PostgreSQL's docs: `postgresql://[user[:password]@][netloc][:port]…` has the password `password]`.
    expect(inspect('postgresql://[user[:password]@][netloc][:port][/dbname]').map((d) => d.id)).toEqual([
      'uri-password-placeholder'
    ])
    for (const password of ['password]', '[secret', 'token)', 'pass>'])
      expect(isPlaceholder(password), password).toBe(true)
    // Both sides bracketed, the brackets are the password's own: `(Secret)`.
    for (const password of ['hunter2]', '[]', 'Xk9(pw)z', '(Secret)'])
      expect(isPlaceholder(password), password).toBe(false)
  })
  it('takes real-looking secrets for secrets, even with $ or brackets', () => {
    for (const password of [
      '$uperSecret99',
      '$Pa55word',
      '{Zx9-Qk2-Lm7}',
      '<Xk9#mP2>',
      '[k9$Lq2]',
      '*&^pw^&*',
      'P.W.',
      'Secret!',
      'hunter2x',
      'HUNTER2',
      'S3CR3TPASS',
      '{monkey77}',
      '[Passw0rd2024]',
      '<authority9>'
    ]) {
      expect(isPlaceholder(password), password).toBe(false)
    }
  })
  it('finds a password whose "/", "?" or "#" ended the authority, and never quotes it', () => {
    for (const [uri, redacted] of [
      ['https://admin:Qz7/Wk9@db.example.com/', 'https://admin:***@db.example.com/'],
      ['https://admin:Qz7#Wk9@db.example.com/', 'https://admin:***@db.example.com/'],
      ['https://admin:Qz7?Wk9@db.example.com/x', 'https://admin:***@db.example.com/x']
    ] as const) {
      expect(redact(uri)).toBe(redacted)
      expect(inspect(uri).map((d) => [d.id, d.start, d.end])).toEqual([['uri-password', 14, 21]])
      for (const found of [...validate(uri), ...inspect(uri)]) {
        for (const field of [found.message, found.actual, found.expected, found.note]) {
          expect(field ?? '').not.toContain('Qz7')
          expect(field ?? '').not.toContain('Wk9')
        }
      }
    }
    expect(validate('https://admin:Qz7/Wk9@db.example.com/')).toEqual([
      {
        id: 'invalid-port',
        message: 'Unexpected characters in port, expected digits',
        start: 14,
        end: 17,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3',
        note: 'An `@` later in the URI suggests a password holding `/`, `?` or `#`; percent-encode them'
      }
    ])
  })
  it("names the characters of such a password, read as a path, a query or a fragment, as a password's: none quoted, no encoding (issue 14)", () => {
    const password = (id: string, start: number, end: number, section: string, what = 'character') => ({
      id,
      message: `Unexpected ${what} in password, expected it percent-encoded`,
      start,
      end,
      severity: 'error',
      url: 'https://www.rfc-editor.org/rfc/rfc3986#section-' + section
    })
    const port = {
      id: 'invalid-port',
      message: 'Unexpected characters in port, expected digits',
      start: 12,
      end: 15,
      severity: 'error',
      url: 'https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3',
      note: 'An `@` later in the URI suggests a password holding `/`, `?` or `#`; percent-encode them'
    }
    // Was: "Unexpected non-ASCII `пароль` in path, expected `%D0%BF%D0%B0%D1%80%D0%BE%D0%BB%D1%8C`", with `actual` and `expected`.
    expect(validate('https://app:Kx9/пароль@db.example.com/')).toEqual([
      port,
      password('non-ascii', 16, 22, '2.5', 'non-ASCII character')
    ])
    // In a query and a fragment; after the password, the URI's own characters are quoted as ever.
    expect(validate('https://app:Kx9?a|b#c#d@db.example.com/x|y')).toEqual([
      port,
      password('excluded-unwise', 17, 18, '2'),
      password('unexpected-character', 21, 22, '3'),
      {
        id: 'excluded-unwise',
        message: 'Unexpected `|` in fragment, expected `%7C`',
        start: 40,
        end: 41,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-2',
        actual: '|',
        expected: '%7C'
      }
    ])
    expect(validate('https://app:Kx9/%zz@db.example.com/').map((d) => d.message)).toEqual([
      port.message,
      'Unexpected `%` in password, expected `%` followed by two hex digits'
    ])
    // No password (a host name with a dot before the port): a path as any other.
    expect(validate('https://example.com:8443/@user|x').map((d) => d.message)).toEqual([
      'Unexpected `|` in path, expected `%7C`'
    ])
  })
  it('reads such a password up to the last "@" before the host, and shows the host after it', () => {
    for (const uri of ['https://app:Kx9/a@b@db.acme.io/x', 'https://app:Kx9?a#b@c@db.acme.io/x']) {
      const [found] = inspect(uri)
      expect([found?.id, found?.start, found?.end, found?.message], uri).toEqual([
        'uri-password',
        12,
        uri.indexOf('@db'),
        'Unexpected password in `https://app:***@db.acme.io/x`, expected no credentials in the URI'
      ])
      expect(redact(uri)).toBe('https://app:***@db.acme.io/x')
    }
  })
  it('masks what is left of a password when the URI was cut short in text', () => {
    expect(redact('https://deploy:hunter2')).toBe('https://deploy:***')
    expect(redact('https://deploy:hunter2/x')).toBe('https://deploy:***/x')
    expect(validate('https://deploy:hunter2').map((d) => d.message)).toEqual([
      'Unexpected characters in port, expected digits'
    ])
    expect(redact('https://example.com:8443/x')).toBe('https://example.com:8443/x')
  })
  it('takes a numeric "port" for a password only between a bare name and a host name', () => {
    expect(inspect('https://deploy:2024/Secret@git.example.com/app.git').map((d) => [d.id, d.start, d.end])).toEqual([
      ['uri-password', 15, 26]
    ])
    expect(redact('https://deploy:2024/Secret@git.example.com/app.git')).toBe(
      'https://deploy:***@git.example.com/app.git'
    )
    expect(inspect('https://user:99999/S3cr3tPw0rd@example.com/x').map((d) => d.id)).toEqual(['uri-password'])
    expect(JSON.stringify(inspect('https://user:99999/S3cr3tPw0rd@example.com/x'))).not.toContain('99999')
    expect(inspect('https://medium.example:8443/@user/post')).toEqual([])
    // A password and an unsafe port of the same URI are both reported.
    expect(inspect('https://u:Zq8vLr2K@h.example:25/').map((d) => d.id)).toEqual(['uri-password', 'unsafe-port'])
    expect(inspect('http://localhost:8080/@user/x')).toEqual([])
    expect(redact('http://localhost:8080/@user/x')).toBe('http://localhost:8080/@user/x')
  })
  it('masks a password in any text, but not inside the quote of the redacted URI', () => {
    const uri = 'https://release:products@docs.products.io/cart.json'
    const [finding] = inspect(uri)
    expect(maskPassword(finding!.message, uri)).toBe(
      'Unexpected password in `https://release:***@docs.products.io/cart.json`, expected no credentials in the URI'
    )
    expect(maskPassword('leaked products here, `and products`', uri)).toBe('leaked *** here, `and ***`')
    expect(maskPassword('nothing', 'https://example.com/')).toBe('nothing')
  })
  it('masks a password with a backtick in it, which a quote of the text would cut (issue 24, item 5)', () => {
    const uri = 'https://app:Qz`x9Kv@db.acme.io/'
    // Was: the text unchanged, the split into quotes cutting the password in two.
    expect(maskPassword('failed: https://app:Qz`x9Kv@db.acme.io/ refused', uri)).toBe(
      'failed: https://app:***@db.acme.io/ refused'
    )
    expect(maskPassword('`Qz`x9Kv`', uri)).toBe('`***`')
    expect(redact(uri)).toBe('https://app:***@db.acme.io/')
  })
  it('finds and masks the password of a URI written inside another, on its own (issue 24, item 4)', () => {
    for (const [uri, password, shown] of [
      [
        'https://web.archive.org/web/2020/https://user:Qz9Kv@db.acme.io/',
        'Qz9Kv',
        'https://web.archive.org/web/2020/https://user:***@db.acme.io/'
      ],
      [
        'https://r.example/go?u=https://user:Qz9Kv@db.acme.io/&a=b',
        'Qz9Kv',
        'https://r.example/go?u=https://user:***@db.acme.io/&a=b'
      ],
      ['https://r.example/#https://user:Qz9Kv@db.acme.io/', 'Qz9Kv', 'https://r.example/#https://user:***@db.acme.io/'],
      // Every rule of a URI's own password holds inside: up to the last `@`, a numeric password on a bare name.
      [
        'https://r.example/x/redis://app:6379/Qz@redis-master/0',
        '6379/Qz',
        'https://r.example/x/redis://app:***@redis-master/0'
      ],
      // An encoded `://` with no scheme before it, in the password: no URI starts there (the secrecy property, 10×);
      // nor inside the authority, after a scheme's letters (`Q%3A%2F%2F`, `Q://`).
      [
        'https://r.example/go?u=https://app:%3A%2F%2F/@db.acme.io/',
        '%3A%2F%2F/',
        'https://r.example/go?u=https://app:***@db.acme.io/'
      ],
      [
        'https://r.example/go?u=https://app:Q%3A%2F%2F/@db.acme.io/',
        'Q%3A%2F%2F/',
        'https://r.example/go?u=https://app:***@db.acme.io/'
      ],
      [
        'https://r.example/go?u=https://app:Q://x@db.acme.io/',
        'Q://x',
        'https://r.example/go?u=https://app:***@db.acme.io/'
      ]
    ] as const) {
      const start = uri.lastIndexOf(password)
      // Was: no finding, and the password in `redact`.
      expect(
        inspect(uri).map((d) => [d.id, d.start, d.end]),
        uri
      ).toEqual([['uri-password', start, start + password.length]])
      expect(redact(uri), uri).toBe(shown)
      expect(JSON.stringify(inspect(uri)), uri).not.toContain(password)
      expect(maskPassword(`see ${uri} and ${password}`, uri), uri).toBe(`see ${shown} and ***`)
    }
    // The message shows the inner URI, redacted; the outer one's own password is found as before.
    const both = 'https://o:Zz1Kq@x.io/web/https://user:Qzk9V@db.acme.io/x/ftp://a:Vq7Xz@c.io/'
    expect(inspect(both).map((d) => [both.slice(d.start, d.end), d.message])).toEqual([
      [
        'Zz1Kq',
        'Unexpected password in `https://o:***@x.io/web/https://user:***@db.acme.io/x/ftp://a:***@c.io/`, expected no credentials in the URI'
      ],
      ['Qzk9V', 'Unexpected password in `https://user:***@db.acme.io/x/`, expected no credentials in the URI'],
      ['Vq7Xz', 'Unexpected password in `ftp://a:***@c.io/`, expected no credentials in the URI']
    ])
    expect(redact(both)).toBe('https://o:***@x.io/web/https://user:***@db.acme.io/x/ftp://a:***@c.io/')
    // Nor does `validate` quote its characters, read as a path, a query or a fragment, nor those of a user name that
    // reveals it; an escape in such a user name is not quoted by `inspect` either.
    expect(validate('https://x.io/web/https://app:Qz|п@db.acme.io/').map((d) => d.message)).toEqual([
      'Unexpected character in password, expected it percent-encoded',
      'Unexpected non-ASCII character in password, expected it percent-encoded'
    ])
    expect(validate('https://x.io/#https://пQ:пQ@db.acme.io/').map((d) => d.message)).toEqual([
      'Unexpected non-ASCII character in user name, expected it percent-encoded',
      'Unexpected non-ASCII character in password, expected it percent-encoded'
    ])
    expect(inspect('https://%0AQz:%0AQz@db.acme.io/').map((d) => d.message)).toEqual([
      'Unexpected escaped line feed in user name, expected no escaped line break or NUL',
      'Unexpected password in `https://***:***@db.acme.io/`, expected no credentials in the URI',
      'Unexpected escaped line feed in password, expected no escaped line break or NUL'
    ])
    // What is left of an inner URI's password that the text cut short is masked too.
    expect(redact('https://r.example/#https://app:%2FQz')).toBe('https://r.example/#https://app:***')
  })
  it('finds the password of a URI written percent-encoded inside another, once or twice (issue 24, item 4)', () => {
    for (const [uri, password, shown, message] of [
      [
        'https://acme.io/login?next=https%3A%2F%2Fuser%3AS3cr%40t%40db.acme.io%2Fx&y=1',
        'S3cr%40t',
        'https://acme.io/login?next=https%3A%2F%2Fuser%3A***%40db.acme.io%2Fx&y=1',
        'https://user:***@db.acme.io/x'
      ],
      [
        'https://acme.io/?u=https%3a%2f%2fapp%3aQz9Kv%40db.acme.io#top',
        'Qz9Kv',
        'https://acme.io/?u=https%3a%2f%2fapp%3a***%40db.acme.io#top',
        'https://app:***@db.acme.io'
      ],
      // A redirect of a redirect: encoded twice.
      [
        'https://acme.io/go?to=https%253A%252F%252Fuser%253AQz9Kv%2540db.acme.io%252F',
        'Qz9Kv',
        'https://acme.io/go?to=https%253A%252F%252Fuser%253A***%2540db.acme.io%252F',
        'https://user:***@db.acme.io/'
      ],
      // Encoded inside an encoded URI, and after an escape that is no scheme's (`%3D`).
      [
        'https://acme.io/?u=https%3A%2F%2Fr.io%2F%3Fq%3Dhttps%3A%2F%2Fu%3AQz9Kv%40h.io',
        'Qz9Kv',
        'https://acme.io/?u=https%3A%2F%2Fr.io%2F%3Fq%3Dhttps%3A%2F%2Fu%3A***%40h.io',
        'https://u:***@h.io'
      ],
      [
        'https://acme.io/?u%3Dhttps://u:Qz9Kv@h.io',
        'Qz9Kv',
        'https://acme.io/?u%3Dhttps://u:***@h.io',
        'https://u:***@h.io'
      ]
    ] as const) {
      const start = uri.lastIndexOf(password)
      // Was: no finding, and the password in `redact`.
      expect(
        inspect(uri).map((d) => [d.id, d.start, d.end, d.message]),
        uri
      ).toEqual([
        [
          'uri-password',
          start,
          start + password.length,
          `Unexpected password in \`${message}\`, expected no credentials in the URI`
        ]
      ])
      expect(redact(uri), uri).toBe(shown)
      expect(maskPassword(`see ${uri}`, uri), uri).toBe(`see ${shown}`)
    }
    // An encoded URI without a password, or without a scheme, is no finding.
    expect(inspect('https://acme.io/?u=https%3A%2F%2Fexample.org%2Fa%40b')).toEqual([])
    expect(inspect('https://acme.io/?u=%3A%2F%2Fu%3AQz9Kv%40h.io')).toEqual([])
    expect(redact('https://acme.io/?u=%3x%2F%2Fu%3AQz9Kv%40h.io')).toBe('https://acme.io/?u=%3x%2F%2Fu%3AQz9Kv%40h.io')
  })
  it('masks the user name too where it reveals the password: equal, or one holding the other (3 characters or more)', () => {
    // Issue 23: `amqp://guest:***@…` showed the password through the user name.
    expect(redact('amqp://guest:guest@mq.acme.io/')).toBe('amqp://***:***@mq.acme.io/')
    expect(redact('postgres://Postgres:postgres@db.acme.io:5432/app')).toBe('postgres://***:***@db.acme.io:5432/app')
    expect(redact('https://admin:admin2024@acme.io/')).toBe('https://***:***@acme.io/')
    expect(redact('https://deploy-bot:deploy@acme.io/')).toBe('https://***:***@acme.io/')
    // A password cut short by a `/`: the "host" before it is the user name.
    expect(redact('https://guest:guest/x@git.example.com/')).toBe('https://***:***@git.example.com/')
    expect(redact('//guest:guest@h/')).toBe('//***:***@h/')
    expect(inspect('amqp://guest:guest@mq.acme.io/')[0]?.message).toBe(
      'Unexpected password in `amqp://***:***@mq.acme.io/`, expected no credentials in the URI'
    )
    expect(maskPassword('guest left, `amqp://***:***@mq.acme.io/`', 'amqp://guest:guest@mq.acme.io/')).toBe(
      '*** left, `amqp://***:***@mq.acme.io/`'
    )
    // Any other user name stays: shorter than 3 characters, or neither holding the other.
    expect(redact('https://u:uuuu@acme.io/')).toBe('https://u:***@acme.io/')
    expect(redact('https://ab:abc@acme.io/')).toBe('https://ab:***@acme.io/')
    expect(redact('https://app:s3cret@acme.io/')).toBe('https://app:***@acme.io/')
    expect(maskPassword('app left', 'https://app:s3cret@acme.io/')).toBe('app left')
    // Nor do the grammar's diagnostics quote such a user name.
    expect(parse('https://пQ:пQ@acme.io/').diagnostics.map((found) => [found.start, found.message])).toEqual([
      [8, 'Unexpected non-ASCII character in user name, expected it percent-encoded'],
      [11, 'Unexpected non-ASCII character in password, expected it percent-encoded']
    ])
    expect(parse('https://пQ:s3cret@acme.io/').diagnostics.map((found) => found.message)).toEqual([
      'Unexpected non-ASCII `п` in userinfo, expected `%D0%BF`'
    ])
  })
  it('finds the password in RFC 2396 mode too, where the authority is registry-based', () => {
    expect(inspect('http://user:s3cret@a_b/', {mode: 'rfc2396'}).map((d) => [d.id, d.start, d.end, d.url])).toEqual([
      ['uri-password', 12, 18, 'https://www.rfc-editor.org/rfc/rfc2396#section-7']
    ])
  })
  it('shows the URI in messages without its query, and shortened', () => {
    const [found] = inspect('https://u:Zq8vLr2K@h/p?next=https://v:other-secret@h2/')
    expect(found?.message).toBe('Unexpected password in `https://u:***@h/p`, expected no credentials in the URI')
    const long = inspect('https://u:Zq8vLr2K@h/' + 'a'.repeat(200))[0]?.message
    expect(long).toBe(
      'Unexpected password in `https://u:***@h/' +
        'a'.repeat(96 - 'https://u:***@h/'.length) +
        '…`, expected no credentials in the URI'
    )
  })
  it('never puts the password in any field', () => {
    const secret = 'Zq8vLr2Kd9Wx'
    for (const uri of [`https://u:${secret}@h:25/%0D`, `https://u:${secret}%0A@h/`, `https://u:${secret}%zz@h/`]) {
      expect(JSON.stringify(inspect(uri))).not.toContain(secret)
      expect(redact(uri)).not.toContain(secret)
    }
  })
})

describe('7.2. Malicious construction: ports of other protocols', () => {
  it('ships the Fetch bad-port list (83 ports)', () => {
    expect(badPorts.size).toBe(83)
    expect(badPorts.get(25)).toBe('smtp')
    expect(badPorts.get(10080)).toBe('amanda')
  })
  // "gopher://example.com:25/..." is the example of section 7.2 (gopher to SMTP).
  it('flags gopher to the SMTP port, naming the service', () => {
    expect(inspect('gopher://example.com:25/HELO')).toEqual([
      {
        id: 'unsafe-port',
        message: 'Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses',
        start: 21,
        end: 23,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-7.2',
        actual: '25',
        note: 'RFC 3986 7.2: a client sent here could speak to another protocol; browsers block this port (Fetch, bad ports)',
        service: 'smtp'
      }
    ])
  })
  it('never flags the scheme default or ordinary development ports', () => {
    for (const uri of [
      'https://x:443/',
      'smtp://x:25',
      'ssh://x:22',
      'http://localhost:3000/',
      'http://x:8080/',
      'ftp://x:21/'
    ]) {
      expect(inspect(uri), uri).toEqual([])
    }
  })
  it('flags any non-default port below 1024 in strict mode, and honours allowPorts', () => {
    expect(inspect('http://x:444/')).toEqual([])
    expect(inspect('http://x:444/', {strict: true}).map((d) => [d.id, d.start, d.end, d.service])).toEqual([
      ['unsafe-port', 9, 12, undefined]
    ])
    expect(inspect('http://x:22/', {allowPorts: [22]})).toEqual([])
  })
  it('flags a port out of range', () => {
    expect(inspect('http://x:65536/').map((d) => [d.id, d.start, d.end, d.message])).toEqual([
      ['port-out-of-range', 9, 14, 'Unexpected port `65536`, expected a number from 0 to 65535']
    ])
  })
})

describe('7.3. Back-end transcoding: escaped protocol delimiters', () => {
  it('flags %0D, %0A and %00 wherever they are', () => {
    expect(inspect('http://x/a%0d%0Ab?%00').map((d) => [d.id, d.start, d.end, d.message])).toEqual([
      [
        'escaped-delimiter',
        10,
        13,
        'Unexpected `%0d` (escaped carriage return), expected no escaped line break or NUL'
      ],
      ['escaped-delimiter', 13, 16, 'Unexpected `%0A` (escaped line feed), expected no escaped line break or NUL'],
      ['escaped-delimiter', 18, 21, 'Unexpected `%00` (escaped NUL), expected no escaped line break or NUL']
    ])
    expect(inspect('http://x/%0G%20')).toEqual([])
  })
})

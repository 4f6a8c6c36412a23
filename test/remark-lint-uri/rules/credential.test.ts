/**
 * The verdict of `no-uri-password` on a password (credential.ts): an error
 * only when it may be a real secret (issue 23), a note saying why
 * otherwise.
 */
import {parse, type Host} from '@urilint/core'
import {describe, expect, it} from 'vitest'
import {entropy, isStrong, judgeCredential} from '../../../packages/remark-lint-uri/src/rules/credential.ts'
import {mulberry32} from '../helpers.ts'

function host(name: string): Host {
  return parse(`https://${name}/`).authority!.host
}

const publicHost = host('db.acme-prod.io')

/** Printable ASCII a password holds unencoded in a URI: none that ends the URI, the userinfo or the authority, no `%`. */
const passwordCharacters = [...Array.from({length: 94}, (_, index) => String.fromCharCode(33 + index))].filter(
  (character) => !'"<>\\`^{|}/?#@%[]'.includes(character)
)

describe('errors: a password that may be real', () => {
  it('1,000 random 16-character passwords on a public host are all errors (fixed seed)', () => {
    // Uniform draws (fast-check's strings lean to repeated characters); about 1 in 8,000 holds a
    // placeholder word and would be a note (see credential.ts): none of this seed's.
    const random = mulberry32(23)
    for (let run = 0; run < 1000; run++) {
      let password = ''
      for (let index = 0; index < 16; index++)
        password += passwordCharacters[Math.floor(random() * passwordCharacters.length)]
      expect(judgeCredential(password, 'app', publicHost).real, password).toBe(true)
    }
  })

  it("is measured as secret scanners do: Shannon entropy and length (detect-secrets' 3 bits, OWASP's 12 characters)", () => {
    expect(entropy('aaaa')).toBe(0)
    expect(entropy('abcd')).toBe(2)
    expect(entropy('Xk29dLq7')).toBe(3)
    // 12 characters and 8 distinct: strong; 8 of three kinds, all distinct: strong.
    expect(isStrong('abcdefgh1234')).toBe(true)
    expect(isStrong('Xk29dLq7')).toBe(true)
    // Under 8; 8 to 11 of fewer than three kinds; repeated characters.
    expect(isStrong('Xk29dLq')).toBe(false)
    expect(isStrong('monkey12')).toBe(false)
    expect(isStrong('Xk29dLqX')).toBe(false)
    expect(isStrong('abababababababab')).toBe(false)
  })

  it('a token of a known provider is an error on any host, even a private or made-up one', () => {
    // Fake, in the providers' formats.
    const body = 'Qz7wKx4mRt9bNc2VyL8pJ5hD3fG6sA1eUoXi'
    const tokens = [
      'ghp_' + body,
      'github_pat_' + body.slice(0, 22) + '_' + body + body.slice(0, 23),
      'glpat-' + 'Qz7wKx4mRt9bNc2VyL8p',
      'xoxb-' + '2750112345-Qz7wKx4mRt9bNc2V',
      'sk_live_' + 'Qz7wKx4mRt9bNc2VyL8pJ5hD',
      'AKIA' + 'QZ7WKX4MRT9BNC2V',
      'npm_' + body
    ]
    for (const token of tokens) {
      for (const name of ['github.com', 'dbserver', '10.0.0.5', 'cache.redis.server']) {
        const verdict = judgeCredential(token, 'x-access-token', host(name))
        expect(verdict.real, `${token} @ ${name}`).toBe(true)
        expect(verdict.why).toMatch(/^The password is an? [\w ]+ (?:token|key), a secret whatever host the URI names$/)
      }
    }
    // The format with no secret in it (`ghp_xxx…`) is no token.
    expect(judgeCredential('ghp_' + 'x'.repeat(36), 'u', host('github.com')).real).toBe(false)
  })
})

describe('notes: a documentation example, and why', () => {
  const asExample = 'so this is taken for an example: a note'
  const cases: Array<[password: string, user: string | undefined, host: string, why: string]> = [
    // A strong password on a host no one on the Internet reaches.
    [
      'Kx9fQ7mZ2rT8vW1y',
      'app',
      'dbserver',
      'The host `dbserver` is a single label, which only a local network resolves'
    ],
    ['Kx9fQ7mZ2rT8vW1y', 'app', 'db_host', 'The host `db_host` is a single label, which only a local network resolves'],
    [
      'Kx9fQ7mZ2rT8vW1y',
      'app',
      'db_1.acme-prod.io',
      'The host `db_1.acme-prod.io` holds `_`, which no Internet host name does (RFC 1123 2.1)'
    ],
    [
      'Kx9fQ7mZ2rT8vW1y',
      'default',
      'cache.redis.server',
      'The host `cache.redis.server` has no public suffix (the ICANN section of the Public Suffix List)'
    ],
    [
      'Kx9fQ7mZ2rT8vW1y',
      'app',
      'nas.local',
      'The host `nas.local` has no public suffix (the ICANN section of the Public Suffix List)'
    ],
    [
      'Kx9fQ7mZ2rT8vW1y',
      'app',
      'db.corp.internal',
      'The host `db.corp.internal` has no public suffix (the ICANN section of the Public Suffix List)'
    ],
    [
      'Kx9fQ7mZ2rT8vW1y',
      'app',
      'router.lan',
      'The host `router.lan` has no public suffix (the ICANN section of the Public Suffix List)'
    ],
    ['Kx9fQ7mZ2rT8vW1y', 'app', '10.1.2.3', 'The host `10.1.2.3` is a private address (RFC 1918)'],
    ['Kx9fQ7mZ2rT8vW1y', 'admin', '172.16.0.4', 'The host `172.16.0.4` is a private address (RFC 1918)'],
    ['Kx9fQ7mZ2rT8vW1y', 'app', '192.168.1.20', 'The host `192.168.1.20` is a private address (RFC 1918)'],
    ['Kx9fQ7mZ2rT8vW1y', 'app', '169.254.1.1', 'The host `169.254.1.1` is a private address (RFC 3927)'],
    ['Kx9fQ7mZ2rT8vW1y', 'app', '0.0.0.0', 'The host `0.0.0.0` is a private address (RFC 1122)'],
    ['Kx9fQ7mZ2rT8vW1y', 'app', '[fd12:3456::1]', 'The host `[fd12:3456::1]` is a private address (RFC 4193)'],
    ['Kx9fQ7mZ2rT8vW1y', 'app', '[fe80::1]', 'The host `[fe80::1]` is a private address (RFC 4291)'],
    ['Kx9fQ7mZ2rT8vW1y', 'app', '[::]', 'The host `[::]` is a private address (RFC 4291)'],
    [
      'Kx9fQ7mZ2rT8vW1y',
      'app',
      '127.0.0.1',
      'The host `127.0.0.1` is reserved for examples or is this machine (RFC 2606, RFC 6761)'
    ],
    [
      'Kx9fQ7mZ2rT8vW1y',
      'app',
      'db.example.com',
      'The host `db.example.com` is reserved for examples or is this machine (RFC 2606, RFC 6761)'
    ],
    // A password that says it is an example, on a public host.
    ...[
      'mypassword',
      'db_pass',
      'p%40ssw0rd',
      'P@ssw0rd!',
      's3cret',
      'mysecretpassword',
      'my-secret-pw',
      'example',
      'changeme',
      'test1234abcdefgh',
      'Qz7wDemoKx4mRt9b'
    ].map((password): [string, string, string, string] => [
      password,
      'app',
      'db.acme-prod.io',
      'The password reads as a placeholder (it holds a word such as "password", "secret" or "example")'
    ]),
    ['guest', 'guest', 'mq.acme-prod.io', "The password is a demo value of a tool's documentation"],
    ['postgres', 'postgres', 'db.acme-prod.io', "The password is the user name, as in a tool's default account"],
    [
      'Kx9fQ7mZ2rT8',
      'KX9FQ7MZ2RT8',
      'db.acme-prod.io',
      "The password is the user name, as in a tool's default account"
    ],
    ['foobared', 'default', 'cache.acme-prod.io', "The password is a demo value of a tool's documentation"],
    ['tiger', 'scott', 'ora.acme-prod.io', "The password is a demo value of a tool's documentation"],
    // Weak: short, or 8 to 11 of fewer than three kinds, or repeated characters.
    ...['hunter2', 'monkey12', 'Xk29dLqX', 'aB1aB1aB1aB1aB1a'].map((password): [string, string, string, string] => [
      password,
      'app',
      'db.acme-prod.io',
      'The password is weaker than a real secret (fewer than 12 characters, or 8 of 3 kinds, or repeated ones)'
    ]),
    ['Kx9fQ7mZ2rT8vW1y', 'app', '', 'The URI names no host']
  ]
  for (const [password, user, name, why] of cases) {
    it(`${password} for ${user} at ${name || '(no host)'}`, () => {
      const hostOf = name === '' ? undefined : host(name)
      expect(judgeCredential(password, user, hostOf)).toEqual({real: false, why: `${why}, ${asExample}`})
    })
  }
})

/**
 * Whether a password in a URI may be a real secret (an error) or is a
 * documentation example (a note), and why: the one place `no-uri-password`
 * decides its level (issue 23). In this order:
 *
 * 1. A demo value from a tool's own documentation (`demoValues`): a note.
 * 2. A token of a known provider (`ghp_…`, `glpat-…`): an error whatever
 *    the host, since it authenticates at its provider and a made-up or
 *    private host in the URI does not make it fake.
 * 3. A password that says it is an example (equal to the user name, as in
 *    `guest:guest`; holding `pass`, `secret`, `example`, `changeme` …): a
 *    note.
 * 4. A host that no one on the Internet reaches: reserved for examples or
 *    this machine (reserved-hosts.ts), a private address, one label
 *    (`dbserver`), a `_` (`db_host`), no ICANN public suffix
 *    (`cache.redis.server`, `.local`, `.internal`): a note.
 * 5. Else the strength of the password: a note unless it is of a real
 *    secret's strength (`isStrong`).
 */
import {decode, type Host} from '@urilint/core'
import {codes} from '@urilint/core/character'
import {parse as parseDomain} from 'tldts'
import {isReservedHost, privateAddress} from './reserved-hosts.js'

/** The verdict on a password: `real` is reported at the rule's level, else as a note; `why` says which. */
export interface Credential {
  real: boolean
  why: string
}

/** Why a note is a note, after the reason. */
const asExample = 'so this is taken for an example: a note'

/**
 * Demo passwords of the tools' own documentation, compared exactly. The
 * other well-known defaults need no entry: RabbitMQ's `guest:guest`,
 * MinIO's `minioadmin:minioadmin` equal their user name; the official
 * Docker images' `mysecretpassword` (postgres), `my-secret-pw` (mysql,
 * mariadb), `example` (mongo) hold a placeholder word.
 */
const demoValues: ReadonlySet<string> = new Set([
  // redis.conf: `# requirepass foobared`, https://github.com/redis/redis/blob/unstable/redis.conf
  'foobared',
  // Redis ACL docs: `ACL SETUSER alice on >p1pp0`, https://redis.io/docs/latest/operate/oss_and_stack/management/security/acl/
  'p1pp0',
  // Oracle's demo schema `scott/tiger`, https://docs.oracle.com/en/database/oracle/oracle-database/19/comsc/
  'tiger',
  // RabbitMQ's default user's password, https://www.rabbitmq.com/docs/access-control#default-state
  'guest',
  // AWS's documented example access key and secret key, https://docs.aws.amazon.com/IAM/latest/UserGuide/security-creds.html
  'AKIAIOSFODNN7EXAMPLE',
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
])

/**
 * Token formats of providers, each a secret wherever it is written (the
 * formats secret scanners match: gitleaks' rules, GitHub secret scanning).
 */
const tokenFormats: ReadonlyArray<{name: string; pattern: RegExp}> = [
  // https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/
  {name: 'a GitHub token', pattern: /^gh[pousr]_[A-Za-z\d]{36}$/},
  // https://github.blog/security/application-security/introducing-fine-grained-personal-access-tokens-for-github/
  {name: 'a GitHub token', pattern: /^github_pat_\w{82}$/},
  // https://docs.gitlab.com/security/tokens/#token-prefixes
  {name: 'a GitLab token', pattern: /^gl(?:pat|dt|rt|ptt|oas)-[\w-]{20,}$/},
  // https://docs.slack.dev/authentication/tokens/
  {name: 'a Slack token', pattern: /^xox[abpr]-[A-Za-z\d-]{10,}$/},
  // https://docs.stripe.com/keys
  {name: 'a Stripe secret key', pattern: /^[rs]k_live_[A-Za-z\d]{24,}$/},
  // https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids
  {name: 'an AWS access key', pattern: /^A(?:KIA|SIA)[A-Z\d]{16}$/},
  // https://github.blog/changelog/2021-09-23-npm-has-a-new-access-token-format/
  {name: 'an npm token', pattern: /^npm_[A-Za-z\d]{36}$/}
]

/**
 * Words that make a password an example, lower case, also found through
 * the usual substitutions (`p@ssw0rd`, `s3cret`). One of them turns up in
 * about 1 in 8,000 random 16-character passwords (10^6 drawn from the 78
 * characters a password holds unencoded); such a password is still
 * reported, as a note. No word under 4 letters: `pwd` alone made 2 in 10^4.
 */
const exampleWords = [
  'pass',
  'secret',
  'example',
  'changeme',
  'changeit',
  'test',
  'demo',
  'dummy',
  'sample',
  'fake',
  'admin',
  'qwerty',
  'letmein',
  '1234'
]

/** Substitutions for letters (leetspeak), undone before looking for `exampleWords`. */
const substitutes: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's'
}

/**
 * A password of a real secret's strength: at least `minLength` characters,
 * or `minComplexLength` with characters of `minKinds` kinds, and at least
 * `minEntropy` bits of Shannon entropy a character either way.
 */
// OWASP ASVS 4.0.3 V2.1.1: passwords of at least 12 characters.
const minLength = 12
// NIST SP 800-63B 5.1.1.1: at least 8 characters; Windows' complexity policy: 3 of 5 kinds
// (https://learn.microsoft.com/en-us/previous-versions/windows/it-pro/windows-10/security/threat-protection/security-policy-settings/password-must-meet-complexity-requirements).
const minComplexLength = 8
const minKinds = 3
// detect-secrets' default limit for hexadecimal strings (`--hex-limit 3`), the lowest of its
// entropy limits: https://github.com/Yelp/detect-secrets#filters. It takes 8 distinct characters.
const minEntropy = 3

/** The verdict on `password` (as written in the URI), given its user name and host. */
export function judgeCredential(password: string, user: string | undefined, host: Host | undefined): Credential {
  const text = decode(password, 'any')
  if (demoValues.has(text))
    return {real: false, why: `The password is a demo value of a tool's documentation, ${asExample}`}
  const token = tokenFormats.find((format) => format.pattern.test(text))
  if (token !== undefined && entropy(text) >= minEntropy)
    return {real: true, why: `The password is ${token.name}, a secret whatever host the URI names`}
  if (user !== undefined && decode(user, 'any').toLowerCase() === text.toLowerCase())
    return {real: false, why: `The password is the user name, as in a tool's default account, ${asExample}`}
  if (holdsExampleWord(text))
    return {
      real: false,
      why: `The password reads as a placeholder (it holds a word such as "password", "secret" or "example"), ${asExample}`
    }
  const hostWhy = unreachable(host)
  if (hostWhy !== undefined) return {real: false, why: `${hostWhy}, ${asExample}`}
  if (!isStrong(text))
    return {
      real: false,
      why: `The password is weaker than a real secret (fewer than ${minLength} characters, or ${minComplexLength} of ${minKinds} kinds, or repeated ones), ${asExample}`
    }
  return {real: true, why: "The password is of a real secret's strength, on a host of the Internet"}
}

/** Why no one on the Internet reaches `host`, if so. */
function unreachable(host: Host | undefined): string | undefined {
  if (host === undefined || host.value === '') return 'The URI names no host'
  if (isReservedHost(host))
    return `The host \`${host.value}\` is reserved for examples or is this machine (RFC 2606, RFC 6761)`
  const rfc = privateAddress(host)
  if (rfc !== undefined) return `The host \`${host.value}\` is a private address (${rfc})`
  if (host.kind === 'ipvfuture') return `The host \`${host.value}\` is no Internet address`
  if (host.kind !== 'reg-name') return undefined
  let name = decode(host.value, 'host').toLowerCase()
  if (name.endsWith('.')) name = name.slice(0, -1)
  if (!name.includes('.')) return `The host \`${host.value}\` is a single label, which only a local network resolves`
  if (name.includes('_'))
    return `The host \`${host.value}\` holds \`_\`, which no Internet host name does (RFC 1123 2.1)`
  const parsed = parseDomain(name, {extractHostname: false})
  if (parsed.isIcann !== true || parsed.domain === null)
    return `The host \`${host.value}\` has no public suffix (the ICANN section of the Public Suffix List)`
  return undefined
}

/** Whether `text` holds one of `exampleWords`, as written or with substitutions undone. */
function holdsExampleWord(text: string): boolean {
  const lower = text.toLowerCase()
  let undone = ''
  for (const character of lower) undone += substitutes[character] ?? character
  return exampleWords.some((word) => lower.includes(word) || undone.includes(word))
}

/** Whether `text` (decoded) is of a real secret's strength. */
export function isStrong(text: string): boolean {
  const characters = [...text]
  if (characters.length < minComplexLength) return false
  if (characters.length < minLength && kinds(text) < minKinds) return false
  return entropy(text) >= minEntropy
}

/** How many kinds of character `text` holds: lower case, upper case, digits, other ASCII, non-ASCII. */
function kinds(text: string): number {
  let seen = 0
  for (let index = 0; index < text.length; index++) {
    const c = text.charCodeAt(index)
    seen |=
      c >= codes.lowercaseA && c <= codes.lowercaseZ
        ? 1
        : c >= codes.uppercaseA && c <= codes.uppercaseZ
          ? 2
          : c >= codes.digit0 && c <= codes.digit9
            ? 4
            : c < 0x80
              ? 8
              : 16
  }
  let count = 0
  for (; seen !== 0; seen &= seen - 1) count++
  return count
}

/** Shannon entropy of `text`, in bits a character (code points). */
export function entropy(text: string): number {
  const counts = new Map<string, number>()
  let length = 0
  for (const character of text) {
    counts.set(character, (counts.get(character) ?? 0) + 1)
    length++
  }
  let bits = 0
  for (const count of counts.values()) {
    const p = count / length
    bits -= p * Math.log2(p)
  }
  return bits
}

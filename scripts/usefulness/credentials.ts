/**
 * The recall set of credentials (issue 23): real-format secrets that must
 * stay errors wherever they are written. Made at run time from a seeded
 * generator into the cache (`recall/`), so the repository holds no string a
 * secret scanner would take for a leak, and never printed: the report gives
 * counts only.
 *
 * Each of the URIs below, with a generated password or token of the
 * provider's format on a host with a public suffix, is written in each of
 * five places: prose, a fenced code block, YAML front matter, an HTML
 * comment and a link title.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {cacheDir} from './corpus.ts'

export type Place = 'prose' | 'code' | 'front matter' | 'HTML comment' | 'link title'

export const places: readonly Place[] = ['prose', 'code', 'front matter', 'HTML comment', 'link title']

export interface Credential {
  file: string
  line: number
  place: Place
  /** The password or token: kept to check that no output shows it, never printed. */
  secret: string
}

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** mulberry32: a small seeded generator, so the set is the same on every run. */
function generator(seed: number): (characters: string, length: number) => string {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  return (characters, length) => {
    let text = ''
    for (let index = 0; index < length; index++) text += characters[Math.floor(next() * characters.length)]
    return text
  }
}

/** The URIs, each with the secret of one format. */
function uris(): string[] {
  const random = generator(23)
  const password = () => random(alphanumeric + '-._~', 24)
  return [
    `https://x-access-token:ghp_${random(alphanumeric, 36)}@github.com/acme-corp/deploy.git`,
    `https://oauth2:glpat-${random(alphanumeric + '_-', 20)}@gitlab.com/acme-corp/app.git`,
    `https://deploy:npm_${random(alphanumeric, 36)}@registry.npmjs.org/`,
    `postgres://deploy:${password()}@db.acme-corp.io:5432/app`,
    `mongodb+srv://app:${password()}@cluster0.x7k2p.mongodb.net/prod`,
    `redis://default:${password()}@redis-16379.c12.us-east-1-4.ec2.cloud.redislabs.com:16379`,
    `amqps://deploy:${password()}@rabbit.acme-corp.com/vhost`,
    `ftp://deploy:${password()}@ftp.acme-corp.com/releases`
  ]
}

/** Write the set into the cache; where each credential is. */
export function writeCredentials(): {dir: string; credentials: Credential[]} {
  const dir = path.join(cacheDir(), 'recall')
  rmSync(dir, {recursive: true, force: true})
  mkdirSync(dir, {recursive: true})
  const credentials: Credential[] = []
  const all = uris()
  const file = (name: string, place: Place, lines: string[], at: number[]) => {
    writeFileSync(path.join(dir, name), lines.join('\n') + '\n')
    for (const line of at)
      credentials.push({file: name, line, place, secret: /:\/\/[^:/]+:([^@]+)@/.exec(lines[line - 1]!)![1]!})
  }
  const blocks = (make: (uri: string) => string[], place: Place, name: string) => {
    const lines = ['# Deploying', '']
    const at: number[] = []
    for (const uri of all) {
      const block = make(uri)
      at.push(lines.length + block.findIndex((line) => line.includes(uri)) + 1)
      lines.push(...block, '')
    }
    file(name, place, lines, at)
  }
  blocks((uri) => [`Connect with ${uri} from the release job.`], 'prose', 'prose.md')
  blocks((uri) => ['```sh', `export TARGET='${uri}'`, '```'], 'code', 'code.md')
  blocks((uri) => ['<!--', `  deploy target: ${uri}`, '-->'], 'HTML comment', 'comment.md')
  blocks((uri) => [`See [the target](https://docs.acme-corp.com/deploy "${uri}").`], 'link title', 'title.md')
  for (const [index, uri] of all.entries())
    file(`front-matter-${index + 1}.md`, 'front matter', ['---', `target: ${uri}`, '---', '', '# Deploying'], [2])
  return {dir, credentials}
}

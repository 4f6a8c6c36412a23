/**
 * Writes the bundled benchmark corpora (deterministic, seeded):
 * `prose.txt`, mail-like prose with sparse URIs (about one per 4 KB, like
 * the Debian-docs corpus of ../shared/bench/make-text-corpus.sh), and
 * `dense.txt`, text with a URI every 60 characters or so, in every
 * delimiting style. Run: `tsx bench/corpus/generate.ts`.
 */
import {writeFileSync} from 'node:fs'

let seed = 0x2396

/** Mulberry32: a small deterministic generator. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!
}

const words = (
  'the of and to in is that for it as with was on be by this are from or have an they which one you were her all she ' +
  'there would their we him been has when who will more no if out so said what up its about into than them can only other ' +
  'new some could time these two may then do first any my now such like our over man me even most made after also did many ' +
  'before must through back years where much your way well down should because each just those people how too little state ' +
  'good very make world still own see men work long get here between both life being under never day same another know while ' +
  'package release upstream maintainer changelog version patch build debian license copyright bug fixed update support file ' +
  'directory library module option configuration server client request response message list thread reply note warning'
).split(' ')

const hosts = ['example.com', 'www.example.org', 'lists.debian.org', 'github.com', 'bugs.example.net', 'ftp.gnu.org', 'docs.python.org', 'en.wikipedia.org']
const paths = ['/', '/index.html', '/pub/gnu/', '/wiki/Foo_(bar)', '/issues/1287', '/doc/manual/chapter-2.html#sec-3', '/search?q=uri&lang=en', '/~user/files/report.pdf', '/archive/2024-March/000412.html']

function uri(): string {
  return pick(['http', 'https', 'https', 'ftp']) + '://' + pick(hosts) + pick(paths)
}

/** A URI in one of the styles found in mail and docs. */
function styled(): string {
  const value = uri()
  switch (Math.floor(random() * 9)) {
    case 0:
      return '<' + value + '>'
    case 1:
      return '"' + value + '"'
    case 2:
      return '(' + value + ')'
    case 3:
      return value + '.'
    case 4:
      return '<URL:' + value + '>'
    case 5: {
      const cut = Math.max(10, Math.floor(value.length / 2))
      return '<' + value.slice(0, cut) + '\n    ' + value.slice(cut) + '>'
    }
    case 6:
      return 'mailto:' + pick(words) + '@' + pick(hosts)
    case 7:
      return pick(words) + '@' + pick(hosts)
    default:
      return value
  }
}

function sentence(): string {
  const length = 6 + Math.floor(random() * 14)
  const parts: string[] = []
  for (let index = 0; index < length; index++) parts.push(pick(words))
  if (random() < 0.1) parts.splice(1, 0, pick(['Note:', 'e.g.:', 'i.e.', 'version 2.4.1,', '(see below)', 'foo:bar', '<b>', '"quoted"']))
  const text = parts.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1) + pick(['.', '.', '.', '?', '!', ';'])
}

/** Wrap at 72 columns, like mail. */
function wrap(text: string, prefix: string): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line.length + word.length + 1 > 72 && line !== '') {
      lines.push(prefix + line)
      line = word
    } else {
      line = line === '' ? word : line + ' ' + word
    }
  }

  if (line !== '') lines.push(prefix + line)
  return lines.join('\n')
}

function prose(size: number): string {
  const paragraphs: string[] = []
  let length = 0
  while (length < size) {
    const sentences: string[] = []
    const count = 2 + Math.floor(random() * 6)
    for (let index = 0; index < count; index++) {
      sentences.push(sentence())
      // About one URI per 4 KB.
      if (random() < 0.04) sentences.push('See ' + styled() + ' for more.')
    }

    const paragraph = wrap(sentences.join(' '), random() < 0.15 ? '> ' : '')
    paragraphs.push(paragraph)
    length += paragraph.length + 2
  }

  return paragraphs.join('\n\n').slice(0, size) + '\n'
}

function dense(size: number): string {
  const parts: string[] = []
  let length = 0
  while (length < size) {
    const part = pick(words) + ' ' + pick(words) + ' ' + styled() + (random() < 0.2 ? '\n' : ' ')
    parts.push(part)
    length += part.length
  }

  return parts.join('').slice(0, size) + '\n'
}

const directory = new URL('./', import.meta.url)
writeFileSync(new URL('prose.txt', directory), prose(900_000))
writeFileSync(new URL('dense.txt', directory), dense(900_000))

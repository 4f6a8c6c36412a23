/**
 * List every bare URI that `extract` joined across a client's hard wrap
 * (packages/extract/src/scan/wrap.ts) in the accuracy corpora, with the
 * lines around it and its cut reading, for judging by hand (docs/extraction.md,
 * "Hard-wrapped bare URIs"). Usage:
 * `tsx --conditions=source scripts/accuracy/wrap-joins.ts [sharedDir] [corpus]...`
 */
import {extract} from '@urilint/extract'
import {corpusNames, loadCorpus, type CorpusName} from './corpora.ts'

const [sharedDir = '../shared', ...asked] = process.argv.slice(2)
const names = asked.length > 0 ? (asked as CorpusName[]) : corpusNames

for (const name of names) {
  const corpus = await loadCorpus(name, sharedDir)
  if (typeof corpus === 'string') {
    console.log(`${name}: ${corpus}`)
    continue
  }
  const listed: string[] = []
  for (const {text, files} of corpus.texts) {
    for (const found of extract(text)) {
      // A join at a wrap: pieces that meet with no hyphen at the break, kept or dropped.
      if (found.delimiter !== 'bare' || found.spans.length < 2) continue
      if (found.spans.slice(0, -1).every(({end}) => text[end - 1] === '-' || text[end] === '-')) continue
      const before = text.lastIndexOf('\n', text.lastIndexOf('\n', found.start - 1) - 1) + 1
      const lineEnd = text.indexOf('\n', found.end)
      const after = lineEnd < 0 ? text.length : text.indexOf('\n', lineEnd + 1)
      const file = files.findLast((each) => each.start <= found.start)?.file ?? ''
      listed.push(
        `--- ${file} line ${found.line}\n${text.slice(before, after < 0 ? text.length : after)}\n` +
          `  joined: ${found.uri}\n  cut:    ${found.alternatives?.at(-1) ?? ''}`
      )
    }
  }
  console.log(`${name}: ${listed.length} joins`)
  if (listed.length > 0) console.log(listed.join('\n') + '\n')
}

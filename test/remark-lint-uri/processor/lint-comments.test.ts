/**
 * The CLI's default handling of `<!--lint …-->` comments
 * (packages/remark-lint-uri/src/processor/lint-comments.ts): remark-lint's own, skipped
 * only where it can change nothing.
 */
import fs from 'node:fs'
import fc from 'fast-check'
import path from 'node:path'
import type {Root} from 'mdast'
import remarkLint from 'remark-lint'
import type {Pluggable} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {commentMarker} from 'mdast-comment-marker'
import remarkLintComments, {
  lintMarker,
  mayBeLintMarker
} from '../../../packages/remark-lint-uri/src/processor/lint-comments.ts'
import {defaultConfig} from '../../../packages/remark-lint-uri/src/processor/default-config.ts'
import {processor as cliProcessor} from '../../../packages/remark-lint-uri/src/processor/processor.ts'
import {runs} from '../../fuzz.ts'

const ours = cliProcessor().use(defaultConfig).freeze()
/** The same with remark-lint itself in place of `remarkLintComments`. */
const remarkLints = cliProcessor()
  .use({
    plugins: (defaultConfig.plugins ?? []).map((plugin): Pluggable =>
      plugin === remarkLintComments ? remarkLint : plugin
    )
  })
  .freeze()

async function messages(processor: typeof ours, value: string) {
  const file = new VFile({path: 'x.md', value})
  try {
    await processor.run(processor.parse(file), file)
  } catch {
    // A fatal message (an unknown keyword) is thrown; it is in `messages` too.
  }
  return file.messages.map((message) => ({
    reason: message.reason,
    ruleId: message.ruleId,
    source: message.source,
    place: message.place,
    fatal: message.fatal
  }))
}

describe('remarkLintComments', () => {
  it('reports what remark-lint reports on every fixture', async () => {
    const root = path.join(import.meta.dirname, '../../../fixtures')
    const texts = (fs.readdirSync(root, {recursive: true}) as string[]).filter((name) => name.endsWith('.md'))
    expect(texts.length).toBeGreaterThan(15)
    for (const name of texts) {
      const value = fs.readFileSync(path.join(root, name), 'utf8')
      expect(await messages(ours, value)).toEqual(await messages(remarkLints, value))
    }
  })

  it('disables, enables and ignores as remark-lint does, and runs after the rules', async () => {
    const value = [
      '<!--lint disable no-malformed-uri-->',
      '[a](https://x.example/a b)',
      '<!--lint enable no-malformed-uri-->',
      '[b](https://x.example/%zz)',
      '<!--lint ignore-->',
      '[c](https://x.example/%zz)',
      ''
    ].join('\n\n')
    const found = await messages(ours, value)
    expect(found).toEqual(await messages(remarkLints, value))
    expect(found.map((message) => [message.ruleId, (message.place as {start: {line: number}}).start.line])).toEqual([
      ['no-malformed-uri', 7]
    ])
  })

  it('still fails on an unknown keyword in a file with no messages', async () => {
    const found = await messages(ours, '<!--lint nonsense-->\n\nNothing to report.\n')
    expect(found).toEqual(await messages(remarkLints, '<!--lint nonsense-->\n\nNothing to report.\n'))
    expect(found.map((message) => [message.reason, message.fatal])).toEqual([
      ["Unknown keyword `nonsense`: expected `'enable'`, `'disable'`, or `'ignore'`", true]
    ])
  })

  it('is skipped only where the text has no `lint` and there is no message of remark-lint', async () => {
    // A tree that does not match its text (as a plugin could make): the marker is only in the tree.
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'html',
          value: '<!--lint nonsense-->',
          position: {start: {line: 1, column: 1, offset: 0}, end: {line: 1, column: 21, offset: 20}}
        }
      ]
    }
    const run = async (processor: typeof ours) => {
      const file = new VFile({path: 'x.md', value: 'text without the marker\n'})
      await processor.run(structuredClone(tree), file).catch(() => undefined)
      return file.messages.map((message) => message.reason)
    }
    expect(await run(ours)).toEqual([])
    expect(await run(remarkLints)).toEqual([
      "Unknown keyword `nonsense`: expected `'enable'`, `'disable'`, or `'ignore'`"
    ])
  })
})

describe('lintMarker', () => {
  const pieces = ['<!--', '-->', '/*', '*/', 'lint', 'lint-x', 'disable', 'ignore', 'no-uri-password', '-', '--', '>']
  const blanks = [' ', '  ', '\n', '\t', '\u00a0', '\u2028', '\ufeff', ' '.repeat(17)]
  const others = ['a', 'x=1', '=', '@', ',', '"', "'", '\\', 'a="b"']
  const some = (from: string[]) => fc.array(fc.constantFrom(...from), {maxLength: 6}).map((parts) => parts.join(''))
  const any = some([...pieces, ...blanks, ...others])
  // Mostly the shape of a marker, with anything in its parts.
  const text = fc.oneof(
    any,
    fc
      .tuple(
        some(blanks),
        fc.constantFrom('<!--', '/*'),
        some(blanks),
        fc.constantFrom('lint', 'lint-', 'lint--', 'lintx', 'lin'),
        fc.oneof(some([...pieces, ...blanks.slice(0, -1), 'a', 'x=1', '=', ',']), any),
        fc.constantFrom('-->', '*/', '--->'),
        some(blanks)
      )
      .map((parts) => parts.join(''))
  )
  /** What the linear check leaves out: quotes, backslashes, a run of more than 16 blanks. */
  const excluded = (value: string) => /["'\\]|\s{17}/.test(value)

  it('reads every `lint` marker that mdast-comment-marker reads, as it does, but those with quotes, backslashes or long blanks', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('html', 'mdxFlowExpression'), (value, type) => {
        const node = {type, value} as never
        const theirs = commentMarker(node)
        const ours = lintMarker(node)
        if (ours !== undefined) expect(ours).toEqual(theirs)
        if (theirs?.name === 'lint' && !excluded(value)) expect(ours).toEqual(theirs)
      }),
      {numRuns: runs(20_000)}
    )
  })

  it('says where a marker may be, exactly', () => {
    expect(mayBeLintMarker('<!--lint-->', '<!--', '-->')).toBe(true)
    expect(mayBeLintMarker(' \n<!--  lint disable no-uri-password -->\n', '<!--', '-->')).toBe(true)
    expect(mayBeLintMarker('/* lint ignore */', '/*', '*/')).toBe(true)
    expect(mayBeLintMarker('<!--lint-x disable-->', '<!--', '-->')).toBe(false)
    expect(mayBeLintMarker('<!--lint disable a="b"-->', '<!--', '-->')).toBe(false)
    expect(mayBeLintMarker('<!--lint' + ' '.repeat(17) + 'disable-->', '<!--', '-->')).toBe(false)
    expect(mayBeLintMarker('<div>' + ' '.repeat(80_000), '<!--', '-->')).toBe(false)
    expect(mayBeLintMarker('<!--lint disable', '<!--', '-->')).toBe(false)
  })
})

/**
 * `<!--lint …-->` comments (packages/remark-lint-uri/src/processor/lint-comments.ts)
 * on `html` nodes that mdast-comment-marker's unanchored regular expression
 * is quadratic on: a run of spaces in a `<div>` (80,000 took 19 s), a node
 * of many `<!--` that no `-->` closes (20,000 lines: 33 s), and exponential
 * on a backslash run in a marker's quoted value. Through urilint's processor and the preset's
 * configuration, with a finding so that the control runs; ratios between
 * two sizes (test/linear.ts).
 */
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {defaultConfig} from '../../../packages/remark-lint-uri/src/processor/default-config.ts'
import {processor} from '../../../packages/remark-lint-uri/src/processor/processor.ts'
import {linearBound, linearRatio} from '../../linear.ts'

const linter = processor().use(defaultConfig).freeze()
/** A password note of remark-lint's, so that the control has a message to filter. */
const finding = '<https://u:Kx9@db.acme.io/>\n\n'

async function ruleIds(value: string): Promise<Array<string | undefined>> {
  const file = new VFile({path: 'x.md', value})
  await linter.run(linter.parse(file), file)
  return file.messages.map((message) => message.ruleId)
}

const shapes: Array<{name: string; make: (n: number) => string; expected: string[]}> = [
  {
    name: 'a run of n spaces in a `<div>`',
    make: (n) => finding + '<div>' + ' '.repeat(n) + '</div>\n',
    expected: ['no-uri-password']
  },
  {
    name: 'a file read as plain text (one node) with n lines of an unclosed `<!--a b`',
    make: (n) => '>'.repeat(300) + ' a\n' + finding + '<!--a b\n'.repeat(n),
    expected: ['markdown-too-deep', 'no-uri-password']
  },
  {
    name: 'a block withheld from the parser (one node) of n lines of an unclosed `<!--a b`',
    make: (n) => finding + '<!--a b\n'.repeat(n),
    expected: ['markdown-too-complex', 'no-uri-password']
  },
  {
    name: 'a marker with n backslashes in a quoted value',
    make: (n) => finding + '<!--lint disable a="' + '\\\\'.repeat(n) + '-->\n',
    expected: ['no-uri-password']
  }
]

describe('lint comments in linear time', () => {
  for (const shape of shapes) {
    it(`${shape.name}: linear`, async () => {
      expect(await ruleIds(shape.make(1000))).toEqual(shape.expected)
      expect(await linearRatio(shape.make, ruleIds, 5000)).toBeLessThan(linearBound)
    })
  }
})

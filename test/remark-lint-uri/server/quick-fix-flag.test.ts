/**
 * Quick fixes that touch a password exist only in files of urilint's own
 * processor (`file.data.urilintQuickFixes`, set before the rules run): other
 * tools (unified-language-server, so vscode-remark) title a fix with the
 * text it replaces.
 */
import preset from 'remark-lint-uri'
import {processor} from 'remark-lint-uri/processor'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import {unified, type Processor} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'

const secret = 'Qz7wKx4mRt9bN'
// A password, a malformed `%` inside it, and a malformed space elsewhere.
const document = `<https://deploy:${secret}%zz@git.acmecorp.io/> and [guide](<https://example.com/a b>)\n`

async function run(pipeline: Processor): Promise<VFile> {
  const file = new VFile({path: 'deploy.md', value: document})
  await pipeline.run(pipeline.parse(file), file)
  return file
}

function fixes(file: VFile): Array<[string, string | undefined, string[] | undefined]> {
  return file.messages.map((message) => [message.ruleId!, message.actual, message.expected])
}

describe('quick fixes on a password', () => {
  it('are offered in files of urilint’s processor (its mark runs before the configuration’s rules)', async () => {
    const file = await run(processor().use(preset) as unknown as Processor)
    expect(file.data.urilintQuickFixes).toBe(true)
    expect(fixes(file)).toEqual([
      // No fix for a URI with a real password (its repair would hold it), and no `actual` on a range over it.
      ['no-malformed-uri', undefined, undefined],
      // One fix per URI: the whole URI as written, and repaired.
      ['no-malformed-uri', 'https://example.com/a b', ['https://example.com/a%20b']],
      ['no-uri-password', undefined, ['***']]
    ])
  })

  it('are not offered elsewhere: no `expected` (and no `actual`) on a range that touches the password; other fixes stay', async () => {
    const file = await run(unified().use(remarkParse).use(remarkGfm).use(preset) as unknown as Processor)
    expect(file.data.urilintQuickFixes).toBe(undefined)
    expect(fixes(file)).toEqual([
      ['no-malformed-uri', undefined, undefined],
      ['no-malformed-uri', 'https://example.com/a b', ['https://example.com/a%20b']],
      ['no-uri-password', undefined, undefined]
    ])
    expect(JSON.stringify(file.messages)).not.toContain(secret)
  })
})

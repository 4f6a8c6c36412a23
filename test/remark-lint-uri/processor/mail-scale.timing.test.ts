/**
 * A mailbox of 2 × 10^5 URIs through the processor: its sites are handed to
 * the rules without a spread (as arguments, 10^5 of them overflowed the stack).
 */
import preset from 'remark-lint-uri'
import {processor} from 'remark-lint-uri/processor'
import {VFile} from 'vfile'
import {expect, it} from 'vitest'

it('a mailbox of 2 × 10^5 URIs is linted to its last URI', async () => {
  const count = 200_000
  const lines: string[] = []
  for (let index = 0; index < count; index++) lines.push(`http://a.example/${index}`)
  const body = lines.join('\n') + '\nhttp://a.example:25/last\n'
  const value = 'From a@example.com Mon Jan  1 00:00:00 2024\nSubject: many\n\n' + body
  const file = new VFile({value, path: 'box.mbox'})
  const lint = processor().use(preset)
  await lint.run(lint.parse(file), file)
  expect(file.messages.map((message) => [message.ruleId, message.line, message.column])).toEqual([
    ['no-unsafe-port', count + 4, 18]
  ])
}, 120_000)

it('a message the MIME parser refuses is linted as written (it failed the file before)', async () => {
  let nested = ''
  for (let depth = 0; depth < 300; depth++)
    nested += `Content-Type: multipart/mixed; boundary="b${depth}"\n\n--b${depth}\n`
  const value =
    'From a@example.com Mon Jan  1 00:00:00 2024\n' +
    nested +
    '\nsee https://u:Kx9@db.acme.io/\n\nFrom b@example.com Mon Jan  1 00:00:00 2024\n\nhttp://a.example:25/\n'
  const file = new VFile({value, path: 'box.mbox'})
  const lint = processor().use(preset)
  await lint.run(lint.parse(file), file)
  expect(file.messages.map((message) => [message.ruleId, message.line, message.column])).toEqual([
    ['mime-refused', 2, 1],
    ['no-unsafe-port', 907, 18],
    ['no-uri-password', 903, 15]
  ])
  expect(file.messages[0]!.reason).toBe(
    'Unexpected MIME structure, expected one the parser reads (the MIME parser refused it: Maximum MIME nesting depth of 256 levels exceeded): the URIs of the message were found in it as written'
  )
})

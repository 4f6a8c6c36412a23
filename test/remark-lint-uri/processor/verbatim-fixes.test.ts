/**
 * A fix is offered as an edit only where its range is the text it is about
 * (processor/verbatim-fixes.ts): the one decision of `--fix` and of the
 * language server's quick fixes. A password in a base64 mail part is placed
 * at a zero-width point: `***` was offered there, to be inserted.
 */
import fs from 'node:fs/promises'
import {afterEach, beforeEach, expect, it} from 'vitest'
import {runCli, temporaryFolder, writeFiles} from '../helpers.ts'

let folder: string

beforeEach(async () => {
  folder = await temporaryFolder()
})

afterEach(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

const body = 'Deploy https://deploy:Xk29dLq7@git.acmecorp.io/app.git now\n'
const mail = (encoding: string, encoded: string) =>
  [
    'From: a@b.example',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: ' + encoding,
    '',
    encoded,
    ''
  ].join('\n')

type Finding = {ruleId: string; line: number; column: number; endColumn: number; expected: string[] | null}

async function findings(name: string): Promise<Array<[string, string, string[] | null]>> {
  const ran = await runCli(['--report', 'json', name], {cwd: folder})
  const [file] = JSON.parse(ran.stdout) as Array<{messages: Finding[]}>
  return file!.messages.map((message) => [
    message.ruleId,
    `${message.line}:${message.column}-${message.endColumn}`,
    message.expected
  ])
}

it('offers no edit for a password found in a base64 part (placed at a zero-width point)', async () => {
  await writeFiles(folder, {'base64.eml': mail('base64', Buffer.from(body).toString('base64'))})
  expect(await findings('base64.eml')).toEqual([['no-uri-password', '6:1-1', null]])
})

it('offers it where the range is the password as written: plain, or quoted-printable with a soft break in it', async () => {
  await writeFiles(folder, {
    'plain.eml': mail('7bit', body.trimEnd()),
    'qp.eml': mail('quoted-printable', 'Deploy https://deploy:Xk29=\ndLq7@git.acmecorp.io/app.git now')
  })
  expect(await findings('plain.eml')).toEqual([['no-uri-password', '6:23-31', ['***']]])
  expect(await findings('qp.eml')).toEqual([['no-uri-password', '6:23-5', ['***']]])
})

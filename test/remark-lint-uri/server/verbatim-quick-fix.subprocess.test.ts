/**
 * The language server offers a quick fix only where its range is the text it
 * is about (processor/verbatim-fixes.ts, the decision `--fix` takes too): a
 * password in a base64 mail part is placed at a zero-width point, where
 * `***` was offered, to be inserted beside the encoded text.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import type {CodeAction, Diagnostic} from 'vscode-languageserver-protocol'
import {afterAll, beforeAll, expect, it} from 'vitest'
import {temporaryFolder} from '../helpers.ts'
import {startLanguageServer, type LanguageServer} from './language-client.ts'

let folder: string
let server: LanguageServer

beforeAll(async () => {
  folder = await temporaryFolder()
  server = await startLanguageServer(folder)
})

afterAll(async () => {
  await server.close()
  await fs.rm(folder, {recursive: true, force: true})
})

const message = (encoding: string, body: string) =>
  [
    'From: a@b.example',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: ' + encoding,
    '',
    body,
    ''
  ].join('\n')
const body = 'Deploy https://deploy:Xk29dLq7@git.acmecorp.io/app.git now'

async function actionsFor(name: string, text: string): Promise<[Diagnostic, CodeAction[]]> {
  const [diagnostic] = await server.open(name, text)
  const actions = (await server.connection.sendRequest('textDocument/codeAction', {
    textDocument: {uri: pathToFileURL(path.join(folder, name)).href},
    range: diagnostic!.range,
    context: {diagnostics: [diagnostic]}
  })) as CodeAction[]
  return [diagnostic as Diagnostic, actions]
}

it('offers no edit for a password in a base64 part, and the in-place `***` where the password is as written', async () => {
  const [encoded, none] = await actionsFor('base64.eml', message('base64', Buffer.from(body).toString('base64')))
  expect([encoded.code, encoded.range, encoded.data, none]).toEqual([
    'no-uri-password',
    {start: {line: 5, character: 0}, end: {line: 5, character: 0}},
    undefined,
    []
  ])
  const [plain, actions] = await actionsFor('plain.eml', message('7bit', body))
  expect(actions.map((action) => [action.title, action.edit?.changes?.[Object.keys(action.edit.changes)[0]!]])).toEqual(
    [['Replace with `***`', [{range: plain.range, newText: '***'}]]]
  )
  expect(server.output()).not.toContain('Xk29dLq7')
})

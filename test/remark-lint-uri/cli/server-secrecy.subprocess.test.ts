/** The language server (the built bin) on the documents of reporters.test.ts: the secret is in no diagnostic. */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startLanguageServer, temporaryFolder} from '../helpers.ts'
import {markdown, secret, text} from './report-fixtures.ts'

let folder: string

beforeAll(async () => {
  folder = await temporaryFolder()
  await fs.writeFile(path.join(folder, 'deploy.md'), markdown)
  await fs.writeFile(path.join(folder, 'notes.txt'), text)
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

describe('no secret in any output', () => {
  it('the language server: diagnostics', async () => {
    const server = await startLanguageServer(folder)
    try {
      const diagnostics = await server.open('deploy.md', markdown)
      expect(diagnostics.filter((diagnostic) => diagnostic.code === 'no-uri-password').length).toBe(6)
      expect(server.output()).not.toContain(secret)
    } finally {
      await server.close()
    }
  })
})

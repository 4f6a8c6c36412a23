/**
 * The patch of postal-mime (patches/postal-mime@4.0.0.patch, applied by pnpm
 * at install; see patches/README.md): its decoders join their chunks
 * without a Blob round trip, which in Node.js 20 reads the Blob back through
 * a stream and took three quarters of a parse. These tests fail loudly when
 * the installed version is not the patched one, when the patch did not
 * apply, or when the join differs from what a Blob gives.
 */
import {readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {dirname, join} from 'node:path'
import {pathToFileURL} from 'node:url'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'

const require = createRequire(new URL('../../packages/extract/package.json', import.meta.url))
const root = join(dirname(require.resolve('postal-mime')), '..', '..')
const esm = join(root, 'dist', 'esm')

describe('postal-mime, as patched', () => {
  it('is the version the patch was made for (a new version needs the patch made again, or dropped if fixed upstream)', () => {
    expect((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {version: string}).version).toBe('4.0.0')
  })

  it('has its decoders join chunks without a Blob, in both builds', () => {
    for (const build of ['esm', 'cjs']) {
      for (const decoder of ['base64-decoder.js', 'qp-decoder.js', 'pass-through-decoder.js']) {
        const source = readFileSync(join(root, 'dist', build, decoder), 'utf8')
        expect([decoder, source.includes('new Blob(this.chunks'), source.includes('chunksToArrayBuffer')]).toEqual([
          decoder,
          false,
          true
        ])
      }
    }
  })

  it('joins chunks (strings as UTF-8, ArrayBuffers, views) as a Blob does', async () => {
    const {chunksToArrayBuffer} = (await import(pathToFileURL(join(esm, 'decode-strings.js')).href)) as {
      chunksToArrayBuffer: (chunks: unknown[]) => Promise<ArrayBuffer>
    }
    const chunk = fc.oneof(
      fc.string({unit: 'binary', maxLength: 20}),
      fc.uint8Array({maxLength: 20}).map((bytes) => bytes.buffer),
      fc.tuple(fc.uint8Array({minLength: 4, maxLength: 20}), fc.nat(3)).map(([bytes, skip]) => bytes.subarray(skip))
    )
    await fc.assert(
      fc.asyncProperty(fc.array(chunk, {maxLength: 8}), async (chunks) => {
        const expected = new Uint8Array(await new Blob(chunks as ConstructorParameters<typeof Blob>[0]).arrayBuffer())
        expect(new Uint8Array(await chunksToArrayBuffer(chunks))).toEqual(expected)
      }),
      {numRuns: 500}
    )
  })
})

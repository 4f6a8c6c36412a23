/**
 * `pnpm conformance`: run the packages against the external suites in
 * `../shared` (or `$URILINT_SHARED`): URI suites first, then the extractor's
 * when `scripts/conformance-extract.ts` exists, then the extractor's
 * real-text accuracy report (`scripts/accuracy-extract.ts`, informational;
 * `URILINT_ACCURACY=0` skips it), then the usefulness report on real Markdown
 * (`scripts/usefulness-markdown.ts`, on its first corpus then its held-out
 * one, informational; `URILINT_USEFULNESS=0` skips it). Exits non-zero
 * when a must-pass suite is below 100% after documented differences.
 */
import {existsSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {redactText} from '@urilint/extract/internal'
import {runUriConformance} from './conformance-uri.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sharedDir = path.resolve(root, process.env.URILINT_SHARED ?? '../shared')

const uri = await runUriConformance(sharedDir)
if (!uri.ok) process.exitCode = 1

const extract = path.join(root, 'scripts', 'conformance-extract.ts')
if (existsSync(extract)) {
  console.log('')
  const module = (await import(pathToFileURL(extract).href)) as {runExtractConformance?: (dir: string) => unknown}
  if (typeof module.runExtractConformance === 'function') {
    const result: unknown = await module.runExtractConformance(sharedDir)
    if (result === false || (result !== null && typeof result === 'object' && 'ok' in result && result.ok === false))
      process.exitCode = 1
  }
}

const accuracy = path.join(root, 'scripts', 'accuracy-extract.ts')
if (existsSync(accuracy) && process.env.URILINT_ACCURACY !== '0') {
  console.log('')
  const module = (await import(pathToFileURL(accuracy).href)) as {runAccuracyExtract?: (dir: string) => unknown}
  if (typeof module.runAccuracyExtract === 'function') await module.runAccuracyExtract(sharedDir)
}

const usefulness = path.join(root, 'scripts', 'usefulness-markdown.ts')
if (existsSync(usefulness) && process.env.URILINT_USEFULNESS !== '0') {
  console.log('')
  const module = (await import(pathToFileURL(usefulness).href)) as {runUsefulnessAll?: () => unknown}
  // Informational: a corpus that cannot be built here (no npm or apt) is said, never a failure.
  if (typeof module.runUsefulnessAll === 'function')
    await Promise.resolve()
      .then(() => module.runUsefulnessAll!())
      .catch((error: unknown) => console.log(`  usefulness report skipped: ${redactText(String(error))}`))
}

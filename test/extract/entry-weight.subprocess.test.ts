/**
 * What `import('@urilint/extract')` loads: not the mail parser (postal-mime
 * is loaded by `readMail` when a message is read), so the text scanner and
 * the rules built on it do not pay for it (test/loaded-modules.ts records
 * what a fresh process resolves).
 */
import {describe, expect, it} from 'vitest'
import {modulesLoadedBy, packagesIn} from '../loaded-modules.ts'

const packagesLoadedBy = (code: string) => packagesIn(modulesLoadedBy(code))

describe('the main entry', () => {
  it('does not load postal-mime', () => {
    const packages = packagesLoadedBy(`await import('@urilint/extract')`)
    expect(packages.has('htmlparser2')).toBe(true)
    expect(packages.has('postal-mime')).toBe(false)
  })

  it('loads it when a message is read (the check can fail)', () => {
    const packages = packagesLoadedBy(
      `const {readMail} = await import('@urilint/extract'); await readMail('Subject: x\\n\\nbody', 0)`
    )
    expect(packages.has('postal-mime')).toBe(true)
  })
})

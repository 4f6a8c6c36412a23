/**
 * The repository root that the `github` and `sarif` reports name files from:
 * `GITHUB_WORKSPACE`, else the nearest `.git` above the working folder, else
 * the working folder.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {pathInRepository, repositoryRoot} from '../../../packages/remark-lint-uri/src/cli/report/repository.ts'
import {temporaryFolder} from '../helpers.ts'

let folder: string

beforeAll(async () => {
  // The temp folder's realpath: on macOS /tmp is a link, and a link is its own test below.
  folder = await fs.realpath(await temporaryFolder())
  await fs.mkdir(path.join(folder, 'repo/.git'), {recursive: true})
  await fs.mkdir(path.join(folder, 'repo/sub/docs'), {recursive: true})
  // A worktree (or submodule): `.git` is a file.
  await fs.mkdir(path.join(folder, 'worktree/docs'), {recursive: true})
  await fs.writeFile(path.join(folder, 'worktree/.git'), 'gitdir: ../repo/.git/worktrees/x\n')
  await fs.mkdir(path.join(folder, 'plain/docs'), {recursive: true})
  await fs.symlink(path.join(folder, 'repo'), path.join(folder, 'link'))
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

describe('repositoryRoot', () => {
  it('GITHUB_WORKSPACE when set (relative to the working folder when relative)', () => {
    expect(repositoryRoot(path.join(folder, 'repo/sub'), {GITHUB_WORKSPACE: '/home/runner/work/app/app'})).toBe(
      '/home/runner/work/app/app'
    )
    expect(repositoryRoot(path.join(folder, 'repo/sub'), {GITHUB_WORKSPACE: '..'})).toBe(path.join(folder, 'repo'))
  })

  it('else the nearest folder at or above the working folder holding `.git`, a folder or a file', () => {
    expect(repositoryRoot(path.join(folder, 'repo/sub/docs'), {})).toBe(path.join(folder, 'repo'))
    expect(repositoryRoot(path.join(folder, 'repo'), {GITHUB_WORKSPACE: ''})).toBe(path.join(folder, 'repo'))
    expect(repositoryRoot(path.join(folder, 'worktree/docs'), {})).toBe(path.join(folder, 'worktree'))
  })

  it('else the working folder', () => {
    expect(repositoryRoot(path.join(folder, 'plain/docs'), {})).toBe(path.join(folder, 'plain/docs'))
  })
})

describe('pathInRepository', () => {
  it('the path from the root, with `/`', () => {
    expect(pathInRepository('/repo', {path: 'docs/a.md', cwd: '/repo/sub'})).toBe('sub/docs/a.md')
    expect(pathInRepository('/repo', {path: '../README.md', cwd: '/repo/sub'})).toBe('README.md')
  })

  it('`undefined` outside the root (and for the root itself)', () => {
    expect(pathInRepository('/repo', {path: '../../other/a.md', cwd: '/repo/sub'})).toBe(undefined)
    expect(pathInRepository('/repo', {path: '..', cwd: '/repo/sub'})).toBe(undefined)
    // A name that starts with two dots is inside.
    expect(pathInRepository('/repo', {path: '..a.md', cwd: '/repo'})).toBe('..a.md')
  })

  it('through a symbolic link to the checkout', () => {
    expect(pathInRepository(path.join(folder, 'repo'), {path: 'docs/a.md', cwd: path.join(folder, 'link/sub')})).toBe(
      'sub/docs/a.md'
    )
    expect(pathInRepository(path.join(folder, 'link'), {path: 'sub/docs/a.md', cwd: path.join(folder, 'repo')})).toBe(
      'sub/docs/a.md'
    )
  })
})

/**
 * `tsx scripts/import-cycles.ts`: list the import cycles between the
 * packages' source modules and exit 1 when there is one. Imports are read
 * with TypeScript's own pre-processor and resolved as the type checker
 * resolves them (tsconfig.json: NodeNext, the `source` condition, so that
 * `./x.js` and `@urilint/core/character` lead to `.ts` files). Type-only
 * imports count: a type in the wrong module is how a cycle starts.
 * Cycles are the strongly connected components of the graph (Tarjan). It
 * also fails on an import that layering forbids (`forbidden`).
 */
import fs from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '..')
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {}}
)
if (config === undefined) throw new Error('Cannot read tsconfig.json')
const options = config.options
const sources = path.join(root, 'packages')
const isSource = (file: string): boolean =>
  file.startsWith(sources + path.sep) &&
  file.includes(`${path.sep}src${path.sep}`) &&
  !file.includes(`${path.sep}node_modules${path.sep}`)
const files = config.fileNames.map((file) => path.resolve(file)).filter(isSource)

/** The package source modules each module imports (statically, dynamically or by re-export). */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
  const found = new Set<string>()
  for (const reference of info.importedFiles) {
    const resolved = ts.resolveModuleName(reference.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName
    if (resolved !== undefined && isSource(path.resolve(resolved))) found.add(fs.realpathSync(resolved))
  }
  return [...found]
}

const graph = new Map(files.map((file) => [fs.realpathSync(file), importsOf(file)]))
const name = (file: string): string => path.relative(root, file)

/** Tarjan's strongly connected components with more than one module, or one that imports itself. */
function cycles(): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string): void => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

/** Imports that layering forbids, even without a cycle: [importer's folder, module, why]. */
const forbidden: Array<[string, string, string]> = [
  [
    'packages/remark-lint-uri/src/cli/report/',
    'packages/remark-lint-uri/src/cli/lint.ts',
    'the reporters read results, not the engine'
  ]
]

/** Every module `file` reaches through its imports. */
function reach(file: string): Set<string> {
  const seen = new Set<string>()
  const pending = [file]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const target of graph.get(next) ?? []) {
      if (seen.has(target)) continue
      seen.add(target)
      pending.push(target)
    }
  }
  return seen
}

let layering = 0
for (const [folder, module, why] of forbidden) {
  for (const file of graph.keys()) {
    if (!name(file).startsWith(folder) || !reach(file).has(path.join(root, module))) continue
    process.stdout.write(`${name(file)} reaches ${module}: ${why}\n`)
    layering++
  }
}

const found = cycles()
for (const component of found) {
  // One import of the cycle per member, to show where it closes.
  const members = new Set(component)
  process.stdout.write(`cycle of ${component.length}:\n`)
  for (const file of component) {
    const within = graph.get(file)!.filter((target) => members.has(target))
    process.stdout.write(`  ${name(file)} -> ${within.map(name).join(', ')}\n`)
  }
}
process.stdout.write(`${graph.size} modules, ${found.length} import ${found.length === 1 ? 'cycle' : 'cycles'}\n`)
if (found.length > 0 || layering > 0) process.exitCode = 1

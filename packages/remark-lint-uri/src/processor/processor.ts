/**
 * The processor of the `urilint` CLI and the language server: remark-parse
 * with GFM (bare URLs are links), front matter (so that it is not read as
 * Markdown), the gate on GFM's second literal search and the limits that keep
 * the parse linear (parse/parse-guard.ts), plus plain text for
 * `.txt`, `.eml` and `.mbox`, and ESM blocks of `.mdx` as code (mdx.ts). The rules come from the configuration
 * (`defaultConfig` when there is none; the CLI and the language server add
 * the preset's when it names none: ensure-rules.ts). Exported as
 * `remark-lint-uri/processor`, so that the language server can use a
 * workspace's own copy.
 */
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import {unified, type Data, type Processor} from 'unified'
import remarkUriParseGuard from '../parse/parse-guard.js'
import remarkGfmLiteralGate from './gfm-literal-gate.js'
import {remarkUriMdx} from './mdx.js'
import {remarkUriPlainText} from './plain-text.js'
import {remarkUriQuickFixes} from './quick-fix-flag.js'

/**
 * Empty the syntax extensions of the processor being frozen, before the plugins attached after this one add
 * theirs. unified copies a frozen processor's data into each copy (`processor()`, which unified-engine makes
 * for every file) and attaches the plugins again when the copy is frozen: remark-gfm and remark-frontmatter
 * then pushed their extensions a second time, and every file was parsed with both twice (the same tree, at
 * 12% to 19% more time a parse). unified's `copy` could leave out what the attachers write; plugins that
 * push their extensions cannot tell a copy's data from the user's. Extensions are given as plugins (those set
 * with `data` on a copy before it is frozen are dropped).
 */
function remarkUriFreshExtensions(this: Processor): undefined {
  const data: Data = this.data()
  data.micromarkExtensions = []
  data.fromMarkdownExtensions = []
  // remark-stringify's (typed only where it is installed): remark-gfm and remark-frontmatter push theirs too.
  ;(data as Record<string, unknown>).toMarkdownExtensions = []
}

/** A frozen processor; unified-engine calls it for a fresh copy per file. */
export const processor = unified()
  // First: the extensions of the plugins after it, once each in every copy.
  .use(remarkUriFreshExtensions)
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkGfm)
  // After remark-gfm: its second search for literals only where one can be.
  .use(remarkGfmLiteralGate)
  // Markdown in linear time (the preset's guard then finds it in place).
  .use(remarkUriParseGuard)
  .use(remarkUriPlainText)
  .use(remarkUriMdx)
  // Its transformer runs before the rules': the configuration's plugins are attached after these.
  .use(remarkUriQuickFixes)
  .freeze()

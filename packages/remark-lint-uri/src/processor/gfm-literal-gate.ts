/**
 * remark-gfm finds `www.`, e-mail, `mailto:` and `xmpp:` literals a second
 * time after parsing: mdast-util-gfm-autolink-literal's transform makes four
 * passes over the whole tree, a regular expression on every text node. On
 * docs that is a tenth of the parse, and on most files it changes nothing.
 *
 * Used after remark-gfm, this plugin runs that transform only on trees where
 * it can change something: where a text node outside links holds `@`, `://`
 * or `www.` (each of its four patterns needs one of them). The tree is the
 * same either way; a test compares it with remark-gfm's own.
 */
import type {Nodes, Root} from 'mdast'
import {gfmAutolinkLiteralFromMarkdown} from 'mdast-util-gfm-autolink-literal'
import type {Data, Processor} from 'unified'

type MdastExtension = ReturnType<typeof gfmAutolinkLiteralFromMarkdown>
type Transform = NonNullable<MdastExtension['transforms']>[number]
type Extensions = Array<MdastExtension | Extensions>

/**
 * The transform as remark-gfm's copy of the package has it. A different copy
 * (another version) has another function: then nothing is gated, and the
 * plugin says so (the tree is still right, only slower).
 */
const literalTransform: Transform | undefined = gfmAutolinkLiteralFromMarkdown().transforms?.[0]

let warned = false

/** Run remark-gfm's literal transform only where a text can hold a literal. */
export default function remarkGfmLiteralGate(this: Processor): undefined {
  const extensions = (this.data('fromMarkdownExtensions') ?? []) as Extensions
  if (literalTransform !== undefined && gate(extensions, literalTransform) > 0) return
  if (!warned) {
    warned = true
    process.emitWarning(
      "remark-gfm's literal transform was not found (another version of mdast-util-gfm-autolink-literal?): it runs on every file",
      {
        code: 'URILINT_GFM_GATE'
      }
    )
  }
}

/** Whether `processor`'s GFM literal transform is gated (for tests). */
export function isGated(processor: {data(): Data}): boolean {
  const extensions = (processor.data().fromMarkdownExtensions ?? []) as Extensions
  return someExtension(extensions, (extension) => extension.transforms?.includes(gatedTransform) === true)
}

function someExtension(extensions: Extensions, test: (extension: MdastExtension) => boolean): boolean {
  return extensions.some((extension) => (Array.isArray(extension) ? someExtension(extension, test) : test(extension)))
}

/** Replace `transform` in the extensions; returns how many it replaced. */
function gate(extensions: Extensions, transform: Transform): number {
  let replaced = 0
  for (let index = 0; index < extensions.length; index++) {
    const extension = extensions[index]!
    if (Array.isArray(extension)) replaced += gate(extension, transform)
    else if (extension.transforms?.includes(transform)) {
      // A copy: the extension object may be shared with other processors.
      extensions[index] = {
        ...extension,
        transforms: extension.transforms.map((each) => (each === transform ? gatedTransform : each))
      }
      replaced++
    }
  }
  return replaced
}

function gatedTransform(tree: Root): Root | undefined {
  return literalTransform !== undefined && mayHoldLiteral(tree) ? (literalTransform(tree) ?? undefined) : undefined
}

/** Whether a text node outside links and link references holds `@`, `://` or `www.` (any case). */
export function mayHoldLiteral(tree: Root): boolean {
  const stack: Nodes[] = [tree]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node.type === 'text') {
      if (textMayHoldLiteral(node.value)) return true
    } else if ('children' in node && node.type !== 'link' && node.type !== 'linkReference') {
      for (const child of node.children) stack.push(child)
    }
  }
  return false
}

function textMayHoldLiteral(value: string): boolean {
  if (value.includes('@') || value.includes('://')) return true
  // `www` before a dot, in any case.
  for (let dot = value.indexOf('.', 3); dot !== -1; dot = value.indexOf('.', dot + 1)) {
    if (isW(value.charCodeAt(dot - 1)) && isW(value.charCodeAt(dot - 2)) && isW(value.charCodeAt(dot - 3))) return true
  }
  return false
}

function isW(code: number): boolean {
  return code === 119 /* w */ || code === 87 /* W */
}

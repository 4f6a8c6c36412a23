/**
 * Where the URI of an HTML site is written, as a message names it: "the
 * `href` attribute of `<a>`", or, in a JSX component of MDX (a tag name
 * that starts with an upper-case letter: `<Link>`, `<Docs.Card>`), "the
 * `href` prop of `<Link>`": a component's props are not HTML attributes.
 */
import {codes, isAlpha, isAlphanumeric} from '@urilint/core/character'
import {sourceStart} from '@urilint/extract/source-map'
import type {Site} from './collect.js'

/** Farthest back from a value that its tag's `<` is looked for: past it, the element goes unnamed. */
const maxTagReach = 2048

/** The last tag found, so that the sites of one node, in order, scan its text once (10^5 attributes in one tag). */
let last: {text: string; nodeStart: number; offset: number; name: string | undefined} | undefined

/** How a message names where `site`, an HTML site, is written in `text`; `undefined` for other sites. */
export function htmlPlace(site: Site, text: string): string | undefined {
  if (site.kind !== 'html' || site.attribute === undefined) return undefined
  const attribute = '`' + site.attribute + '`'
  const offset = sourceStart(site.segments, 0)
  const before = last !== undefined && last.text === text && last.nodeStart === site.nodeStart && last.offset <= offset
  const found = tagName(text, before ? Math.max(last!.offset, site.nodeStart) : site.nodeStart, offset)
  const name = found ?? (before ? last!.name : undefined)
  last = {text, nodeStart: site.nodeStart, offset, name}
  if (name === undefined) return `the ${attribute} attribute`
  const first = name.charCodeAt(0)
  return first >= codes.uppercaseA && first <= codes.uppercaseZ
    ? `the ${attribute} prop of \`<${name}>\``
    : `the ${attribute} attribute of \`<${name}>\``
}

/** The name of the tag whose `<` is the last one before `offset` (not before `floor`, nor `maxTagReach` back) that a letter follows. */
function tagName(text: string, floor: number, offset: number): string | undefined {
  const limit = Math.max(floor, offset - maxTagReach)
  for (let index = offset - 1; index >= limit; index--) {
    if (text.charCodeAt(index) !== codes.lessThan || !isAlpha(text.charCodeAt(index + 1))) continue
    let end = index + 2
    while (end < offset && isNameCode(text.charCodeAt(end))) end++
    return text.slice(index + 1, end)
  }
  return undefined
}

/** A JSX or HTML tag name: `a`, `Link`, `Docs.Card`, `my-element`, `svg:a`. */
function isNameCode(code: number): boolean {
  return (
    isAlphanumeric(code) ||
    code === codes.dot ||
    code === codes.dash ||
    code === codes.underscore ||
    code === codes.colon
  )
}

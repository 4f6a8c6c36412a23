/**
 * Where the URI of an HTML site is written, as a message names it: "the
 * `href` attribute of `<a>`", or, in a JSX component of MDX (a tag name
 * that starts with an upper-case letter: `<Link>`, `<Docs.Card>`), "the
 * `href` prop of `<Link>`": a component's props are not HTML attributes.
 */
import {codes} from '@urilint/core/character'
import type {Site} from './collect.js'

/** How a message names where `site`, an HTML site, is written; `undefined` for other sites. */
export function htmlPlace(site: Site): string | undefined {
  if (site.kind !== 'html' || site.attribute === undefined) return undefined
  const attribute = '`' + site.attribute + '`'
  const name = site.tag
  if (name === undefined || name === '') return `the ${attribute} attribute`
  const first = name.charCodeAt(0)
  return first >= codes.uppercaseA && first <= codes.uppercaseZ
    ? `the ${attribute} prop of \`<${name}>\``
    : `the ${attribute} attribute of \`<${name}>\``
}

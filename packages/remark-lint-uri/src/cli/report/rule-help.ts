/**
 * What the SARIF report says of each rule besides `ruleMetadata` (its
 * severity and summary): the help a code scanning alert shows (what the rule
 * flags, why, how to fix it), its tags and, for the security rules, the
 * `security-severity` GitHub ranks alerts by. Kept here, not in
 * `rules/metadata.ts`: only the report needs it, and the preset stays small.
 */
import {docsUrl} from '../../rules/docs.js'
import type {RuleId} from '../../rules/metadata.js'

/** The help of a rule: three short paragraphs, Markdown inline code allowed. */
export interface RuleHelp {
  /** What it flags. */
  flags: string
  /** Why it matters. */
  why: string
  /** How to fix it. */
  fix: string
}

/** What a report says of a rule. */
export interface RuleReporting {
  help: RuleHelp
  /** SARIF `properties.tags`: GitHub shows them and filters by them (`external/cwe/cwe-…` links the CWE). */
  tags: readonly string[]
  /**
   * SARIF `properties.security-severity`, a CVSS-like score from 0.1 to 10
   * (GitHub: 9.0 and up critical, 7.0 high, 4.0 medium, below low); only for
   * the security rules.
   */
  securitySeverity?: string
}

/** Per rule. */
export const ruleReporting: Readonly<Record<RuleId, RuleReporting>> = {
  'no-malformed-uri': {
    help: {
      flags:
        'A URI that is not an RFC 3986 URI reference, in a link, a definition, an autolink, HTML or a bare URL: one message per URI. A warning where browsers reject it or follow another host, path or fragment than RFC 3986 reads (a port that is not a number, a second `#`, a backslash, a `%` not followed by two hex digits); a note where browsers percent-encode the characters themselves (`|`, `^`, a space, non-ASCII), and for templates (`${HOST}`, `[owner-name]`).',
      why: 'A link that browsers read differently from what it says breaks, or leads somewhere else than the writer meant; one that only RFC 3986 rejects breaks in stricter clients (tools, other parsers).',
      fix: 'Use the repaired URI the message offers as its fix: every offending character percent-encoded (a space is `%20`, `é` is `%C3%A9`), a non-ASCII host in its punycode form. A port or scheme that is not one needs rewriting by hand.'
    },
    // Not a security rule: no security-severity.
    tags: ['correctness']
  },
  'no-unsafe-port': {
    help: {
      flags:
        "A port that is not the scheme's default and belongs to another protocol (the Fetch standard's bad ports, such as `25` for SMTP or `6000` for X11), or a port above 65535.",
      why: 'RFC 3986 7.2: such a URI makes a client speak one protocol to a server of another (`http://host:25/` sends HTTP to a mail server), which can smuggle commands to that server. Browsers refuse these ports, so the link is broken for readers too.',
      fix: "Use the scheme's default port or the service's own port. A port meant as it is can be allowed with the rule's `allowPorts` option or a `<!--lint ignore no-unsafe-port-->` comment."
    },
    tags: ['security'],
    // CVSS 3.1 AV:N/AC:H/PR:N/UI:R/S:U/C:N/I:L/A:N = 3.1 (low): a reader must follow the link, browsers
    // already refuse these ports, and at worst a command reaches the other server.
    securitySeverity: '3.1'
  },
  'no-uri-password': {
    help: {
      flags:
        'A password in the userinfo of a URI (`https://user:password@host/`), in prose and in code. A user name alone is fine, and so are placeholders (`${TOKEN}`, `<password>`, `changeme` …); on a host reserved for examples (`example.com`, `*.test`) or this machine (`localhost`) it is a note.',
      why: 'RFC 3986 7.5: whoever reads the URI reads the password: here everyone who can read the repository, its history, its forks and every copy of the document (CWE-798, hard-coded credentials).',
      fix: 'Take the password out of the URI and pass it another way (an environment variable, a credential helper, a secret store). Then change it: it stays in the history of the repository.'
    },
    tags: ['security', 'external/cwe/cwe-798'],
    // CVSS 3.1 AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N = 7.5 (high): a working credential, readable by
    // anyone who can read the document, with no further step.
    securitySeverity: '7.5'
  }
}

/** A rule's help as SARIF's `help`: plain text, and Markdown with a link to the rule's docs. */
export function helpOf(id: RuleId): {text: string; markdown: string} {
  const {flags, why, fix} = ruleReporting[id].help
  return {
    text: [flags, 'Why: ' + why, 'Fix: ' + fix].join('\n\n'),
    markdown: [flags, '**Why:** ' + why, '**Fix:** ' + fix, '[Documentation of `' + id + '`](' + docsUrl(id) + ')'].join('\n\n')
  }
}

// `prepack` of each package: only pnpm packs them right. `npm pack` would ship the
// `workspace:*` dependencies and the `source` export condition as written; `pnpm pack`
// writes the versions and applies `publishConfig` (the exports of dist/ only).
const agent = process.env.npm_config_user_agent ?? ''
if (!agent.startsWith('pnpm/')) {
  process.stderr.write(
    'This package is packed with pnpm, which writes its workspace dependencies and publishConfig: run `npx -y pnpm@10 pack` here, or `npx -y pnpm@10 -r pack` at the root.\n'
  )
  process.exit(1)
}

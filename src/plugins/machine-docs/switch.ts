/**
 * `DOCS_MACHINE_DOCS=off` builds the site without this plugin's work (no twins, llms files, inventory,
 * tree capture or copy-page menu). It exists only so `scripts/bench-machine-docs.sh` can measure what the
 * plugin costs in one checkout, like `DOCS_BUNDLER=webpack` for the bundler comparison.
 */
export function isSwitchedOff(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.DOCS_MACHINE_DOCS;
  if (value === undefined || value === '' || value === 'on') return false;
  if (value === 'off') return true;
  throw new Error(`DOCS_MACHINE_DOCS must be "on" or "off", not "${value}"`);
}

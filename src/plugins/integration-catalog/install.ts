/**
 * The `package` front matter of an integration page is a pip requirement: a PyPI name, optional extras
 * and an optional version range (`dagster-airlift[core]`, `dagster-dingtalk<0.2`). This reads it and
 * writes the install command for either package manager, quoted the way the pages' own tabs quote it.
 */

export type PackageManager = 'uv' | 'pip';

export const PACKAGE_MANAGERS: readonly PackageManager[] = ['uv', 'pip'];

export interface Requirement {
  /** The PyPI project name, which also names the library's API reference page. */
  name: string;
  /** The requirement as written, passed to the installer. */
  spec: string;
}

const NAME = String.raw`[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?`;
const EXTRAS = String.raw`\[${NAME}(?:,${NAME})*\]`;
const CLAUSE = String.raw`(?:===|==|!=|<=|>=|~=|<|>)[A-Za-z0-9.*+!_-]+`;
const REQUIREMENT = new RegExp(`^(${NAME})(${EXTRAS})?(${CLAUSE}(?:,${CLAUSE})*)?$`);

/** The requirement, or an error message that says what a valid one looks like. */
export function parseRequirement(value: string): Requirement | {error: string} {
  const match = REQUIREMENT.exec(value.trim());
  if (!match) {
    return {error: `"${value}" is not a pip requirement: write a PyPI name, optionally with [extras] and a version range, without spaces`};
  }
  return {name: match[1], spec: value.trim()};
}

/** Extras and version ranges hold characters the shell would expand or redirect. */
const needsQuotes = (spec: string): boolean => /[^A-Za-z0-9._-]/.test(spec);

export function installCommand(spec: string, manager: PackageManager): string {
  const argument = needsQuotes(spec) ? `"${spec}"` : spec;
  return manager === 'uv' ? `uv add ${argument}` : `pip install ${argument}`;
}

export const pypiUrl = (name: string): string => `https://pypi.org/project/${name}/`;

export const isPackageManager = (value: unknown): value is PackageManager => value === 'uv' || value === 'pip';

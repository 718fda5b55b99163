/**
 * What the site shows around a page's own text, as Markdown for its twin: where the page applies (the
 * badges under its title) and, on an integration library page, the header with its support tier,
 * category, what it provides and how to install it. Pure: the data comes from front matter the plugin
 * has already read.
 */
import {badgesFor, type Applicability} from '../applicability/client/model';
import type {CatalogEntry} from '../integration-catalog/entry';
import {installCommand, pypiUrl} from '../integration-catalog/install';
import {PROVIDES} from '../integration-catalog/vocabulary';

/** Inline code that survives a backtick in the value. */
const code = (value: string): string => (value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``);

/** `Applies to: Dagster+ Serverless, Dagster+ Hybrid, Pro plan`, as the badges under the title read. */
export function applicabilityLine(appliesTo: Applicability): string {
  return `Applies to: ${badgesFor(appliesTo)
    .map((badge) => badge.label)
    .join(', ')}`;
}

/** The facts of a library page's header, as a list; `url` makes a route absolute. */
export function libraryFacts(entry: CatalogEntry, url: (route: string) => string): string {
  const facts = [
    `Support: [${entry.tier.label}](${url(entry.tier.permalink)})`,
    `Category: [${entry.category.label}](${url(entry.category.permalink)})`,
  ];
  if (entry.provides.length) facts.push(`Provides: ${entry.provides.map((value) => PROVIDES[value]).join(', ')}`);
  if (entry.package) {
    const {spec, name} = entry.package;
    facts.push(
      `Install: ${code(installCommand(spec, 'uv'))} or ${code(installCommand(spec, 'pip'))}`,
      `Package: [${name} on PyPI](${pypiUrl(name)})`,
    );
  } else {
    facts.push('Install: nothing to install in your Dagster project');
  }
  if (entry.apiReference) facts.push(`API reference: [${entry.package?.name ?? entry.title}](${url(entry.apiReference)})`);
  return facts.map((fact) => `- ${fact}`).join('\n');
}

import yaml from 'js-yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export interface FrontMatter {
  data: Record<string, unknown>;
  /** The YAML parser's first error line, when the block does not parse. */
  error?: string;
  /** The whole front matter block, delimiters included; empty when the page has none. */
  block: string;
}

/** A Markdown page's front matter: its data, and the block to cut from the source to get the body. */
export function readFrontMatter(source: string): FrontMatter {
  const match = FRONT_MATTER.exec(source);
  if (!match) return {data: {}, block: ''};
  try {
    const loaded = yaml.load(match[1]);
    return {data: loaded && typeof loaded === 'object' ? (loaded as Record<string, unknown>) : {}, block: match[0]};
  } catch (error) {
    return {data: {}, error: (error as Error).message.split('\n')[0], block: match[0]};
  }
}

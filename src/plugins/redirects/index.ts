import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import clientRedirectsPlugin from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {load as cheerioLoad} from 'cheerio';
import yaml from 'js-yaml';
import {parseRedirectData, type RedirectData} from './data';
import {redirectsFile, vercelConfig} from './edge';
import {expandRedirects, missingAnchors, type Redirect} from './expand';

export const REDIRECTS_DATA_FILE = 'src/data/redirects.yaml';

function loadRedirectData(file: string): RedirectData {
  let raw: unknown;
  try {
    raw = yaml.load(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Redirect map ${file} could not be read: ${(error as Error).message}`);
  }
  return parseRedirectData(raw, file);
}

function idsReader(outDir: string): (route: string) => ReadonlySet<string> | null {
  const cache = new Map<string, ReadonlySet<string> | null>();
  return (route) => {
    if (!cache.has(route)) {
      const file = path.join(outDir, route, 'index.html');
      const ids = existsSync(file)
        ? new Set(
            cheerioLoad(readFileSync(file, 'utf8'))('[id]')
              .toArray()
              .map((element) => element.attribs.id),
          )
        : null;
      cache.set(route, ids);
    }
    return cache.get(route)!;
  };
}

/**
 * Old paths land on their new pages. The map (src/data/redirects.yaml) is read when the site loads, so a
 * malformed file stops `start` and `build` at once. After the build, every target is checked against the
 * pages and anchors that exist, `@docusaurus/plugin-client-redirects` writes a static redirect page per
 * old path, and `_redirects` and `vercel.json` carry the same map for hosts that redirect at the edge.
 */
export default function redirectsPlugin(context: LoadContext): Plugin {
  const dataFile = path.join(context.siteDir, REDIRECTS_DATA_FILE);
  const data = loadRedirectData(dataFile);
  return {
    name: 'docs-redirects',

    async postBuild(props) {
      const routes = props.routesPaths.map((route) => `/${route.slice(props.baseUrl.length)}`);
      const {redirects, errors} = expandRedirects(data, routes);
      errors.push(...missingAnchors(redirects, idsReader(props.outDir)));
      if (errors.length > 0) {
        throw new Error(`Redirect map ${REDIRECTS_DATA_FILE} has ${errors.length} problem(s):\n- ${errors.join('\n- ')}`);
      }
      writeFileSync(path.join(props.outDir, '_redirects'), redirectsFile(redirects));
      writeFileSync(path.join(props.outDir, 'vercel.json'), `${JSON.stringify(vercelConfig(redirects), null, 2)}\n`);
      await writeRedirectPages(context, props, redirects);
    },
  };
}

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

async function writeRedirectPages(context: LoadContext, props: PostBuildProps, redirects: Redirect[]) {
  const pages = clientRedirectsPlugin(context, {
    id: 'default',
    fromExtensions: [],
    toExtensions: [],
    redirects: redirects.map(({from, to}) => ({from, to})),
  });
  // The upstream plugin reads only the routes, output folder and site config of the build.
  await pages?.postBuild?.(props as Parameters<NonNullable<typeof pages.postBuild>>[0]);
}

/**
 * A static server for a production build that behaves like a real host: text is gzipped, hashed assets
 * are cached for a year, and pages resolve the way Docusaurus writes them (`/a/b` and `/a/b/` serve
 * `a/b/index.html`). `docusaurus serve` does not compress, which would make every page look slow to
 * Lighthouse for a reason no reader meets.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Text formats shrink with gzip; images and fonts are compressed already. */
export function isCompressible(type: string): boolean {
  return /^text\/|json|xml|svg/.test(type);
}

/** Hashed build output never changes under its name; everything else must be revalidated. */
export function cacheControl(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The file a URL path serves from the build, or null for a 404. Paths that climb out of the root
 * resolve to null rather than to a file elsewhere on disk.
 */
export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  if (target !== base && !target.startsWith(`${base}${path.sep}`)) return null;
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1 (port 0 picks a free one). Compressed bodies are kept, as a CDN would. */
export async function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} holds no index.html: build the site first (npx docusaurus build --out-dir ${root}).`);
  }
  const gzipped = new Map<string, Buffer>();
  const notFound = path.join(root, '404.html');
  const server: Server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = resolveFile(root, urlPath) ?? (existsSync(notFound) ? notFound : null);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const type = contentType(file);
    const status = file === notFound && resolveFile(root, urlPath) !== notFound ? 404 : 200;
    let body: Uint8Array = readFileSync(file);
    const headers: Record<string, string> = {'Content-Type': type, 'Cache-Control': cacheControl(urlPath), Vary: 'Accept-Encoding'};
    if (isCompressible(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      let compressed = gzipped.get(file);
      if (!compressed) {
        compressed = gzipSync(body, {level: 9});
        gzipped.set(file, compressed);
      }
      body = compressed;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const {port: actual} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

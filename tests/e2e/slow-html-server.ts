import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

/** A page's HTML sent in two parts with a pause between, the way a slow network delivers it. */
export interface SlowHtml {
  path: string;
  /** The HTML is cut just before the first occurrence of this text. */
  cutBefore: string;
  pauseMs: number;
}

/**
 * Serves `origin` through a local proxy that holds back the rest of one page's HTML, so a browser sees a
 * document half parsed for a while and may paint it. Every other request is passed through unchanged.
 */
export async function startSlowHtmlServer(origin: string, slow: SlowHtml): Promise<{url: string; close: () => Promise<void>}> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin));
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers = {'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream'};
      if (new URL(request.url ?? '/', origin).pathname !== slow.path) {
        response.writeHead(upstream.status, headers).end(body);
        return;
      }
      const html = body.toString('utf8');
      const cut = html.indexOf(slow.cutBefore);
      if (cut < 0) throw new Error(`${slow.path} does not contain ${JSON.stringify(slow.cutBefore)}`);
      response.writeHead(upstream.status, headers);
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, slow.pauseMs));
      response.end(html.slice(cut));
    })().catch((error: unknown) => {
      response.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

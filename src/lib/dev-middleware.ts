/**
 * A plugin's answer to some dev-server requests (`docusaurus start`), added in front of Docusaurus's own.
 * Plugins that serve files the build writes (Markdown twins, social cards) use it so `start` answers the
 * same URLs as a built site.
 */
import type {Configuration} from 'webpack';

export interface DevResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body?: string | Buffer): void;
}

export interface DevRequest {
  method?: string;
  url?: string;
}

/** Answers the request and returns true, or returns false to pass it on. A thrown error answers 500 with its message. */
export type DevHandler = (pathname: string, response: DevResponse, request: DevRequest) => boolean | Promise<boolean>;

type Middleware = {name: string; middleware: (request: DevRequest, response: DevResponse, next: () => void) => void};

export function devMiddleware(name: string, handle: DevHandler, onError?: (error: Error) => void): Middleware {
  return {
    name,
    middleware: (request, response, next) => {
      let pathname: string;
      try {
        pathname = decodeURI(new URL(request.url ?? '/', 'http://localhost').pathname);
      } catch {
        return next();
      }
      const fail = (error: Error) => {
        onError?.(error);
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(error.message);
      };
      try {
        Promise.resolve(handle(pathname, response, request)).then((answered) => answered || next(), fail);
      } catch (error) {
        fail(error as Error);
      }
    },
  };
}

/** The webpack configuration that puts the middleware in front of the dev server's. */
export function devServerConfig(middleware: Middleware): Configuration & {devServer: object} {
  return {
    // The dev server's settings are not part of webpack's configuration type, though Docusaurus merges them.
    devServer: {
      // webpack-merge calls this after Docusaurus's own setupMiddlewares with the same array and
      // concatenates both results, so the middleware goes into that array and nothing is returned.
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift(middleware);
        return [];
      },
    },
  } as Configuration & {devServer: object};
}

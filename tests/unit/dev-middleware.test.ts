import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {devMiddleware, devServerConfig, type DevHandler, type DevResponse} from '../../src/lib/dev-middleware';

function fakeResponse() {
  const sent: {status: number; headers: Record<string, string>; body?: string | Buffer} = {status: 200, headers: {}};
  const response: DevResponse = {
    set statusCode(value: number) {
      sent.status = value;
    },
    get statusCode() {
      return sent.status;
    },
    setHeader: (name, value) => {
      sent.headers[name] = value;
    },
    end: (body) => {
      sent.body = body;
    },
  };
  return {response, sent};
}

/** Runs one request through the middleware; resolves with whether it was passed on, once it settles. */
function run(handle: DevHandler, url: string, onError?: (error: Error) => void) {
  const {response, sent} = fakeResponse();
  return new Promise<{passed: boolean; sent: typeof sent}>((resolve) => {
    const {middleware} = devMiddleware('test', handle, onError);
    const originalEnd = response.end;
    response.end = (body) => {
      originalEnd(body);
      resolve({passed: false, sent});
    };
    middleware({method: 'GET', url}, response, () => resolve({passed: true, sent}));
  });
}

describe('dev-server middleware', () => {
  it('gives the handler the decoded path and stops when it answers', async () => {
    const seen: string[] = [];
    const {passed, sent} = await run((pathname, response) => {
      seen.push(pathname);
      response.end('twin');
      return true;
    }, '/guides/build%20x.md?v=1');
    assert.deepEqual(seen, ['/guides/build x.md']);
    assert.equal(passed, false);
    assert.equal(sent.body, 'twin');
  });

  it('passes the request on when the handler declines, sync or async', async () => {
    assert.equal((await run(() => false, '/a.md')).passed, true);
    assert.equal((await run(async () => false, '/a.md')).passed, true);
  });

  it('passes on a path that does not decode instead of failing', async () => {
    let called = false;
    const {passed} = await run(() => (called = true), '/%E0%A4%A');
    assert.equal(passed, true);
    assert.equal(called, false);
  });

  it('answers 500 with the message when the handler throws or rejects, and reports it', async () => {
    const errors: string[] = [];
    for (const handle of [
      () => {
        throw new Error('twin failed');
      },
      async () => {
        throw new Error('twin failed');
      },
    ] as DevHandler[]) {
      const {passed, sent} = await run(handle, '/a.md', (error) => errors.push(error.message));
      assert.equal(passed, false);
      assert.equal(sent.status, 500);
      assert.equal(sent.headers['Content-Type'], 'text/plain; charset=utf-8');
      assert.equal(sent.body, 'twin failed');
    }
    assert.deepEqual(errors, ['twin failed', 'twin failed']);
  });

  it('goes in front of the dev server’s own middlewares and returns none of its own', () => {
    const middleware = devMiddleware('mine', () => false);
    const existing: unknown[] = [{name: 'docusaurus'}];
    const setup = (devServerConfig(middleware).devServer as {setupMiddlewares: (list: unknown[]) => unknown[]}).setupMiddlewares;
    assert.deepEqual(setup(existing), []);
    assert.equal(existing[0], middleware);
    assert.equal(existing.length, 2);
  });
});

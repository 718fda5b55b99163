import {createElement, type ComponentType, type ReactNode} from 'react';

/** A route component as the route table holds it: react-loadable's, with its `preload`. */
export type RouteComponent<P extends object> = ComponentType<P> & {preload?: () => Promise<unknown>};

/**
 * A stand-in for a route component that builds the real one, once, when the route is first preloaded
 * or rendered. The stand-in renders the real component with the same props, so the tree and the HTML
 * are unchanged; only the moment the real component is built moves.
 */
export function lazyRouteComponent<P extends object>(create: () => RouteComponent<P>): RouteComponent<P> {
  let component: RouteComponent<P> | undefined;
  const real = () => (component ??= create());
  function LazyRoute(props: P): ReactNode {
    return createElement(real(), props);
  }
  LazyRoute.preload = () => real().preload?.() ?? Promise.resolve();
  return LazyRoute;
}

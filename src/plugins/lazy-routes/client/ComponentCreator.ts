// Stands in for @docusaurus/ComponentCreator (aliased in ../index.ts): the generated route table calls
// it once per route, so each route's loadable component is built on first use instead of at start-up.
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import {lazyRouteComponent, type RouteComponent} from '../lazy';

export default function LazyComponentCreator(path: string, hash?: string): RouteComponent<object> {
  return lazyRouteComponent(() => ComponentCreator(path, hash));
}

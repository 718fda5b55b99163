// Docusaurus ships this module without types; it is the function the generated route table calls.
declare module '@docusaurus/core/lib/client/exports/ComponentCreator' {
  import type {RouteComponent} from '@site/src/plugins/lazy-routes/lazy';

  export default function ComponentCreator(path: string, hash?: string): RouteComponent<object>;
}

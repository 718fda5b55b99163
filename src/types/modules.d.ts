declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module 'docs-local-search-original-lite' {
  export {liteClient} from 'algoliasearch/lite';
}

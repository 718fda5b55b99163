import docsearchPackage from '@docsearch/react/package.json';

/** The installed DocSearch version; the theme reads it to pick its v3 code paths. */
export const version: string = docsearchPackage.version;

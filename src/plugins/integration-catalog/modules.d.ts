// Types for the modules this plugin provides at build time: its theme components (resolved through
// the @theme alias from ./theme) and the catalog data it writes with createData (index.ts).

declare module '@generated/integration-catalog/default/catalog.json' {
  import type {CatalogData} from '@site/src/plugins/integration-catalog/catalog';

  const data: CatalogData;
  export default data;
}

declare module '@theme/IntegrationCatalog' {
  export {default} from '@site/src/plugins/integration-catalog/theme/IntegrationCatalog';
}

declare module '@theme/IntegrationHeader' {
  export {default} from '@site/src/plugins/integration-catalog/theme/IntegrationHeader';
}

declare module '@theme/IntegrationBadges' {
  export {default} from '@site/src/plugins/integration-catalog/theme/IntegrationBadges';
}

declare module '@theme/IntegrationLogo' {
  export {default} from '@site/src/plugins/integration-catalog/theme/IntegrationLogo';
}

declare module '@theme/InstallCommand' {
  export {default} from '@site/src/plugins/integration-catalog/theme/InstallCommand';
}

declare module '@theme/PackageManagerSwitch' {
  export {default} from '@site/src/plugins/integration-catalog/theme/PackageManagerSwitch';
}

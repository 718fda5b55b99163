/** The catalog's browser-side hooks, used by the components in ../theme. */
export {PACKAGE_MANAGER_SLOT, usePackageManager} from './package-manager';
export {useUrlFilters} from './filters';

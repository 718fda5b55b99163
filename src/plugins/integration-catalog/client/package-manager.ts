import {useCallback} from 'react';
import {useStorageSlot} from '@docusaurus/theme-common';
import {isPackageManager, type PackageManager} from '../install';

/**
 * The storage slot of the pages' `<Tabs groupId="package-manager">`, so choosing pip in the catalog or a
 * header also switches every install tab on the site, and the other way round.
 */
export const PACKAGE_MANAGER_SLOT = 'docusaurus.tab.package-manager';

/** The first tab of every install section, so the default matches what the pages show first. */
const DEFAULT_MANAGER: PackageManager = 'uv';

export function usePackageManager(): [PackageManager, (manager: PackageManager) => void] {
  const [stored, slot] = useStorageSlot(PACKAGE_MANAGER_SLOT);
  const choose = useCallback((manager: PackageManager) => slot.set(manager), [slot]);
  return [isPackageManager(stored) ? stored : DEFAULT_MANAGER, choose];
}

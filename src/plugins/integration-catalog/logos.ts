/**
 * Logos come from simple-icons (CC0-1.0; each icon's brand terms are in its DISCLAIMER.md), read at
 * build time only: the browser gets one small SVG file per logo, never the icon set.
 */
import * as simpleIcons from 'simple-icons';
import {slugToVariableName} from 'simple-icons/sdk';
import type {SimpleIcon} from 'simple-icons';
import {LOGO_SYMBOL} from './logo-path';

const icons = simpleIcons as unknown as Record<string, SimpleIcon | undefined>;

export function findIcon(slug: string): SimpleIcon | undefined {
  if (!/^[a-z0-9_]+$/.test(slug)) return undefined;
  const icon = icons[slugToVariableName(slug)];
  return icon?.slug === slug ? icon : undefined;
}

/** A logo file holding one symbol, so the page can colour it through `fill` for each colour mode. */
export function logoFile(icon: SimpleIcon): string {
  const title = icon.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><symbol id="${LOGO_SYMBOL}" viewBox="0 0 24 24"><title>${title}</title><path d="${icon.path}"/></symbol></svg>\n`;
}

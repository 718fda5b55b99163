/** Draws one card: satori lays the template out as SVG (text as outlines), resvg rasterizes it to PNG. */
import fs from 'node:fs';
import path from 'node:path';
import type {ReactNode} from 'react';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import {templateFingerprint} from './cache';
import {CARD_HEIGHT, CARD_WIDTH} from './client/card-path';
import type {CardSpec} from './card-spec';
import {encodePng} from './png';
import {cardElement, FONT_FAMILY} from './template';

type SatoriFont = Parameters<typeof satori>[1]['fonts'][number];

export interface CardAssets {
  fonts: SatoriFont[];
  logoDataUri: string;
  siteHost: string;
  /** Changes whenever anything every card depends on changes (see cache.ts). */
  fingerprint: string;
}

/** Inter from @fontsource (WOFF: satori reads WOFF, not WOFF2), Latin and Latin Extended, regular and bold. */
const FONT_FILES = [400, 700].flatMap((weight) =>
  ['latin', 'latin-ext'].map((subset) => ({
    weight: weight as 400 | 700,
    file: `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
  })),
);

export function loadCardAssets({logoFile, siteUrl}: {logoFile: string; siteUrl: string}): CardAssets {
  if (!fs.existsSync(logoFile)) throw new Error(`[social-cards] the logo ${logoFile} does not exist`);
  const logo = fs.readFileSync(logoFile);
  const fonts = FONT_FILES.map(({weight, file}) => ({
    name: FONT_FAMILY,
    weight,
    style: 'normal' as const,
    data: fs.readFileSync(require.resolve(file)),
  }));
  const siteHost = new URL(siteUrl).host;
  const versions = ['satori', '@resvg/resvg-js'].map((name) => {
    const {version} = JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {version: string};
    return `${name}@${version}`;
  });
  const template = fs.readFileSync(path.join(__dirname, 'template.ts'));
  return {
    fonts,
    logoDataUri: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    siteHost,
    fingerprint: templateFingerprint([...versions, template, logo, siteHost, ...fonts.map((font) => font.data)]),
  };
}

export async function renderCard(spec: CardSpec, assets: CardAssets): Promise<Buffer> {
  const element = cardElement(spec, assets.logoDataUri, assets.siteHost) as unknown as ReactNode;
  const svg = await satori(element, {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: assets.fonts});
  const image = new Resvg(svg, {fitTo: {mode: 'original'}}).render();
  return encodePng(image.pixels, image.width, image.height);
}

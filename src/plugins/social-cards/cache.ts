/**
 * The card cache: a card is rendered once per distinct content and reused by every later build, so an
 * unchanged page costs a file copy. The key covers everything the picture depends on: the page's title,
 * section and description, and a fingerprint of the template, fonts, logo and renderer versions.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {CardSpec} from './card-spec';

/** Where rendered cards are kept between builds. The plugin uses a folder; tests use memory. */
export interface CardStore {
  has(key: string): boolean;
  write(key: string, png: Buffer): void;
  /** Copies the stored card to `destination` (a file path). */
  copyTo(key: string, destination: string): void;
  keys(): string[];
  remove(key: string): void;
}

export interface KeyedCard {
  spec: CardSpec;
  key: string;
}

export interface CardPlan {
  /** Cards whose content is new: they must be rendered. One entry per distinct key. */
  render: KeyedCard[];
  /** Every card of the build with its key, rendered now or earlier. */
  all: KeyedCard[];
}

const hash = (parts: readonly (string | Buffer)[]): string => {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex').slice(0, 32);
};

/** A fingerprint of everything shared by all cards; change any input and every card is rendered again. */
export function templateFingerprint(inputs: readonly (string | Buffer)[]): string {
  return hash(inputs);
}

/** The cache key of one card: its visible content and the template fingerprint, not the page's path. */
export function cardKey(spec: Pick<CardSpec, 'title' | 'section' | 'description'>, fingerprint: string): string {
  return hash([fingerprint, spec.title, spec.section, spec.description]);
}

/** Which cards need rendering: those whose key the store does not hold. Pages with the same content share one render. */
export function planCards(specs: readonly CardSpec[], fingerprint: string, store: Pick<CardStore, 'has'>): CardPlan {
  const all = specs.map((spec) => ({spec, key: cardKey(spec, fingerprint)}));
  const seen = new Set<string>();
  const render = all.filter(({key}) => {
    if (seen.has(key) || store.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {render, all};
}

/** Stored cards that no page of this build uses any more. */
export function staleKeys(stored: readonly string[], used: Iterable<string>): string[] {
  const keep = new Set(used);
  return stored.filter((key) => !keep.has(key));
}

/** A store in a folder: one `<key>.png` per card. */
export function folderStore(dir: string): CardStore {
  const file = (key: string) => path.join(dir, `${key}.png`);
  return {
    has: (key) => fs.existsSync(file(key)),
    write(key, png) {
      fs.mkdirSync(dir, {recursive: true});
      // Written under a temporary name and renamed, so a build that stops half-way never leaves a truncated card.
      const temporary = `${file(key)}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, png);
      fs.renameSync(temporary, file(key));
    },
    copyTo(key, destination) {
      fs.mkdirSync(path.dirname(destination), {recursive: true});
      fs.copyFileSync(file(key), destination);
    },
    keys: () =>
      fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((name) => name.endsWith('.png'))
            .map((name) => name.slice(0, -'.png'.length))
        : [],
    remove: (key) => fs.rmSync(file(key), {force: true}),
  };
}

/**
 * The card layout, as the element tree satori lays out (plain objects, so no React is needed at build
 * time). Colours are the site's: primary #4f43dd, text #1b1c31 (src/css/custom.scss, static/img/logo.svg).
 */
import {CARD_HEIGHT, CARD_WIDTH} from './client/card-path';
import type {CardSpec} from './card-spec';

export interface CardElement {
  type: string;
  props: {style?: Record<string, string | number>; children?: (CardElement | string)[] | string; [name: string]: unknown};
}

export const COLORS = {primary: '#4f43dd', text: '#1b1c31', muted: '#4a4b63', faint: '#6b6c80', background: '#ffffff', tint: '#f6f5ff'};
export const FONT_FAMILY = 'Inter';

const h = (type: string, style: Record<string, string | number>, children?: CardElement['props']['children'], extra = {}): CardElement => ({
  type,
  props: {style, ...(children === undefined ? {} : {children}), ...extra},
});

/** Shorter titles get bigger type, so a title of any allowed length fits in three lines. */
export function titleSize(title: string): number {
  if (title.length <= 32) return 76;
  if (title.length <= 60) return 64;
  return 52;
}

export function cardElement(spec: CardSpec, logoDataUri: string, siteHost: string): CardElement {
  const size = titleSize(spec.title);
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: COLORS.background,

      fontFamily: FONT_FAMILY,
      color: COLORS.text,
    },
    [
      h('div', {display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '56px 72px 48px'}, [
        h('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between'}, [
          h('div', {display: 'flex', alignItems: 'center'}, [
            h('img', {width: 60, height: 60, marginRight: 18}, undefined, {src: logoDataUri, width: 60, height: 60}),
            h('div', {display: 'flex', fontSize: 36, fontWeight: 700}, [
              'Dagster',
              h('span', {color: COLORS.primary, fontWeight: 400, marginLeft: 10}, 'Docs'),
            ]),
          ]),
          h('div', {display: 'flex', fontSize: 26, color: COLORS.faint}, siteHost),
        ]),
        h('div', {display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center'}, [
          ...(spec.section
            ? [h('div', {display: 'flex', fontSize: 30, fontWeight: 700, color: COLORS.primary, marginBottom: 18}, spec.section)]
            : []),
          h('div', {display: 'block', fontSize: size, fontWeight: 700, lineHeight: 1.12, lineClamp: 3, letterSpacing: -1}, spec.title),
          ...(spec.description
            ? [
                h(
                  'div',
                  {display: 'block', fontSize: 30, color: COLORS.muted, lineHeight: 1.4, marginTop: 24, lineClamp: 3},
                  spec.description,
                ),
              ]
            : []),
        ]),
      ]),
      h('div', {display: 'flex', height: 14, backgroundColor: COLORS.primary}),
    ],
  );
}

// Stands in for medium-zoom in docusaurus-plugin-image-zoom's client module (aliased in ../index.ts):
// the library and the stylesheet it injects load only on a page with an image to zoom.
import type {ZoomFactory} from '../on-demand';
import {onDemandZoom} from '../on-demand';

const mediumZoom = onDemandZoom(
  () => import('medium-zoom/dist/medium-zoom.esm.js').then((module) => module.default as unknown as ZoomFactory),
  (selector) => document.querySelector(selector) !== null,
);

export default mediumZoom;

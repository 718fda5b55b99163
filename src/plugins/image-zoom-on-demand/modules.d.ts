// The library's ES module build, which the stand-in imports by path so the `medium-zoom` alias does not catch it.
declare module 'medium-zoom/dist/medium-zoom.esm.js' {
  export {default} from 'medium-zoom';
}

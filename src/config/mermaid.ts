/**
 * Diagram themes per colour mode (the spec: Mermaid's default theme in light mode, its dark theme in
 * dark mode). Read by the theme config for the dev server's live rendering and by the build-time renderer.
 */
export const mermaidThemeConfig = {theme: {light: 'default', dark: 'dark'}};

// Stands in for theme-classic's Prism start-up module: code is highlighted at build time.
export {};

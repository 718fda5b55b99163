/**
 * How every browser here is started: Debian's Chromium, never a downloaded one, with the flags that keep
 * it from reaching for the network (this machine has none beyond the package registries).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

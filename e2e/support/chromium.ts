/** The system Chromium (Debian package `chromium`); CHROMIUM_PATH overrides it. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * Flags that work on these machines (root, no GPU, no network but the package registries): without the
 * background-networking ones Chromium keeps trying to reach Google's hosts. Playwright adds `--headless`.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

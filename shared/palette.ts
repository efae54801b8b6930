/** Every colour of a theme, each the value of the custom property of the same name in kebab case. */
export interface ThemeColors {
  background: string;
  foreground: string;
  card: string;
  cardForeground: string;
  primary: string;
  primaryForeground: string;
  muted: string;
  mutedForeground: string;
  accent: string;
  accentForeground: string;
  destructive: string;
  destructiveForeground: string;
  warning: string;
  warningForeground: string;
  /** Good news as text on the background or a card: a figure that improved. */
  success: string;
  border: string;
  ring: string;
}

/**
 * The site's colours, light and dark: the one source for the app's stylesheet
 * (app/palette-plugin.ts makes them the custom properties of `:root` and `.dark`), the
 * server's own pages and every mail (server/brand/brand-style.ts). Hex, since mail clients
 * know no oklch: each is the 8-bit sRGB value of the oklch colour the theme was drawn in.
 */
export const palette = {
  light: {
    background: '#ffffff',
    foreground: '#111826',
    card: '#f9fafc',
    cardForeground: '#111826',
    primary: '#1e4eac',
    primaryForeground: '#fcfcfc',
    muted: '#eff2f6',
    mutedForeground: '#4c5666',
    accent: '#eaeff5',
    accentForeground: '#111826',
    destructive: '#c2181d',
    destructiveForeground: '#fcfcfc',
    warning: '#fff0cc',
    warningForeground: '#5b3106',
    success: '#15803d',
    border: '#dadee5',
    ring: '#1e4eac',
  },
  dark: {
    background: '#0b0f18',
    foreground: '#eff2f5',
    card: '#151a26',
    cardForeground: '#eff2f5',
    primary: '#6aa7f4',
    primaryForeground: '#0b0f18',
    muted: '#1e2430',
    mutedForeground: '#a6afbb',
    accent: '#222938',
    accentForeground: '#eff2f5',
    destructive: '#ed5350',
    // Dark text: the red stays light enough to read as text on the dark background.
    destructiveForeground: '#0b0f18',
    warning: '#412805',
    warningForeground: '#f7e2b8',
    success: '#4ade80',
    border: '#2b3342',
    ring: '#6aa7f4',
  },
} as const satisfies Record<'light' | 'dark', ThemeColors>;

/** A theme's colours as custom properties: `mutedForeground` is `--muted-foreground`. */
export function customProperties(colors: Partial<ThemeColors>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, value]) => [
      `--${name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}`,
      value,
    ]),
  );
}

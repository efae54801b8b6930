/**
 * The site's look for what is rendered without the app's stylesheet: the server's own
 * pages and every e-mail. The colours are app/app.css's theme in hex (mail clients know
 * no oklch); the font stack is the same as the app's, with no web font to fetch.
 */
export const fontStack = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export interface Palette {
  background: string;
  foreground: string;
  card: string;
  mutedForeground: string;
  primary: string;
  primaryForeground: string;
  border: string;
  warning: string;
  warningForeground: string;
}

export const lightPalette: Palette = {
  background: '#ffffff',
  foreground: '#111826',
  card: '#f9fafc',
  mutedForeground: '#4c5666',
  primary: '#1e4eac',
  primaryForeground: '#fcfcfc',
  border: '#dadee5',
  warning: '#fff0cc',
  warningForeground: '#5b3106',
};

export const darkPalette: Palette = {
  background: '#0b0f18',
  foreground: '#eff2f5',
  card: '#151a26',
  mutedForeground: '#a6afbb',
  primary: '#6aa7f4',
  primaryForeground: '#0b0f18',
  border: '#2b3342',
  warning: '#412805',
  warningForeground: '#f7e2b8',
};

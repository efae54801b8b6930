import { palette, type ThemeColors } from '#shared/palette.ts';

/**
 * The site's look for what is rendered without the app's stylesheet: the server's own
 * pages and every e-mail. The colours are the app's (shared/palette.ts), in hex as mail
 * clients need; the font stack is the same as the app's, with no web font to fetch.
 */
export const fontStack = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The colours the server's pages and mails use, in the order their style sheet lists them. */
export type Palette = Pick<
  ThemeColors,
  | 'background'
  | 'foreground'
  | 'card'
  | 'mutedForeground'
  | 'primary'
  | 'primaryForeground'
  | 'border'
  | 'warning'
  | 'warningForeground'
>;

function serverColors(colors: ThemeColors): Palette {
  const { background, foreground, card, mutedForeground, primary, primaryForeground } = colors;
  const { border, warning, warningForeground } = colors;
  return {
    background,
    foreground,
    card,
    mutedForeground,
    primary,
    primaryForeground,
    border,
    warning,
    warningForeground,
  };
}

export const lightPalette = serverColors(palette.light);
export const darkPalette = serverColors(palette.dark);

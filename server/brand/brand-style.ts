import { palette, type ThemeColors } from '#shared/palette.ts';

/**
 * The site's look for what is rendered without the app's stylesheet: every e-mail (the
 * server's own pages link the app's stylesheet). The colours are the app's
 * (shared/palette.ts), in hex as mail clients need; the font stack is the same as the app's,
 * with no web font to fetch.
 */
export const fontStack = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The colours mail uses. */
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

function mailColors(colors: ThemeColors): Palette {
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

export const lightPalette = mailColors(palette.light);

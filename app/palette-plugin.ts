import plugin from 'tailwindcss/plugin';
import { customProperties, palette } from '#shared/palette.ts';

/**
 * Loaded by theme.css (`@plugin`), which both stylesheets import: the theme's custom
 * properties, light on `:root` and dark on `.dark`, from the palette the server's pages and
 * mails use too.
 */
export default plugin((api) => {
  api.addBase({
    ':root': customProperties(palette.light),
    '.dark': customProperties(palette.dark),
    // Printed on white paper, whatever the screen's theme: a receipt in dark stays readable.
    '@media print': { ':root.dark': customProperties(palette.light) },
  });
});

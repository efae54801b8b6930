import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customProperties, palette } from '#shared/palette.ts';
import { projectRoot } from '#tests/project-root.ts';
import { lightPalette } from './brand-style.ts';

const assets = path.join(projectRoot, 'build/client/assets');

/** The minifier writes #ffffff as #fff: the same colour. */
const longHex = (value: string) =>
  value.toLowerCase().replace(/^#([\da-f])([\da-f])([\da-f])$/, '#$1$1$2$2$3$3');

/** Per built stylesheet (the public one and the back office's), the custom properties of its rule for `selector`, the one that sets --background. */
async function builtThemeProperties(selector: ':root' | '.dark') {
  const names = (await readdir(assets)).filter((name) => name.endsWith('.css'));
  expect(names, 'built stylesheets').not.toHaveLength(0);
  const sheets = await Promise.all(names.map((name) => readFile(path.join(assets, name), 'utf8')));
  return sheets.map((css, index) => {
    const rules = [...css.matchAll(/(?<=^|[{};])([^{};]+)\{([^{}]*--background:[^{}]*)\}/g)]
      .filter((match) => match[1] === selector)
      .map((match) => match[2] ?? '');
    expect(rules, `one ${selector} rule with the theme in ${names[index]}`).toHaveLength(1);
    return Object.fromEntries(
      (rules[0] ?? '').split(';').map((declaration) => {
        const [name = '', value = ''] = declaration.split(':');
        return [name.trim(), longHex(value.trim())];
      }),
    );
  });
}

describe('the palette', () => {
  it("is every built stylesheet's theme, light on :root and dark on .dark", async () => {
    for (const properties of await builtThemeProperties(':root'))
      expect(properties).toEqual(customProperties(palette.light));
    for (const properties of await builtThemeProperties('.dark'))
      expect(properties).toEqual(customProperties(palette.dark));
  });

  it("is mail's brand style (the server's own pages link the built stylesheet)", () => {
    expect(palette.light).toMatchObject(lightPalette);
  });
});

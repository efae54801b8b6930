import type { PDFFont } from 'pdf-lib';

/**
 * The text as the font can draw it. pdf-lib's standard fonts encode WinAnsi only
 * and throw on anything else, so a buyer's "jörg@bücher.de" stays as it is, "ő"
 * loses its accent ("o") and what cannot be drawn at all ("ł", "例") becomes "?".
 * Line breaks and tabs become spaces: the stamp is one line.
 */
export function fontSafeText(text: string, font: PDFFont): string {
  const drawable = new Set(font.getCharacterSet());
  const canDraw = (char: string) => drawable.has(char.codePointAt(0) ?? -1);
  return Array.from(text.replace(/\s/gu, ' '), (char) => {
    if (canDraw(char)) return char;
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return base !== '' && Array.from(base).every(canDraw) ? base : '?';
  }).join('');
}

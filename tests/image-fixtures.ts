import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny images built on the spot, one per format the shop accepts. PNG and GIF are whole,
 * decodable files; JPEG, WebP and AVIF are the headers that name their format and size, which
 * is what the upload check reads.
 */

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u16le = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, value >> 16]);
const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([ascii(type), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

/** A grey RGB PNG of the given size. */
export function pngImage(width = 3, height = 2): Uint8Array {
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
  // Each row: filter type 0, then three bytes a pixel.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A hostile PNG: its header declares the given size, its data is one compressed row of
 * nothing, so a few hundred bytes claim a picture of any number of pixels.
 */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF whose screen is the given size, with one black pixel drawn. */
export function gifImage(width = 4, height = 5): Uint8Array {
  return Buffer.concat([
    ascii('GIF89a'),
    u16le(width),
    u16le(height),
    // A global colour table of two colours: black and white.
    Buffer.from([0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
    Buffer.from([0x3b]),
  ]);
}

/** A baseline JPEG's start: the JFIF segment and the frame header with its size. */
export function jpegImage(width = 6, height = 7): Uint8Array {
  const jfif = Buffer.concat([ascii('JFIF\0'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])]);
  const frame = Buffer.concat([
    Buffer.from([8]),
    u16be(height),
    u16be(width),
    Buffer.from([1, 1, 0x11, 0]),
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from([0xff, 0xe0]),
    u16be(jfif.length + 2),
    jfif,
    Buffer.from([0xff, 0xc0]),
    u16be(frame.length + 2),
    frame,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An extended WebP's start: RIFF, WEBP and the VP8X chunk with the canvas size. */
export function webpImage(width = 8, height = 9): Uint8Array {
  const vp8x = Buffer.concat([Buffer.alloc(4), u24le(width - 1), u24le(height - 1)]);
  const chunk = Buffer.concat([ascii('VP8X'), Buffer.from([vp8x.length, 0, 0, 0]), vp8x]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([ascii('RIFF'), size, ascii('WEBP'), chunk]);
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32be(8 + body.length), ascii(type), body]);
}

const fullBox = (type: string, ...content: Buffer[]) => box(type, Buffer.alloc(4), ...content);

/**
 * An ISO-BMFF file's start with the given brand: the ftyp box and the item properties that
 * hold the image's size. `avif` is an AVIF image; `heic` or `mif1` are other HEIF images.
 */
export function heifImage(brand = 'avif', width = 10, height = 11): Uint8Array {
  return Buffer.concat([
    box('ftyp', ascii(brand), Buffer.alloc(4), ascii(`${brand}mif1miaf`)),
    fullBox('meta', box('iprp', box('ipco', fullBox('ispe', u32be(width), u32be(height))))),
  ]);
}

export const avifImage = (width = 10, height = 11) => heifImage('avif', width, height);

export const svgImage = (): Uint8Array =>
  ascii(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );

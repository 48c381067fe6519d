// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import { deflateSync } from 'node:zlib';
import type { ImageRenderHandler } from '../generated/tools.gen.js';
import { toolResult } from '../generated/index.js';

const RGB = { red: [255, 0, 0], green: [0, 255, 0], blue: [0, 0, 255] } as const;

/** image.render (Render a swatch): a complete result built with toolResult(): an image block and a caption. */
export const imageRender: ImageRenderHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  return toolResult({
    content: [
      { type: 'image', data: png1x1(RGB[input.color]).toString('base64'), mimeType: 'image/png' },
      { type: 'text', text: `1x1 ${input.color} swatch` },
    ],
  });
};

/** A 1x1 truecolor PNG: signature, IHDR, IDAT (filter byte + RGB), IEND. */
export function png1x1([r, g, b]: readonly [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, color type 2 (RGB), compression, filter, interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, r, g, b]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

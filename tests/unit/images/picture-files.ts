// PNG files made byte by byte, cheaply, whatever size they claim: sharp would take seconds and
// gigabytes to make a 16000 × 16000 picture.
import { once } from 'node:events';
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header claims `width` × `height` and whose data is a few bytes: refused from the header alone. */
export function pngClaiming(width: number, height: number): Buffer {
  return png(width, height, zlib.deflateSync(Buffer.alloc(64)));
}

/**
 * A real, whole black PNG: every row there, deflated (16000² in ~1 s and 3 MB). Decoded, it is
 * width × height × 3 bytes: the "bomb" a small file can be.
 */
export async function blackPng(width: number, height: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then black pixels
  for (let y = 0; y < height; y++) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return png(width, height, Buffer.concat(parts));
}

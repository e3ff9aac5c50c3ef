import { inflateSync } from 'node:zlib';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMapTileHandlers } from './map-tiles';

const server = setupServer(
  ...createMapTileHandlers('https://{s}.tiles.example.org/osm/{z}/{x}/{y}{r}.png?key=abc'),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Walks the PNG chunks, checking each CRC, and returns them by type. */
function readPng(bytes: Buffer): Map<string, Buffer> {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const chunks = new Map<string, Buffer>();
  let offset = 8;
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = bytes.readUInt32BE(offset + 8 + length);
    expect(crc, `CRC of ${type}`).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    chunks.set(type, data);
    offset += 12 + length;
  }
  return chunks;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('map tile handlers', () => {
  it.each([
    'https://tile.openstreetmap.org/10/544/312.png',
    'https://a.tile.openstreetmap.org/0/0/0.png',
    'https://c.tile.openstreetmap.org/18/139421/80106.png',
    // The configured template's host (VITE_MAP_TILES_URL), key and all.
    'https://b.tiles.example.org/osm/10/544/312@2x.png?key=abc',
  ])('answer %s with a valid, fully transparent PNG', async (url) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');

    const chunks = readPng(Buffer.from(await response.arrayBuffer()));
    const header = chunks.get('IHDR');
    if (!header) throw new Error('The PNG has no IHDR chunk.');
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([1, 1]);
    // 8-bit RGBA: one filter byte, then a pixel whose alpha is 0.
    expect([header[8], header[9]]).toEqual([8, 6]);
    expect(inflateSync(chunks.get('IDAT') ?? Buffer.alloc(0))).toEqual(
      Buffer.from([0, 0, 0, 0, 0]),
    );
    expect(chunks.has('IEND')).toBe(true);
  });
});

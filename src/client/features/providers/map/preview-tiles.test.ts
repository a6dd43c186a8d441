import { describe, expect, it } from 'vitest';
import { previewTiles, tileUrl } from './preview-tiles';

const RALEIGH = { latitude: 35.7796, longitude: -78.6382 };

describe('tileUrl', () => {
  it('fills a Leaflet template as Leaflet does', () => {
    expect(tileUrl('https://tile.example.org/{z}/{x}/{y}.png', 3, 4, 5)).toBe(
      'https://tile.example.org/5/3/4.png',
    );
    // {s} follows the tile's position through a, b, c; {r} (high density) is left out.
    expect(tileUrl('https://{s}.t.example.org/{z}/{x}/{y}{r}.png', 0, 0, 1)).toBe(
      'https://a.t.example.org/1/0/0.png',
    );
    expect(tileUrl('https://{s}.t.example.org/{z}/{x}/{y}.png', 1, 0, 1)).toContain('//b.');
    expect(tileUrl('https://{s}.t.example.org/{z}/{x}/{y}.png', 1, 1, 1)).toContain('//c.');
  });
});

describe('previewTiles', () => {
  const template = 'https://tile.example.org/{z}/{x}/{y}.png';

  it('covers the map around the centre, the tile holding the centre first', () => {
    const { center, tiles } = previewTiles(
      template,
      { center: RALEIGH, zoom: 11 },
      { width: 500, height: 700 },
    );
    // The tile holding Raleigh at zoom 11 (the OpenStreetMap wiki's formula gives 576/805).
    expect(tiles[0]).toMatchObject({ url: 'https://tile.example.org/11/576/805.png', x: 0, y: 0 });
    expect(center.x).toBeGreaterThanOrEqual(0);
    expect(center.x).toBeLessThan(256);
    // Every pixel of a 500 x 700 map centred there lies on exactly one tile.
    for (const [px, py] of [
      [-250, -350],
      [249, 349],
      [0, 0],
      [-250, 349],
    ] as const) {
      const x = center.x + px;
      const y = center.y + py;
      const holding = tiles.filter((t) => t.x <= x && x < t.x + 256 && t.y <= y && y < t.y + 256);
      expect(holding).toHaveLength(1);
    }
    // And no tile lies wholly outside it.
    for (const tile of tiles) {
      expect(tile.x + 256).toBeGreaterThan(center.x - 250);
      expect(tile.x).toBeLessThan(center.x + 250);
      expect(tile.y + 256).toBeGreaterThan(center.y - 350);
      expect(tile.y).toBeLessThan(center.y + 350);
    }
    const distances = tiles.map((t) => Math.hypot(t.x + 128 - center.x, t.y + 128 - center.y));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('wraps round the date line and leaves out rows past the poles', () => {
    const { tiles } = previewTiles(
      template,
      { center: { latitude: 84, longitude: 179.9 }, zoom: 2 },
      { width: 800, height: 800 },
    );
    const columns = new Set(tiles.map((t) => Number(t.url.split('/').at(-2))));
    const rows = new Set(tiles.map((t) => Number(t.url.split('/').at(-1)!.replace('.png', ''))));
    expect([...columns].every((x) => x >= 0 && x < 4)).toBe(true);
    expect(columns).toContain(0); // east of the date line, column 4 is column 0 again
    expect(Math.min(...rows)).toBe(0);
    // Keys stay distinct even where two columns share an address.
    expect(new Set(tiles.map((t) => t.key)).size).toBe(tiles.length);
  });
});

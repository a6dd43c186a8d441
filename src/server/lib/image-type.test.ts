import { describe, expect, it } from 'vitest';
import { HTML, PNG, SVG } from '../../../tests/support/images';
import { detectImageType, storedImageType } from './image-type';

describe('detectImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.extension).toBe(
      'jpg',
    );
    expect(detectImageType(PNG)?.contentType).toBe('image/png');
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([1, 2, 3, 4]),
      Buffer.from('WEBPVP8 '),
    ]);
    expect(detectImageType(webp)?.contentType).toBe('image/webp');
  });

  it('refuses SVG, HTML, other RIFF files, GIF and too few bytes', () => {
    expect(detectImageType(SVG)).toBeNull();
    expect(detectImageType(HTML)).toBeNull();
    const wave = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]);
    expect(detectImageType(wave)).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(PNG.subarray(0, 4))).toBeNull();
  });
});

describe('storedImageType', () => {
  it('answers only for names the server gives out', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(storedImageType(`${id}.png`)).toBe('image/png');
    expect(storedImageType(`${id}.webp`)).toBe('image/webp');
    expect(storedImageType(`${id}.svg`)).toBeNull();
    expect(storedImageType(`../${id}.png`)).toBeNull();
    expect(storedImageType('index.html')).toBeNull();
    const sha256 = 'a'.repeat(64);
    expect(storedImageType(`${sha256}.jpg`)).toBe('image/jpeg');
    expect(storedImageType(`${sha256.slice(1)}.jpg`)).toBeNull();
  });
});

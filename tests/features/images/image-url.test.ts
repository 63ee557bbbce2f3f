import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageUrl } from '../../../features/images/image-url.ts';
import { resetLogMemory } from '../../../src/log.ts';

const config = { imageServerDomain: 'images.example.de', imageExtension: 'jpg' };

describe('imageUrl', () => {
  beforeEach(() => {
    resetLogMemory();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('builds the address on the configured image server', () => {
    expect(imageUrl('a1b2', { width: 262, height: 148, command: 'C' }, config)).toBe(
      'https://images.example.de/a1b2/C/262x148.jpg',
    );
  });

  it('writes 0 for an auto height and adds the fill colour without its #', () => {
    expect(imageUrl('a1b2', { width: 1100, command: 'F', fillColor: '#FFFFFF' }, config)).toBe(
      'https://images.example.de/a1b2/F/1100x0/FFFFFF.jpg',
    );
  });

  it('takes another image server for one call', () => {
    const size = { width: 206, height: 268, command: 'R' } as const;
    expect(imageUrl('x', size, config, { imageServerDomain: 'cdn.example.com' })).toBe(
      'https://cdn.example.com/x/R/206x268.jpg',
    );
  });

  it('accepts a domain written with a scheme or trailing slash, and an extension with a dot', () => {
    const size = { width: 10, height: 10, command: 'C' } as const;
    expect(
      imageUrl('x', size, { imageServerDomain: 'http://localhost:8080/', imageExtension: '.webp' }),
    ).toBe('http://localhost:8080/x/C/10x10.webp');
  });

  it('encodes the image id as one path segment', () => {
    expect(imageUrl('2024/05 Bild?.jpg', { width: 1, height: 1, command: 'C' }, config)).toBe(
      'https://images.example.de/2024%2F05%20Bild%3F.jpg/C/1x1.jpg',
    );
  });

  it('logs once and gives undefined when no image server is configured', () => {
    const size = { width: 1, height: 1, command: 'C' } as const;
    expect(imageUrl('x', size, { imageExtension: 'jpg' })).toBeUndefined();
    expect(imageUrl('y', size, { imageServerDomain: '', imageExtension: 'jpg' })).toBeUndefined();
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toMatch(
      /^\[kiosk:images\] No image server: set imageServerDomain/,
    );
  });
});

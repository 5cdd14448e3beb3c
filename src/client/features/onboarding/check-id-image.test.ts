import { describe, expect, it } from 'vitest';
import { ID_IMAGE_MAX_BYTES } from '#shared/constants/onboarding.ts';
import { checkIdImage } from './check-id-image.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkIdImage', () => {
  it('accepts the photo types the server reads', () => {
    for (const [name, type] of [
      ['id.png', 'image/png'],
      ['id.jpg', 'image/jpeg'],
      ['id.webp', 'image/webp'],
      ['IMG_0001.HEIC', 'image/heic'],
      ['IMG_0001.heif', 'image/heif'],
    ] as const) {
      expect(checkIdImage(file(name, type)), name).toBeNull();
    }
  });

  it('accepts a HEIC photo the browser gave no type, by its extension', () => {
    expect(checkIdImage(file('IMG_0001.HEIC', ''))).toBeNull();
    expect(checkIdImage(file('scan.heif', ''))).toBeNull();
    expect(checkIdImage(file('notes', ''))).toBe('UNSUPPORTED_IMAGE');
  });

  it('refuses what is not an image', () => {
    expect(checkIdImage(file('id.pdf', 'application/pdf'))).toBe('UNSUPPORTED_IMAGE');
    expect(checkIdImage(file('id.png.exe', 'application/x-msdownload'))).toBe('UNSUPPORTED_IMAGE');
    expect(checkIdImage(file('id.gif', 'image/gif'))).toBe('UNSUPPORTED_IMAGE');
  });

  it('refuses 10 MB or more', () => {
    expect(checkIdImage(file('id.jpg', 'image/jpeg', ID_IMAGE_MAX_BYTES - 1))).toBeNull();
    expect(checkIdImage(file('id.jpg', 'image/jpeg', ID_IMAGE_MAX_BYTES))).toBe('FILE_TOO_LARGE');
  });
});

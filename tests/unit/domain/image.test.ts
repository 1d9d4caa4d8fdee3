import { describe, expect, it } from 'vitest';
import { compressImage } from '@/domain/image';
import { STAND_IN_JPEG, standInCompressor } from '../../compressor';

const library = standInCompressor();

const voucher = () => new File(['raw png bytes'], 'voucher.png', { type: 'image/png' });

describe('compressImage', () => {
  it('hands compressorjs quality 0.8 and a 5,000,000-byte PNG→JPEG threshold', async () => {
    const file = voucher();
    await compressImage(file);
    expect(library.calls).toHaveLength(1);
    expect(library.calls[0]!.file).toBe(file);
    expect(library.calls[0]!.options).toMatchObject({ quality: 0.8, convertSize: 5000000 });
  });

  it('returns a File named after the original, with the new type’s extension', async () => {
    const result = await compressImage(voucher());
    expect(result).toBeInstanceOf(File);
    expect(result.name).toBe('voucher.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(STAND_IN_JPEG.length);
  });

  it('keeps the name when the type is unchanged', async () => {
    const result = await compressImage(new File(['x'], 'photo.jpeg', { type: 'image/jpeg' }));
    expect(result.name).toBe('photo.jpeg');
  });

  it('lets the caller add or override options', async () => {
    await compressImage(voucher(), { maxWidth: 1920, quality: 0.6 });
    expect(library.calls[0]!.options).toMatchObject({ maxWidth: 1920, quality: 0.6, convertSize: 5000000 });
  });

  it('rejects when the library fails', async () => {
    library.outcome = 'error';
    await expect(compressImage(voucher())).rejects.toThrow('图片读取失败');
  });
});

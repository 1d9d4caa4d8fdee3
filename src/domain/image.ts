import type Compressor from 'compressorjs';

/** Spec §9 image compression figures (they equal compressorjs's defaults; kept explicit on purpose). */
export const IMAGE_QUALITY = 0.8;
/** PNG files larger than this many bytes are converted to JPEG. */
export const IMAGE_CONVERT_SIZE = 5_000_000;

export type CompressImageOptions = Omit<Compressor.Options, 'success' | 'error'>;

const EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Keeps the original name, switching the extension when compression changed the image type. */
function resultName(original: File, type: string): string {
  const extension = EXTENSION_BY_TYPE[type];
  if (!extension || type === original.type) return original.name;
  const dot = original.name.lastIndexOf('.');
  return `${dot > 0 ? original.name.slice(0, dot) : original.name}.${extension}`;
}

/**
 * Where compressImage gets compressorjs: loaded on first use, so screens without uploads do not carry
 * it. The one seam of this module: tests in jsdom, which has no canvas to compress with, put a stand-in
 * here (tests/compressor.ts) for the length of a test; nothing else replaces it.
 */
export const compressorLibrary = {
  load: async (): Promise<typeof Compressor> => (await import('compressorjs')).default,
};

/** Compresses an image before upload (e.g. a bank-transfer voucher). */
export async function compressImage(file: File, options: CompressImageOptions = {}): Promise<File> {
  const CompressorClass = await compressorLibrary.load();
  return new Promise<File>((resolve, reject) => {
    new CompressorClass(file, {
      quality: IMAGE_QUALITY,
      convertSize: IMAGE_CONVERT_SIZE,
      ...options,
      success: (result) => {
        const type = result.type || file.type;
        resolve(new File([result], resultName(file, type), { type, lastModified: Date.now() }));
      },
      error: reject,
    });
  });
}

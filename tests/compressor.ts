import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import type Compressor from 'compressorjs';
import { compressorLibrary } from '@/domain/image';

export interface CompressorStandIn {
  /** What compressImage handed compressorjs, in order. */
  calls: { file: File | Blob; options: Compressor.Options }[];
  /** How the next compression ends. */
  outcome: 'success' | 'error';
}

/** A JPEG's first bytes: what the stand-in gives back. */
export const STAND_IN_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);

/**
 * compressorjs draws on a canvas, which jsdom lacks. For each test of the file that calls this (at its
 * top level), a stand-in takes the library's place through domain/image.ts's seam — not `vi.mock`,
 * which would need a module graph of the file's own — records what it is handed and answers with a
 * small JPEG, or fails as compressorjs does when `outcome` is 'error'.
 */
export function standInCompressor(): CompressorStandIn {
  const standIn: CompressorStandIn = { calls: [], outcome: 'success' };
  class StandIn {
    constructor(file: File | Blob, options: Compressor.Options) {
      standIn.calls.push({ file, options });
      if (standIn.outcome === 'error') options.error?.(new Error('图片读取失败'));
      else options.success?.(new Blob([STAND_IN_JPEG], { type: 'image/jpeg' }));
    }
  }
  let load: MockInstance | undefined;
  beforeEach(() => {
    standIn.calls = [];
    standIn.outcome = 'success';
    load = vi.spyOn(compressorLibrary, 'load').mockResolvedValue(StandIn as unknown as typeof Compressor);
  });
  afterEach(() => load?.mockRestore());
  return standIn;
}

/** The names of the files handed to the stand-in. */
export const compressedNames = (standIn: CompressorStandIn): string[] => standIn.calls.map(({ file }) => (file as File).name);

import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { server } from '@/mocks/node';
import { env } from '@/config/env';
import { call, endpoint, gatewayHttp, toUploadProgress, type UploadProgress } from '@/lib/gateway';

const upload = endpoint<{ image: string }, { ok: boolean }>('/test/upload');

afterEach(() => vi.restoreAllMocks());

describe('gateway client: upload progress', () => {
  it('turns the browser’s progress events into bytes sent and a whole percent', () => {
    expect(toUploadProgress({ loaded: 50, total: 200 })).toEqual({ loaded: 50, total: 200, percent: 25 });
    expect(toUploadProgress({ loaded: 199, total: 200 })).toEqual({ loaded: 199, total: 200, percent: 99 });
    expect(toUploadProgress({ loaded: 300, total: 200 })).toEqual({ loaded: 300, total: 200, percent: 100 });
    // Without a total (a chunked body) there is no percent.
    expect(toUploadProgress({ loaded: 10 })).toEqual({ loaded: 10 });
    expect(toUploadProgress({ loaded: 10, total: 0 })).toEqual({ loaded: 10 });
  });

  it('hands axios a progress listener only when the caller asks for one', async () => {
    server.use(http.post(`*${env.gatewayPrefix}${upload.path}`, () => HttpResponse.json({ btCommonRes: { isOk: true }, ok: true })));
    const configs: AxiosRequestConfig[] = [];
    const post = gatewayHttp.post.bind(gatewayHttp);
    vi.spyOn(gatewayHttp, 'post').mockImplementation((url, data, config) => {
      configs.push(config ?? {});
      return post(url, data, config);
    });

    await call(upload, { image: 'data:image/jpeg;base64,AAAA' });
    expect(configs[0]!.onUploadProgress).toBeUndefined();

    const seen: UploadProgress[] = [];
    const res = await call(upload, { image: 'data:image/jpeg;base64,AAAA' }, { onUploadProgress: (progress) => seen.push(progress) });
    expect(res.ok).toBe(true);
    // jsdom's XMLHttpRequest (through MSW) reports the body as sent once, in full.
    const sent = JSON.stringify({ image: 'data:image/jpeg;base64,AAAA' }).length;
    expect(seen).toEqual([{ loaded: sent, total: sent, percent: 100 }]);
    const listener = configs[1]!.onUploadProgress!;
    listener({ loaded: 512, total: 2048, bytes: 512 } as AxiosProgressEvent);
    listener({ loaded: 2048, total: 2048, bytes: 1536 } as AxiosProgressEvent);
    expect(seen.slice(-2)).toEqual([
      { loaded: 512, total: 2048, percent: 25 },
      { loaded: 2048, total: 2048, percent: 100 },
    ]);
  });
});

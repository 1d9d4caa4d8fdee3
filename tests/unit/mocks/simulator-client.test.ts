import { describe, expect, it } from 'vitest';
import { SimulatorClient } from '@/mocks/simulator-client';
import type { HostMessage, PageMessage, SimulatorView } from '@/mocks/simulator-protocol';

/** A stand-in for the simulator's worker: answers each message the page sends with `reply`. */
function fakeHost(reply: (message: PageMessage, post: (message: HostMessage) => void) => void) {
  const listeners: ((event: MessageEvent<HostMessage>) => void)[] = [];
  const post = (message: HostMessage) =>
    queueMicrotask(() => listeners.forEach((listener) => listener({ data: message } as MessageEvent<HostMessage>)));
  const sent: PageMessage[] = [];
  const host = {
    addEventListener: (_type: string, listener: (event: MessageEvent<HostMessage>) => void) => listeners.push(listener),
    postMessage: (message: PageMessage) => {
      sent.push(message);
      reply(message, post);
    },
  } as unknown as Worker;
  return { host, sent, post };
}

const view = (clockOffsetMs: number): SimulatorView => ({
  clockOffsetMs,
  persistence: { mode: 'indexeddb', notice: null, saveError: null },
  violations: [],
  panel: null,
});

describe('the page side of the simulator worker', () => {
  it('hands a gateway call over with its body and answers with what the worker returns', async () => {
    const { host, sent } = fakeHost((message, post) => {
      if (message.type !== 'request') return;
      const body = new TextEncoder().encode(`{"echo":${new TextDecoder().decode(message.body!)}}`).buffer;
      post({
        type: 'response',
        id: message.id,
        response: {
          status: 200,
          statusText: 'OK',
          headers: [
            ['content-type', 'application/json'],
            ['date', 'Mon, 23 Nov 2026 01:00:00 GMT'],
          ],
          body,
        },
      });
    });
    const client = new SimulatorClient(host);
    const response = await client.answer(new Request('http://localhost/b2b-gateway/api/x', { method: 'POST', body: '{"a":1}' }));
    expect(await response!.json()).toEqual({ echo: { a: 1 } });
    expect(response!.headers.get('date')).toBe('Mon, 23 Nov 2026 01:00:00 GMT');
    expect(sent[0]).toMatchObject({ type: 'request', method: 'POST', url: 'http://localhost/b2b-gateway/api/x' });
  });

  it('calls the control API by its members’ names and rejects with the worker’s reason', async () => {
    const { host, sent } = fakeHost((message, post) => {
      if (message.type !== 'control') return;
      if (message.path.join('.') === 'orders.get') post({ type: 'result', id: message.id, ok: true, value: { orderNo: message.args[0] } });
      else post({ type: 'result', id: message.id, ok: false, error: '支付单P1不存在' });
    });
    const client = new SimulatorClient(host);
    await expect(client.remote.orders.get('TO100126')).resolves.toEqual({ orderNo: 'TO100126' });
    await expect(client.remote.payments.completeOnline('P1', 'SUCCESS')).rejects.toThrow('支付单P1不存在');
    expect(sent.map((message) => message.type === 'control' && message.path.join('.'))).toEqual(['orders.get', 'payments.completeOnline']);
  });

  it('follows the worker’s clock: started, then every change told', async () => {
    const { host, post } = fakeHost((message, reply) => {
      if (message.type === 'start') reply({ type: 'started', view: view(3_600_000) });
    });
    const client = new SimulatorClient(host);
    await client.start(null);
    expect(client.nowMs() - Date.now()).toBeGreaterThan(3_599_000);
    let told = 0;
    client.subscribe(() => (told += 1));
    post({ type: 'changed', view: view(-60_000) });
    await Promise.resolve();
    expect(told).toBe(1);
    expect(client.nowMs() - Date.now()).toBeLessThan(-59_000);
  });

  it('gives the worker one end of a new channel for the service worker’s calls and hands back the other', async () => {
    const { host, sent } = fakeHost(() => undefined);
    const client = new SimulatorClient(host);
    const serviceWorkerEnd = client.serviceWorkerPort();
    const handed = sent.find((message) => message.type === 'serviceWorkerPort');
    if (handed?.type !== 'serviceWorkerPort') throw new Error('no port handed to the worker');
    // What the service worker sends on its end reaches the worker's.
    const arrived = new Promise<unknown>((resolve) => {
      handed.port.onmessage = (event) => resolve(event.data);
    });
    serviceWorkerEnd.postMessage({ type: 'request', id: 1 });
    await expect(arrived).resolves.toEqual({ type: 'request', id: 1 });
    serviceWorkerEnd.close();
    handed.port.close();
  });
});

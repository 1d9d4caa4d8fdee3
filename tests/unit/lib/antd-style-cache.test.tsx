import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, Tag } from 'antd';
import { heldStyleCache } from '@/lib/antd-style-cache';

afterEach(() => {
  cleanup();
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

/** The <style> elements antd put into the page for its theme variables (the tag's among them). */
const variableStyles = () => [...document.head.querySelectorAll('style')].filter((style) => style.innerHTML.includes('--portal-tag-'));

/** A tag under the portal's kind of theme (its tokens as CSS variables), in a cache of the given kind. */
function renderTag(cache: ReturnType<typeof createCache>) {
  return render(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={{ zeroRuntime: true, cssVar: { key: 'css-var-test', prefix: 'portal' } }}>
        <Tag>已出票</Tag>
      </ConfigProvider>
    </StyleProvider>,
  );
}

describe('the held style cache', () => {
  it('keeps a component’s theme variables in the page after its last user unmounts, and makes them once', () => {
    const cache = heldStyleCache();
    renderTag(cache).unmount();
    expect(variableStyles()).toHaveLength(1);
    const made = variableStyles()[0];

    renderTag(cache);
    // The same element: nothing was taken out and put back.
    expect(variableStyles()).toEqual([made]);
  });

  it('is needed: antd’s own cache takes them out with the last user', () => {
    const cache = createCache();
    const { unmount } = renderTag(cache);
    expect(variableStyles()).toHaveLength(1);
    unmount();
    expect(variableStyles()).toHaveLength(0);
  });
});

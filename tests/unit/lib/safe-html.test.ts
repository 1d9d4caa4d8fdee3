import { describe, expect, it } from 'vitest';
import { sanitizeBulletinHtml } from '@/lib/safe-html';
import { BENIGN_BULLETIN, HOSTILE_HOST, HOSTILE_PAYLOADS } from '../../fixtures/hostile-html';

const ALLOWED_TAGS = new Set(
  'p br hr div span blockquote pre code strong b em i u s del ins sub sup small mark h1 h2 h3 h4 h5 h6 ul ol li dl dt dd table caption colgroup col thead tbody tfoot tr th td a img'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES = new Set('href title src alt width height colspan rowspan scope align target rel style'.split(' '));

/** The sanitised markup as the page would hold it. */
function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeBulletinHtml(html);
  return container;
}

/** Everything that must never survive, whatever the payload; an empty list is a pass. */
function breaches(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) found.push(`element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(name)) found.push(`attribute ${name} on <${tag}>`);
      if (name === 'style' && !/^text-align: (left|center|right|justify)$/.test(value)) found.push(`style="${value}"`);
      const printable = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
      if (/(?:javascript|vbscript):|data:text/i.test(printable)) {
        found.push(`${name}="${value}" on <${tag}>`);
      }
    }
  }
  for (const link of container.querySelectorAll('a[href]')) {
    const url = new URL(link.getAttribute('href')!, window.location.origin);
    if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) found.push(`link to ${url.protocol}`);
    if (link.getAttribute('rel') !== 'noopener noreferrer') found.push('link without rel="noopener noreferrer"');
  }
  for (const image of container.querySelectorAll('img')) {
    const src = image.getAttribute('src') ?? '';
    const ownOrigin = new URL(src, window.location.origin).origin === window.location.origin;
    if (!ownOrigin && !/^data:image\/(png|jpe?g|gif|webp);base64,/.test(src)) found.push(`image from ${src}`);
  }
  if (container.innerHTML.includes(HOSTILE_HOST)) found.push(`a reference to ${HOSTILE_HOST}`);
  return found;
}

describe('sanitizeBulletinHtml: hostile markup', () => {
  it('has a corpus worth the name', () => {
    expect(HOSTILE_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(HOSTILE_PAYLOADS)('$name: nothing outside the allowlist survives', ({ html }) => {
    const container = render(html);
    expect(breaches(container)).toEqual([]);
    // Sanitising is stable: what comes out is not turned into something else by a second pass.
    expect(sanitizeBulletinHtml(container.innerHTML)).toBe(container.innerHTML);
  });

  it('all payloads at once, around real content, leave the content and nothing else', () => {
    const html = HOSTILE_PAYLOADS.map(({ html: payload }) => `<p>正文</p>${payload}`).join('');
    const container = render(html);
    expect(breaches(container)).toEqual([]);
    // An unclosed payload (a comment, a <math>) may swallow the paragraph after it, as any parser would.
    expect(container.querySelectorAll('p').length).toBeGreaterThan(HOSTILE_PAYLOADS.length * 0.9);
  });

  it('a style element leaves no rule behind, so it cannot blank the portal', () => {
    const html = sanitizeBulletinHtml('<style>body{display:none}</style><p>航班调整通知</p>');
    expect(html).toBe('<p>航班调整通知</p>');
  });

  it('a fixed overlay loses its style and class, and keeps its text', () => {
    const container = render('<div style="position:fixed;inset:0;z-index:99999" class="ant-modal-mask" id="root">系统维护中</div>');
    const div = container.querySelector('div')!;
    expect(div.attributes).toHaveLength(0);
    expect(div.textContent).toBe('系统维护中');
  });

  it('a password form disappears with its text, not just its fields', () => {
    const payload = HOSTILE_PAYLOADS.find(({ name }) => name === 'password form posting elsewhere')!;
    const container = render(`<p>前文</p>${payload.html}<p>后文</p>`);
    expect(container.textContent).toBe('前文后文');
  });

  it('an image from another site is removed; a text alternative is added where missing', () => {
    const container = render('<img src="https://evil.example/a.png" alt="广告"><img src="/logo.png">');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/logo.png');
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('a javascript: link keeps its text but loses its address', () => {
    const container = render('<a href="javascript:alert(1)">点击</a>');
    const link = container.querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.textContent).toBe('点击');
  });

  it('of a style, only the text alignment stays', () => {
    const container = render(
      '<p style="text-align:right;position:fixed">右</p><p style="TEXT-ALIGN: Center">中</p><p style="text-align:expression(alert(1))">x</p>',
    );
    expect([...container.querySelectorAll('p')].map((p) => p.getAttribute('style'))).toEqual([
      'text-align: right',
      'text-align: center',
      null,
    ]);
  });

  it('sizes and alignment take plain values only', () => {
    const container = render('<p align="javascript:x">a</p><td></td><img src="/a.png" width="100%" height="50">');
    expect(container.querySelector('p')!.hasAttribute('align')).toBe(false);
    expect(container.querySelector('img')!.hasAttribute('width')).toBe(false);
    expect(container.querySelector('img')!.getAttribute('height')).toBe('50');
  });

  it('leaves an empty bulletin empty', () => {
    expect(sanitizeBulletinHtml('')).toBe('');
  });
});

describe('sanitizeBulletinHtml: benign formatting', () => {
  const container = render(BENIGN_BULLETIN);

  it('keeps headings, emphasis, lists, tables, quotes and code', () => {
    expect(container.querySelector('h2')).toHaveTextContent('春运团队票政策');
    expect(container.querySelector('p[align="center"] strong')).toHaveTextContent('重要');
    for (const tag of ['em', 'u', 's', 'br', 'blockquote', 'pre code']) expect(container.querySelector(tag)).not.toBeNull();
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelector('table caption')).toHaveTextContent('费用');
    expect(container.querySelectorAll('thead th[scope="col"]')).toHaveLength(2);
    expect(container.querySelector('td[colspan="2"]')).toHaveTextContent('尾款见订单');
  });

  it('keeps links with safe schemes, opening outside the portal without a handle back to it', () => {
    const links = [...container.querySelectorAll('a')].map((link) => ({
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    }));
    const safe = { target: '_blank', rel: 'noopener noreferrer' };
    expect(links).toEqual([
      { href: 'https://www.example.com/policy', ...safe },
      { href: 'mailto:group@example.com', ...safe },
      { href: 'tel:95500', ...safe },
      { href: '/new/BL0001', ...safe },
    ]);
  });

  it('keeps images from the portal itself and raster data images, with their text and size', () => {
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['标志', '像素']);
    expect(images[0]).toHaveAttribute('src', '/favicon.svg');
    expect(images[0]).toHaveAttribute('width', '28');
    expect(images[1]!.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('keeps a right-aligned signature', () => {
    expect(container.querySelector('p[style="text-align: right"]')).toHaveTextContent('销售部');
  });

  it('changes nothing else', () => {
    expect(breaches(container)).toEqual([]);
    expect(container.textContent).toContain('联系电话见下。');
  });
});

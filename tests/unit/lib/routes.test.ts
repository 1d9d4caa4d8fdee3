import { describe, expect, it } from 'vitest';
import { areaHome, href, loginHref, routeByAuthCode, ROUTES, safeReturnPath } from '@/config/routes';
import { AUTH } from '@/config/auth-codes';

describe('route table', () => {
  it('builds links with parameters', () => {
    expect(href('newsDetail', { prodNo: 'N2026001' })).toBe('/new/N2026001');
    expect(href('news')).toBe('/new');
  });

  it('sends each account type to the home of its area', () => {
    expect(areaHome('AGENT')).toBe('/agent');
    expect(areaHome('NORMAL')).toBe('/normal/home');
    expect(areaHome(undefined)).toBe('/normal/home');
  });

  it('finds the screen a menu code opens, never a detail route', () => {
    expect(routeByAuthCode(AUTH.NEWS)).toBe(ROUTES.news);
    expect(routeByAuthCode('UNKNOWN')).toBeUndefined();
  });

  it.each([
    ['/agent', '/agent'],
    ['/new?title=春运#top', '/new?title=%E6%98%A5%E8%BF%90#top'],
    ['//evil.example/agent', null],
    ['https://evil.example/agent', null],
    ['/\\evil.example', null],
    ['agent', null],
    ['/login', null],
    ['/', null],
    ['', null],
    [null, null],
  ])('accepts only same-origin return paths: %s', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it('carries the return path to the login page', () => {
    expect(loginHref('/new?title=a')).toBe('/login?redirect=%2Fnew%3Ftitle%3Da');
    expect(loginHref('https://evil.example')).toBe('/login');
  });
});

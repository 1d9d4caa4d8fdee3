import { describe, expect, it } from 'vitest';
import { preloadedDependencies } from '../../../vite.config';

describe("what Vite's preload helper loads beside a dynamic import", () => {
  const deps = ['assets/button-abc123.js', 'assets/form-Y0mQQq0H.js', 'assets/route-meta-OSJB253e.js'];

  it("leaves the login screen's script dependencies to the browser's module loader", () => {
    expect(preloadedDependencies('assets/login-page-CGLI5dFi.js', deps)).toEqual([]);
    expect(preloadedDependencies('login-page-D9Jz_ZJtL.js', deps)).toEqual([]);
  });

  it("preloads every other chunk's dependencies as before", () => {
    for (const chunk of [
      'assets/portal-layout-CxHXgdCs.js',
      'assets/screens-1d43LXMN.js',
      'assets/forgot-page-x1.js',
      'assets/login-page-x.css',
    ])
      expect(preloadedDependencies(chunk, deps)).toEqual(deps);
  });
});

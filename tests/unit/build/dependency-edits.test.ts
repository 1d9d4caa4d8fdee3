import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { formItemVisibilityAskedOnError, pinyinTreeBuiltOnUse, tableScrollbarMeasuredOnce } from '../../../vite.config';

const FILE = 'node_modules/@rc-component/util/es/getScrollBarSize.js';

type Transform = (code: string, id: string) => string | null;
const transform = tableScrollbarMeasuredOnce().transform as unknown as Transform;

/**
 * The dependency's file as the build gets it, run as a script: its style helper stubbed (jsdom has no use
 * for the probe's `<style>`), its exports returned.
 */
function patchedModule(): { getTargetScrollBarSize: (target: Element) => { width: number; height: number } } {
  const code = transform(readFileSync(FILE, 'utf8'), `/work/${FILE}`)!
    .replace(/import \{ removeCSS, updateCSS \} from "\.\/Dom\/dynamicCSS";/, 'const updateCSS = () => {}; const removeCSS = () => {};')
    .replace(/^export (default )?function/gm, 'function');
  return new Function(`${code}\nreturn { getTargetScrollBarSize };`)() as ReturnType<typeof patchedModule>;
}

function tableBody(classes: string): Element {
  const wrapper = document.createElement('div');
  wrapper.className = `ant-table-wrapper ${classes}`;
  const body = document.createElement('div');
  body.className = 'ant-table-body';
  wrapper.append(body);
  document.body.append(wrapper);
  return body;
}

describe('the build measures a table’s scroll bar once per style', () => {
  it('probes the page once for tables styled alike, again for a table styled otherwise', () => {
    const { getTargetScrollBarSize } = patchedModule();
    const probes = vi.spyOn(document.body, 'appendChild');
    getTargetScrollBarSize(tableBody('css-var-a'));
    getTargetScrollBarSize(tableBody('css-var-a'));
    getTargetScrollBarSize(tableBody('css-var-a'));
    expect(probes.mock.calls.filter(([node]) => (node as Element).id?.startsWith('rc-scrollbar-measure'))).toHaveLength(1);
    getTargetScrollBarSize(tableBody('css-var-b'));
    expect(probes.mock.calls.filter(([node]) => (node as Element).id?.startsWith('rc-scrollbar-measure'))).toHaveLength(2);
    probes.mockRestore();
  });

  it('fails the build when the dependency’s function is no longer there to patch', () => {
    expect(() => transform('export function somethingElse() {}', `/work/${FILE}`)).toThrow(/getTargetScrollBarSize changed/);
    expect(transform('export const x = 1;', '/work/node_modules/other/index.js')).toBeNull();
  });
});

describe('the build leaves pinyin-pro’s word tree to its first use', () => {
  const PINYIN = 'node_modules/pinyin-pro/dist/esm/common/segmentit/index.mjs';
  const transformPinyin = pinyinTreeBuiltOnUse().transform as unknown as Transform;

  it('drops the idle build the module schedules on import, and keeps the build on use', () => {
    const code = transformPinyin(readFileSync(PINYIN, 'utf8'), `/work/${PINYIN}`)!;
    expect(code).not.toMatch(/^scheduleAcBuild\(\);$/m);
    expect(code).toContain('function ensureAcBuilt()');
  });

  it('fails the build when the module no longer schedules it that way', () => {
    expect(() => transformPinyin('export const acTree = {};', `/work/${PINYIN}`)).toThrow(/review the pinyin-tree-built-on-use plugin/);
  });
});

describe('the build asks whether a form item is on screen only while it shows an error', () => {
  const transformItem = formItemVisibilityAskedOnError().transform as unknown as Transform;

  it.each(['node_modules/antd/es/form/FormItem/ItemHolder.js', 'node_modules/antd/lib/form/FormItem/ItemHolder.js'])(
    'gates the layout-forcing check on the error in %s, and keeps the effect that uses it',
    (file) => {
      const original = readFileSync(file, 'utf8');
      const code = transformItem(original, `/work/${file}`)!;
      expect(code).toMatch(/const isOnScreen = hasError && !!itemRef\.current && (\(0, _util\.isVisible\)|isVisible)\(itemRef\.current\);/);
      expect(code).toContain('}, [hasError, isOnScreen]);');
      // Only that line differs.
      expect(code.split('\n').filter((line, index) => line !== original.split('\n')[index])).toHaveLength(1);
    },
  );

  it('fails the build when the check is no longer there to gate', () => {
    const file = '/work/node_modules/antd/es/form/FormItem/ItemHolder.js';
    expect(() => transformItem('const isOnScreen = isVisible(itemRef.current);', file)).toThrow(
      /review the form-item-visibility-asked-on-error plugin/,
    );
    expect(transformItem('export const x = 1;', '/work/node_modules/antd/es/form/Form.js')).toBeNull();
  });
});

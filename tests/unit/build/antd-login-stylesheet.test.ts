import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { antdSubset, LOGIN_ANTD_FAMILIES, LOGIN_ANTD_UNUSED } from '../../../vite.config';

const LOGIN = ['form', 'input', 'btn'];
const UNUSED = /^ant-(input-number|col-)/;

describe("/login's share of antd's prebuilt stylesheet", () => {
  it('keeps the rules naming a wanted family, cuts @media blocks alike and keeps keyframes whole', () => {
    const css =
      '.ant-btn{color:red}.ant-table{color:blue}.ant-input-affix-wrapper .ant-input{padding:0}.ant-input-number{width:90px}' +
      '@media (max-width:575px){.ant-form-item-label{padding:0}.ant-table-cell{display:none}}@media print{.ant-tree{color:#000}}' +
      '@keyframes antWave{to{opacity:0}}.ant-btn[data-x="}{"]{margin:0}.ant-col-24.ant-form-item-label{flex:0 0 100%}';
    expect(antdSubset(css, LOGIN, UNUSED)).toBe(
      '.ant-btn{color:red}.ant-input-affix-wrapper .ant-input{padding:0}' +
        '@media (max-width:575px){.ant-form-item-label{padding:0}}' +
        '@keyframes antWave{to{opacity:0}}.ant-btn[data-x="}{"]{margin:0}.ant-col-24.ant-form-item-label{flex:0 0 100%}',
    );
  });

  it("takes from antd's own sheet what the login form needs and little else", () => {
    const whole = readFileSync('node_modules/antd/dist/antd.css', 'utf8');
    const login = antdSubset(whole, LOGIN_ANTD_FAMILIES, LOGIN_ANTD_UNUSED);
    for (const rule of [
      '.ant-btn-primary',
      '.ant-form-item-explain-error',
      '.ant-input-affix-wrapper',
      '.ant-segmented-item-selected',
      '.ant-radio-button-wrapper-checked',
    ])
      expect(login).toContain(rule);
    for (const other of ['.ant-table{', '.ant-modal{', '.ant-input-number-input{', '.ant-col-24{']) expect(login).not.toContain(other);
    expect(login.length).toBeLessThan(whole.length / 5);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { FastAntd } from '../../render-app';
import { formatDateTime } from '@/domain/format';
import { BizRequestError, ERRORS } from '@/lib/gateway';
import type { Transaction } from '@/lib/gateway';
import { transactionSheet } from '@/features/money/money-export';
import { topUpRefusalField, yuanToFen } from '@/features/money/top-up-form';
import { UploadProgressLine } from '@/components/upload-progress';
import { fileToDataUrl, JPEG_COMPRESSION, ImageField } from '@/components/image-field';
import userEvent from '@testing-library/user-event';

describe('the top-up form’s helpers', () => {
  it('turns typed yuan into integer fen without float noise', () => {
    expect(yuanToFen(1000)).toBe(100000);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(1234.56)).toBe(123456);
  });

  it('puts a TOP_UP_INVALID refusal at the field its parameters name, never by reading the message', () => {
    const refusal = (params?: Record<string, string>, detail = '充值金额须在¥1.00到¥1,000,000.00之间') =>
      new BizRequestError(
        { isOk: false, errorCode: ERRORS.TOP_UP_INVALID.code, errorMsg: ERRORS.TOP_UP_INVALID.message.replace('{detail}', detail) },
        undefined,
        params,
      );
    expect(topUpRefusalField(refusal({ field: 'amount' }))).toBe('amount');
    expect(topUpRefusalField(refusal({ field: 'transferDate' }))).toBe('transferDate');
    expect(topUpRefusalField(refusal({ field: 'remark' }))).toBe('remark');
    // A message that names the amount, parameters that name the remark: the parameters win.
    expect(topUpRefusalField(refusal({ field: 'remark' }, '充值金额有误'))).toBe('remark');
    // No field, or one the form does not have: the voucher.
    expect(topUpRefusalField(refusal())).toBe('voucherImage');
    expect(topUpRefusalField(refusal({ field: 'nonsense' }))).toBe('voucherImage');
  });
});

describe('the upload progress line', () => {
  const show = (progress: Parameters<typeof UploadProgressLine>[0]['progress']) =>
    render(
      <FastAntd>
        <UploadProgressLine subject="转账凭证" progress={progress} />
      </FastAntd>,
    );

  it('shows nothing before an upload', () => {
    const { container } = show(null);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the percent sent with a labelled bar', () => {
    show({ loaded: 512, total: 2048, percent: 25 });
    expect(screen.getByText('正在上传转账凭证… 25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '转账凭证上传进度' })).toHaveAttribute('aria-valuenow', '25');
  });

  it('says when the voucher is up and the gateway is answering', () => {
    show({ loaded: 2048, total: 2048, percent: 100 });
    expect(screen.getByText('转账凭证已上传，等待受理…')).toBeInTheDocument();
  });

  it('shows the bytes sent when the total is unknown', () => {
    show({ loaded: 20 * 1024 });
    expect(screen.getByText('已上传 20 KB')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('the voucher field', () => {
  it('asks for a JPEG out of the compression (the gateway takes JPEG data URLs)', () => {
    expect(JPEG_COMPRESSION).toEqual({ mimeType: 'image/jpeg' });
  });

  it('reads a file as a data URL', async () => {
    expect(await fileToDataUrl(new Blob(['hi'], { type: 'image/jpeg' }))).toBe('data:image/jpeg;base64,aGk=');
  });

  it('compresses the chosen image, previews it and hands the form its data URL; refuses other files', async () => {
    const onChange = vi.fn();
    const compress = vi.fn(async (file: File) => new File(['jpeg'], file.name.replace('.png', '.jpg'), { type: 'image/jpeg' }));
    const { container, rerender } = render(
      <FastAntd>
        <ImageField subject="转账凭证" onChange={onChange} compress={compress} />
      </FastAntd>,
    );
    // rc-upload renders a new input after each choice.
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), new File(['%PDF'], 'voucher.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByText('请选择图片文件（JPG、PNG）')).toBeInTheDocument());
    expect(compress).not.toHaveBeenCalled();

    await user.upload(input(), new File(['png bytes'], 'voucher.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('data:image/jpeg;base64,anBlZw=='));
    expect(compress.mock.calls[0]![0].name).toBe('voucher.png');
    rerender(
      <FastAntd>
        <ImageField subject="转账凭证" value="data:image/jpeg;base64,anBlZw==" onChange={onChange} compress={compress} />
      </FastAntd>,
    );
    expect(screen.getByAltText('转账凭证预览')).toHaveAttribute('src', 'data:image/jpeg;base64,anBlZw==');
    expect(screen.getByText(/voucher\.png：1 KB → 压缩后 1 KB/)).toBeInTheDocument();
  });
});

describe('the transactions export', () => {
  it('writes one row per movement, labels in Chinese and money in signed yuan', () => {
    const rows: Transaction[] = [
      {
        transactionNo: 'TX00000002',
        kind: 'PAYMENT',
        amount: -150000,
        availableChange: -150000,
        frozenChange: 0,
        balanceAfter: 850000,
        frozenAfter: 0,
        orderNo: 'TO100143',
        paymentNo: 'PAY00000001',
        method: 'PREPAID',
        account: '预存款账户',
        description: '团队定金',
        time: '2026-11-20T10:00:00+08:00',
      },
      {
        transactionNo: 'TX00000001',
        kind: 'TOP_UP',
        amount: 1000000,
        availableChange: 1000000,
        frozenChange: 0,
        balanceAfter: 1000000,
        frozenAfter: 0,
        account: '预存款账户',
        description: '预存款充值',
        time: '2026-11-19T09:30:00+08:00',
      },
    ];
    const sheet = transactionSheet(rows);
    expect(sheet.name).toBe('交易明细');
    expect(sheet.columns.map((column) => column.header)).toContain('交易后可用余额（元）');
    expect(sheet.rows[0]).toMatchObject({
      kind: '支付',
      amount: -1500,
      availableChange: -1500,
      frozenChange: 0,
      balanceAfter: 8500,
      orderNo: 'TO100143',
      method: '预存款支付',
      time: formatDateTime('2026-11-20T10:00:00+08:00'),
    });
    expect(sheet.rows[1]).toMatchObject({ kind: '充值', amount: 10000, orderNo: '', method: '' });
  });
});

import { useState } from 'react';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { compressImage, type CompressImageOptions } from '@/domain/image';

/** The gateway takes uploaded pictures (vouchers, licences) as JPEG: the compressed image is always one. */
export const JPEG_COMPRESSION: CompressImageOptions = { mimeType: 'image/jpeg' };

/** A File as a data URL (`data:image/jpeg;base64,…`), the way pictures travel in a request. */
export function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('图片读取失败'));
    reader.readAsDataURL(file);
  });
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface ImageFieldProps {
  id?: string;
  /** What the picture is, for the button and the preview's alt text: '凭证', '营业执照'. */
  subject: string;
  /** The compressed picture as a data URL. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The compression (the spec's defaults, JPEG out); replaceable where no canvas exists (tests). */
  compress?: (file: File) => Promise<File>;
}

type Picked =
  | { state: 'idle' }
  | { state: 'compressing'; name: string }
  | { state: 'ready'; name: string; before: number; after: number }
  | { state: 'failed'; message: string };

const defaultCompress = (file: File) => compressImage(file, JPEG_COMPRESSION);

/**
 * A picture the user uploads (a top-up's bank-transfer voucher, a business licence): chosen by the
 * user, compressed before upload (quality 0.8; see domain/image.ts), shown as a preview, held by the
 * form as a data URL.
 */
export function ImageField({ id, subject, value, onChange, compress = defaultCompress }: ImageFieldProps) {
  const [picked, setPicked] = useState<Picked>({ state: 'idle' });

  const pick = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      setPicked({ state: 'failed', message: '请选择图片文件（JPG、PNG）' });
      return;
    }
    setPicked({ state: 'compressing', name: file.name });
    try {
      const compressed = await compress(file);
      const dataUrl = await fileToDataUrl(compressed);
      setPicked({ state: 'ready', name: file.name, before: file.size, after: compressed.size });
      onChange?.(dataUrl);
    } catch {
      setPicked({ state: 'failed', message: '图片处理失败，请换一张图片' });
      onChange?.(undefined);
    }
  };

  const remove = () => {
    setPicked({ state: 'idle' });
    onChange?.(undefined);
  };

  return (
    <Space orientation="vertical" size={8} id={id}>
      <Upload
        accept="image/jpeg,image/png,image/webp,image/bmp"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          void pick(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={picked.state === 'compressing'}>
          {value ? '重新选择图片' : `选择${subject}图片`}
        </Button>
      </Upload>
      {picked.state === 'compressing' && <Typography.Text type="secondary">正在压缩 {picked.name}…</Typography.Text>}
      {picked.state === 'failed' && <Typography.Text type="danger">{picked.message}</Typography.Text>}
      {value && (
        <Space align="start">
          <Image src={value} alt={`${subject}预览`} width={160} />
          <Space orientation="vertical" size={4}>
            {picked.state === 'ready' && (
              <Typography.Text type="secondary">
                {picked.name}：{sizeText(picked.before)} → 压缩后 {sizeText(picked.after)}
              </Typography.Text>
            )}
            <Button size="small" icon={<DeleteOutlined />} onClick={remove}>
              移除图片
            </Button>
          </Space>
        </Space>
      )}
    </Space>
  );
}

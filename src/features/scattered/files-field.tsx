import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { fileToDataUrl, JPEG_COMPRESSION } from '@/components/image-field';
import { UploadProgressLine } from '@/components/upload-progress';
import { REFUND_FIGURES } from '@/domain/figures';
import { compressImage } from '@/domain/image';
import type { RefundFile, UploadProgress } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { uploadScatteredRefundFile } from './api';

interface FilesFieldProps {
  id?: string;
  value?: RefundFile[];
  onChange?: (files: RefundFile[]) => void;
  /** The button's words: 上传证明材料, 上传补充材料. */
  label: string;
}

/**
 * Supporting files of a scattered refund (an error refund's proof, the supplement a reviewer asks for):
 * each image compressed (JPEG), uploaded with progress and listed; 移除 leaves it out of the request.
 */
export function ScatteredFilesField({ id, value = [], onChange, label }: FilesFieldProps) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useWrite(uploadScatteredRefundFile);
  const full = value.length >= REFUND_FIGURES.maxFiles;

  const pick = async (file: File) => {
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem('请选择图片文件（JPG、PNG）');
      return;
    }
    try {
      const compressed = await compressImage(file, JPEG_COMPRESSION);
      if (compressed.size > REFUND_FIGURES.fileMaxBytes) {
        setProblem(`图片压缩后仍超过 ${REFUND_FIGURES.fileMaxBytes / 1024 / 1024} MB，请换一张`);
        return;
      }
      const dataUrl = await fileToDataUrl(compressed);
      setProgress({ loaded: 0, percent: 0 });
      const { file: uploaded } = await upload.submitAsync({ name: compressed.name, dataUrl, onUploadProgress: setProgress });
      onChange?.([...value, uploaded]);
    } catch {
      setProblem((current) => current ?? '图片处理或上传失败，请重试');
    } finally {
      setProgress(null);
    }
  };

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Upload
        id={id}
        accept="image/*"
        showUploadList={false}
        disabled={full || upload.isPending}
        beforeUpload={(file) => {
          void pick(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={full || upload.isPending} loading={upload.isPending}>
          {label}
        </Button>
      </Upload>
      <Typography.Text type="secondary">图片最多 {REFUND_FIGURES.maxFiles} 张，上传前自动压缩。</Typography.Text>
      <UploadProgressLine subject="材料" progress={progress} />
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      {value.length > 0 && (
        <ul aria-label="已上传的材料" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((file) => (
            <li key={file.fileId}>
              <Space>
                <Typography.Text>{file.name}</Typography.Text>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`移除 ${file.name}`} onClick={() => onChange?.(value.filter((item) => item.fileId !== file.fileId))}>
                  移除
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      )}
    </Space>
  );
}

import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { REFUND_FIGURES } from '@/domain/figures';
import { compressImage } from '@/domain/image';
import { fileToDataUrl, JPEG_COMPRESSION } from '@/components/image-field';
import { UploadProgressLine } from '@/components/upload-progress';
import type { RefundFile, UploadProgress } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import type { RefundMenu } from './menus';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface RefundFilesFieldProps {
  menu: RefundMenu;
  /** What the files are: 证明材料 (an application's), 补充材料 (what the reviewer asked for). */
  subject: '证明材料' | '补充材料';
  id?: string;
  value?: RefundFile[];
  onChange?: (files: RefundFile[]) => void;
}

/**
 * The files of a refund application, in either menu (an involuntary refund's proof, the supplement a
 * reviewer asks for): each image is compressed (the spec's figures, JPEG out), uploaded with progress on
 * the menu's call, and listed; 删除 removes it from the gateway again until the application takes it.
 */
export function RefundFilesField({ menu, subject, id, value = [], onChange }: RefundFilesFieldProps) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useWrite(menu.upload);
  const remove = useWrite(menu.removeFile);
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
      // A refusal already showed its toast; a picture that cannot be read says so here.
      setProblem((current) => current ?? '图片处理或上传失败，请重试');
    } finally {
      setProgress(null);
    }
  };

  const drop = (fileId: string) =>
    remove.submitAsync({ fileId }).then(
      () => onChange?.(value.filter((file) => file.fileId !== fileId)),
      () => undefined,
    );

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
          上传{subject}
        </Button>
      </Upload>
      <Typography.Text type="secondary">航变通知、航班取消证明等图片，最多 {REFUND_FIGURES.maxFiles} 张，上传前自动压缩。</Typography.Text>
      <UploadProgressLine subject={subject} progress={progress} />
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      {value.length > 0 && (
        <ul aria-label={`已上传的${subject}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((file) => (
            <li key={file.fileId}>
              <Space>
                <Typography.Text>{file.name}</Typography.Text>
                <Typography.Text type="secondary">{sizeText(file.size)}</Typography.Text>
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除 ${file.name}`}
                  onClick={() => void drop(file.fileId)}
                >
                  删除
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      )}
    </Space>
  );
}

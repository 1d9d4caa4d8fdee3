import { useState } from 'react';
import { Alert, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { CREW_TEMPLATE_COLUMNS, parseTemplateRows, type TemplateRowError } from '@/domain/name-list';
import { IdType, PassengerType } from '@/domain/passenger';
import { gatewayNow } from '@/lib/clock';
import { readWorkbookRows, writeCrewTemplate } from '@/lib/excel';
import type { CrewTemplateColumn, ImportRow } from '@/lib/gateway/endpoints/order';

/**
 * Batch import of passengers from the crew-list Excel template (lib/excel loads exceljs only when
 * the template is written or a file is read).
 *
 * Props (stable):
 *   open, onClose()     a controlled dialog
 *   template?           the gateway's template definition ({ columns, sheetName, fileName } of
 *                       orderApi.crewTemplate), or
 *   loadTemplate?()     how to get it when first needed (e.g. queryClient.fetchQuery of crewTemplate)
 *   departureDate       YYYY-MM-DD of the first flight (passenger types by age on that day)
 *   existing?           passengers already in the order ({ name, idNo }): their ID numbers are refused
 *   onImport(rows)      the rows (ImportRow[]: PassengerInput + the sheet's rowNo), called only when no
 *                       row is wrong — the order screen sends them with orderApi.passengerBatchImport.
 *                       The dialog closes when it resolves and stays open when it rejects.
 *   importing?          the screen's import is under way (button spinner)
 *
 * Wrong rows are listed by row, column (the template's title) and reason, and nothing is imported.
 */
export interface CrewTemplateDefinition {
  columns: CrewTemplateColumn[];
  sheetName: string;
  fileName: string;
}

export interface CrewImportDialogProps {
  open: boolean;
  onClose: () => void;
  template?: CrewTemplateDefinition;
  loadTemplate?: () => Promise<CrewTemplateDefinition>;
  departureDate: string;
  existing?: readonly { name: string; idNo: string }[];
  onImport: (rows: ImportRow[]) => Promise<unknown> | void;
  importing?: boolean;
}

/** Files larger than this are not read (a crew list of 200 rows is ~20 KB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const FALLBACK_TEMPLATE: CrewTemplateDefinition = {
  columns: CREW_TEMPLATE_COLUMNS.map((column) => ({ ...column, options: column.options?.map((option) => ({ ...option })) })),
  sheetName: '旅客名单',
  fileName: '旅客名单导入模板.xlsx',
};

type Parsed =
  | { state: 'idle' }
  | { state: 'reading'; fileName: string }
  | { state: 'failed'; fileName: string; message: string }
  | { state: 'read'; fileName: string; rows: ImportRow[]; errors: TemplateRowError[] };

const ERROR_COLUMNS = [
  { title: '行号', dataIndex: 'rowNo', width: 70, render: (rowNo: number) => (rowNo > 0 ? `第${rowNo}行` : '—') },
  { title: '列', dataIndex: 'column', width: 110 },
  { title: '原因', dataIndex: 'reason' },
];

const PREVIEW_COLUMNS = [
  { title: '行号', dataIndex: 'rowNo', width: 70 },
  { title: '姓名', dataIndex: 'name', width: 120 },
  { title: '类型', dataIndex: 'passengerType', width: 70, render: (value: string) => PassengerType.label(value) },
  { title: '证件类型', dataIndex: 'idType', width: 100, render: (value: string) => IdType.label(value) },
  { title: '证件号码', dataIndex: 'idNo' },
];

export function CrewImportDialog({
  open,
  onClose,
  template,
  loadTemplate,
  departureDate,
  existing,
  onImport,
  importing = false,
}: CrewImportDialogProps) {
  const [loaded, setLoaded] = useState<CrewTemplateDefinition | null>(null);
  const [parsed, setParsed] = useState<Parsed>({ state: 'idle' });
  const [downloading, setDownloading] = useState(false);
  const [pending, setPending] = useState(false);

  const getTemplate = async (): Promise<CrewTemplateDefinition> => {
    if (template) return template;
    if (loaded) return loaded;
    if (!loadTemplate) return FALLBACK_TEMPLATE;
    const answer = await loadTemplate();
    setLoaded(answer);
    return answer;
  };

  const download = async () => {
    setDownloading(true);
    try {
      await writeCrewTemplate(await getTemplate());
    } catch {
      // A refused template call was toasted by the gateway client.
    } finally {
      setDownloading(false);
    }
  };

  const read = async (file: File) => {
    if (file.size > IMPORT_MAX_BYTES) {
      setParsed({ state: 'failed', fileName: file.name, message: '文件超过5MB，请只保留名单后重新选择' });
      return;
    }
    if (!/\.xlsx$/i.test(file.name)) {
      setParsed({ state: 'failed', fileName: file.name, message: '请选择 .xlsx 格式的文件（可将 .xls 另存为 .xlsx）' });
      return;
    }
    setParsed({ state: 'reading', fileName: file.name });
    let definition: CrewTemplateDefinition;
    try {
      definition = await getTemplate();
    } catch {
      setParsed({ state: 'failed', fileName: file.name, message: '未能取得名单模板，请稍后重试' });
      return;
    }
    try {
      const sheet = await readWorkbookRows(file);
      const result = parseTemplateRows(sheet, definition.columns, { now: gatewayNow(), departureDate, existing });
      if (result.rows.length === 0 && result.errors.length === 0) {
        setParsed({ state: 'failed', fileName: file.name, message: '文件中没有旅客：请从第3行起填写，每行一位旅客' });
        return;
      }
      setParsed({ state: 'read', fileName: file.name, rows: result.rows, errors: result.errors });
    } catch {
      setParsed({ state: 'failed', fileName: file.name, message: '无法读取该文件，请选择用名单模板填写的 .xlsx 文件' });
    }
  };

  const close = () => {
    setParsed({ state: 'idle' });
    onClose();
  };

  const submit = async () => {
    if (parsed.state !== 'read' || parsed.errors.length > 0) return;
    setPending(true);
    try {
      await onImport(parsed.rows);
      close();
    } catch {
      // The gateway's refusal is toasted; the rows stay for another try.
    } finally {
      setPending(false);
    }
  };

  const ready = parsed.state === 'read' && parsed.errors.length === 0 && parsed.rows.length > 0;

  return (
    <Modal
      open={open}
      title="导入旅客名单"
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>取消</Button>
          <Button type="primary" disabled={!ready} loading={importing || pending} onClick={() => void submit()}>
            {ready ? `导入${parsed.rows.length}位旅客` : '导入'}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          1. 下载名单模板，从第3行起每行填写一位旅客（第2行为示例，导入时忽略）；身份证号可自动得出出生日期、性别和旅客类型。
        </Typography.Paragraph>
        <Button onClick={() => void download()} loading={downloading}>
          下载名单模板
        </Button>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          2. 选择填写好的 .xlsx 文件：有任何一行错误时不会导入任何旅客。
        </Typography.Paragraph>
        <Upload
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void read(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button loading={parsed.state === 'reading'}>选择文件</Button>
        </Upload>

        {parsed.state === 'failed' && <Alert type="error" showIcon title={`${parsed.fileName}：${parsed.message}`} />}
        {parsed.state === 'read' && parsed.errors.length > 0 && (
          <>
            <Alert
              type="error"
              showIcon
              title={`${parsed.fileName}：${parsed.errors.length}处错误，未导入任何旅客`}
              description="请在文件中修改以下单元格后重新选择文件。"
            />
            <Table<TemplateRowError>
              size="small"
              rowKey={(error) => `${error.rowNo}:${error.column}:${error.reason}`}
              columns={ERROR_COLUMNS}
              dataSource={parsed.errors}
              pagination={parsed.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            />
          </>
        )}
        {ready && (
          <>
            <Alert type="success" showIcon title={`${parsed.fileName}：共${parsed.rows.length}位旅客，检查无误，可以导入`} />
            <Table<ImportRow>
              size="small"
              rowKey="rowNo"
              columns={PREVIEW_COLUMNS}
              dataSource={parsed.rows}
              pagination={parsed.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}

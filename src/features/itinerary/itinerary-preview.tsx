import { lazy, Suspense } from 'react';
import { Button, Modal, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '@/components/load-failed';
import { invoiceDetail } from './api';

// The A4 document and its print stylesheet load with the first preview.
const ItineraryDocument = lazy(() => import('./itinerary-document').then((module) => ({ default: module.ItineraryDocument })));

const loading = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin />
    <div>正在加载行程单…</div>
  </div>
);

/**
 * Print preview: the itinerary as its A4 page, 打印 (the browser's print: the print stylesheet keeps
 * only the page) and 关闭. The same detail read as the detail drawer.
 */
export function ItineraryPreview({ invoiceNo, onClose }: { invoiceNo: string; onClose: () => void }) {
  const detail = useQuery(invoiceDetail.query(invoiceNo));
  // A tax document is shown (and printed) only as the gateway has it now: a detail read earlier and
  // marked stale (the history saw its status change) waits for its new read, not the old page.
  const invoice = detail.isStale && detail.isFetching ? undefined : detail.data;
  return (
    <Modal
      open
      rootClassName="itinerary-preview"
      title={`打印预览：行程单 ${invoiceNo}`}
      width="calc(210mm + 64px)"
      style={{ top: 16, maxWidth: '100vw' }}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="print" type="primary" icon={<PrinterOutlined />} disabled={!invoice} onClick={() => window.print()}>
          打印
        </Button>,
      ]}
    >
      {invoice ? (
        <Suspense fallback={loading}>
          <ItineraryDocument invoice={invoice} />
        </Suspense>
      ) : detail.isError ? (
        <LoadFailed onRetry={() => void detail.refetch()} />
      ) : (
        loading
      )}
    </Modal>
  );
}

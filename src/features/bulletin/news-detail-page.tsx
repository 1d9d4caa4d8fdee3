import { useMemo } from 'react';
import { Card, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { BulletinCategory } from '@/domain/bulletin';
import { formatDateTime } from '@/domain/format';
import { Page } from '@/components/page';
import { useDetail } from '@/lib/detail-kit';
import { sanitizeBulletinHtml } from '@/lib/safe-html';
import { newsDetail } from './api';
import './news-detail-page.css';

export const loader = newsDetail.loader;

/** /new/{prodNo}: one bulletin; its HTML is sanitised before it reaches the page. */
export default function NewsDetailPage() {
  const { record: bulletin } = useDetail(newsDetail);
  const html = useMemo(() => sanitizeBulletinHtml(bulletin?.content ?? ''), [bulletin?.content]);

  return (
    <Page extra={<Link to={ROUTES.news.path}>返回公告列表</Link>}>
      {bulletin && (
        <Card>
          <article className="bulletin">
            <Typography.Title level={2} className="bulletin-title">
              {bulletin.title}
            </Typography.Title>
            <Space className="bulletin-meta" wrap>
              {bulletin.top && <Tag color="red">置顶</Tag>}
              <Tag color={BulletinCategory.color(bulletin.category)}>{BulletinCategory.label(bulletin.category)}</Tag>
              <Typography.Text type="secondary">发布时间：{formatDateTime(bulletin.publishTime)}</Typography.Text>
              <Typography.Text type="secondary">发布单位：{bulletin.publisher}</Typography.Text>
            </Space>
            <div className="bulletin-content" dangerouslySetInnerHTML={{ __html: html }} />
          </article>
        </Card>
      )}
    </Page>
  );
}

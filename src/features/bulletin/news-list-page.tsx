import { Card, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { BulletinCategory } from '@/domain/bulletin';
import { formatDate } from '@/domain/format';
import { FilterForm } from '@/components/filter-form';
import { Page } from '@/components/page';
import { retryOf } from '@/components/load-failed';
import { PlainList } from '@/components/plain-list';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { readListParams, useListParams } from '@/lib/list-params';
import { tablePagination, warm } from '@/lib/query';
import { NEWS_FILTERS, newsListQuery } from './api';
import './news-list-page.css';

export function loader({ request, queryClient }: ScreenLoaderArgs) {
  return warm(queryClient.query(newsListQuery(readListParams(new URL(request.url).searchParams, NEWS_FILTERS))));
}

interface NewsFilter {
  title?: string;
  category?: string;
}

/** /new: bulletins, pinned ones first, searchable by title and category. */
export default function NewsListPage() {
  const [params, setParams] = useListParams(NEWS_FILTERS);
  const news = useQuery(newsListQuery(params));

  return (
    <Page>
      <FilterForm<NewsFilter>
        formId="news-filter"
        initialValues={{ title: params.title, category: params.category }}
        onSearch={(values) => setParams({ title: values.title?.trim(), category: values.category })}
      >
        <Form.Item name="title" label="标题">
          <Input allowClear placeholder="输入标题关键字" maxLength={50} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="category" label="类别">
          <Select allowClear placeholder="全部类别" options={[...BulletinCategory.options]} style={{ width: 160 }} />
        </Form.Item>
      </FilterForm>
      <Card>
        <PlainList
          loading={news.isFetching}
          items={news.data?.items}
          itemKey={(item) => item.prodNo}
          emptyText="暂无符合条件的公告"
          onRetry={retryOf(news)}
          pagination={tablePagination(news.data, setParams)}
          renderItem={(item) => (
            <>
              <div className="news-item">
                <Space size={6} wrap>
                  {item.top && <Tag color="red">置顶</Tag>}
                  <Tag color={BulletinCategory.color(item.category)}>{BulletinCategory.label(item.category)}</Tag>
                  <Link className="news-item-title" to={href('newsDetail', { prodNo: item.prodNo })}>
                    {item.title}
                  </Link>
                </Space>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="news-item-summary">
                  {item.summary}
                </Typography.Paragraph>
              </div>
              <Typography.Text type="secondary">{formatDate(item.publishTime)}</Typography.Text>
            </>
          )}
        />
      </Card>
    </Page>
  );
}

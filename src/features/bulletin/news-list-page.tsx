import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { BulletinCategory } from '@/domain/bulletin';
import { formatDate } from '@/domain/format';
import { ListScreen } from '@/components/list-screen';
import { plainListProps } from '@/components/list-table';
import { PlainList } from '@/components/plain-list';
import { useList } from '@/lib/list-kit';
import { newsList } from './api';
import './news-list-page.css';

export const loader = newsList.loader;

/** /new: bulletins, pinned ones first, searchable by title and category. */
export default function NewsListPage() {
  const list = useList(newsList);

  return (
    <ListScreen list={list}>
      <PlainList
        {...plainListProps(list, '暂无符合条件的公告')}
        itemKey={(item) => item.prodNo}
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
    </ListScreen>
  );
}

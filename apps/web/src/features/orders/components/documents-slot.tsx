import type { Order } from '@cargo/domain';
import { Empty } from 'antd';
import { useT } from '../../../shared/i18n';

/** The order's documents: uploaded with the documents of the order (a later issue); none before. */
export function DocumentsSlot({ documents }: { documents: Order['documents'] }) {
  const t = useT();
  if (!documents.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderScreens.documents.none')} />;
  return (
    <ul className="orders-documents">
      {documents.map((document) => (
        <li key={document.id}>
          {document.name} <span className="orders-muted">({document.type})</span>
        </li>
      ))}
    </ul>
  );
}

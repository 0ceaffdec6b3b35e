import { MAIL_SORT_FIELDS, MAIL_STATUSES } from '@cargo/domain';
import { Select } from 'antd';
import { useT } from '../../../shared/i18n';
import { mailStatusLabelKey } from '../../../shared/lib/labels';
import { FilterBar, ListCard, SearchFilter, useListQuery } from '../../../shared/lists';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useMails } from '../api/list-mails';
import { MailsTable } from '../components/mails-table';

const FILTERS = ['recipient', 'status'] as const;
const DEFAULT_SORT = { field: 'createdAt', direction: 'desc' } as const;

/** `/admin/mails`: every notification the platform sent or tried to send, newest first. */
export function MailsPage() {
  const t = useT();
  const list = useListQuery({ sortFields: MAIL_SORT_FIELDS, filters: FILTERS, defaultSort: DEFAULT_SORT });
  const mails = useMails(list.params);

  return (
    <>
      <PageHeader title={t('admin.mails.title')} subtitle={t('admin.mails.hint')} />
      <FilterBar filtered={list.filtered} onReset={list.resetFilters}>
        <SearchFilter
          className="list-filter-wide"
          value={list.filters.recipient ?? ''}
          onSearch={(value) => list.setFilter('recipient', value)}
          placeholder={t('admin.mails.recipientPlaceholder')}
        />
        <Select
          className="list-filter"
          allowClear
          placeholder={t('admin.mails.status')}
          aria-label={t('admin.mails.status')}
          value={list.filters.status}
          options={MAIL_STATUSES.map((status) => ({ value: status, label: t(mailStatusLabelKey(status)) }))}
          onChange={(value?: string) => list.setFilter('status', value)}
        />
      </FilterBar>
      {mails.isError ? (
        <QueryError error={mails.error} onRetry={() => void mails.refetch()} />
      ) : (
        <ListCard>
          <MailsTable mails={mails.data?.items} loading={mails.isFetching} list={list} total={mails.data?.total} />
        </ListCard>
      )}
    </>
  );
}

import { MAIL_SORT_FIELDS, MAIL_STATUSES } from '@cargo/domain';
import { Button, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import { mailStatusLabelKey } from '../../../shared/lib/labels';
import { useListQuery } from '../../../shared/lib/use-list-query';
import { FilterBar, ListCard, PageHeader } from '../../../shared/ui/list-page';
import { QueryError } from '../../../shared/ui/query-error';
import { SearchFilter } from '../../../shared/ui/search-filter';
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
      <FilterBar label={t('admin.common.filters')}>
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
        {list.filtered ? (
          <Button type="link" onClick={list.resetFilters}>
            {t('admin.common.resetFilters')}
          </Button>
        ) : null}
      </FilterBar>
      {mails.isError ? (
        <QueryError error={mails.error} onRetry={() => void mails.refetch()} />
      ) : (
        <ListCard>
          <MailsTable
            mails={mails.data?.items}
            loading={mails.isFetching}
            sortOrder={list.sortOrder}
            pagination={list.pagination(mails.data?.total)}
            onChange={list.onTableChange as Parameters<typeof MailsTable>[0]['onChange']}
          />
        </ListCard>
      )}
    </>
  );
}

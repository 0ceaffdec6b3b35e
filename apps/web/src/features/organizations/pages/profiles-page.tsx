import { PROFILE_KINDS, PROFILE_SORT_FIELDS, PROFILE_STATUSES, type Profile } from '@cargo/domain';
import { App, Select } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { profileKindLabelKey, profileStatusLabelKey } from '../../../shared/lib/labels';
import { FilterBar, ListCard, useListQuery } from '../../../shared/lists';
import { OrganizationSelect } from '../../../shared/organizations';
import { useNotify } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useApproveProfile } from '../api/approve-profile';
import { useProfiles } from '../api/list-profiles';
import { useRejectProfile } from '../api/reject-profile';
import { ProfilesReviewTable } from '../components/profiles-review-table';

const FILTERS = ['status', 'kind', 'organizationId'] as const;
/** The queue opens on what waits for a decision, oldest first. */
const DEFAULT_FILTERS = { status: 'NEW' };
const DEFAULT_SORT = { field: 'createdAt', direction: 'asc' } as const;

/**
 * `/admin/organization-profiles`: the operators' review queue. NEW profiles are approved or
 * rejected (a rejection after a confirmation); the list is fetched again after each decision.
 */
export function ProfilesPage() {
  const t = useT();
  const notify = useNotify();
  const { modal } = App.useApp();
  const list = useListQuery({
    sortFields: PROFILE_SORT_FIELDS,
    filters: FILTERS,
    defaultFilters: DEFAULT_FILTERS,
    defaultSort: DEFAULT_SORT,
  });
  const profiles = useProfiles(list.params);
  const approve = useApproveProfile();
  const reject = useRejectProfile();
  const [deciding, setDeciding] = useState<number>();

  const fail = (error: unknown) => {
    if (!isApiError(error)) throw error;
    notify.error(error.message);
  };

  const onApprove = (profile: Profile) => {
    setDeciding(profile.id);
    approve.mutate(profile.id, {
      onSuccess: () =>
        notify.success(
          t('admin.profiles.approvedFor', {
            kind: t(profileKindLabelKey(profile.kind)),
            organization: profile.organizationName,
          }),
        ),
      onError: fail,
      onSettled: () => setDeciding(undefined),
    });
  };

  const onReject = (profile: Profile) => {
    const kind = t(profileKindLabelKey(profile.kind));
    modal.confirm({
      title: t('admin.profiles.rejectConfirm', { kind, organization: profile.organizationName }),
      okText: t('admin.profiles.reject'),
      okButtonProps: { danger: true },
      cancelText: t('admin.common.cancel'),
      onOk: () =>
        reject
          .mutateAsync(profile.id)
          .then(
            () => notify.success(t('admin.profiles.rejectedFor', { kind, organization: profile.organizationName })),
            fail,
          ),
    });
  };

  return (
    <>
      <PageHeader title={t('admin.profiles.queueTitle')} subtitle={t('admin.profiles.queueHint')} />
      <FilterBar filtered={list.filtered} onReset={list.resetFilters}>
        <Select
          className="list-filter"
          allowClear
          placeholder={t('admin.profiles.allStatuses')}
          aria-label={t('admin.profiles.status')}
          value={list.filters.status}
          options={PROFILE_STATUSES.map((status) => ({ value: status, label: t(profileStatusLabelKey(status)) }))}
          onChange={(value?: string) => list.setFilter('status', value)}
        />
        <Select
          className="list-filter"
          allowClear
          placeholder={t('admin.profiles.allKinds')}
          aria-label={t('admin.profiles.kind')}
          value={list.filters.kind}
          options={PROFILE_KINDS.map((kind) => ({ value: kind, label: t(profileKindLabelKey(kind)) }))}
          onChange={(value?: string) => list.setFilter('kind', value)}
        />
        <OrganizationSelect
          className="list-filter"
          aria-label={t('admin.users.organization')}
          placeholder={t('admin.users.organization')}
          value={list.filters.organizationId ? Number(list.filters.organizationId) : null}
          onChange={(value) => list.setFilter('organizationId', value)}
        />
      </FilterBar>
      {profiles.isError ? (
        <QueryError error={profiles.error} onRetry={() => void profiles.refetch()} />
      ) : (
        <ListCard>
          <ProfilesReviewTable
            profiles={profiles.data?.items}
            loading={profiles.isFetching}
            deciding={deciding}
            list={list}
            total={profiles.data?.total}
            onApprove={onApprove}
            onReject={onReject}
          />
        </ListCard>
      )}
    </>
  );
}

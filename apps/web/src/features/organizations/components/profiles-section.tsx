import { PROFILE_KINDS, type Profile, type ProfileKind } from '@cargo/domain';
import { App, Button, Popconfirm, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { profileKindLabelKey } from '../../../shared/lib/labels';
import { useNotify } from '../../../shared/ui';
import { QueryError } from '../../../shared/ui/query-error';
import { ProfileStatusTag } from '../../../shared/ui/status-tags';
import { DetailTable } from '../../../shared/lists';
import { useAddProfile } from '../api/add-profile';
import { useApproveProfile } from '../api/approve-profile';
import { useOrganizationProfiles } from '../api/list-organization-profiles';
import { useRejectProfile } from '../api/reject-profile';
import { useRemoveProfile } from '../api/remove-profile';
import type { EditMode } from './edit-mode';

/**
 * An organization's profiles: what it does on the marketplace. The organization applies for a
 * kind (NEW until an operator decides), sees the decision and may remove a profile; an operator
 * may also decide here, as in the review queue.
 */
export function ProfilesSection({ organizationId, mode }: { organizationId: number; mode: EditMode }) {
  const t = useT();
  const notify = useNotify();
  const { modal } = App.useApp();
  const profiles = useOrganizationProfiles(organizationId);
  const add = useAddProfile();
  const remove = useRemoveProfile();
  const approve = useApproveProfile();
  const reject = useRejectProfile();
  const [kind, setKind] = useState<ProfileKind | undefined>();
  const operator = mode === 'operator';
  const readOnly = mode === 'readOnly';

  if (profiles.isError) return <QueryError error={profiles.error} onRetry={() => void profiles.refetch()} />;

  const held = new Set(profiles.data?.map((profile) => profile.kind));
  const available = PROFILE_KINDS.filter((candidate) => !held.has(candidate));

  const fail = (error: unknown) => {
    if (!isApiError(error)) throw error;
    notify.error(error.message);
  };

  async function apply() {
    if (!kind) return;
    try {
      await add.mutateAsync({ organizationId, kind });
      notify.success(operator ? t('admin.profiles.added') : t('admin.profiles.applied'));
      setKind(undefined);
    } catch (error) {
      fail(error);
    }
  }

  const decide = (profile: Profile, decision: 'approve' | 'reject') => {
    const label = t(profileKindLabelKey(profile.kind));
    if (decision === 'approve') {
      approve.mutate(profile.id, {
        onSuccess: () => notify.success(t('admin.profiles.approved', { kind: label })),
        onError: fail,
      });
      return;
    }
    modal.confirm({
      title: t('admin.profiles.rejectConfirm', { kind: label, organization: profile.organizationName }),
      okText: t('admin.profiles.reject'),
      okButtonProps: { danger: true },
      cancelText: t('admin.common.cancel'),
      onOk: () =>
        reject.mutateAsync(profile.id).then(() => notify.success(t('admin.profiles.rejected', { kind: label })), fail),
    });
  };

  const columns: TableColumnsType<Profile> = [
    { key: 'kind', title: t('admin.profiles.kind'), render: (_, profile) => t(profileKindLabelKey(profile.kind)) },
    {
      key: 'status',
      title: t('admin.profiles.status'),
      render: (_, profile) => <ProfileStatusTag status={profile.status} />,
    },
    {
      key: 'createdAt',
      title: t('admin.profiles.appliedOn'),
      className: 'list-cell-nowrap',
      render: (_, profile) => formatDate(profile.createdAt),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'actions',
            title: t('admin.common.actions'),
            className: 'list-cell-nowrap',
            render: (_: unknown, profile: Profile) => (
              <Space size={0}>
                {operator && profile.status === 'NEW' ? (
                  <>
                    <Button type="link" size="small" onClick={() => decide(profile, 'approve')}>
                      {t('admin.profiles.approve')}
                    </Button>
                    <Button type="link" size="small" danger onClick={() => decide(profile, 'reject')}>
                      {t('admin.profiles.reject')}
                    </Button>
                  </>
                ) : null}
                <Popconfirm
                  title={t('admin.profiles.removeConfirm', { kind: t(profileKindLabelKey(profile.kind)) })}
                  okText={t('admin.profiles.remove')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('admin.common.cancel')}
                  onConfirm={() =>
                    remove
                      .mutateAsync({ organizationId, profileId: profile.id })
                      .then(() => notify.success(t('admin.profiles.removed')), fail)
                  }
                >
                  <Button type="link" size="small" danger={!operator}>
                    {t('admin.profiles.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]),
  ];

  return (
    <>
      <DetailTable<Profile>
        rowKey="id"
        columns={columns}
        dataSource={profiles.data}
        loading={profiles.isPending || profiles.isFetching}
        locale={{ emptyText: t('admin.profiles.none') }}
      />
      {readOnly || available.length === 0 ? null : (
        <div className="profile-add">
          <Select<ProfileKind>
            value={kind}
            onChange={setKind}
            placeholder={t('admin.profiles.choose')}
            aria-label={t('admin.profiles.choose')}
            options={available.map((candidate) => ({ value: candidate, label: t(profileKindLabelKey(candidate)) }))}
          />
          <Button type="primary" disabled={!kind} loading={add.isPending} onClick={() => void apply()}>
            {operator ? t('admin.profiles.add') : t('admin.profiles.apply')}
          </Button>
        </div>
      )}
      {readOnly ? null : <p className="list-muted profile-hint">{t('admin.profiles.hint')}</p>}
    </>
  );
}

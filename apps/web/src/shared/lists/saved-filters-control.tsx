import { DeleteOutlined, FilterOutlined, SaveOutlined } from '@ant-design/icons';
import { decodeFilters, type SavedFilter } from '@cargo/domain';
import { Button, Divider, Empty, Input, List, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../http';
import { useT } from '../i18n';
import { useNotify } from '../ui';
import { useCreateSavedFilter } from './api/create-saved-filter';
import { useDeleteSavedFilter } from './api/delete-saved-filter';
import { useSavedFilters } from './api/list-saved-filters';

export interface SavedFiltersControlProps {
  /** The list's name: `dictionaries/sea-lines`, `rates/sea`. */
  context: string;
  /** The filters in effect (the `filters` query parameter), '' for none. */
  current: string;
  onPick: (filters: string) => void;
}

/** The user's named filters of the list: pick one, save the current ones under a name, forget one. */
export function SavedFiltersControl({ context, current, onPick }: SavedFiltersControlProps) {
  const t = useT();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saved = useSavedFilters(context);
  const create = useCreateSavedFilter();
  const remove = useDeleteSavedFilter(context);
  const filters = decodeFilters(current);

  async function save() {
    setError(null);
    try {
      await create.mutateAsync({ context, name: name.trim(), filters });
      setName('');
      notify.success(t('dictionaries.saved.saved'));
    } catch (cause) {
      if (!isApiError(cause)) throw cause;
      setError(cause.fieldError('name') ?? cause.message);
    }
  }

  const pick = (filter: SavedFilter) => {
    onPick(filter.filters.length ? JSON.stringify(filter.filters) : '');
    setOpen(false);
  };

  const content = (
    <div className="list-popover">
      <List<SavedFilter>
        size="small"
        dataSource={saved.data ?? []}
        loading={saved.isLoading}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dictionaries.saved.none')} />,
        }}
        renderItem={(filter) => (
          <List.Item
            actions={[
              <Button
                key="delete"
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('dictionaries.saved.delete')}: ${filter.name}`}
                onClick={() => remove.mutate(filter.id)}
              />,
            ]}
          >
            <Button type="link" className="list-popover-link" onClick={() => pick(filter)}>
              {filter.name}
            </Button>
          </List.Item>
        )}
      />
      <Divider className="list-popover-divider" />
      {filters.length ? (
        <Space.Compact className="list-popover-row">
          <Input
            aria-label={t('dictionaries.saved.name')}
            placeholder={t('dictionaries.saved.name')}
            value={name}
            status={error ? 'error' : undefined}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={() => name.trim() && void save()}
          />
          <Button
            icon={<SaveOutlined />}
            disabled={!name.trim()}
            loading={create.isPending}
            onClick={() => void save()}
          >
            {t('admin.common.save')}
          </Button>
        </Space.Compact>
      ) : (
        <Typography.Text type="secondary">{t('dictionaries.saved.nothingToSave')}</Typography.Text>
      )}
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={setOpen}
      title={t('dictionaries.saved.title')}
      content={content}
    >
      <Button icon={<FilterOutlined />}>{t('dictionaries.saved.title')}</Button>
    </Popover>
  );
}

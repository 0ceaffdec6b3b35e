import { DeleteOutlined, SaveOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Input, Popover, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../http';
import { useT } from '../i18n';
import { useNotify } from '../ui';
import { useCreateView } from './api/create-view';
import { useDeleteView } from './api/delete-view';
import { useUpdateView } from './api/update-view';
import type { ColumnViews, ViewColumn } from './use-column-views';

export interface ColumnsControlProps {
  context: string;
  specs: readonly ViewColumn[];
  views: ColumnViews;
  /** The sort and page size in effect, kept with a saved view. */
  sort?: string;
  size: number;
}

/**
 * The column chooser: tick the columns to show, pick a saved view, save the columns as a view
 * (and make it the one the list opens with), forget a view.
 */
export function ColumnsControl({ context, specs, views, sort, size }: ColumnsControlProps) {
  const t = useT();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [makeDefault, setMakeDefault] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateView();
  const update = useUpdateView();
  const remove = useDeleteView(context);
  const current = views.views.find((view) => view.id === views.viewId);

  async function save() {
    setError(null);
    try {
      const view = await create.mutateAsync({
        context,
        name: name.trim(),
        settings: { columns: views.keys, size, ...(sort ? { sort } : {}) },
        isDefault: makeDefault,
      });
      views.pick(view);
      setName('');
      notify.success(t('dictionaries.view.saved'));
    } catch (cause) {
      if (!isApiError(cause)) throw cause;
      setError(cause.fieldError('name') ?? cause.message);
    }
  }

  const content = (
    <div className="list-popover">
      <Space.Compact className="list-popover-row">
        <Select<number>
          aria-label={t('dictionaries.view.title')}
          value={views.viewId ?? 0}
          onChange={(id) => views.pick(views.views.find((view) => view.id === id) ?? null)}
          options={[
            { value: 0, label: t('dictionaries.view.standard') },
            ...views.views.map((view) => ({
              value: view.id,
              label: view.isDefault ? `${view.name} (${t('dictionaries.view.default')})` : view.name,
            })),
          ]}
        />
        {current ? (
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('dictionaries.view.delete')}: ${current.name}`}
            title={t('dictionaries.view.delete')}
            onClick={() => {
              remove.mutate(current.id);
              views.pick(null);
            }}
          />
        ) : null}
      </Space.Compact>
      {current && !current.isDefault ? (
        <Button
          type="link"
          className="list-popover-link"
          onClick={() =>
            update.mutate({
              id: current.id,
              input: { name: current.name, settings: current.settings, isDefault: true },
            })
          }
        >
          {t('dictionaries.view.makeDefault')}
        </Button>
      ) : null}
      <Divider className="list-popover-divider" />
      <div className="list-columns" role="group" aria-label={t('dictionaries.view.columns')}>
        {specs.map((spec) => (
          <Checkbox
            key={spec.key}
            checked={views.keys.includes(spec.key)}
            disabled={views.keys.length === 1 && views.keys.includes(spec.key)}
            onChange={(event) => views.toggle(spec.key, event.target.checked)}
          >
            {t(spec.label)}
          </Checkbox>
        ))}
      </div>
      <Divider className="list-popover-divider" />
      <Typography.Text strong>{t('dictionaries.view.save')}</Typography.Text>
      <Space.Compact className="list-popover-row">
        <Input
          aria-label={t('dictionaries.view.name')}
          placeholder={t('dictionaries.view.name')}
          value={name}
          maxLength={100}
          status={error ? 'error' : undefined}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => name.trim() && void save()}
        />
        <Button icon={<SaveOutlined />} disabled={!name.trim()} loading={create.isPending} onClick={() => void save()}>
          {t('admin.common.save')}
        </Button>
      </Space.Compact>
      <Checkbox checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)}>
        {t('dictionaries.view.makeDefault')}
      </Checkbox>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={t('dictionaries.view.columns')} content={content}>
      <Button icon={<TableOutlined />}>{t('dictionaries.view.columns')}</Button>
    </Popover>
  );
}

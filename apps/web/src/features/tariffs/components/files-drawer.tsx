import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { TariffFile, TariffKind } from '@cargo/domain';
import { Button, Empty, Space, Tag, type TableColumnsType } from 'antd';
import { keyOr, useT } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/lib/format-date';
import { formatNumber } from '../../../shared/lib/format-number';
import { SideDrawer } from '../../../shared/ui';
import { QueryError } from '../../../shared/ui/query-error';
import { DetailTable } from '../../../shared/lists';
import { downloadAnnotated, downloadOriginal, useTariffFiles } from '../api/sheets';
import { fieldLabel } from '../lib/labels';
import { fileSize } from '../lib/sheet-files';
import { useDownload } from './use-download';

export interface FilesDrawerProps {
  kind: TariffKind;
  operator: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * "Last uploaded files" of a kind (the latest 20, newest first): name, size, when and by whom,
 * how many tariffs were imported and how many errors found, the original and the marked copy to
 * download. Imports still running are read again until they end.
 */
export function FilesDrawer({ kind, operator, open, onClose }: FilesDrawerProps) {
  const t = useT();
  const files = useTariffFiles(kind, open);
  const download = useDownload();

  const columns: TableColumnsType<TariffFile> = [
    {
      key: 'name',
      title: t('tariffActions.fileName'),
      render: (_, file) => (
        <span className="tariff-file-name">
          <FileExcelOutlined aria-hidden /> {file.name}
        </span>
      ),
    },
    {
      key: 'size',
      title: t('tariffActions.fileSize'),
      align: 'right',
      className: 'list-cell-nowrap',
      render: (_, file) => {
        const size = fileSize(file.size);
        return t(size.key, size.params);
      },
    },
    {
      key: 'uploaded',
      title: t('tariffActions.uploadedAt'),
      className: 'list-cell-nowrap',
      render: (_, file) => (
        <div className="tariff-file-uploaded">
          <span>{formatDateTime(file.uploadedAt)}</span>
          {file.uploadedBy ? <span className="tariff-file-by">{file.uploadedBy.name}</span> : null}
        </div>
      ),
    },
    ...(operator
      ? [
          {
            key: 'organization',
            title: t(fieldLabel('organization')),
            render: (_: unknown, file: TariffFile) => file.organization.name,
          },
        ]
      : []),
    {
      key: 'imported',
      title: t('tariffActions.fileImported'),
      align: 'right',
      render: (_, file) =>
        // An import that ended without a result says why (the server stopped during it, …).
        file.failure !== null ? (
          <Tag color="red">{t(keyOr(file.failure, 'jobs.progress.failed'))}</Tag>
        ) : file.imported === null ? (
          <Tag color="processing">{t('tariffActions.fileRunning')}</Tag>
        ) : (
          formatNumber(file.imported)
        ),
    },
    {
      key: 'errors',
      title: t('tariffActions.fileErrors'),
      align: 'right',
      render: (_, file) =>
        file.errorCount === null ? '—' : file.errorCount ? <Tag color="red">{formatNumber(file.errorCount)}</Tag> : '0',
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      className: 'list-cell-nowrap',
      render: (_, file) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={download.busy === `original-${file.id}`}
            aria-label={`${t('tariffActions.downloadOriginal')}: ${file.name}`}
            title={t('tariffActions.downloadOriginal')}
            onClick={() => download.run(`original-${file.id}`, () => downloadOriginal(kind, file))}
          />
          {file.hasAnnotated ? (
            <Button
              size="small"
              danger
              icon={<DownloadOutlined />}
              loading={download.busy === `errors-${file.id}`}
              aria-label={`${t('tariffActions.downloadErrors')}: ${file.name}`}
              title={t('tariffActions.downloadErrors')}
              onClick={() => download.run(`errors-${file.id}`, () => downloadAnnotated(kind, file))}
            >
              {t('tariffActions.fileErrors')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <SideDrawer open={open} onClose={onClose} width={880} title={t('tariffActions.files')}>
      {files.isError ? (
        <QueryError error={files.error} onRetry={() => void files.refetch()} />
      ) : (
        <DetailTable<TariffFile>
          className="tariff-files"
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={files.data}
          loading={files.isFetching && !files.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tariffActions.noFiles')} />,
          }}
        />
      )}
    </SideDrawer>
  );
}

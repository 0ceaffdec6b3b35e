import {
  CloudUploadOutlined,
  DownloadOutlined,
  DownOutlined,
  FileExcelOutlined,
  HistoryOutlined,
} from '@ant-design/icons';
import type { BulkTariffAction, TariffKind } from '@cargo/domain';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { formatNumber } from '../../../shared/lib/format-number';
import { downloadTemplate, exportTariffs } from '../api/sheets';
import { bulkActions, selectionCount, type TariffSelection } from '../lib/bulk-request';
import type { ListScope } from '../lib/sheet-files';
import { BulkModal } from './bulk-modal';
import { FilesDrawer } from './files-drawer';
import { UploadSheetModal } from './upload-sheet-modal';
import { useDownload } from './use-download';

export interface RatesActionsOptions {
  kind: TariffKind;
  operator: boolean;
  /** The list on screen: its tab, filters and search (what Export and a filter selection take). */
  scope: ListScope;
  sort: string | undefined;
  selection: TariffSelection;
  /** A bulk action ran to its end: the selection has served. */
  onBulkDone: () => void;
}

/**
 * The rate sheets' and bulk actions' part of a rates page: the toolbar's buttons ("Upload sheet",
 * "Template", "Export", "Last uploaded files", "Bulk actions") and the dialogs they open, apart,
 * since the dialogs do not belong in the toolbar's row.
 */
export function useRatesActions(options: RatesActionsOptions): { buttons: ReactNode[]; dialogs: ReactNode } {
  const { kind, operator, scope, selection } = options;
  const t = useT();
  const download = useDownload();
  const [upload, setUpload] = useState({ open: false, opening: 0 });
  const [filesOpen, setFilesOpen] = useState(false);
  const [bulk, setBulk] = useState<{
    action: BulkTariffAction;
    selection: TariffSelection;
    open: boolean;
    opening: number;
  } | null>(null);
  const count = selectionCount(selection);

  const bulkButton = (
    <Button disabled={!count} icon={<DownOutlined />} iconPlacement="end">
      {t('tariffActions.bulk')}
      {count ? ` (${formatNumber(count)})` : ''}
    </Button>
  );

  const buttons = [
    <Button
      key="upload"
      icon={<CloudUploadOutlined />}
      onClick={() => setUpload((current) => ({ open: true, opening: current.opening + 1 }))}
    >
      {t('tariffActions.upload')}
    </Button>,
    <Button
      key="template"
      icon={<FileExcelOutlined />}
      loading={download.busy === 'template'}
      onClick={() => download.run('template', () => downloadTemplate(kind))}
    >
      {t('tariffActions.template')}
    </Button>,
    <Button
      key="export"
      icon={<DownloadOutlined />}
      loading={download.busy === 'export'}
      onClick={() => download.run('export', () => exportTariffs(kind, scope, options.sort))}
    >
      {t('tariffActions.export')}
    </Button>,
    <Button key="files" icon={<HistoryOutlined />} onClick={() => setFilesOpen(true)}>
      {t('tariffActions.files')}
    </Button>,
    count ? (
      <Dropdown
        key="bulk"
        trigger={['click']}
        menu={{
          items: bulkActions(kind, operator).map((action) => ({
            key: action,
            label: t(`tariffActions.action.${action}`),
            danger: action === 'DELETE' || action === 'DELETE_SURCHARGES',
          })),
          onClick: ({ key }) =>
            setBulk((current) => ({
              action: key as BulkTariffAction,
              // As it was chosen: the selection is cleared once the action has run.
              selection,
              open: true,
              opening: (current?.opening ?? 0) + 1,
            })),
        }}
      >
        {bulkButton}
      </Dropdown>
    ) : (
      <Tooltip key="bulk" title={t('tariffActions.bulkHint')}>
        <span>{bulkButton}</span>
      </Tooltip>
    ),
  ];

  const dialogs = (
    <>
      <UploadSheetModal
        key={`upload-${upload.opening}`}
        kind={kind}
        operator={operator}
        open={upload.open}
        onClose={() => setUpload((current) => ({ ...current, open: false }))}
      />
      <FilesDrawer kind={kind} operator={operator} open={filesOpen} onClose={() => setFilesOpen(false)} />
      {bulk ? (
        <BulkModal
          key={`bulk-${bulk.opening}`}
          kind={kind}
          action={bulk.action}
          selection={bulk.selection}
          scope={scope}
          operator={operator}
          open={bulk.open}
          onClose={(ran) => {
            setBulk((current) => (current ? { ...current, open: false } : null));
            if (ran) options.onBulkDone();
          }}
        />
      ) : null}
    </>
  );

  return { buttons, dialogs };
}

import { DownloadOutlined } from '@ant-design/icons';
import type { TariffImportError, TariffImportResult } from '@cargo/domain';
import { Alert, Button, type TableColumnsType } from 'antd';
import { useT } from '../../../shared/i18n';
import { formatNumber } from '../../../shared/lib/format-number';
import { DetailTable } from '../../../shared/lists';

export interface ImportResultProps {
  result: TariffImportResult;
  onDownloadAnnotated: () => void;
  downloading: boolean;
}

/**
 * What an import came to: "N tariffs imported", or — all or nothing — why nothing was: the
 * errors by sheet, row and column (the first 1,000 of `errorCount`), with the uploaded sheet
 * marked where they are, to download.
 */
export function ImportResult({ result, onDownloadAnnotated, downloading }: ImportResultProps) {
  const t = useT();
  if (!result.errorCount)
    return (
      <Alert type="success" showIcon title={t('tariffActions.imported', { count: formatNumber(result.imported) })} />
    );

  const columns: TableColumnsType<TariffImportError & { key: number }> = [
    {
      key: 'sheet',
      title: t('tariffActions.errorSheet'),
      render: (_, error) => error.sheet ?? t('tariffActions.wholeFile'),
    },
    { key: 'row', title: t('tariffActions.errorRow'), align: 'right', render: (_, error) => error.row ?? '—' },
    {
      key: 'column',
      title: t('tariffActions.errorColumn'),
      render: (_, error) => error.column ?? (error.row === null ? '—' : t('tariffActions.wholeRow')),
    },
    { key: 'text', title: t('tariffActions.errorText'), dataIndex: 'errorText' },
  ];
  const shown = result.errors.length < result.errorCount;

  return (
    <div className="import-result">
      <Alert
        type="error"
        showIcon
        title={t('tariffActions.importRefused', { count: formatNumber(result.errorCount) })}
        description={
          shown || result.hasAnnotated ? (
            <div className="import-result-more">
              {shown ? (
                <span>{t('tariffActions.errorsShown', { shown: formatNumber(result.errors.length) })}</span>
              ) : null}
              {result.hasAnnotated ? (
                <Button icon={<DownloadOutlined />} loading={downloading} onClick={onDownloadAnnotated}>
                  {t('tariffActions.downloadAnnotated')}
                </Button>
              ) : null}
            </div>
          ) : undefined
        }
      />
      <DetailTable
        className="import-errors"
        rowKey="key"
        columns={columns}
        dataSource={result.errors.map((error, key) => ({ ...error, key }))}
        pagination={result.errors.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
        aria-label={t('tariffActions.errorText')}
      />
    </div>
  );
}

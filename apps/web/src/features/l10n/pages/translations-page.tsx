import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { FieldError } from '@cargo/domain';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { useLanguages, useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { PageHeader, SectionCard } from '../../../shared/ui/page-header';
import { DetailTable } from '../../../shared/lists';
import { useExportTexts } from '../api/export-texts';
import { useImportTexts } from '../api/import-texts';

/**
 * The interface languages and their texts (Product specification, domain §2 "translation import"): operators
 * download every text as a sheet, translate it and upload it again. A file with any error
 * imports nothing, and each error names its row and column.
 */
export function TranslationsPage() {
  const t = useT();
  const notify = useNotify();
  const languages = useLanguages();
  const exportTexts = useExportTexts();
  const importTexts = useImportTexts();
  const [problems, setProblems] = useState<{ message: string; errors: readonly FieldError[] } | null>(null);

  const upload = (file: File) => {
    setProblems(null);
    importTexts.mutate(file, {
      onSuccess: (result) => notify.success(t('l10n.import.done', { ...result })),
      onError: (error) => {
        // An error of the whole file (`file`: too large, not a workbook, over a reading limit)
        // is the message itself; the table lists only those that name a row and column.
        if (isApiError(error) && !error.isNetworkError && error.status < 500)
          setProblems({ message: error.message, errors: error.fieldErrors.filter((e) => e.fieldName !== 'file') });
      },
    });
    // The file is sent by the mutation, not by the Upload component.
    return false;
  };

  return (
    <>
      <PageHeader title={t('l10n.page.title')} />
      <SectionCard title={t('l10n.section.texts')}>
        <Typography.Paragraph>{t('l10n.page.hint')}</Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={exportTexts.isPending} onClick={() => exportTexts.mutate()}>
            {t('l10n.export.action')}
          </Button>
          <Upload accept=".xlsx,.json" showUploadList={false} beforeUpload={upload} disabled={importTexts.isPending}>
            <Button type="primary" icon={<UploadOutlined />} loading={importTexts.isPending}>
              {t('l10n.import.action')}
            </Button>
          </Upload>
        </Space>
      </SectionCard>
      {problems && (
        <Alert
          style={{ marginBottom: 16 }}
          type="error"
          showIcon
          message={problems.message}
          description={
            problems.errors.length > 0 && (
              <DetailTable<FieldError>
                rowKey={(row) => `${row.fieldName}-${row.errorText}`}
                pagination={problems.errors.length > 20 ? { pageSize: 20 } : false}
                dataSource={[...problems.errors]}
                scroll={{ x: true }}
                columns={[
                  { title: t('l10n.errors.place'), dataIndex: 'fieldName', width: 160 },
                  { title: t('l10n.errors.problem'), dataIndex: 'errorText' },
                ]}
              />
            )
          }
        />
      )}
      <SectionCard title={t('nav.admin.dictionaries.languages')}>
        <DetailTable
          rowKey="code"
          size="large"
          scroll={undefined}
          dataSource={languages}
          columns={[
            { title: t('l10n.language.code'), dataIndex: 'code', width: 120 },
            { title: t('l10n.language.name'), dataIndex: 'name' },
          ]}
        />
      </SectionCard>
    </>
  );
}

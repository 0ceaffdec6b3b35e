import { InboxOutlined } from '@ant-design/icons';
import { tariffImportResultSchema, type TariffKind } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { isBusy, JobProgressBar, useJobProgress } from '../../../shared/jobs';
import { useIsDesktop } from '../../../shared/lib/use-media-query';
import { OrganizationSelect } from '../../../shared/organizations';
import { tariffsKeys } from '../api/keys';
import { downloadAnnotated, uploadSheet } from '../api/sheets';
import { sheetFileProblem } from '../lib/sheet-files';
import { ImportResult } from './import-result';
import { useDownload } from './use-download';

export interface UploadSheetModalProps {
  kind: TariffKind;
  operator: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * "Upload sheet": an .xlsx picked (checked here first: .xlsx, at most 20 MB), an operator's
 * owner organization, the upload, the import's live progress, then its result — the tariffs
 * imported (the table refreshes), or the errors by sheet, row and column with the marked sheet
 * to download. Mounted afresh for each opening.
 */
export function UploadSheetModal({ kind, operator, open, onClose }: UploadSheetModalProps) {
  const t = useT();
  const isDesktop = useIsDesktop();
  const queryClient = useQueryClient();
  const progress = useJobProgress();
  const download = useDownload();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [upload, setUpload] = useState<{ fileId: number; name: string } | null>(null);
  const { state } = progress;
  const busy = isBusy(state);
  const picking = state.status === 'idle';

  function pick(picked: File) {
    const found = sheetFileProblem(picked);
    setProblem(found ? t(found.key, found.params) : null);
    setFile(found ? null : picked);
  }

  async function start() {
    if (!file) {
      setProblem(t('tariffSheets.fileRequired'));
      return;
    }
    progress.send();
    let jobId: string;
    try {
      const started = await uploadSheet(kind, file, operator ? organizationId : null);
      setUpload({ fileId: started.fileId, name: file.name });
      jobId = started.jobId;
    } catch (error) {
      progress.fail(error);
      return;
    }
    await progress.follow(jobId);
    // The table, the files and the expired counts may all have changed.
    await queryClient.invalidateQueries({ queryKey: tariffsKeys.all });
  }

  function again() {
    progress.reset();
    setFile(null);
    setUpload(null);
    setProblem(null);
  }

  const ended = state.status === 'ended' ? state.job : null;
  const parsed = ended && !ended.error ? tariffImportResultSchema.safeParse(ended.result) : null;
  const result = parsed?.success ? parsed.data : null;

  const footer = picking
    ? [
        <Button key="cancel" onClick={onClose}>
          {t('admin.common.cancel')}
        </Button>,
        <Button key="upload" type="primary" disabled={!file} onClick={() => void start()}>
          {t('tariffActions.startUpload')}
        </Button>,
      ]
    : [
        ...(busy
          ? []
          : [
              <Button key="again" onClick={again}>
                {t('tariffActions.uploadAnother')}
              </Button>,
            ]),
        <Button key="close" type={busy ? 'default' : 'primary'} onClick={onClose}>
          {t('admin.common.close')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={t('tariffActions.uploadTitle')}
      onCancel={onClose}
      footer={footer}
      width={isDesktop ? 760 : '100%'}
      className="rates-modal"
      mask={{ closable: !busy }}
      destroyOnHidden
    >
      {picking ? (
        <Form layout="vertical" className="upload-sheet-form">
          <Upload.Dragger
            name="file"
            multiple={false}
            maxCount={1}
            fileList={file ? [{ uid: 'sheet', name: file.name, size: file.size, status: 'done' }] : []}
            beforeUpload={(picked) => {
              pick(picked);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('tariffActions.pick')}</p>
            <p className="ant-upload-hint">{t('tariffActions.pickHint')}</p>
          </Upload.Dragger>
          {problem ? <Alert className="upload-sheet-problem" type="error" showIcon title={problem} /> : null}
          {operator ? (
            <Form.Item label={t('tariffActions.owner')} extra={t('tariffActions.ownerHint')} className="upload-owner">
              <OrganizationSelect
                aria-label={t('tariffActions.owner')}
                value={organizationId}
                onChange={(value) => setOrganizationId(value)}
              />
            </Form.Item>
          ) : null}
        </Form>
      ) : (
        <>
          {upload ? <p className="upload-sheet-name">{upload.name}</p> : null}
          <JobProgressBar
            state={state}
            label={t('tariffActions.importProgress')}
            counting={(done, total) => t('tariffActions.rowsCount', { done, total })}
            failure={t('tariffActions.importFailed')}
            refused={Boolean(result?.errorCount)}
          />
          {result && upload ? (
            <ImportResult
              result={result}
              downloading={download.busy === 'annotated'}
              onDownloadAnnotated={() =>
                download.run('annotated', () => downloadAnnotated(kind, { id: upload.fileId, name: upload.name }))
              }
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}

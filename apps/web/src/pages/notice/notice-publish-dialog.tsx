import { UploadOutlined } from '@ant-design/icons';
import { NOTICE_CONTENT_MAX, type NoticeScope, type StoredFileView } from '@quire/contracts';
import { Button, Form, Input, Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalForm } from '../../kit/use-modal-form';
import { noticeApi, uploadStoredFile } from './notice-api';
import { NoticeScopeFields } from './notice-scope-fields';
import { RichTextEditor } from './rich-text-editor';

type Values = {
  title: string;
  content?: string;
  scope: NoticeScope;
  groupIds?: string[];
  roleIds?: string[];
  popUpTimes: number;
  voiceTimes: number;
};

const MAX_FILES = 10;

/** 发布通知公告: title, rich text, attachments (uploaded to file storage at once), scope, pop-ups and voice. */
export function NoticePublishDialog({ open, onClose }: { open: boolean; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('notice');
  const [files, setFiles] = useState<UploadFile<StoredFileView>[]>([]);
  const { form, modal } = useModalForm<Values>({
    open,
    resetOnOpen: true,
    success: t('publish.doneShort'),
    onClose: (changed) => {
      setFiles([]);
      onClose(changed);
    },
    submit: async (v) => {
      await noticeApi.publish({
        title: v.title,
        content: v.content ?? '',
        scope: v.scope,
        groupIds: v.groupIds ?? [],
        roleIds: v.roleIds ?? [],
        popUpTimes: v.popUpTimes,
        voiceTimes: v.voiceTimes,
        attachmentIds: files.flatMap((f) => (f.status === 'done' && f.response ? [f.response.id] : [])),
      });
    },
  });
  return (
    <Modal
      {...modal}
      okText={t('action.publish')}
      title={t('publish.title')}
      width={640}
      destroyOnHidden
      data-testid="notice-publish-dialog"
    >
      <Form form={form} layout="vertical" initialValues={{ scope: 'ALL', popUpTimes: 1, voiceTimes: 1 }}>
        <Form.Item name="title" label={t('field.title')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
          <Input maxLength={100} data-testid="notice-title" />
        </Form.Item>
        <Form.Item name="content" label={t('field.content')} rules={[{ max: NOTICE_CONTENT_MAX, message: t('editor.tooLong') }]}>
          <RichTextEditor testId="notice-content" />
        </Form.Item>
        <Form.Item label={t('field.attachments')} extra={t('publish.uploadHint')}>
          <Upload<StoredFileView>
            fileList={files}
            maxCount={MAX_FILES}
            multiple
            onChange={({ fileList }) => setFiles(fileList)}
            customRequest={({ file, onSuccess, onError }) => {
              uploadStoredFile(file as File)
                .then((stored) => onSuccess?.(stored))
                .catch((err: Error) => onError?.(err));
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="notice-upload">
              {t('action.upload')}
            </Button>
          </Upload>
        </Form.Item>
        <NoticeScopeFields />
      </Form>
    </Modal>
  );
}

import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { CUSTOMER_DOCUMENT_MAX, type CustomerDocumentView } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadStoredFile } from '../../../api/files';
import { usePermission } from '../../../core/access';
import { formatDateTime } from '../../../kit/document/document-kit';
import { customerDocumentApi, partnerKeys } from '../partner-api';

/** 1536 → "1.5 KB": a file size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The documents of a saved customer (附件): a contract scan, a licence, photos of the shop.
 * Viewers of the customer screen list and download them; its editors upload and remove.
 */
export function CustomerDocuments({ customerId, locked }: { customerId: string; locked: boolean }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const canEdit = has('wholesale:customer:edit') && !locked;
  const key = partnerKeys.customerDocuments(customerId);
  const { data = [], isLoading } = useQuery({ queryKey: key, queryFn: () => customerDocumentApi.list(customerId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const attach = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadStoredFile(file, file.name);
      await customerDocumentApi.attach(customerId, stored.id);
    } finally {
      setUploading(false);
      await refresh();
    }
  };

  return (
    <div data-testid="customer-documents">
      {canEdit && (
        <Upload
          showUploadList={false}
          disabled={uploading || data.length >= CUSTOMER_DOCUMENT_MAX}
          customRequest={({ file, onSuccess, onError }) => {
            attach(file as File)
              .then(() => onSuccess?.(null))
              .catch((err: Error) => onError?.(err));
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={uploading}
            disabled={data.length >= CUSTOMER_DOCUMENT_MAX}
            data-testid="customer-document-upload"
            style={{ marginBottom: 8 }}
          >
            {t('partner:customer.documents.upload')}
          </Button>
        </Upload>
      )}
      {canEdit && (
        <span style={{ marginLeft: 8, color: 'rgba(0,0,0,0.45)' }}>
          {t('partner:customer.documents.hint', { max: CUSTOMER_DOCUMENT_MAX })}
        </span>
      )}
      <Table<CustomerDocumentView>
        rowKey="id"
        size="small"
        loading={isLoading}
        pagination={false}
        dataSource={data}
        locale={{ emptyText: t('partner:customer.documents.empty') }}
        data-testid="customer-document-table"
        columns={[
          { key: 'name', title: t('partner:customer.documents.name'), dataIndex: 'name', ellipsis: true },
          {
            key: 'size',
            title: t('partner:customer.documents.size'),
            dataIndex: 'size',
            width: 100,
            align: 'right',
            render: (v: number) => formatFileSize(v),
          },
          { key: 'by', title: t('partner:customer.documents.uploader'), dataIndex: 'attachedByName', width: 120 },
          {
            key: 'at',
            title: t('partner:customer.documents.time'),
            dataIndex: 'attachedAt',
            width: 170,
            render: (v: string) => formatDateTime(v),
          },
          {
            key: 'actions',
            title: t('kit:list.operations'),
            width: 100,
            render: (_: unknown, d) => (
              <>
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={t('partner:customer.documents.download')}
                  data-testid="customer-document-download"
                  onClick={() => void customerDocumentApi.download(customerId, d.id).catch(() => undefined)}
                />
                {canEdit && (
                  <Popconfirm
                    title={t('partner:customer.documents.confirmRemove', { name: d.name })}
                    okText={t('common:delete')}
                    cancelText={t('common:cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={async () => {
                      await customerDocumentApi.remove(customerId, d.id).catch(() => undefined);
                      await refresh();
                    }}
                  >
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('common:delete')}
                      data-testid="customer-document-remove"
                    />
                  </Popconfirm>
                )}
              </>
            ),
          },
        ]}
      />
    </div>
  );
}

import { ScanOutlined } from '@ant-design/icons';
import { Input, type InputRef, Space, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanButton } from '../camera-scan';

/**
 * 扫码录入: a box a barcode scanner (or a clerk typing an exact SKU code) fills, ended by Enter,
 * and a button scanning with the device's camera.
 * `onScan` answers what the scan did (shown beside the box) or null when nothing was found (it
 * told the user); the box clears at once and keeps the focus for the next scan, and scans are
 * applied one after the other.
 */
export function ScanBox({
  onScan,
  disabled,
  children,
}: {
  onScan: (code: string) => Promise<ReactNode | null>;
  disabled?: boolean;
  /** The grid's other tools, between the box and what the last scan did. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [last, setLast] = useState<ReactNode>(null);
  const input = useRef<InputRef>(null);
  // Scans come faster than answers: each waits for the one before (a line's quantity adds up in order).
  const queue = useRef<Promise<void>>(Promise.resolve());

  const enqueue = (wanted: string) => {
    queue.current = queue.current.then(async () => {
      const done = await onScan(wanted).catch(() => null);
      if (done !== null) setLast(done);
    });
  };
  const scan = () => {
    const wanted = code.trim();
    setCode('');
    input.current?.focus();
    if (wanted) enqueue(wanted);
  };

  return (
    <Space size={8} wrap style={{ marginBottom: 8 }} data-testid="scan-box">
      <Input
        ref={input}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={(e) => {
          // Enter is the scanner's end of code, never the form's submit or the page's shortcut.
          e.preventDefault();
          e.stopPropagation();
          scan();
        }}
        prefix={<ScanOutlined />}
        placeholder={t('document:scan.placeholder')}
        aria-label={t('document:scan.label')}
        disabled={disabled}
        allowClear
        autoComplete="off"
        style={{ width: 300 }}
        data-testid="scan-input"
      />
      <CameraScanButton onCode={enqueue} disabled={disabled} />
      {children}
      {last ? (
        <Typography.Text type="secondary" data-testid="scan-last">
          {last}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

import { CameraOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The barcodes a stationery distributor meets: EAN/UPC on goods, Code 128/39 on boxes, QR. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'itf', 'qr_code'];

/** The same code seen again within this time is the same scan (the camera sees it every frame). */
export const REPEAT_MS = 1500;

type Stop = () => void;

/** Reads codes off a playing video until stopped: the browser's own detector, else the bundled one. */
export type Decoder = (video: HTMLVideoElement, stream: MediaStream, onCode: (code: string) => void) => Promise<Stop>;

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** Chrome on Android and macOS: the platform's BarcodeDetector, a look every 150 ms. */
const nativeDecoder = (Detector: DetectorClass): Decoder => {
  return async (video, _stream, onCode) => {
    const detector = new Detector({ formats: FORMATS });
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      if (stopped) return;
      if (video.readyState >= 2) {
        const found = await detector.detect(video).catch(() => []);
        for (const f of found) if (f.rawValue) onCode(f.rawValue);
      }
      if (!stopped) timer = setTimeout(() => void look(), 150);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  };
};

/** Elsewhere (Safari, Firefox, desktop Linux): ZXing, loaded only when a camera is opened. */
const zxingDecoder: Decoder = async (video, stream, onCode) => {
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const controls = await new BrowserMultiFormatReader().decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
};

function defaultDecoder(): Decoder {
  const Detector = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return Detector ? nativeDecoder(Detector) : zxingDecoder;
}

type Problem = 'insecure' | 'denied' | 'noCamera' | 'failed';

function problemOf(error: unknown): Problem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

/**
 * 摄像头扫码: a button opening the device's camera (the back one on a phone) in a dialog; every
 * barcode it reads is handed to `onCode` as if a scanner had typed it, the same code once per
 * 1.5 s, until the dialog is closed. The camera is released on close.
 */
export function CameraScanButton({
  onCode,
  disabled,
  size,
  decoder,
}: {
  onCode: (code: string) => unknown;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** For tests: how codes are read off the video. */
  decoder?: Decoder;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const [count, setCount] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (!open) return;
    let stopDecoder: Stop | undefined;
    let stream: MediaStream | undefined;
    let closed = false;
    const seen = new Map<string, number>();
    const take = (code: string) => {
      const now = Date.now();
      if (now - (seen.get(code) ?? Number.NEGATIVE_INFINITY) < REPEAT_MS) return;
      seen.set(code, now);
      setLast(code);
      setCount((n) => n + 1);
      navigator.vibrate?.(40);
      void handler.current(code);
    };
    (async () => {
      if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
        setProblem('insecure');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (closed || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
        const stop = await (decoder ?? defaultDecoder())(video.current, stream, take);
        if (closed) stop();
        else stopDecoder = stop;
      } catch (error) {
        if (!closed) setProblem(problemOf(error));
      }
    })();
    return () => {
      closed = true;
      stopDecoder?.();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, decoder]);

  const close = () => {
    setOpen(false);
    setProblem(null);
    setLast(null);
    setCount(0);
  };

  return (
    <>
      <Button icon={<CameraOutlined />} size={size} disabled={disabled} onClick={() => setOpen(true)} data-testid="camera-scan">
        {t('kit:camera.button')}
      </Button>
      <Modal
        open={open}
        title={t('kit:camera.title')}
        onCancel={close}
        footer={<Button onClick={close}>{t('kit:camera.done')}</Button>}
        destroyOnHidden
        width={520}
      >
        {problem ? (
          <Alert type="warning" showIcon title={t(`kit:camera.problem.${problem}`)} data-testid="camera-problem" />
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              style={{ width: '100%', maxHeight: 360, background: '#000', borderRadius: 6 }}
              data-testid="camera-video"
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="camera-status">
              {last ? t('kit:camera.read', { code: last, count }) : t('kit:camera.aim')}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}

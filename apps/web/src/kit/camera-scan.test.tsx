import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeI18nLanguage } from '../i18n';
import { CameraScanButton, type Decoder } from './camera-scan';

/** A camera that is there: a stream of one track, a video that plays. */
function fakeCamera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn().mockResolvedValue(stream);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { track, getUserMedia };
}

/** A decoder the test drives: `see(code)` is the camera reading a code. */
function fakeDecoder() {
  let see: (code: string) => void = () => undefined;
  const stop = vi.fn();
  const decoder: Decoder = async (_video, _stream, onCode) => {
    see = onCode;
    return stop;
  };
  return { decoder, stop, see: (code: string) => act(() => see(code)) };
}

describe('camera scanning', () => {
  beforeAll(() => changeI18nLanguage('zh-CN'));
  afterEach(() => vi.restoreAllMocks());

  it('enters each code it reads, the same code once while it stays in view, and releases the camera on close', async () => {
    const { track, getUserMedia } = fakeCamera();
    const { decoder, stop, see } = fakeDecoder();
    const onCode = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      render(<CameraScanButton onCode={onCode} decoder={decoder} />);
      fireEvent.click(screen.getByText('摄像头扫码'));
      await waitFor(() => expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false }));
      await screen.findByText('将条码对准取景框，识别后自动录入');
      await waitFor(() => expect(stop).not.toHaveBeenCalled());

      see('6901234567892');
      see('6901234567892');
      expect(onCode.mock.calls).toEqual([['6901234567892']]);
      await screen.findByText('已识别 6901234567892（本次共 1 次）');
      see('6920000000015');
      // The first one again, after it left the view for long enough: a second box of it.
      vi.setSystemTime(Date.now() + 1600);
      see('6901234567892');
      expect(onCode.mock.calls.map((c) => c[0])).toEqual(['6901234567892', '6920000000015', '6901234567892']);

      fireEvent.click(screen.getByText('完 成'));
      await waitFor(() => expect(track.stop).toHaveBeenCalled());
      expect(stop).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says why when the page is not served over HTTPS, and asks for no camera', async () => {
    const { getUserMedia } = fakeCamera();
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    render(<CameraScanButton onCode={vi.fn()} decoder={fakeDecoder().decoder} />);
    fireEvent.click(screen.getByText('摄像头扫码'));
    await screen.findByText(/浏览器仅在 HTTPS 或本机地址下允许使用摄像头/);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('says so when camera access is refused', async () => {
    const { getUserMedia } = fakeCamera();
    getUserMedia.mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    render(<CameraScanButton onCode={vi.fn()} decoder={fakeDecoder().decoder} />);
    fireEvent.click(screen.getByText('摄像头扫码'));
    await screen.findByText(/摄像头权限被拒绝/);
  });
});

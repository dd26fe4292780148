import { SIGNATURE_TEST_KEY } from '@quire/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeI18nLanguage, t } from '../i18n';
import { createHttpClient } from './client';
import { ApiError } from './errors';
import { announceFailure, VOICE_ERROR_URIS } from './voice-errors';

type Spoken = { text: string; lang: string };

function installSpeech() {
  const spoken: Spoken[] = [];
  class Utterance {
    lang = '';
    voice: unknown = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => [],
    cancel: () => undefined,
    speak: (u: Spoken) => spoken.push({ text: u.text, lang: u.lang }),
  });
  return spoken;
}

/** The web's client as http.ts wires it, answering every call with `respond`. */
function client(respond: () => Response | Promise<Response>, language: 'zh-CN' | 'en-US' | 'id-ID', shown: string[]) {
  return createHttpClient({
    fetch: (async () => respond()) as unknown as typeof fetch,
    session: () => ({ token: 'tok', signKey: SIGNATURE_TEST_KEY, belongId: '7', partnerCode: 'P01', language }),
    gzipConfig: () => null,
    cachedUris: [],
    cache: { get: () => undefined, set: () => undefined, invalidate: () => undefined },
    ui: { dialog: vi.fn(), error: (text) => shown.push(text), loading: () => () => undefined },
    t: (key) => t(key),
    onNoPermission: vi.fn(),
    onSessionEnded: vi.fn(),
    onAppVersion: vi.fn(),
    onCallFailed: (path, message) => void announceFailure(path, message, language, (text) => shown.push(text), t('error:voiceUnsupported')),
  });
}

const refused =
  (msg: string, errors: { field: string; message: string }[] = []) =>
  () =>
    new Response(JSON.stringify({ code: 400, msg, data: null, errors, requestId: 'r1' }), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });

afterEach(() => vi.unstubAllGlobals());

describe('failed scanning calls are read aloud (spec §8)', () => {
  it('speaks the error of a listed url in the user’s language, and not that of an unlisted one', async () => {
    const spoken = installSpeech();
    const shown: string[] = [];
    const http = client(refused('Kode barang tidak ditemukan: 6901234'), 'id-ID', shown);
    await expect(http.post('/api/order/deliveryPicking/skuScan', { id: '1', code: '6901234' })).rejects.toBeInstanceOf(ApiError);
    expect(spoken).toEqual([{ text: 'Kode barang tidak ditemukan: 6901234', lang: 'id-ID' }]);

    await expect(http.post('/api/basic/brand/update', { id: '1' })).rejects.toBeInstanceOf(ApiError);
    await expect(http.post('/api/order/deliveryPicking/page', {})).rejects.toBeInstanceOf(ApiError);
    expect(spoken).toHaveLength(1);
    expect(shown).not.toContain(t('error:voiceUnsupported'));
  });

  it('reads the field’s message when the server names one, and a network failure too', async () => {
    const spoken = installSpeech();
    const zh = client(refused('参数错误', [{ field: 'code', message: '条码 6901234 不在本盘点单的范围内' }]), 'zh-CN', []);
    await expect(zh.post('/api/stock/stockCheck/skuScan', { id: '1', code: '6901234' }, { fieldErrors: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    await changeI18nLanguage('en-US');
    const offline = client(() => Promise.reject(new TypeError('Failed to fetch')), 'en-US', []);
    await expect(offline.post('/api/order/deliveryPicking/complete', { id: '1', version: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(spoken).toEqual([
      { text: '条码 6901234 不在本盘点单的范围内', lang: 'zh-CN' },
      { text: t('error:network'), lang: 'en-US' },
    ]);
    await changeI18nLanguage('zh-CN');
  });

  it('tells a browser without speech synthesis to use Chrome, once', async () => {
    expect('speechSynthesis' in window).toBe(false);
    await changeI18nLanguage('zh-CN');
    const shown: string[] = [];
    const http = client(refused('条码不存在'), 'zh-CN', shown);
    await expect(http.post('/api/stock/stockCheck/skuScan', {})).rejects.toBeInstanceOf(ApiError);
    await expect(http.post('/api/stock/stockCheck/skuScan', {})).rejects.toBeInstanceOf(ApiError);
    expect(shown.filter((s) => s === '浏览器不支持语音播报，请使用谷歌浏览器（Chrome）')).toHaveLength(1);
  });

  it('declares each scanning url once', () => {
    expect(new Set(VOICE_ERROR_URIS).size).toBe(VOICE_ERROR_URIS.length);
    expect(VOICE_ERROR_URIS).toContain('/api/order/deliveryPicking/skuScan');
    expect(VOICE_ERROR_URIS).toContain('/api/stock/stockCheck/upload');
  });
});

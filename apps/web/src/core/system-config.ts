import { create } from 'zustand';
import { PRODUCT_NAME } from './constants';
import type { GzipConfig } from './gzip';

export type SystemConfig = { gzipConfig: GzipConfig; appVersion: string; productName: string };

type SystemConfigState = { config: SystemConfig | null; setConfig: (config: SystemConfig) => void };

export const useSystemConfig = create<SystemConfigState>((set) => ({
  config: null,
  setConfig: (config) => set({ config }),
}));

export function productName(): string {
  return useSystemConfig.getState().config?.productName || PRODUCT_NAME;
}

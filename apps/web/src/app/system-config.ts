import { create } from 'zustand';
import type { GzipConfig } from '../api/gzip';
import { PRODUCT_NAME } from './constants';

export type SystemConfig = { gzipConfig: GzipConfig; appVersion: string; productName: string };

type SystemConfigState = { config: SystemConfig | null; setConfig: (config: SystemConfig) => void };

export const useSystemConfig = create<SystemConfigState>((set) => ({
  config: null,
  setConfig: (config) => set({ config }),
}));

export function productName(): string {
  return useSystemConfig.getState().config?.productName || PRODUCT_NAME;
}

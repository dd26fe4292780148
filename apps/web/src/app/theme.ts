import type { ThemeConfig } from 'antd';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1668dc',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#001529', headerHeight: 56, headerPadding: '0 16px' },
    Table: { headerBg: '#f5f7fa' },
  },
};

import type { ExcelTaskView } from '@quire/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../kit/export-action';
import { ImportButton } from '../../kit/import-dialog';

/** The product sheets with an import (spec §5: .xlsx; both modes; packages replace existing ones). */
export type ProductSheet = 'sku' | 'brand' | 'category';

const IMPORT: Record<ProductSheet, { permission: string; templateUrl: string; uploadUrl: string }> = {
  sku: {
    permission: 'product:sku:import',
    templateUrl: '/api/product/sku/importTemplate',
    uploadUrl: '/api/product/sku/importExcel',
  },
  brand: {
    permission: 'product:brand:import',
    templateUrl: '/api/product/brand/importTemplate',
    uploadUrl: '/api/product/brand/importExcel',
  },
  category: {
    permission: 'product:category:import',
    templateUrl: '/api/product/category/importTemplate',
    uploadUrl: '/api/product/category/importExcel',
  },
};

export const EXPORT_URL: Record<ProductSheet, string> = {
  sku: '/api/product/sku/exportExcel',
  brand: '/api/product/brand/exportExcel',
  category: '/api/product/category/exportExcel',
};

/** The import button of a product list; `onImported` runs when rows were committed. */
export function ProductImportButton({ sheet, onImported }: { sheet: ProductSheet; onImported: () => unknown }) {
  const { t } = useTranslation();
  const def = IMPORT[sheet];
  return (
    <ImportButton
      permission={def.permission}
      title={t(`product:import.title.${sheet}`)}
      templateUrl={def.templateUrl}
      uploadUrl={def.uploadUrl}
      onDone={(task: ExcelTaskView) => {
        if (task.okRows > 0) void onImported();
      }}
    />
  );
}

/** Export (with the given filters) and import, for screens that are not a kit ListPage. */
export function ProductExcelButtons({
  sheet,
  exportFilters,
  onImported,
}: {
  sheet: ProductSheet;
  exportFilters: Record<string, unknown> | (() => Record<string, unknown>);
  onImported: () => unknown;
}) {
  return (
    <Space wrap>
      <ProductImportButton sheet={sheet} onImported={onImported} />
      <ExportButton permission={`product:${sheet}:export`} url={EXPORT_URL[sheet]} filters={exportFilters} />
    </Space>
  );
}

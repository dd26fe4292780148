import { SkuEditor } from './sku-editor';

/** Goods info (商品档案) add/edit/detail: watched for unsaved edits, F4 saves, Esc goes back. */
export default function SkuEditorPage() {
  return <SkuEditor scope="sku" />;
}

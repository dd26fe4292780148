import { SkuEditor } from '../sku/sku-editor';

/** Combined product (组合商品) add/edit/detail: the goods editor with its components. */
export default function CombinedEditorPage() {
  return <SkuEditor scope="combined" />;
}

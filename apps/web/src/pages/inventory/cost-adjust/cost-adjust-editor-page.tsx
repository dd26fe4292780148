import { DocumentEditor } from '../../../kit/document/document-editor';
import { costAdjustConfig } from './cost-adjust-config';

/** Add, edit or view a cost adjustment (成本调整单). */
export default function CostAdjustEditorPage() {
  return <DocumentEditor config={costAdjustConfig} />;
}

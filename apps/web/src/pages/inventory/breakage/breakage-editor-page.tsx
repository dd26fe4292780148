import { DocumentEditor } from '../../../kit/document/document-editor';
import { breakageConfig } from './breakage-config';

/** Add, edit or view a profit and loss sheet (报损报溢单). */
export default function BreakageEditorPage() {
  return <DocumentEditor config={breakageConfig} />;
}

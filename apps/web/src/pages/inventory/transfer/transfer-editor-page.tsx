import { DocumentEditor } from '../../../kit/document/document-editor';
import { transferConfig } from './transfer-config';

/** Add, edit or view a warehouse transfer (调拨单). */
export default function TransferEditorPage() {
  return <DocumentEditor config={transferConfig} />;
}

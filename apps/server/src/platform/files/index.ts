// File storage: uploads of the active business group, in the data folder or an S3-compatible store.
export { type FileContent, fileContentOfGroup, filesOfGroup, forgetFileOfGroup } from './file.service';
export { type FileStore, fileStoreOf } from './file-store';

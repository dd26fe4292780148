// File storage: uploads of the active business group, kept in the data folder.
export { type FileContent, fileContentOfGroup, filesOfGroup } from './file.service';
export { type FileStore, fileStoreOf } from './file-store';

export {
  readStoredFile,
  type ArtifactStorage,
  type StagedFiles,
  type StorageFile,
  type StoredObject,
} from './types';
export { createFolderArtifactStorage } from './folder-storage';
export { createS3ArtifactStorage, type S3ArtifactStorageOptions } from './s3-storage';
export {
  openArtifactStorage,
  readArtifactStorageEnv,
  type ArtifactStorageSettings,
} from './storage-env';
export { contentTypeOf, isDocumentType } from './content-type';
export {
  compressors,
  isPrecompressible,
  openPrecompressed,
  precompressFiles,
  precompressMinBytes,
  preferredEncoding,
  storedEncodings,
  type StoredEncoding,
} from './precompressed';

export { BundleError, type BundleErrorCode } from './errors.js';
export {
  MANIFEST_NAME,
  MANIFEST_FORMAT_VERSION,
  parseManifest,
  type BundleManifest,
  type ManifestFile,
  type ManifestInfo,
} from './manifest.js';
export { writeBundle, type WrittenBundle } from './write.js';
export { verifyBundle, unpackBundle } from './unpack.js';
export { DEFAULT_LIMITS, type UnpackLimits } from './scan.js';

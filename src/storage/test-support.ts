// Test and benchmark helpers of the storage layer; never imported by production code.
export {
  startS3Standin,
  type S3Standin,
  type S3StandinOptions,
  type S3Operation,
  type LoggedRequest,
} from './s3-standin.js';

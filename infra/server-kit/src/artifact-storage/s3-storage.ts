import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from './content-type';
import { checkedKey, keySegments, type ArtifactStorage } from './types';

/** An S3 bucket (AWS or S3-compatible) holding artifacts under an optional key prefix. */
export type S3ArtifactStorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, R2, ...); AWS's own when absent. */
  endpoint?: string;
  /** Key prefix, without slashes at either end. */
  prefix?: string;
  /** `bucket` in the path rather than the host name, as MinIO and most local stores need. */
  forcePathStyle?: boolean;
  /** Only for tests: otherwise the AWS SDK's default chain (AWS_ACCESS_KEY_ID, ...) answers. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

// Every artifact key names an immutable file, so a CDN in front of the bucket may keep it for good.
const immutableCaching = 'public, max-age=31536000, immutable';
const parallelUploads = 8;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/** Artifacts as objects in an S3 bucket; a version's files are uploaded on commit, since S3 cannot rename. */
export function createS3ArtifactStorage(options: S3ArtifactStorageOptions): ArtifactStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
  });
  const prefix = options.prefix?.replace(/^\/+|\/+$/g, '') ?? '';
  const objectKey = (segments: string[]) => [prefix, ...segments].filter(Boolean).join('/');

  async function put(key: string, data: Buffer) {
    await client.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: objectKey(checkedKey(key)),
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOf(key),
        CacheControl: immutableCaching,
      }),
    );
  }

  return {
    location: `s3://${options.bucket}/${prefix}`,
    put,

    async stage(versionPrefix, files) {
      const base = checkedKey(versionPrefix).join('/');
      for (const file of files) checkedKey(file.path);
      return {
        async commit() {
          const queue = [...files];
          const worker = async () => {
            for (let file = queue.shift(); file; file = queue.shift())
              await put(`${base}/${file.path}`, file.data);
          };
          await Promise.all(Array.from({ length: parallelUploads }, worker));
        },
        discard: async () => undefined,
      };
    },

    async get(key) {
      const segments = keySegments(key);
      if (!segments) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(segments) }),
        );
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          etag: object.ETag,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async exists(keyPrefix) {
      const segments = keySegments(keyPrefix);
      if (!segments) return false;
      const key = objectKey(segments);
      // No MaxKeys: a version holds few files, and some S3-compatible stores fail truncated listings.
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: options.bucket, Prefix: `${key}/` }),
      );
      if ((listed.KeyCount ?? 0) > 0) return true;
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}

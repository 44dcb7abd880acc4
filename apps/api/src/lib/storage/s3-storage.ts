import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type ObjectStorage, type StoredObject } from './object-storage';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …). */
export interface S3StorageConfig {
  /** The service's URL (S3_ENDPOINT); unset → AWS S3 of the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (S3_FORCE_PATH_STYLE; MinIO needs it). */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket (e.g. 'embarca/'); '' by default. */
  prefix?: string;
}

/**
 * Objects in an S3-compatible bucket through the AWS SDK v3 (SigV4 signing, retries). The SDK is loaded
 * only when this driver is configured, so the default local driver does not pay its start-up cost.
 * Checksums are sent and validated only where the operation requires them: several S3-compatible
 * services refuse the SDK's newer default (CRC32 on every request).
 */
export async function createS3Storage(config: S3StorageConfig): Promise<ObjectStorage> {
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = config.prefix ?? '';
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };

  return {
    driver: 's3',

    async put(key, data, options) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.byteLength,
          ContentType: options.contentType,
        }),
      );
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        const body = answer.Body;
        if (!body) return null;
        // In Node the SDK answers an IncomingMessage (a Readable); anything else is wrapped.
        const stream =
          body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
        return { stream, size: answer.ContentLength };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },

    async exists(key) {
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}

/** NoSuchKey (GET) or a bare 404 (HEAD has no body, so no error code). */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

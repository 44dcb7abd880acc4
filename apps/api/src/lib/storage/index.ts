import path from 'node:path';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage, type S3StorageConfig } from './s3-storage';

export type { ObjectStorage, PutOptions, StoredObject } from './object-storage';
export { assertSafeKey, InvalidStorageKeyError } from './object-storage';

/** STORAGE_DRIVER and the S3_* variables (config.ts). */
export interface StorageConfig {
  driver: 'local' | 's3';
  /**
   * STORAGE_LOCAL_SHARED=true: the operator vouches that DATA_DIR/storage is one volume shared by every
   * process (NFS…), so cluster mode accepts the local driver (lib/cluster.ts).
   */
  localShared?: boolean;
  s3: Omit<S3StorageConfig, 'bucket'> & { bucket: string | undefined };
}

/**
 * The configured storage: `local` → DATA_DIR/storage; `s3` → the bucket (S3_BUCKET required; the start
 * fails with a clear message without it).
 */
export async function createObjectStorage(config: StorageConfig, dataDir: string): Promise<ObjectStorage> {
  if (config.driver === 'local') return createLocalStorage(path.join(dataDir, 'storage'));
  const { bucket } = config.s3;
  if (!bucket) throw new Error('STORAGE_DRIVER=s3 exige S3_BUCKET');
  return createS3Storage({ ...config.s3, bucket });
}

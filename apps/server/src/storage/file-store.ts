import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as S3 from '@aws-sdk/client-s3';

/**
 * Where uploaded and generated files live (DESIGN §1): local disk by default, S3-compatible object
 * storage when configured. Keys are made by the server only: `<folder>/<random>-<size>.webp`.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(keys: string[]): Promise<void>;
  /** Every stored key, in no particular order (backups read them all). */
  list(): AsyncIterable<string>;
}

const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.(webp|png|jpg|mp3|wav)$/;

export function assertValidKey(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

export const MEDIA_URL_PREFIX = '/media/';
export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', mp3: 'audio/mpeg', wav: 'audio/wav' };
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

export function createLocalFileStore(rootDir: string): FileStore {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(rootDir, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async *list() {
      const entries = await readdir(rootDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        const key = path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // Anything else in the folder (a stray temp file) was not stored by Hearth.
        if (entry.isFile() && KEY_PATTERN.test(key)) yield key;
      }
    },
  };
}

/** The store the configuration names (DESIGN §1): S3-compatible when a bucket is set, else DATA_DIR/uploads. */
export function fileStoreFor(config: { s3?: S3Options; dataDir: string }): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(path.resolve(config.dataDir, 'uploads'));
}

export interface S3Options {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function createS3FileStore(options: S3Options): FileStore {
  // The SDK is imported when the store is first used: a server on local files never loads it, and it holds
  // about 6 MB of heap and 30 MB of resident memory (decision 0038).
  let connecting: Promise<{ s3: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      }),
    })));
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertValidKey(key);
      const { s3, client } = await connect();
      await client.send(new s3.PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertValidKey(key);
      const { s3, client } = await connect();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket: options.bucket, Key: key }));
        const bytes = await object.Body?.transformToByteArray();
        return bytes ? { body: Buffer.from(bytes), contentType: object.ContentType ?? contentTypeOf(key) } : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(keys) {
      if (!keys.length) return;
      keys.forEach(assertValidKey);
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
    },
    async *list() {
      const { s3, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken }));
        for (const { Key } of page.Contents ?? []) if (Key && KEY_PATTERN.test(Key)) yield Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

import * as v from 'valibot';

/**
 * The file library as the forms' upload fields see it: the files of one kind, newest first, to
 * pick one instead of uploading it again (a poster already in the library, a banner image). The
 * library is the system area's (`attachment` resource, system/attachmentManagement); its call
 * `GET file/v1/library` is declared in that area's contract with this answer, and granted to every
 * page with an upload field, as the upload is (tests/unit/grants.test.ts checks both).
 */
export const LIBRARY_PATH = 'file/v1/library';
export const LIBRARY_PAGE_SIZE = 24;

export const LibraryFileSchema = v.object({
  id: v.number(),
  name: v.string(),
  url: v.string(),
  /** Bytes. */
  size: v.number(),
  createTime: v.string(),
});
export type LibraryFile = v.InferOutput<typeof LibraryFileSchema>;

export const LibraryQuerySchema = v.object({
  kind: v.picklist(['image', 'video', 'audio', 'text', 'other']),
  keyword: v.optional(v.pipe(v.string(), v.maxLength(60))),
  pageNum: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
});
export type LibraryQuery = v.InferOutput<typeof LibraryQuerySchema>;

export const LibraryPageSchema = v.object({ rows: v.array(LibraryFileSchema), total: v.number() });
export type LibraryPage = v.InferOutput<typeof LibraryPageSchema>;

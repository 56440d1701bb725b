/**
 * The list kit's messages (tables, filters, forms, export): loaded with the first list page. A
 * module of its own: the group registers itself through the kernel (./index.tsx), which therefore
 * never names it.
 */
export const loadKitMessages = (): Promise<unknown> => import('./messages/resource');

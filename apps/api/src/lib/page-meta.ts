import type { PageMeta } from '@prime/contract';

/** Paging meta of a list answer (ARCHITECTURE.md §3); an empty list still has one page. */
export const pageMeta = (currentPage: number, perPage: number, total: number): PageMeta => ({
  current_page: currentPage,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

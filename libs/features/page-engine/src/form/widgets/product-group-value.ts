import type {
  ProductGroupItem,
  ProductGroupItemType,
  ProductGroupSearchRequest,
} from '@site-admin/api-client';

/** What a product-group field holds once edited: the group's id (null when new) and its items. */
export interface ProductGroupValue {
  id: number | null;
  products: ProductGroupItem[];
  categories: ProductGroupItem[];
}

export const TYPES: readonly ProductGroupItemType[] = ['product', 'category'];
export const listOf = (type: ProductGroupItemType) =>
  type === 'product' ? 'products' : 'categories';
const idsOf = (items: readonly ProductGroupItem[]) => items.map((item) => item.ID).join(',');

export function isGroupValue(value: unknown): value is ProductGroupValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'products' in value &&
    Array.isArray(value.products) &&
    'categories' in value &&
    Array.isArray(value.categories)
  );
}

/** The search body: the text, leaving out what is already chosen. */
export function searchBody(query: string, chosen: ProductGroupValue): ProductGroupSearchRequest {
  const products = idsOf(chosen.products);
  const categories = idsOf(chosen.categories);
  return {
    query,
    ...(products === '' ? {} : { excludeProducts: products }),
    ...(categories === '' ? {} : { excludeCategories: categories }),
  };
}

// The types of server-driven pages (the PageResponse family, list and form parts, field
// endpoints' replies) and the queries generic pages and pickers send.
import type { components, operations } from '../generated/schema';

type Schemas = components['schemas'];

// The PageResponse family: the page engine narrows a reply by its `layout`.
export type PageResponse = Schemas['PageResponse'];
export type PageLayout = Schemas['PageLayout'];
export type ListPage = Schemas['ListPage'];
export type FormPage = Schemas['FormPage'];
export type CardIndexPage = Schemas['CardIndexPage'];
export type UpsellPage = Schemas['UpsellPage'];
export type UnauthorisedPage = Schemas['UnauthorisedPage'];
export type RedirectPage = Schemas['RedirectPage'];
export type LegacyPage = Schemas['LegacyPage'];
export type PageRoute = Schemas['PageRoute'];
export type ListConfig = Schemas['ListConfig'];
export type ListRow = Schemas['ListRow'];
export type ListColumn = Schemas['ListColumn'];
export type ListFilter = Schemas['ListFilter'];
export type ListAction = Schemas['ListAction'];
export type RowAction = Schemas['RowAction'];
export type PredefinedFilter = Schemas['PredefinedFilter'];
export type BulkAction = Schemas['BulkAction'];
export type BulkActionResult = Schemas['BulkActionResult'];
export type ColumnType = Schemas['ColumnType'];
export type Pagination = Schemas['Pagination'];
export type Sorting = Schemas['Sorting'];
export type SortDirection = Schemas['SortDirection'];
export type Totals = Schemas['Totals'];
export type Option = Schemas['Option'];
export type Breadcrumb = Schemas['Breadcrumb'];
export type Noun = Schemas['Noun'];
export type FormConfig = Schemas['FormConfig'];
export type FormField = Schemas['FormField'];
export type FieldType = Schemas['FieldType'];
export type FieldValue = Schemas['FieldValue'];
export type FieldOption = Schemas['FieldOption'];
export type FieldUpsell = Schemas['FieldUpsell'];
export type FieldDependency = Schemas['FieldDependency'];
export type FormAction = Schemas['FormAction'];
export type FormSubmission = Schemas['FormSubmission'];
export type FormSuccess = Schemas['FormSuccess'];
export type DeleteResult = Schemas['DeleteResult'];
export type CardIndexConfig = Schemas['CardIndexConfig'];
export type Card = Schemas['Card'];
export type CardCategory = Schemas['CardCategory'];
export type Integration = Schemas['Integration'];
export type IntegrationDetail = Schemas['IntegrationDetail'];
export type UpsellConfig = Schemas['UpsellConfig'];
export type Announcement = Schemas['Announcement'];
export type Image = Schemas['Image'];
export type FileOption = Schemas['FileOption'];
export type ProductGroup = Schemas['ProductGroup'];
export type ProductGroupItem = Schemas['ProductGroupItem'];
export type ProductGroupItemType = Schemas['ProductGroupItemType'];
export type ProductGroupSearchRequest = Schemas['ProductGroupSearchRequest'];
export type ProductGroupSearchResponse = Schemas['ProductGroupSearchResponse'];
export type RedirectRow = Schemas['RedirectRow'];
export type RedirectForm = Schemas['RedirectForm'];

/** The generic list query (spec 1 section 7): page, per_page, sort, search, filter(s), withtotals. */
export type ListQuery = NonNullable<operations['getRedirectsPage']['parameters']['query']>;
/** The generic list query plus any extra values a page's own query carries. */
export type PageQuery = ListQuery;
/** A picker's page and search (`GET {endpoint}` of an image or file field). */
export type PickerQuery = NonNullable<operations['getImages']['parameters']['query']>;
export type ProductGroupSearchPage = NonNullable<
  operations['searchProductGroup']['parameters']['query']
>;
export type ImageThumbnailQuery = operations['getImageThumbnail']['parameters']['query'];

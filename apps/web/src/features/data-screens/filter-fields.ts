import type { Facets, ListFilter, TableFilters } from '@seatscope/shared';

/** The list filters whose values are names (a seat's state, quota, category, course). */
export type NameFilter = {
  [K in ListFilter]: TableFilters[K] extends string[] ? K : never;
}[ListFilter];
/** The facets that are lists of names, a name filter's options. */
type NameFacet = { [K in keyof Facets]: Facets[K] extends string[] ? K : never }[keyof Facets];

/** How the Filter dialog asks for one list filter. */
type FilterField =
  /** A multi-select of the facet's names. */
  | { kind: 'names'; label: string; facet: NameFacet }
  /** Checkboxes of the counselling's years. */
  | { kind: 'years'; legend: string }
  /** Checkboxes of the counselling's round lists (`round` and `list` together). */
  | { kind: 'rounds'; legend: string };

/**
 * Every list filter of the data screens as the Filter dialog (and the rank tools) offer it, one
 * entry a filter; a screen shows those its capabilities list (SCREEN_CAPABILITIES in
 * packages/shared, docs/decisions/0091-one-way-to-a-data-screen.md).
 */
export const FILTER_FIELDS = {
  state: { kind: 'names', label: 'State', facet: 'states' },
  quota: { kind: 'names', label: 'Quota', facet: 'quotas' },
  category: { kind: 'names', label: 'Category', facet: 'categories' },
  course: { kind: 'names', label: 'Course', facet: 'courses' },
  year: { kind: 'years', legend: 'Session' },
  round: { kind: 'rounds', legend: 'Rounds' },
} as const satisfies Record<ListFilter, FilterField>;

export const isNameFilter = (key: ListFilter): key is NameFilter =>
  FILTER_FIELDS[key].kind === 'names';

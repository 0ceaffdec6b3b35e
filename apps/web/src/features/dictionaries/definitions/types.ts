import type { DictionaryName, HubKind, Language, ReferenceTarget } from '@cargo/domain';
import type { ZodType } from 'zod';
import type { FormProblem } from '../../../shared/forms';
import type { Label } from '../../../shared/i18n';
import type { FilterSpec } from '../../../shared/lists/filter-model';

/**
 * What the one table and the one form of the dictionary screens are driven by: a screen's
 * columns, filters and form fields, where its rows come from, and how a row becomes form values
 * and form values the API's body. Pure data and functions (no React), so they are unit-tested.
 */

/** A row of any of the screens' lists (a dictionary entry, a hub, a currency), read by paths. */
export type ScreenRow = Readonly<Record<string, unknown>>;

/** How a cell shows its value. */
export type CellKind =
  | 'text'
  | 'code'
  | 'name'
  | 'localizedText'
  | 'integer'
  | 'number'
  | 'rate'
  | 'boolean'
  | 'active'
  | 'enum'
  | 'reference'
  | 'country'
  | 'countries'
  | 'place'
  | 'date'
  | 'organization'
  | 'city';

export interface ColumnSpec {
  /** The column's key: also the sort field and the name a collection view keeps. */
  key: string;
  label: Label;
  kind: CellKind;
  /** Where the value is in the row: `['attributes', 'maxLoadKg']`. */
  path: readonly string[];
  sortable: boolean;
  width?: number;
  /** Shown until the user (or their default view) chooses otherwise. */
  visible: boolean;
  enumName?: string;
  target?: ReferenceTarget;
}

/** How a form field is entered. */
export type FieldKind =
  | 'code'
  | 'names'
  | 'text'
  | 'longText'
  | 'localizedText'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'reference'
  | 'country'
  | 'countries'
  | 'place'
  | 'city'
  | 'organization';

export interface FieldSpec {
  /** The form's path of the value: `['attributes', 'maxLoadKg']`. */
  name: readonly (string | number)[];
  label: Label;
  kind: FieldKind;
  required: boolean;
  /** The contract's rule for the value (docs/architecture.md §9: forms reuse the contract schemas). */
  rule?: ZodType;
  /** Names and localized texts: one rule per language. */
  languageRules?: Readonly<Partial<Record<Language, ZodType>>>;
  enumName?: string;
  values?: readonly string[];
  target?: ReferenceTarget;
  min?: number;
  max?: number;
  /** Typed in Latin capitals (codes). */
  upperCase?: boolean;
  /** Kept when editing (a currency's code names it). */
  fixedOnEdit?: boolean;
  /** A value the screen sets itself (a container type's kind on its kind's page). */
  hidden?: boolean;
}

/** Where a screen's rows live in the API. */
export type ScreenSource =
  { kind: 'entries'; name: DictionaryName } | { kind: 'hubs'; hubKind: HubKind } | { kind: 'currencies' };

export type FormValues = Record<string, unknown>;

export interface ScreenDefinition {
  id: string;
  source: ScreenSource;
  /** The list's name for saved filters and views: `dictionaries/sea-lines`. */
  context: string;
  /** Further query parameters of the list (a container type's `kind`). */
  listParams?: Readonly<Record<string, string>>;
  /** `marketplace`: one list for everyone; `partner`: each partner keeps its own entries. */
  scope: 'marketplace' | 'partner';
  columns: readonly ColumnSpec[];
  filters: readonly FilterSpec[];
  sortFields: readonly string[];
  fields: readonly FieldSpec[];
  /** The row's key in the API's paths (`/…/:id` or a currency's `/…/:code`). */
  keyOf: (row: ScreenRow) => string | number;
  /** The row's name in the user's language (delete confirmation). */
  nameOf: (row: ScreenRow) => string;
  /** The form's values for a row, or for a new one. */
  formOf: (row: ScreenRow | null) => FormValues;
  /** The API's body for the form's values: trimmed, empty optional fields left out. */
  bodyOf: (values: FormValues) => Record<string, unknown>;
  /** Rules across fields, checked before sending (the API checks them again). */
  check?: (body: Record<string, unknown>) => FormProblem[];
  /** Currencies have a history of exchange rates. */
  rates?: boolean;
}

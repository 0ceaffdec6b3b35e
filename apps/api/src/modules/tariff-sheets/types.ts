import type {
  ChargingMode,
  DistanceRange,
  NdsKind,
  RangeUnit,
  RoadChargingCode,
  RouteType,
  TariffInputParsed,
  TariffModifier,
  TariffPointType,
  TariffVariant,
} from '@cargo/domain';

/** The value of an enum field of the input, without its emptiness. */
type Value<F extends keyof TariffInputParsed> = NonNullable<TariffInputParsed[F]>;

/**
 * One end of a tariff as a sheet names it: by code (UN/LOCODE, IATA, station or hub code) or, for
 * a city, as "Name, CC". Where the kind allows one point type only, the sheet has no type column
 * and `type` is that type; null only when the kind allows several and the type cell is empty.
 */
export interface PointCode {
  type: TariffPointType | null;
  code: string;
}

/** One price line as read: the item by code, the range bounds and the price in major units. */
export interface RawLine {
  /** The group number n of "Line n: …" columns; null for a container price column. */
  group: number | null;
  /** Container, vehicle or pallet type code; null where the variant prices no item. */
  item: string | null;
  from: number | null;
  to: number | null;
  /** In major units of the currency (or percent for a RELATIVE surcharge), as the sheet shows it. */
  price: number | null;
  /**
   * The columns of the line's group (shared by all rows), so a rule broken by `lines.<i>.<field>`
   * names its cell; the item of a container line is its price column.
   */
  keys: Readonly<{ item?: string; from?: string; to?: string; price: string }>;
}

/**
 * A row of a rows-sheet as read, before any reference is looked up: every reference by code and
 * money in major units. Empty cells are null (or empty lists).
 */
export interface RawTariffRow {
  from: PointCode | null;
  to: PointCode | null;
  validFrom: string | null;
  validTo: string | null;
  currency: string | null;
  nds: NdsKind | null;
  minPrice: number | null;
  transitDays: number | null;
  documentDeadlineDays: number | null;
  modifier: TariffModifier | null;
  clientOrganizationIds: number[];
  active: boolean | null;
  comment: string | null;
  carrier: string | null;
  service: string | null;
  routeType: RouteType | null;
  chargingMode: ChargingMode | null;
  roadChargingCode: RoadChargingCode | null;
  vehicleBody: Value<'vehicleBody'> | null;
  distanceRange: DistanceRange | null;
  zipCodes: string[];
  demurrageDays: number | null;
  detentionDays: number | null;
  surcharge: string | null;
  surchargeType: Value<'surchargeType'> | null;
  tarification: Value<'tarification'> | null;
  appliesToTariffId: number | null;
  rangeUnit: RangeUnit | null;
  lines: RawLine[];
}

export function emptyRawRow(): RawTariffRow {
  return {
    from: null,
    to: null,
    validFrom: null,
    validTo: null,
    currency: null,
    nds: null,
    minPrice: null,
    transitDays: null,
    documentDeadlineDays: null,
    modifier: null,
    clientOrganizationIds: [],
    active: null,
    comment: null,
    carrier: null,
    service: null,
    routeType: null,
    chargingMode: null,
    roadChargingCode: null,
    vehicleBody: null,
    distanceRange: null,
    zipCodes: [],
    demurrageDays: null,
    detentionDays: null,
    surcharge: null,
    surchargeType: null,
    tarification: null,
    appliesToTariffId: null,
    rangeUnit: null,
    lines: [],
  };
}

/** A data row read without a cell error. */
export interface ParsedRow {
  /** The sheet's name as in the file. */
  sheet: string;
  /** The 1-based row number of the sheet (the header is row 1). */
  row: number;
  variant: TariffVariant;
  values: RawTariffRow;
  /** Column key → 1-based column number in the file; one map shared by the rows of a sheet. */
  columns: ReadonlyMap<string, number>;
}

/**
 * One problem of an import, per row and column (Product specification, domain §5). `column` is the header in the
 * caller's language, null for a problem of the whole row; `columnNumber` the 1-based column in the
 * uploaded sheet, null where the sheet lacks the column.
 */
export interface SheetError {
  sheet: string;
  row: number;
  column: string | null;
  columnNumber: number | null;
  errorText: string;
}

/**
 * What an export needs besides the tariffs (their points, carriers, services and surcharges carry
 * their codes already): the codes of the line items and the minor units of the currencies.
 */
export interface ExportCodes {
  containerTypes: ReadonlyMap<number, string>;
  vehicleTypes: ReadonlyMap<number, string>;
  palletTypes: ReadonlyMap<number, string>;
  /** Currency code → digits after the decimal point (2 for USD, 0 for JPY). */
  currencyMinorUnits: ReadonlyMap<string, number>;
}

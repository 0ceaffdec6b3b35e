import type { TransportMode } from '@cargo/domain';
import { names, type CuratedEntry } from './types.js';

/** How general cargo is packed; "volume only" quotes by volume alone (Product specification, domain §3). */
export const GENERAL_TYPES: readonly CuratedEntry<{ volumeOnly?: boolean; description?: string }>[] = [
  { code: 'BOXES', names: names('Boxes', 'Коробки', '纸箱'), attributes: {} },
  { code: 'PALLETS', names: names('Pallets', 'Паллеты', '托盘'), attributes: {} },
  {
    code: 'VOLUME_ONLY',
    names: names('Volume only', 'Только объём', '仅按体积'),
    attributes: {
      volumeOnly: true,
      description: 'The cargo is quoted by its total volume; the dimensions of the pieces are not given.',
    },
  },
  { code: 'CRATES', names: names('Crates', 'Ящики (деревянные)', '木箱'), attributes: {} },
  { code: 'BAGS', names: names('Bags', 'Мешки', '袋装'), attributes: {} },
  { code: 'DRUMS', names: names('Barrels and drums', 'Бочки', '桶装'), attributes: {} },
  { code: 'ROLLS', names: names('Rolls', 'Рулоны', '卷装'), attributes: {} },
  { code: 'BUNDLES', names: names('Bundles', 'Связки (пачки)', '捆装'), attributes: {} },
  { code: 'BIG_BAGS', names: names('Big bags (FIBC)', 'Биг-бэги', '吨袋'), attributes: {} },
  { code: 'REELS', names: names('Reels and coils', 'Катушки и бухты', '卷盘'), attributes: {} },
  {
    code: 'LOOSE',
    names: names('Loose cargo (unpacked)', 'Груз без упаковки', '散件货物'),
    attributes: { description: 'Pieces shipped without packaging: machinery, steel, vehicles on their own wheels.' },
  },
];

/**
 * Pallets by their common name: footprint, the working load the standard gives (EPAL for the
 * European ones) and the stacked height carriers usually accept on a truck.
 */
export const PALLET_TYPES: readonly CuratedEntry<{
  lengthCm: number;
  widthCm: number;
  maxHeightCm?: number;
  maxWeightKg?: number;
}>[] = [
  {
    code: 'EUR1',
    names: names(
      'EUR/EPAL 1 pallet 120 × 80 cm',
      'Европаллета EUR/EPAL 1, 120 × 80 см',
      '欧标托盘 EUR/EPAL 1，120 × 80 厘米',
    ),
    attributes: { lengthCm: 120, widthCm: 80, maxHeightCm: 180, maxWeightKg: 1500 },
  },
  {
    code: 'EUR2',
    names: names(
      'FIN/EUR 2 pallet 120 × 100 cm',
      'Финская паллета FIN/EUR 2, 120 × 100 см',
      '芬兰托盘 FIN/EUR 2，120 × 100 厘米',
    ),
    attributes: { lengthCm: 120, widthCm: 100, maxHeightCm: 180, maxWeightKg: 1250 },
  },
  {
    code: 'EUR3',
    names: names('EUR 3 pallet 100 × 120 cm', 'Паллета EUR 3, 100 × 120 см', 'EUR 3托盘，100 × 120 厘米'),
    attributes: { lengthCm: 100, widthCm: 120, maxHeightCm: 180, maxWeightKg: 1500 },
  },
  {
    code: 'EUR6',
    names: names('EUR 6 half pallet 80 × 60 cm', 'Полупаллета EUR 6, 80 × 60 см', 'EUR 6半托盘，80 × 60 厘米'),
    attributes: { lengthCm: 80, widthCm: 60, maxHeightCm: 180, maxWeightKg: 500 },
  },
  {
    code: 'US',
    names: names(
      'US/ISO pallet 48 × 40 in (121.9 × 101.6 cm)',
      'Американская паллета 48 × 40 дюймов (121,9 × 101,6 см)',
      '美标托盘 48 × 40 英寸（121.9 × 101.6 厘米）',
    ),
    attributes: { lengthCm: 121.9, widthCm: 101.6, maxHeightCm: 180, maxWeightKg: 1250 },
  },
  {
    code: 'ASIA',
    names: names('Asian pallet 110 × 110 cm', 'Азиатская паллета 110 × 110 см', '亚洲标准托盘 110 × 110 厘米'),
    attributes: { lengthCm: 110, widthCm: 110, maxHeightCm: 180, maxWeightKg: 1000 },
  },
];

/** What a cargo insurance covers (Product specification, domain §3 "Insurance: … interest type"). */
export const INTEREST_TYPES: readonly CuratedEntry<{ description?: string }>[] = [
  { code: 'GENERAL_CARGO', names: names('General cargo', 'Генеральные грузы', '普通货物'), attributes: {} },
  {
    code: 'DANGEROUS_GOODS',
    names: names('Dangerous goods', 'Опасные грузы', '危险品'),
    attributes: { description: 'Goods classed by the IMDG Code, IATA DGR or ADR.' },
  },
  { code: 'PERISHABLE', names: names('Perishable goods', 'Скоропортящиеся грузы', '易腐货物'), attributes: {} },
  {
    code: 'TEMPERATURE_CONTROLLED',
    names: names('Temperature-controlled cargo', 'Грузы с температурным режимом', '温控货物'),
    attributes: {},
  },
  { code: 'HIGH_VALUE', names: names('High-value goods', 'Ценные грузы', '高价值货物'), attributes: {} },
  { code: 'ELECTRONICS', names: names('Electronics', 'Электроника', '电子产品'), attributes: {} },
  { code: 'VEHICLES', names: names('Vehicles', 'Транспортные средства', '车辆'), attributes: {} },
  {
    code: 'MACHINERY',
    names: names('Machinery and equipment', 'Машины и оборудование', '机械设备'),
    attributes: {},
  },
  {
    code: 'HOUSEHOLD_GOODS',
    names: names('Household goods and personal effects', 'Домашнее имущество и личные вещи', '家庭用品及个人物品'),
    attributes: {},
  },
  { code: 'FRAGILE', names: names('Fragile goods', 'Хрупкие грузы', '易碎品'), attributes: {} },
  {
    code: 'BULK_LIQUID',
    names: names('Bulk and liquid cargo', 'Насыпные и наливные грузы', '散装及液体货物'),
    attributes: {},
  },
  { code: 'LIVE_ANIMALS', names: names('Live animals', 'Живые животные', '活体动物'), attributes: {} },
];

/** The transport documents of Product specification, domain §3, with their mode and whether a house bill. */
export const LOGISTIC_DOCUMENT_KINDS: readonly CuratedEntry<{ transport: TransportMode; house: boolean }>[] = [
  {
    code: 'AWB',
    names: names('Air waybill (AWB)', 'Авианакладная (AWB)', '航空运单（AWB）'),
    attributes: { transport: 'AIR', house: false },
  },
  {
    code: 'HOUSE_AWB',
    names: names('House air waybill (HAWB)', 'Домашняя авианакладная (HAWB)', '分运单（HAWB）'),
    attributes: { transport: 'AIR', house: true },
  },
  {
    code: 'BILL_OF_LADING',
    names: names('Bill of lading (B/L)', 'Коносамент (B/L)', '海运提单（B/L）'),
    attributes: { transport: 'SEA', house: false },
  },
  {
    code: 'HOUSE_BILL_OF_LADING',
    names: names('House bill of lading (HB/L)', 'Домашний коносамент (HB/L)', '货代提单（HB/L）'),
    attributes: { transport: 'SEA', house: true },
  },
  {
    code: 'RAILWAY_BILL',
    names: names('Railway bill (SMGS/CIM)', 'Железнодорожная накладная (СМГС/ЦИМ)', '铁路运单（SMGS/CIM）'),
    attributes: { transport: 'RAIL', house: false },
  },
  {
    code: 'HOUSE_RAILWAY_BILL',
    names: names('House railway bill', 'Домашняя железнодорожная накладная', '货代铁路运单'),
    attributes: { transport: 'RAIL', house: true },
  },
  {
    code: 'CMR',
    names: names('CMR consignment note', 'Международная товарно-транспортная накладная (CMR)', '国际公路运单（CMR）'),
    attributes: { transport: 'ROAD', house: false },
  },
  {
    code: 'TTH',
    names: names('Consignment note (TTN)', 'Товарно-транспортная накладная (ТТН)', '货物运输单（TTN）'),
    attributes: { transport: 'ROAD', house: false },
  },
];

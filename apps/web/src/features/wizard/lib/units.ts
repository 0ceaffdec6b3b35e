import { SIZE_UNITS, VOLUME_UNITS, WEIGHT_UNITS, type SizeUnit, type VolumeUnit, type WeightUnit } from '@cargo/domain';

/** The units a cargo field offers (Product specification, shell §9 factors): cm, m, in, ft; kg, lb; m³, ft³. */
export const SIZE_UNIT_LIST = Object.keys(SIZE_UNITS) as SizeUnit[];
export const WEIGHT_UNIT_LIST = Object.keys(WEIGHT_UNITS) as WeightUnit[];
export const VOLUME_UNIT_LIST = Object.keys(VOLUME_UNITS) as VolumeUnit[];

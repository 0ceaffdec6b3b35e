import { defineMessages } from './define.js';

/** The cargo of a calculation: limits and units (Product specification, shell §5; domain §5, §8). */
export const cargoMessages = defineMessages({
  'cargo.oversized': {
    en: 'Oversized cargo: at most {max} cm',
    ru: 'Негабаритный груз: не более {max} см',
    zh: '超限货物：不超过 {max} 厘米',
  },
  'cargo.overweight': {
    en: 'Overweight cargo: at most {max} kg',
    ru: 'Превышен допустимый вес: не более {max} кг',
    zh: '货物超重：不超过 {max} 千克',
  },
  'cargo.containerMaxLoad': {
    en: 'The maximum loading weight of the container is {max} t',
    ru: 'Максимальная загрузка контейнера — {max} т',
    zh: '集装箱最大装载重量为 {max} 吨',
  },
  'cargo.palletTooHigh': {
    en: 'A pallet may be at most {max} cm high',
    ru: 'Высота паллеты — не более {max} см',
    zh: '托盘高度不得超过 {max} 厘米',
  },
  'cargo.palletTooHeavy': {
    en: 'A pallet may weigh at most {max} kg',
    ru: 'Вес паллеты — не более {max} кг',
    zh: '托盘重量不得超过 {max} 千克',
  },
  'cargo.unknownPalletType': {
    en: 'Unknown pallet type',
    ru: 'Неизвестный тип паллеты',
    zh: '未知的托盘类型',
  },
  'cargo.airHatch': {
    en: 'A piece does not fit through an aircraft cargo door: air transport is not offered',
    ru: 'Место не проходит в грузовой люк самолёта: авиаперевозка не предлагается',
    zh: '有货件无法通过飞机货舱门：不提供空运',
  },
});

import { names, type CuratedEntry } from './types.js';

/**
 * Groups of countries by membership of a trade or customs union (as of 2026), for rules that
 * apply to a whole group. ISO 3166-1 alpha-2 codes.
 */
export const COUNTRY_CATEGORIES: readonly CuratedEntry<{ countries: string[] }>[] = [
  {
    code: 'EU',
    names: names('European Union', 'Европейский союз', '欧盟'),
    attributes: {
      countries: [
        'AT',
        'BE',
        'BG',
        'CY',
        'CZ',
        'DE',
        'DK',
        'EE',
        'ES',
        'FI',
        'FR',
        'GR',
        'HR',
        'HU',
        'IE',
        'IT',
        'LT',
        'LU',
        'LV',
        'MT',
        'NL',
        'PL',
        'PT',
        'RO',
        'SE',
        'SI',
        'SK',
      ],
    },
  },
  {
    code: 'EAEU',
    names: names('Eurasian Economic Union (EAEU)', 'Евразийский экономический союз (ЕАЭС)', '欧亚经济联盟'),
    attributes: { countries: ['AM', 'BY', 'KG', 'KZ', 'RU'] },
  },
  {
    code: 'CIS',
    names: names(
      'Commonwealth of Independent States (CIS)',
      'Содружество Независимых Государств (СНГ)',
      '独立国家联合体',
    ),
    attributes: { countries: ['AM', 'AZ', 'BY', 'KG', 'KZ', 'MD', 'RU', 'TJ', 'TM', 'UZ'] },
  },
  {
    code: 'CENTRAL_ASIA',
    names: names('Central Asia', 'Центральная Азия', '中亚'),
    attributes: { countries: ['KG', 'KZ', 'TJ', 'TM', 'UZ'] },
  },
  {
    code: 'SOUTH_CAUCASUS',
    names: names('South Caucasus', 'Закавказье', '南高加索'),
    attributes: { countries: ['AM', 'AZ', 'GE'] },
  },
  {
    code: 'BALTIC',
    names: names('Baltic states', 'Страны Балтии', '波罗的海国家'),
    attributes: { countries: ['EE', 'LT', 'LV'] },
  },
  {
    code: 'NORDIC',
    names: names('Nordic countries', 'Северные страны', '北欧国家'),
    attributes: { countries: ['DK', 'FI', 'IS', 'NO', 'SE'] },
  },
  {
    code: 'EFTA',
    names: names(
      'European Free Trade Association (EFTA)',
      'Европейская ассоциация свободной торговли (ЕАСТ)',
      '欧洲自由贸易联盟',
    ),
    attributes: { countries: ['CH', 'IS', 'LI', 'NO'] },
  },
  {
    code: 'ASEAN',
    names: names('ASEAN', 'АСЕАН', '东盟'),
    attributes: { countries: ['BN', 'ID', 'KH', 'LA', 'MM', 'MY', 'PH', 'SG', 'TH', 'TL', 'VN'] },
  },
  {
    code: 'GCC',
    names: names(
      'Gulf Cooperation Council (GCC)',
      'Совет сотрудничества государств Персидского залива',
      '海湾阿拉伯国家合作委员会',
    ),
    attributes: { countries: ['AE', 'BH', 'KW', 'OM', 'QA', 'SA'] },
  },
  {
    code: 'USMCA',
    names: names('USMCA (United States, Mexico, Canada)', 'USMCA (США, Мексика, Канада)', '美墨加协定国家'),
    attributes: { countries: ['CA', 'MX', 'US'] },
  },
];

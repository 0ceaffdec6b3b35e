import { defineMessages } from './define.js';

/** Texts of the application shell: header, menu, system pages (Product specification, shell §2, §8). */
export const shellMessages = defineMessages({
  'app.name': {
    en: 'Cargo marketplace',
    ru: 'Грузовой маркетплейс',
    zh: '货运市场',
  },
  'app.crash': {
    en: 'Critical error occurred. Please try again later. More info in console.',
    ru: 'Произошла критическая ошибка. Пожалуйста, повторите попытку позже. Подробности в консоли.',
    zh: '发生严重错误。请稍后再试。详细信息请查看控制台。',
  },
  'app.reload': {
    en: 'Reload page',
    ru: 'Обновить страницу',
    zh: '重新加载页面',
  },
  'page.notFound': {
    en: 'Page not found',
    ru: 'Страница не найдена',
    zh: '页面未找到',
  },
  'page.notFound.hint': {
    en: 'The address may be mistyped, or the page has moved.',
    ru: 'Возможно, адрес набран с ошибкой или страница была перемещена.',
    zh: '地址可能有误，或页面已被移动。',
  },
  'page.notFound.home': {
    en: 'Go to the home page',
    ru: 'На главную',
    zh: '返回首页',
  },
  'page.accessDenied': {
    en: 'You do not have authorised access to this page',
    ru: 'У вас нет доступа к этой странице',
    zh: '您无权访问此页面',
  },
  'language.ru': { en: 'Русский', ru: 'Русский', zh: 'Русский' },
  'language.en': { en: 'English', ru: 'English', zh: 'English' },
  'language.zh': { en: '中文', ru: '中文', zh: '中文' },
  'shell.language': {
    en: 'Interface language',
    ru: 'Язык интерфейса',
    zh: '界面语言',
  },
  // The browser tab's title (issue 30): the page's name, then the product's, e.g. "Users · Cargo marketplace".
  'shell.documentTitle': {
    en: '{page} · {product}',
    ru: '{page} · {product}',
    zh: '{page} · {product}',
  },
  // The phone header's language button: its name says which language is on.
  'shell.language.chosen': {
    en: 'Interface language: {language}',
    ru: 'Язык интерфейса: {language}',
    zh: '界面语言：{language}',
  },
  'shell.navigation': {
    en: 'Main menu',
    ru: 'Главное меню',
    zh: '主菜单',
  },
  'shell.breadcrumbs': {
    en: 'You are here',
    ru: 'Вы находитесь здесь',
    zh: '当前位置',
  },
  'shell.menu.collapse': {
    en: 'Collapse menu',
    ru: 'Свернуть меню',
    zh: '收起菜单',
  },
  'shell.menu.expand': {
    en: 'Expand menu',
    ru: 'Развернуть меню',
    zh: '展开菜单',
  },
  'shell.menu.open': {
    en: 'Open menu',
    ru: 'Открыть меню',
    zh: '打开菜单',
  },
  'shell.menu.close': {
    en: 'Close menu',
    ru: 'Закрыть меню',
    zh: '关闭菜单',
  },
  'shell.skipToContent': {
    en: 'Skip to main content',
    ru: 'Перейти к содержимому',
    zh: '跳到主要内容',
  },
  'nav.home': {
    en: 'Home',
    ru: 'Главная',
    zh: '首页',
  },
  'home.headline': {
    en: 'Freight rates, quotations and bookings in one place',
    ru: 'Ставки, расчёты и бронирование перевозок в одном месте',
    zh: '运价查询、报价与订舱，一站完成',
  },
  'home.owners.title': {
    en: 'For cargo owners',
    ru: 'Грузовладельцам',
    zh: '货主',
  },
  'home.owners.pitch': {
    en: 'Compare sea, air, rail and road rates from verified carriers, get a door-to-door quotation in minutes and book the delivery online.',
    ru: 'Сравнивайте ставки морских, авиа-, железнодорожных и автоперевозок от проверенных перевозчиков, получайте расчёт «от двери до двери» за минуты и бронируйте доставку онлайн.',
    zh: '比较经过认证的承运人提供的海运、空运、铁路和公路运价，几分钟内获得门到门报价，并在线订舱。',
  },
  'home.carriers.title': {
    en: 'For carriers and forwarders',
    ru: 'Перевозчикам и экспедиторам',
    zh: '承运人与货代',
  },
  'home.carriers.pitch': {
    en: 'Publish your tariffs, receive delivery orders and manage every shipment in one workspace.',
    ru: 'Публикуйте тарифы, получайте заказы на доставку и ведите каждую перевозку в едином рабочем пространстве.',
    zh: '在同一个工作平台上发布运价、接收运输委托并管理每一票货物。',
  },
  'home.modes': {
    en: 'Transport modes',
    ru: 'Виды перевозок',
    zh: '运输方式',
  },
  'home.mode.sea': {
    en: 'Sea freight',
    ru: 'Морские перевозки',
    zh: '海运',
  },
  'home.mode.sea.text': {
    en: 'Full containers (FCL), groupage (LCL) and port services',
    ru: 'Контейнеры (FCL), сборные грузы (LCL) и портовые услуги',
    zh: '整箱（FCL）、拼箱（LCL）与港口服务',
  },
  'home.mode.air': {
    en: 'Air freight',
    ru: 'Авиаперевозки',
    zh: '空运',
  },
  'home.mode.air.text': {
    en: 'General cargo, airport services and handling',
    ru: 'Генеральные грузы, услуги аэропортов и обработка',
    zh: '普通货物、机场服务与货物操作',
  },
  'home.mode.rail': {
    en: 'Rail freight',
    ru: 'Железнодорожные перевозки',
    zh: '铁路运输',
  },
  'home.mode.rail.text': {
    en: 'Containers and general cargo, station services',
    ru: 'Контейнеры и генеральные грузы, услуги станций',
    zh: '集装箱与普通货物、车站服务',
  },
  'home.mode.road': {
    en: 'Road freight',
    ru: 'Автоперевозки',
    zh: '公路运输',
  },
  'home.mode.road.text': {
    en: 'Full and part truckloads, container trucking and pallets',
    ru: 'Полная и частичная загрузка, контейнерные автоперевозки и паллеты',
    zh: '整车与零担、集装箱陆运与托盘运输',
  },
  'home.audiences': {
    en: 'Who it is for',
    ru: 'Для кого',
    zh: '适用对象',
  },
  'home.quote.title': {
    en: 'Where does the cargo go?',
    ru: 'Куда везём груз?',
    zh: '货物运往哪里？',
  },
  'home.quote.submit': {
    en: 'Calculate the cost',
    ru: 'Рассчитать стоимость',
    zh: '计算运费',
  },
  'home.quote.placeRequired': {
    en: 'Choose a place from the list',
    ru: 'Выберите место из списка',
    zh: '请从列表中选择地点',
  },
  'home.quote.samePlace': {
    en: 'The same place as the origin',
    ru: 'Совпадает с пунктом отправления',
    zh: '与起运地相同',
  },
  'home.quote.modeHint': {
    en: 'Optional: the calculation then starts with the cargo this mode usually carries',
    ru: 'Необязательно: расчёт начнётся с груза, который обычно так перевозят',
    zh: '可选：计算将从该运输方式常见的货物类型开始',
  },
});

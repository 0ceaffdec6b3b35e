import { defineMessages } from './define.js';

/**
 * Rate sheets (.xlsx templates, exports and imports of tariffs): sheet names, column headers,
 * the explanation sheet and the import's file-level errors. Headers are read back in any of the
 * three languages, so a label must stay unique within its sheet in every language.
 */
export const tariffSheetMessages = defineMessages({
  // Sheet names (at most 31 characters, none of : \ / ? * [ ]): one rows-sheet per variant.
  'tariffSheets.variant.CONTAINER': { en: 'Containers', ru: 'Контейнеры', zh: '集装箱' },
  'tariffSheets.variant.GENERAL': { en: 'General cargo', ru: 'Генеральные грузы', zh: '普通货物' },
  'tariffSheets.variant.BILL': { en: 'Per bill', ru: 'За документ', zh: '按单证' },
  'tariffSheets.variant.FORWARDING': { en: 'Forwarding', ru: 'Экспедирование', zh: '货代服务' },
  'tariffSheets.variant.VEHICLE': { en: 'Vehicles', ru: 'Транспорт', zh: '车辆' },
  'tariffSheets.variant.PALLET': { en: 'Pallets', ru: 'Паллеты', zh: '托盘' },
  'tariffSheets.explanationSheet': { en: 'Instructions', ru: 'Инструкция', zh: '填写说明' },
  'tariffSheets.errorsColumn': { en: 'Errors', ru: 'Ошибки', zh: '错误' },
  'tariffSheets.yes': { en: 'Yes', ru: 'Да', zh: '是' },
  'tariffSheets.no': { en: 'No', ru: 'Нет', zh: '否' },

  // File-level refusals of an import.
  'tariffSheets.notTemplate': {
    en: 'Tariff files must be .xlsx in the standard template',
    ru: 'Файл тарифов должен быть в формате .xlsx по стандартному шаблону',
    zh: '运价文件必须是标准模板的 .xlsx 文件',
  },
  'tariffSheets.missingColumns': {
    en: 'The sheet “{sheet}” lacks the columns: {columns}',
    ru: 'На листе «{sheet}» нет столбцов: {columns}',
    zh: '工作表“{sheet}”缺少以下列：{columns}',
  },
  'tariffSheets.fileRequired': {
    en: 'Choose a rate sheet to upload',
    ru: 'Выберите файл тарифов для загрузки',
    zh: '请选择要上传的运价文件',
  },
  'tariffSheets.tooLarge': {
    en: 'The file is larger than {max} MB',
    ru: 'Файл больше {max} МБ',
    zh: '文件大于 {max} MB',
  },
  'tariffSheets.referencesChanged': {
    en: 'Ports, lines, currencies or trade-lane restrictions changed while the file was being imported. Nothing was saved: upload the file again',
    ru: 'Во время загрузки файла изменились порты, линии, валюты или ограничения направлений. Ничего не сохранено: загрузите файл ещё раз',
    zh: '导入文件期间港口、船公司、币种或航线限制发生了变化。未保存任何内容：请重新上传文件',
  },
  'tariffSheets.variantNotAuthorized': {
    en: 'The organization is not authorised to create the tariffs of the sheet “{sheet}”',
    ru: 'Организация не имеет права создавать тарифы листа «{sheet}»',
    zh: '该组织无权创建工作表“{sheet}”中的运价',
  },
  'tariffSheets.tooManyDecimals': {
    en: 'At most {digits} digits after the decimal point',
    ru: 'Не более {digits} знаков после запятой',
    zh: '小数点后最多 {digits} 位',
  },

  // The explanation sheet.
  'tariffSheets.explain.intro': {
    en: 'One row is one tariff. Columns are recognised by their headers in English, Russian or Chinese: do not rename them; you may reorder them or add columns of your own, which are ignored. Dates as DD.MM.YYYY; prices in the units of the tariff’s currency with decimals (1250.50).',
    ru: 'Одна строка — один тариф. Столбцы распознаются по заголовкам на русском, английском или китайском: не переименовывайте их; порядок можно менять, свои столбцы можно добавлять — они не читаются. Даты в формате ДД.ММ.ГГГГ; цены в единицах валюты тарифа с копейками (1250.50).',
    zh: '每一行是一条运价。系统按中文、英文或俄文列标题识别各列：请勿修改标题；可以调整列的顺序，也可以添加自己的列（将被忽略）。日期格式为 DD.MM.YYYY；价格以运价币种为单位，可带小数（1250.50）。',
  },
  'tariffSheets.explain.linesRepeat': {
    en: 'Rate lines repeat as groups “Line 1…”, “Line 2…”; fill as many groups as the tariff has lines and add groups with the next numbers if you need more.',
    ru: 'Ставки повторяются группами «Строка 1…», «Строка 2…»: заполните столько групп, сколько у тарифа ставок; если нужно больше, добавьте группы со следующими номерами.',
    zh: '费率按“第1行…”“第2行…”分组重复：按运价的费率条数填写，如需更多，请按后续编号添加列组。',
  },
  'tariffSheets.explain.sheet': { en: 'Sheet', ru: 'Лист', zh: '工作表' },
  'tariffSheets.explain.column': { en: 'Column', ru: 'Столбец', zh: '列' },
  'tariffSheets.explain.required': { en: 'Required', ru: 'Обязательный', zh: '必填' },
  'tariffSheets.explain.type': { en: 'Type', ru: 'Тип', zh: '类型' },
  'tariffSheets.explain.values': { en: 'Allowed values', ru: 'Допустимые значения', zh: '允许的值' },
  'tariffSheets.explain.example': { en: 'Example', ru: 'Пример', zh: '示例' },
  'tariffSheets.explain.description': { en: 'Description', ru: 'Описание', zh: '说明' },

  // Cell types, as the explanation sheet names them.
  'tariffSheets.type.text': { en: 'Text', ru: 'Текст', zh: '文本' },
  'tariffSheets.type.code': { en: 'Code', ru: 'Код', zh: '代码' },
  'tariffSheets.type.date': { en: 'Date (DD.MM.YYYY)', ru: 'Дата (ДД.ММ.ГГГГ)', zh: '日期（DD.MM.YYYY）' },
  'tariffSheets.type.money': { en: 'Amount with decimals', ru: 'Сумма с копейками', zh: '金额（可带小数）' },
  'tariffSheets.type.integer': { en: 'Whole number', ru: 'Целое число', zh: '整数' },
  'tariffSheets.type.quantity': { en: 'Number', ru: 'Число', zh: '数字' },
  'tariffSheets.type.enum': { en: 'One of a list', ru: 'Значение из списка', zh: '列表中的值' },
  'tariffSheets.type.yesNo': { en: 'Yes or no', ru: 'Да или нет', zh: '是或否' },
  'tariffSheets.type.list': {
    en: 'List separated by commas',
    ru: 'Список через запятую',
    zh: '以逗号分隔的列表',
  },

  // How each kind of end is written.
  'tariffSheets.point.SEA_PORT': {
    en: 'sea port: UN/LOCODE (CNSHA)',
    ru: 'морской порт: код UN/LOCODE (CNSHA)',
    zh: '海港：UN/LOCODE 代码（CNSHA）',
  },
  'tariffSheets.point.AIRPORT_HUB': {
    en: 'airport: IATA code (SVO)',
    ru: 'аэропорт: код IATA (SVO)',
    zh: '机场：IATA 代码（SVO）',
  },
  'tariffSheets.point.RAILWAY_HUB': {
    en: 'railway station: station code (181102)',
    ru: 'ж/д станция: код станции (181102)',
    zh: '火车站：车站代码（181102）',
  },
  'tariffSheets.point.TRANSPORT_HUB': {
    en: 'hub or terminal: its code',
    ru: 'хаб или терминал: его код',
    zh: '枢纽或场站：其代码',
  },
  'tariffSheets.point.CITY': {
    en: 'city: “Name, CC” with the ISO country code (Shanghai, CN)',
    ru: 'город: «Название, CC» с ISO-кодом страны (Шанхай, CN)',
    zh: '城市：“名称, CC”，CC 为 ISO 国家代码（上海, CN）',
  },

  // Column headers.
  'tariffSheets.column.fromType': { en: 'Origin type', ru: 'Тип пункта отправления', zh: '起运地类型' },
  'tariffSheets.column.from': { en: 'Origin', ru: 'Пункт отправления', zh: '起运地' },
  'tariffSheets.column.placeType': { en: 'Location type', ru: 'Тип места', zh: '服务地点类型' },
  'tariffSheets.column.place': { en: 'Location', ru: 'Место оказания услуги', zh: '服务地点' },
  'tariffSheets.column.toType': { en: 'Destination type', ru: 'Тип пункта назначения', zh: '目的地类型' },
  'tariffSheets.column.to': { en: 'Destination', ru: 'Пункт назначения', zh: '目的地' },
  'tariffSheets.column.validFrom': { en: 'Valid from', ru: 'Действует с', zh: '生效日期' },
  'tariffSheets.column.validTo': { en: 'Valid to', ru: 'Действует по', zh: '失效日期' },
  'tariffSheets.column.currency': { en: 'Currency', ru: 'Валюта', zh: '币种' },
  'tariffSheets.column.nds': { en: 'VAT', ru: 'НДС', zh: '增值税' },
  'tariffSheets.column.minPrice': { en: 'Minimum price', ru: 'Минимальная цена', zh: '最低价格' },
  'tariffSheets.column.transitDays': { en: 'Transit days', ru: 'Транзит, дней', zh: '运输时效（天）' },
  'tariffSheets.column.documentDeadlineDays': {
    en: 'Document deadline, days',
    ru: 'Срок подачи документов, дней',
    zh: '截单期限（天）',
  },
  'tariffSheets.column.modifier': { en: 'Visibility', ru: 'Видимость', zh: '可见范围' },
  'tariffSheets.column.clientOrganizationIds': {
    en: 'Client organization IDs',
    ru: 'ID организаций-клиентов',
    zh: '客户组织ID',
  },
  'tariffSheets.column.active': { en: 'Active', ru: 'Активен', zh: '启用' },
  'tariffSheets.column.comment': { en: 'Comment', ru: 'Комментарий', zh: '备注' },
  'tariffSheets.column.carrier': { en: 'Carrier code', ru: 'Код перевозчика', zh: '承运人代码' },
  'tariffSheets.column.service': { en: 'Service code', ru: 'Код услуги', zh: '服务代码' },
  'tariffSheets.column.routeType': { en: 'Route type', ru: 'Тип маршрута', zh: '路线类型' },
  'tariffSheets.column.chargingMode': { en: 'Charging mode', ru: 'Способ расчёта', zh: '计费模式' },
  'tariffSheets.column.roadChargingCode': {
    en: 'Road charging code',
    ru: 'Код тарификации автоперевозки',
    zh: '公路计费代码',
  },
  'tariffSheets.column.vehicleBody': { en: 'Vehicle body', ru: 'Тип кузова', zh: '车厢类型' },
  'tariffSheets.column.distanceRange': { en: 'Distance range', ru: 'Диапазон расстояния', zh: '距离范围' },
  'tariffSheets.column.zipCodes': { en: 'ZIP codes', ru: 'Почтовые индексы', zh: '邮政编码' },
  'tariffSheets.column.demurrageDays': { en: 'Demurrage, days', ru: 'Демередж, дней', zh: '滞期天数' },
  'tariffSheets.column.detentionDays': { en: 'Detention, days', ru: 'Детеншн, дней', zh: '滞箱天数' },
  'tariffSheets.column.surcharge': { en: 'Surcharge code', ru: 'Код надбавки', zh: '附加费代码' },
  'tariffSheets.column.surchargeType': { en: 'Surcharge type', ru: 'Тип надбавки', zh: '附加费类型' },
  'tariffSheets.column.tarification': { en: 'Tarification', ru: 'Тарификация', zh: '附加费计算方式' },
  'tariffSheets.column.appliesToTariffId': {
    en: 'Applies to tariff ID',
    ru: 'ID тарифа, к которому относится',
    zh: '适用运价ID',
  },
  'tariffSheets.column.rangeUnit': { en: 'Range unit', ru: 'Единица диапазона', zh: '区间单位' },
  'tariffSheets.column.price': { en: 'Price', ru: 'Цена', zh: '价格' },
  'tariffSheets.line.vehicleTypeId': {
    en: 'Line {n}: vehicle type',
    ru: 'Строка {n}: тип транспорта',
    zh: '第{n}行：车型',
  },
  'tariffSheets.line.palletTypeId': {
    en: 'Line {n}: pallet type',
    ru: 'Строка {n}: тип паллеты',
    zh: '第{n}行：托盘类型',
  },
  'tariffSheets.line.from': { en: 'Line {n}: from', ru: 'Строка {n}: от', zh: '第{n}行：起' },
  'tariffSheets.line.to': { en: 'Line {n}: to', ru: 'Строка {n}: до', zh: '第{n}行：止' },
  'tariffSheets.line.price': { en: 'Line {n}: price', ru: 'Строка {n}: цена', zh: '第{n}行：价格' },

  // What each column holds, for the explanation sheet.
  'tariffSheets.explain.fromType': {
    en: 'What the origin is',
    ru: 'Чем является пункт отправления',
    zh: '起运地的类别',
  },
  'tariffSheets.explain.from': {
    en: 'Where the tariff takes the cargo from, by code',
    ru: 'Откуда тариф везёт груз, кодом',
    zh: '运价的起运地，填写代码',
  },
  'tariffSheets.explain.placeType': {
    en: 'What the place of the service is',
    ru: 'Чем является место оказания услуги',
    zh: '服务地点的类别',
  },
  'tariffSheets.explain.place': {
    en: 'Where the service is provided, by code',
    ru: 'Где оказывается услуга, кодом',
    zh: '提供服务的地点，填写代码',
  },
  'tariffSheets.explain.toType': {
    en: 'What the destination is',
    ru: 'Чем является пункт назначения',
    zh: '目的地的类别',
  },
  'tariffSheets.explain.to': {
    en: 'Where the tariff takes the cargo, by code; must differ from the origin',
    ru: 'Куда тариф везёт груз, кодом; не совпадает с пунктом отправления',
    zh: '运价的目的地，填写代码；必须不同于起运地',
  },
  'tariffSheets.explain.validFrom': {
    en: 'First day the tariff applies',
    ru: 'Первый день действия тарифа',
    zh: '运价生效的第一天',
  },
  'tariffSheets.explain.validTo': {
    en: 'Last day the tariff applies; not before the first',
    ru: 'Последний день действия тарифа; не раньше первого',
    zh: '运价有效的最后一天；不得早于生效日期',
  },
  'tariffSheets.explain.currency': {
    en: 'ISO code of the currency of every price of the row',
    ru: 'ISO-код валюты всех цен строки',
    zh: '本行所有价格的币种 ISO 代码',
  },
  'tariffSheets.explain.nds': {
    en: 'NONE: without VAT; ZERO: VAT 0 %; CURRENT_RATE: the current VAT rate (20 %)',
    ru: 'NONE — без НДС; ZERO — НДС 0 %; CURRENT_RATE — действующая ставка НДС (20 %)',
    zh: 'NONE：不含增值税；ZERO：增值税 0%；CURRENT_RATE：现行增值税税率（20%）',
  },
  'tariffSheets.explain.minPrice': {
    en: 'The least the tariff charges, in its currency',
    ru: 'Минимальная сумма по тарифу, в его валюте',
    zh: '运价的最低收费，以运价币种计',
  },
  'tariffSheets.explain.transitDays': {
    en: 'Days in transit',
    ru: 'Срок в пути, дней',
    zh: '运输天数',
  },
  'tariffSheets.explain.documentDeadlineDays': {
    en: 'Days before departure by which the documents are due',
    ru: 'За сколько дней до отправления нужно подать документы',
    zh: '需在出发前多少天提交单证',
  },
  'tariffSheets.explain.modifier': {
    en: 'PUBLIC: every client sees the tariff; PRIVATE: only the client organizations listed',
    ru: 'PUBLIC — тариф видят все клиенты; PRIVATE — только перечисленные организации-клиенты',
    zh: 'PUBLIC：所有客户可见；PRIVATE：仅列出的客户组织可见',
  },
  'tariffSheets.explain.clientOrganizationIds': {
    en: 'IDs of the client organizations of a private tariff, separated by commas',
    ru: 'ID организаций-клиентов частного тарифа через запятую',
    zh: '私有运价的客户组织ID，以逗号分隔',
  },
  'tariffSheets.explain.active': {
    en: 'Whether quotations use the tariff; empty means yes',
    ru: 'Используется ли тариф в расчётах; пусто — да',
    zh: '报价时是否使用该运价；留空表示是',
  },
  'tariffSheets.explain.comment': {
    en: 'Free text, up to 1000 characters',
    ru: 'Произвольный текст, до 1000 символов',
    zh: '自由文本，最多 1000 个字符',
  },
  'tariffSheets.explain.carrier': {
    en: 'Code of the shipping line, coloader, airline or railway operator',
    ru: 'Код морской линии, консолидатора, авиакомпании или ж/д оператора',
    zh: '船公司、拼箱商、航空公司或铁路运营商的代码',
  },
  'tariffSheets.explain.service': {
    en: 'Code of the service from the dictionary of services',
    ru: 'Код услуги из справочника услуг',
    zh: '服务目录中的服务代码',
  },
  'tariffSheets.explain.routeType': {
    en: 'IMPORT, EXPORT, LOCAL_ARRIVAL or LOCAL_DEPARTURE',
    ru: 'IMPORT — импорт, EXPORT — экспорт, LOCAL_ARRIVAL — местное прибытие, LOCAL_DEPARTURE — местное отправление',
    zh: 'IMPORT：进口；EXPORT：出口；LOCAL_ARRIVAL：本地到达；LOCAL_DEPARTURE：本地出发',
  },
  'tariffSheets.explain.chargingMode': {
    en: 'How the road leg is charged',
    ru: 'Как рассчитывается автоперевозка',
    zh: '公路运输的计费模式',
  },
  'tariffSheets.explain.roadChargingCode': {
    en: 'WM: per W/M; RC: per running metre; LDM: per loading metre; RAD: by radius',
    ru: 'WM — за W/M; RC — за погонный метр; LDM — за метр загрузки; RAD — по радиусу',
    zh: 'WM：按计费吨；RC：按延米；LDM：按装载米；RAD：按半径',
  },
  'tariffSheets.explain.vehicleBody': {
    en: 'TENT: curtainsider; TERM: isothermal; REFRIGERATOR: refrigerated',
    ru: 'TENT — тент; TERM — изотерм; REFRIGERATOR — рефрижератор',
    zh: 'TENT：篷布车；TERM：保温车；REFRIGERATOR：冷藏车',
  },
  'tariffSheets.explain.distanceRange': {
    en: 'UNDER_50: up to 50 km; UNDER_100: up to 100 km; OVER_100: over 100 km',
    ru: 'UNDER_50 — до 50 км; UNDER_100 — до 100 км; OVER_100 — более 100 км',
    zh: 'UNDER_50：50 公里以内；UNDER_100：100 公里以内；OVER_100：超过 100 公里',
  },
  'tariffSheets.explain.zipCodes': {
    en: 'Postal codes the tariff serves, separated by commas',
    ru: 'Почтовые индексы, которые обслуживает тариф, через запятую',
    zh: '运价服务的邮政编码，以逗号分隔',
  },
  'tariffSheets.explain.demurrageDays': {
    en: 'Free days of demurrage',
    ru: 'Бесплатные дни демереджа',
    zh: '免费滞期天数',
  },
  'tariffSheets.explain.detentionDays': {
    en: 'Free days of detention',
    ru: 'Бесплатные дни детеншна',
    zh: '免费滞箱天数',
  },
  'tariffSheets.explain.surcharge': {
    en: 'Code of the surcharge from the dictionary of freight surcharges',
    ru: 'Код надбавки из справочника надбавок к фрахту',
    zh: '运费附加费目录中的附加费代码',
  },
  'tariffSheets.explain.surchargeType': {
    en: 'ON_CARGO: charged on the cargo; ON_FREIGHT: on the freight',
    ru: 'ON_CARGO — на груз; ON_FREIGHT — на фрахт',
    zh: 'ON_CARGO：按货物收取；ON_FREIGHT：按运费收取',
  },
  'tariffSheets.explain.tarification': {
    en: 'ABSOLUTE: prices are amounts; RELATIVE: prices are percent of the freight (12.5)',
    ru: 'ABSOLUTE — цены это суммы; RELATIVE — цены это проценты от фрахта (12.5)',
    zh: 'ABSOLUTE：价格为金额；RELATIVE：价格为运费的百分比（12.5）',
  },
  'tariffSheets.explain.appliesToTariffId': {
    en: 'ID of the sea tariff the surcharge is for; empty for the whole shipping line',
    ru: 'ID морского тарифа, к которому относится надбавка; пусто — для всей линии',
    zh: '附加费适用的海运运价ID；留空表示适用于整个船公司',
  },
  'tariffSheets.explain.rangeUnit': {
    en: 'The unit of the lines’ ranges; empty means the first of the list',
    ru: 'Единица диапазонов ставок; пусто — первая из списка',
    zh: '费率区间的单位；留空表示列表中的第一个',
  },
  'tariffSheets.explain.price': {
    en: 'The price, in the tariff’s currency',
    ru: 'Цена в валюте тарифа',
    zh: '价格，以运价币种计',
  },
  'tariffSheets.explain.containerPrice': {
    en: 'Price per {code} container; empty where the tariff has no price for this type',
    ru: 'Цена за контейнер {code}; пусто, если для этого типа цены нет',
    zh: '每个 {code} 集装箱的价格；该箱型无价格时留空',
  },
  'tariffSheets.explain.lineItem': {
    en: 'Code of the type the line prices',
    ru: 'Код типа, для которого указана ставка',
    zh: '该费率对应类型的代码',
  },
  'tariffSheets.explain.lineFrom': {
    en: 'Lower bound of the range, included',
    ru: 'Нижняя граница диапазона, включительно',
    zh: '区间下限（含）',
  },
  'tariffSheets.explain.lineTo': {
    en: 'Upper bound of the range, excluded; empty for an open last range',
    ru: 'Верхняя граница диапазона, не включая; пусто для последнего открытого диапазона',
    zh: '区间上限（不含）；最后一个开放区间留空',
  },
  'tariffSheets.explain.radius': {
    en: 'Radius around the origin, km',
    ru: 'Радиус от пункта отправления, км',
    zh: '距起运地的半径（公里）',
  },
  'tariffSheets.explain.linePrice': {
    en: 'Price of the line, in the tariff’s currency',
    ru: 'Цена ставки в валюте тарифа',
    zh: '该费率的价格，以运价币种计',
  },
  'tariffSheets.explain.percent': {
    en: 'For a RELATIVE surcharge, percent of the freight',
    ru: 'Для относительной надбавки (RELATIVE) — процент от фрахта',
    zh: '比例附加费（RELATIVE）填写运费百分比',
  },
});

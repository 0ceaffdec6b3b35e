import {
  displayDay,
  cargoText,
  pickText,
  type Language,
  type LocalizedText,
  type NotificationParams,
  type QuotePoint,
  type RefineCargo,
  type RefineNoticeType,
  type RefineRequest,
} from '@cargo/domain';
import type { RefineRequestRecord, RefineRequestRow } from './refine-requests.repo.js';
import type { RefineCargoStored, RefinePoint } from './refine-requests.schema.js';

/** How requests read in answers, notices and mails, in the reader's language. */

export function pointIn(point: RefinePoint, language: Language): QuotePoint {
  return {
    type: point.type,
    id: point.id,
    code: point.code,
    name: pickText(point.names, language),
    cityName: point.cityNames ? pickText(point.cityNames, language) : null,
    countryCode: point.countryCode,
  };
}

export function cargoIn(cargo: RefineCargoStored, language: Language): RefineCargo {
  return {
    ...cargo,
    types: cargo.types.map((type) => ({ id: type.id, amount: type.amount, name: pickText(type.names, language) })),
  };
}

/** One answer in the reader's language; the client's name is the operators' to see. */
export function toRefineRequest(record: RefineRequestRecord, language: Language, operator: boolean): RefineRequest {
  const { row } = record;
  return {
    id: row.id,
    calculationId: row.calculationId,
    status: row.status as RefineRequest['status'],
    from: pointIn(row.fromPoint, language),
    to: pointIn(row.toPoint, language),
    cargo: cargoIn(row.cargo, language),
    readyDate: row.readyDate,
    requestedAt: row.createdAt.toISOString(),
    answersCount: record.answersCount,
    answeredByYou: record.answeredByViewer,
    client: operator ? { id: row.organizationId, name: record.clientName } : null,
    lastNotifiedAt: record.lastNotifiedAt?.toISOString() ?? null,
  };
}

/** A text in every interface language, made by `render`: a notice's parameter read in any of them. */
export function inEveryLanguage(render: (language: Language) => string): LocalizedText {
  return { en: render('en'), ru: render('ru'), zh: render('zh') };
}

/** A day in a notice, as each language writes it (31.12.2026, 31 Dec 2026, 2026年12月31日: D144). */
export const dayText = (day: string): LocalizedText => inEveryLanguage((language) => displayDay(day, language));

/** A place as a notice names it: "Shanghai (CNSHA)" for a hub, the city's name for a door. */
function placeText(point: RefinePoint): LocalizedText {
  return inEveryLanguage((language) => {
    const name = pickText(point.names, language);
    return point.code ? `${name} (${point.code})` : name;
  });
}

/** The parameters every notice about the request takes: the lane, the cargo, the ready date. */
export function requestParams(row: RefineRequestRow): NotificationParams {
  return {
    from: placeText(row.fromPoint),
    to: placeText(row.toPoint),
    cargo: inEveryLanguage((language) => cargoText(cargoIn(row.cargo, language), language)),
    readyDate: dayText(row.readyDate),
  };
}

/** The notification kind of a notice to partners. */
export const noticeKind = (type: RefineNoticeType) => `refine.${type.toLowerCase()}`;

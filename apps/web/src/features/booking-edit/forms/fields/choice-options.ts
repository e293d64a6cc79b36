// The option lists of the edit forms' selects, each with its Vietnamese or English label.
import type { TFunction } from 'i18next';
import { REMARK_KINDS, SPECIAL_KEYWORDS, SPECIAL_SERVICE_CODES } from '@portal/contracts';
import type { SelectOption } from './EditSelect';

/** "WCHR · Xe lăn (đi được cầu thang)". */
export const serviceOptions = (t: TFunction): SelectOption[] =>
  SPECIAL_SERVICE_CODES.map((code) => ({ value: code, label: `${code} · ${t(`editForms.services.${code}`)}` }));

export const remarkKindOptions = (t: TFunction): SelectOption[] =>
  REMARK_KINDS.map((kind) => ({ value: kind, label: t(`editForms.remarkKinds.${kind}`) }));

export const keywordOptions = (t: TFunction): SelectOption[] =>
  SPECIAL_KEYWORDS.map((keyword) => ({ value: keyword, label: `${keyword} · ${t(`editForms.keywords.${keyword}`)}` }));

export const titleOptions = (t: TFunction, titles: readonly string[]): SelectOption[] =>
  titles.map((title) => ({ value: title, label: t(`editForms.titles.${title}`) }));

export const genderOptions = (t: TFunction): SelectOption[] =>
  ['M', 'F'].map((gender) => ({ value: gender, label: t(`editForms.genders.${gender}`) }));

// The train search form's values and rules: both stations, different ones, a departure day from today on, and on a
// round trip a return day not before it. Each message names its field (translation keys under train.form.errors).
import type { TTrainSearchRequest } from '@portal/contracts';
import { compareIsoDates, type IsoDate } from '@portal/domain';
import { parseDisplayDate } from '../../../lib/flight-search/date-text';

export type TrainSearchForm = {
  from: string;
  to: string;
  isRoundTrip: boolean;
  /** As typed or picked, dd/MM/yyyy. */
  departText: string;
  returnText: string;
};

export type TrainFormField = 'from' | 'to' | 'departDate' | 'returnDate';
export type TrainFormErrors = Partial<Record<TrainFormField, string>>;

function dayError(text: string, kind: 'depart' | 'return'): { date?: IsoDate; error?: string } {
  if (text.trim() === '') return { error: `${kind}Required` };
  const date = parseDisplayDate(text);
  return date ? { date } : { error: `${kind}Invalid` };
}

/** The request the form makes, or the error key of each field that stops it. */
export function validateTrainSearch(
  form: TrainSearchForm,
  today: IsoDate,
): { request: TTrainSearchRequest; errors?: undefined } | { request?: undefined; errors: TrainFormErrors } {
  const errors: TrainFormErrors = {};
  if (!form.from) errors.from = 'fromRequired';
  if (!form.to) errors.to = 'toRequired';
  else if (form.to === form.from) errors.to = 'sameStation';
  const depart = dayError(form.departText, 'depart');
  if (depart.error) errors.departDate = depart.error;
  else if (depart.date && compareIsoDates(depart.date, today) < 0) errors.departDate = 'departPast';
  let returnDate: IsoDate | undefined;
  if (form.isRoundTrip) {
    const back = dayError(form.returnText, 'return');
    if (back.error) errors.returnDate = back.error;
    else if (back.date && depart.date && compareIsoDates(back.date, depart.date) < 0)
      errors.returnDate = 'returnBefore';
    returnDate = back.date;
  }
  if (Object.keys(errors).length > 0 || !depart.date) return { errors };
  return {
    request: { from: form.from, to: form.to, departDate: depart.date, ...(returnDate ? { returnDate } : {}) },
  };
}

// What both booking activity screens read from the address (period, sub-agency, one more choice) and the agencies
// their picker offers: those below the user's, fetched only for users who may read the deposit statements' list.
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { isAllowed, isIsoDate, ruleOf } from '@portal/domain';
import { defaultReportPeriod } from '../../../components/report/report-period';
import { selectSession } from '../../../stores/session-slice';
import { type ActivityPeriodArgs } from '../api/booking-activity';
import { useGetStatementAgenciesQuery } from '../../../components/report/get-report-agencies';

const AGENCY_LIST_RULE = ruleOf('/accounting/deposit-report');

export function useActivityQuestion<Choice extends string>(
  choiceKey: string,
  options: readonly Choice[],
  fallbackChoice: Choice,
) {
  const [params, setParams] = useSearchParams();
  const { permissions } = useSelector(selectSession);
  const canPickAgency = isAllowed(AGENCY_LIST_RULE, permissions);
  const agencies = useGetStatementAgenciesQuery(undefined, { skip: !canPickAgency });
  const question = useMemo(() => {
    const fallback = defaultReportPeriod(new Date());
    const from = params.get('from');
    const to = params.get('to');
    const hasPeriod = from !== null && to !== null && isIsoDate(from) && isIsoDate(to) && from <= to;
    const asked = params.get(choiceKey) as Choice;
    const period: ActivityPeriodArgs = {
      ...(hasPeriod ? { from, to } : fallback),
      subAgencyId: params.get('subAgencyId') || undefined,
    };
    return { period, choice: options.includes(asked) ? asked : fallbackChoice };
  }, [params, choiceKey, options, fallbackChoice]);

  /** Puts the question in the address; the same question again asks `refetch`. */
  const ask = (period: ActivityPeriodArgs, choice: Choice, refetch: () => void) => {
    const next = new URLSearchParams({ from: period.from, to: period.to, [choiceKey]: choice });
    if (period.subAgencyId) next.set('subAgencyId', period.subAgencyId);
    if (next.toString() === params.toString()) refetch();
    else setParams(next);
  };

  return { ...question, ask, agencies: agencies.data?.items ?? [], addressKey: params.toString() };
}

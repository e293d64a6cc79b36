// /accounting/deposit-report: the statement of the user's deposit or a sub-agency's, for a period of Vietnam days.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@portal/domain';
import { DataTable } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { defaultReportPeriod, displayDay, type ReportPeriod } from '../../../components/report/report-period';
import { loadErrorsOf } from '../../../lib/http/types';
import { selectSession } from '../../../stores/session-slice';
import { useGetDepositStatementQuery } from '../api/get-deposit-statement';
import { useGetStatementAgenciesQuery } from '../../../components/report/get-report-agencies';
import { movementColumns } from './statement-columns';
import { StatementActions } from './StatementActions';
import type { ReportAgencyChoice as AgencyChoice } from '../../../components/report/ReportSelect';
import { StatementFilters } from './StatementFilters';
import { StatementPrintTable } from './StatementPrintTable';
import { StatementSummary } from './StatementSummary';

/** On paper: no header, menu, form or buttons; the full movement table instead of the paged one. */
const PRINT_STYLES = {
  '@media print': {
    'header.MuiAppBar-root, nav, .MuiDrawer-root, [data-print="hide"], #main-content > .MuiToolbar-root': {
      display: 'none !important',
    },
    '[data-print="only"]': { display: 'table !important' },
    '#main-content': { width: '100% !important', padding: '0 !important' },
  },
};

/** The period and agency in the address (links from view-deposit carry ?agencyId=); anything malformed falls back to the defaults. */
function requestedStatement(params: URLSearchParams, now: Date): { agencyId?: string; period: ReportPeriod } {
  const fallback = defaultReportPeriod(now);
  const from = params.get('from');
  const to = params.get('to');
  const hasPeriod = from !== null && to !== null && isIsoDate(from) && isIsoDate(to) && from <= to;
  return { agencyId: params.get('agencyId') ?? undefined, period: hasPeriod ? { from, to } : fallback };
}

export default function DepositReportPage() {
  const { t } = useTranslation();
  const { agentInfo } = useSelector(selectSession);
  const [params, setParams] = useSearchParams();
  const [isPrinting, setIsPrinting] = useState(false);
  const agencies = useGetStatementAgenciesQuery();
  const requested = useMemo(() => requestedStatement(params, new Date()), [params]);

  const isPlatform = agentInfo?.level === 'platform';
  const choices = useMemo<AgencyChoice[]>(() => {
    if (agencies.data) return agencies.data.items;
    // Until the list arrives (or if it cannot), the user's own agency; the platform holds no deposit of its own.
    return agentInfo && !isPlatform ? [{ id: agentInfo.id, code: agentInfo.code, name: agentInfo.name, depth: 0 }] : [];
  }, [agencies.data, agentInfo, isPlatform]);
  // Without ?agencyId the API answers the user's own deposit; a platform operator starts on the first agency listed.
  const askedAgencyId = requested.agencyId ?? (isPlatform ? choices[0]?.id : undefined);
  const agencyId = askedAgencyId ?? (isPlatform ? undefined : agentInfo?.id);
  const args = { agencyId: askedAgencyId, ...requested.period };
  const statement = useGetDepositStatementQuery(args, { skip: agencyId === undefined });
  const data = statement.currentData;

  const print = useCallback(() => setIsPrinting(true), []);
  useEffect(() => {
    // The browser's own print command renders the full table too.
    const before = () => flushSync(() => setIsPrinting(true));
    const after = () => setIsPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  useEffect(() => {
    if (!isPrinting) return;
    window.print();
    setIsPrinting(false);
  }, [isPrinting]);

  const submit = ({ agencyId: chosen, period }: { agencyId: string; period: ReportPeriod }) => {
    const next = new URLSearchParams({ agencyId: chosen, from: period.from, to: period.to });
    if (next.toString() === params.toString()) void statement.refetch();
    else setParams(next);
  };

  const { serverErrors, errorMessage } = loadErrorsOf(statement.error, t('errors.loadFailed'));
  const columns = useMemo(() => movementColumns(t, data?.movements), [t, data?.movements]);
  const isBusy = statement.isFetching || (agencies.isLoading && isPlatform);

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={t('menu.depositReport')}
        subtitle={
          data
            ? t('depositReport.period', {
                code: data.agency.code,
                name: data.agency.name,
                from: displayDay(data.from),
                to: displayDay(data.to),
              })
            : t('depositReport.subtitle')
        }
        actions={
          <StatementActions request={data ? { ...args, agencyCode: data.agency.code } : undefined} onPrint={print} />
        }
      />
      {agencyId === undefined && !agencies.isLoading ? <FormErrorAlert message={t('depositReport.noAgency')} /> : null}
      <StatementFilters
        key={`${agencyId ?? ''}|${requested.period.from}|${requested.period.to}`}
        agencies={choices}
        agencyId={agencyId ?? ''}
        period={requested.period}
        serverErrors={serverErrors}
        isBusy={isBusy}
        onSubmit={submit}
      />
      {isBusy ? <LinearProgress aria-label={t('depositReport.loading')} sx={{ mb: 2 }} data-print="hide" /> : null}
      <FormErrorAlert message={errorMessage} />
      {data ? (
        <>
          <StatementSummary statement={data} />
          <div data-print="hide">
            <DataTable
              label={t('depositReport.movements')}
              rows={data.movements}
              columns={columns}
              getRowId={(row) => String(row.entryId)}
              isLoading={statement.isFetching}
            />
          </div>
          {isPrinting ? <StatementPrintTable movements={data.movements} /> : null}
        </>
      ) : null}
    </>
  );
}

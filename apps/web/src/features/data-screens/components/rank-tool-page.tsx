import type { FormEvent, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageMain } from '@/components/layout/page-main';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DemoAlert, DemoOverlay } from './demo-notice';
import { ResultsPager, UNLABELLED_CELL } from './rank-tool-fields';

interface ResultPage {
  rows: readonly unknown[];
  total: number;
  page: number;
  pageSize: number;
  demo: boolean;
}

/**
 * The frame both rank tools share (Rank DeepScan, Rank Mapping Tool): title, the form, then the
 * answer's states (prompt, loading, error, demo notice, no data, results with paging).
 */
export function RankToolPage<Page extends ResultPage>({
  title,
  lead,
  fields,
  submitLabel,
  submitIcon,
  submitDisabled = false,
  onSubmit,
  formError,
  facetsError,
  notice,
  prompt,
  result,
  noun,
  onPurchase,
  onPage,
  children,
}: {
  title: string;
  lead: string;
  fields: ReactNode;
  submitLabel: string;
  submitIcon: ReactNode;
  submitDisabled?: boolean;
  onSubmit: () => void;
  formError: string | null;
  facetsError: Error | null;
  /** Shown between the form and the results (the measured accuracy). */
  notice?: ReactNode;
  /** Shown until the form is sent. */
  prompt: string;
  /** The answer; null until the form is sent. */
  result: UseQueryResult<Page> | null;
  /** What the pager counts ("options"). */
  noun: string;
  onPurchase: () => void;
  onPage: (page: number) => void;
  children: (page: Page) => ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <PageMain className="flex min-w-0 flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{lead}</p>
      <form
        onSubmit={submit}
        aria-label={title}
        className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        {fields}
        <div className={UNLABELLED_CELL}>
          <Button type="submit" className="w-full" disabled={submitDisabled}>
            {submitIcon}
            {submitLabel}
          </Button>
        </div>
      </form>
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      {facetsError && (
        <Alert variant="destructive">
          <AlertDescription>
            {facetsError.message || 'Failed to fetch filter options'}
          </AlertDescription>
        </Alert>
      )}
      {notice}
      {!result ? (
        <p className="text-muted-foreground">{prompt}</p>
      ) : result.isPending ? (
        <p role="status">Loading...</p>
      ) : result.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{result.error.message || 'Failed to fetch data'}</AlertDescription>
        </Alert>
      ) : (
        <div className="flex flex-col gap-4" aria-busy={result.isFetching}>
          {result.data.demo && <DemoAlert />}
          {result.data.rows.length === 0 ? (
            <p className="rounded-md border p-6 text-center text-muted-foreground">
              No data available
            </p>
          ) : (
            children(result.data)
          )}
          {result.data.demo ? (
            <DemoOverlay onPurchase={onPurchase} />
          ) : (
            <ResultsPager
              page={result.data.page}
              pageSize={result.data.pageSize}
              total={result.data.total}
              noun={noun}
              onPage={onPage}
            />
          )}
        </div>
      )}
    </PageMain>
  );
}

/** One answer of a rank tool: the institute and what it offers, a figure beside it, details. */
export function RankResultItem({
  testId,
  title,
  subtitle,
  figure,
  actions,
  children,
}: {
  testId: string;
  title: string;
  subtitle: ReactNode;
  figure: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-md border bg-card p-3" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{title}</p>
          {subtitle}
        </div>
        {figure}
      </div>
      {children}
      {actions && <div className="flex justify-end">{actions}</div>}
    </li>
  );
}

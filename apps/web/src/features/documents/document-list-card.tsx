// A My Documents section: its loading, error and empty states (SPEC §8), then its rows.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { serverOrErrorMessage } from "@/lib/error-messages.ts";

export function DocumentListCard<T>(props: {
  title: string;
  query: UseQueryResult<T[]>;
  shown: T[];
  searching: boolean;
  loadingLabel: string;
  errorTitle: string;
  errorFallback: string;
  emptyText: string;
  noMatchText: string;
  children: (item: T) => ReactNode;
}) {
  const { query } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending && <Spinner label={props.loadingLabel} />}
        {query.isError && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
            <p className="font-semibold">{props.errorTitle}</p>
            <p className="text-sm">{serverOrErrorMessage(query.error, props.errorFallback)}</p>
          </div>
        )}
        {query.data && props.shown.length === 0 && (
          <p className="text-slate-500">{props.searching ? props.noMatchText : props.emptyText}</p>
        )}
        <ul className="divide-y divide-slate-100">{props.shown.map(props.children)}</ul>
      </CardContent>
    </Card>
  );
}

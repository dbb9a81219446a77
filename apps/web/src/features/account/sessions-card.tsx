import { type AccountSession, accountApi } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Laptop, LogOut, Smartphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { ACCOUNT_TEXT as T } from "./messages";

const SESSIONS_KEY = keyOf(accountApi.sessions, {});
const PHONE = /iPhone|iPad|Android/;

function SessionRow({
  session,
  onSignOut,
  pending,
}: {
  session: AccountSession;
  onSignOut: () => void;
  pending: boolean;
}) {
  const Icon = PHONE.test(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
            {session.device}
            {session.current && <Badge variant="secondary">{T.thisDevice}</Badge>}
          </p>
          <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-muted-foreground text-xs">
            {[
              [T.ipAddress, session.ip ?? T.unknownIp],
              [T.signedIn, formatDate(session.createdAt, "dateTime")],
              [T.lastActive, formatDate(session.lastSeenAt, "dateTime")],
            ].map(([term, value]) => (
              <div key={term} className="flex gap-1 whitespace-nowrap">
                <dt>{term}:</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {!session.current && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          disabled={pending}
          onClick={onSignOut}
          aria-label={`${T.signOutSession}: ${session.device}, ${session.ip ?? T.unknownIp}`}
        >
          {T.signOutSession}
        </Button>
      )}
    </li>
  );
}

/** The member's own live sessions, this one first and marked; sign out one, or all others. */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery(queryOptionsOf(accountApi.sessions, {}));
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: T.sessionFailed, description: errorMessage(error, T.tryAgain) });

  const endOne = useMutation({
    mutationFn: (sessionId: string) => call(accountApi.endSession, { params: { sessionId } }),
    onSuccess: (answer) => toast({ title: answer.message }),
    onError: failed,
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => call(accountApi.endOtherSessions, {}),
    onSuccess: (answer) => toast({ title: answer.message }),
    onError: failed,
    onSettled: refresh,
  });

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;
  const pending = endOne.isPending || endOthers.isPending;

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{T.sessionsTitle}</h2>
        </CardTitle>
        <CardDescription>{T.sessionsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : sessions.isError ? (
          <LoadFailedAlert title={T.sessionsFailed} onRetry={() => void sessions.refetch()}>
            {errorMessage(sessions.error, T.tryAgain)}
          </LoadFailedAlert>
        ) : (
          <ul aria-label={T.sessionsTitle} className="divide-y">
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                pending={pending}
                onSignOut={() => endOne.mutate(session.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">{others === 0 && sessions.isSuccess ? T.onlyThisDevice : ""}</p>
        <Button type="button" variant="outline" disabled={pending || others === 0} onClick={() => endOthers.mutate()}>
          <LogOut aria-hidden="true" />
          {endOthers.isPending ? T.signingOut : T.signOutOthers}
        </Button>
      </CardFooter>
    </Card>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

/** A refusal from the office's routes: the field to correct and why (office-work/handling/handling-answer.ts). */
export interface Refusal {
  status: number;
  field: string;
  message: string;
}
type Answer<T> = { data: T; error?: never } | { data?: never; error: Refusal };

const answerOf = <T,>(body: unknown): Answer<T> => {
  const answer = body as { data?: T; error?: Refusal };
  return answer.error ? { error: answer.error } : { data: answer.data as T };
};

/**
 * A handling page's data (GET /admin/office/<kind>/:id/view) and its actions (POST …/:id/<action>): an action's
 * answer replaces the data, a refusal is kept for the field it names.
 */
export function useHandling<T>(kind: string, documentId: string) {
  const { get, post } = useFetchClient();
  const base = `/admin/office/${kind}/${encodeURIComponent(documentId)}`;
  const [data, setData] = useState<T | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    get(`${base}/view`, { validateStatus: () => true }).then(({ data: body }) => {
      if (!current) return;
      const answer = answerOf<T>(body);
      if (answer.error) setRefusal(answer.error);
      else setData(answer.data);
    });
    return () => {
      current = false;
    };
  }, [base]);

  const act = useCallback(async (action: string, body: Record<string, unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = answerOf<T>((await post(`${base}/${action}`, body, { validateStatus: () => true })).data);
      if (answer.error) {
        setRefusal(answer.error);
        return false;
      }
      setRefusal(null);
      setData(answer.data);
      return true;
    } finally {
      setBusy(false);
    }
  }, [base]);

  /** A check without effect (the desk case's preview): its answer or refusal, the page's data untouched. */
  const ask = useCallback(async <R,>(action: string, body: Record<string, unknown>): Promise<Answer<R>> =>
    answerOf<R>((await post(`${base}/${action}`, body, { validateStatus: () => true })).data), [base]);

  /** The refusal's message when it is about `field` (or a row of it), for the field's error. */
  const errorAt = (field: string): string | undefined =>
    refusal && (refusal.field === field || refusal.field.startsWith(`${field}.`)) ? refusal.message : undefined;

  return { data, refusal, busy, act, ask, errorAt };
}

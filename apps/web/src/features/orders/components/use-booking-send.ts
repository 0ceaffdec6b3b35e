import type { Order } from '@cargo/domain';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { fieldPath, type BookingProblem } from '../lib/booking-values';
import { orderPath, type OrderArea } from '../lib/paths';

export interface BookingSendOptions<TValues, TBody> {
  /** The body of the form's values and what the contract says of it before it is sent. */
  check: (values: TValues) => { body: TBody; problems: BookingProblem[] };
  send: (body: TBody) => Promise<Order>;
  /** The area whose order page opens once booked. */
  area: OrderArea;
  /** A conflict the server answered (an outdated calculation): the page offers the update. */
  onConflict?: (message: string) => void;
}

/**
 * Sends a booking form (the client's, the operators' manual one): the contract's checks first
 * (those the fields' own rules cannot see), then the call; booked, the order's page opens. The
 * server's field errors go next to their fields, what no field takes shows above the buttons; a
 * conflict goes to `onConflict` where the page handles one.
 */
export function useBookingSend<TValues, TBody>(
  form: FormInstance<TValues>,
  { check, send, area, onConflict }: BookingSendOptions<TValues, TBody>,
) {
  const t = useT();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit() {
    setProblem(null);
    // Every value the form holds, not only its shown fields': a general cargo's form shows no
    // container rows, and its (empty) list is still the body's.
    const { body, problems } = check(form.getFieldsValue(true) as TValues);
    if (problems.length) {
      // The contract's paths are the form's, typed as plain paths.
      (form as FormInstance).setFields(
        problems.map((issue) => ({ name: fieldPath(issue.fieldName), errors: [t(issue.message, issue.params)] })),
      );
      form.scrollToField(fieldPath(problems[0]!.fieldName), { block: 'center' });
      return;
    }
    setSaving(true);
    try {
      const order = await send(body);
      void navigate(orderPath(area, order.id));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409 && onConflict) {
        onConflict(error.message);
        return;
      }
      const unplaced = applyFieldErrors(form, error);
      if (unplaced.length || !error.fieldErrors.length)
        setProblem(unplaced.length ? unplaced.join(' ') : error.message);
      const first = error.fieldErrors[0];
      if (first && !unplaced.length) form.scrollToField(fieldPath(first.fieldName), { block: 'center' });
    } finally {
      setSaving(false);
    }
  }

  return { submit, saving, problem };
}

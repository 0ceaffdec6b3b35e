import type { ReactNode } from 'react';

/** A part of a long form: a fieldset named by its legend (a group screen readers and tests find by name). */
export function FormSection({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="orders-section">
      <legend className="orders-section-title">{title}</legend>
      {hint ? <p className="orders-section-hint">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

import { containerCargoSchema, generalCargoItemSchema, palletCargoSchema, vehicleCargoSchema } from '@cargo/domain';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { zodRule, type FieldPath } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { useCargoCheckReferences } from '../api/cargo-dictionaries';
import { cargoIssueAt } from '../lib/cargo-issues';
import type { WizardValues } from '../lib/form-values';
import { issueText } from '../lib/labels';

/**
 * The cargo fields' rules: the contract's own field schemas (pieces, containers, a measure) and
 * the domain's cargo check (lib/cargo-issues.ts) on the whole form as it stands, whose problem at
 * this field (`path`, the field's full path) shows as it is typed. The field lists what the check
 * also reads (its unit, the line's type) as its dependencies, so a change there checks it again.
 */
export function useCargoRules() {
  const t = useT();
  const references = useCargoCheckReferences();
  return useMemo(
    () => ({
      pieces: zodRule(generalCargoItemSchema.shape.amount, t),
      containers: zodRule(containerCargoSchema.shape.amount, t),
      pallets: zodRule(palletCargoSchema.shape.amount, t),
      vehicles: zodRule(vehicleCargoSchema.shape.amount, t),
      /** A length, a volume or a weight: given, positive, within reason. */
      measure: zodRule(generalCargoItemSchema.shape.weight, t),
      limits:
        (path: FieldPath): FormRule =>
        ({ getFieldsValue }) => ({
          validator: async (_rule, value: number | null | undefined) => {
            // An empty field is the measure rule's to name as required.
            if (value === null || value === undefined) return;
            const issue = cargoIssueAt(getFieldsValue(true) as WizardValues, references, path);
            if (issue) throw new Error(issueText(t, issue));
          },
        }),
    }),
    [t, references],
  );
}

import {
  normalizeTariffInput,
  tariffInputIssues,
  tariffInputSchema,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';

/**
 * The fields the domain's rules require of a kind's tab, for the form's required marks: the
 * rules run on an input with nothing optional filled, and whatever they call missing is required.
 * The marks thus follow `tariffInputIssues` instead of a second list of the same rules.
 */
export function requiredFields(kind: TariffKind, variant: TariffVariant): ReadonlySet<string> {
  const probe = tariffInputSchema.parse({
    variant,
    validFrom: '2000-01-01',
    validTo: '2000-01-01',
    currency: 'USD',
    lines: [],
  });
  const issues = tariffInputIssues(kind, normalizeTariffInput(kind, probe));
  return new Set(
    issues
      .filter((issue) => issue.path.length === 1 && issue.message === 'validation.required')
      .map((issue) => String(issue.path[0])),
  );
}

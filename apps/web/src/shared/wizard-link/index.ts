/**
 * The wizard's address and its form's model, shared so that other screens (order templates) open
 * the wizard on a request exactly as the wizard writes its own address.
 */
export { placeOf, valuesOfCalculation } from './restore';
export { calculationIdOf, decodeWizard, encodeWizard, orderIdOf, wizardSearch, withParam } from './url-state';
export { defaultValues, type WizardValues } from './wizard-values';
export { wizardLink, wizardLinkOf, type CalculationView } from './wizard-link';

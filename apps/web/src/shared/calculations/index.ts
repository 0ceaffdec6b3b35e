export { calculationQueryOptions, getCalculation } from './get-calculation';
export { calculationKeys } from './keys';
export { storeRenewedCalculation, updateCalculation, useUpdateCalculation } from './update-calculation';

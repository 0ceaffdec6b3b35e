import { ORDER_STATUSES, type OrderStatus } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_COLORS } from './labels';

/** The stages a cargo goes through, each one colour (the lists and the order pages read the same palette). */
const STAGES: readonly { colour: string; statuses: readonly OrderStatus[] }[] = [
  { colour: 'blue', statuses: ['NEW'] },
  { colour: 'cyan', statuses: ['PLANNING', 'CONFIRMED', 'WAITING_CARGO', 'LOADING_COORDINATION'] },
  {
    colour: 'geekblue',
    statuses: [
      'COLLECTED_FROM_SHIPPER',
      'PICKED_UP',
      'CARGO_SENT',
      'ARRIVED_TO_DEPARTURE_HUB',
      'IN_TRANSIT',
      'ARRIVED_TO_TRANSIT_HUB',
      'ARRIVED_TO_DESTINATION_HUB',
      'ARRIVED_TO_HUB',
      'CUSTOMS_CLEARANCE',
    ],
  },
  { colour: 'green', statuses: ['AT_DESTINATION', 'DELIVERED', 'COMPLETED'] },
  { colour: 'purple', statuses: ['BILL', 'AWAITING_PAYMENT'] },
  { colour: 'gold', statuses: ['STANDBY'] },
  { colour: 'red', statuses: ['CANCELLED'] },
  { colour: 'default', statuses: ['ARCHIVED'] },
];

describe('order status colours', () => {
  it('give each status the colour of its stage', () => {
    for (const { colour, statuses } of STAGES)
      for (const status of statuses) expect(ORDER_STATUS_COLORS[status], status).toBe(colour);
  });

  it('name every status in exactly one stage', () => {
    expect(STAGES.flatMap((stage) => stage.statuses).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

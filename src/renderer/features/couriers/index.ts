/** What the orders card mounts from this feature (each takes the card's Order). */
export { CourierActions } from './CourierActions';
export { AddressAdjustButton } from './AddressAdjustButton';

import type { Services } from '../../server/host/compose.js';
import type { LocalVenue } from '../../server/venue/index.js';

/** The local venue of a service started in local-venue mode (its engine, for the faucet). */
export function localVenueOf(services: Services): LocalVenue {
  const venue = services.venue as Partial<LocalVenue>;
  if (!venue.trading) throw new Error('the service is not a local venue');
  return venue as LocalVenue;
}

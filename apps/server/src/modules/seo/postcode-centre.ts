import { dutchPostcodePattern } from '@zilt/contracts/dutch-postcode';
import type { PostcodeCentroids } from '../overview/postcode-centroids.ts';

/**
 * The centre of a Dutch postcode's four-digit area, for an event's place in structured data
 * (schema.org GeoCoordinates); null for a postcode that is malformed or unknown.
 */
export function postcodeCentreReader(centroids: PostcodeCentroids) {
  return async (postcode: string): Promise<{ latitude: number; longitude: number } | null> => {
    if (!dutchPostcodePattern.test(postcode)) return null;
    const centre = centroids.centroidOf(Number(postcode.slice(0, 4)));
    return centre ? { latitude: centre.lat, longitude: centre.lon } : null;
  };
}

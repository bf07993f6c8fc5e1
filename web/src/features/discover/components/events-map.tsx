import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { Circle, CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { Link } from 'react-router-dom';
import type { EventSummaryDto } from '@shared/schemas/event';
import { paths } from '@web/lib/paths';
import { EventTime } from '@web/components/event-time';

const METERS_PER_MILE = 1609.344;

/** Zoom that fits a circle of `miles` in a ~400 px map (each step halves the distance shown). */
const zoomFor = (miles: number) => Math.max(6, Math.min(15, Math.round(13 - Math.log2(miles))));

/**
 * The search circle and the listed events on OpenStreetMap tiles. Its own lazy chunk (leaflet is big),
 * shown only on request: the list works without it, and tiles need the network. Circle markers
 * instead of Leaflet's image pins, so no marker images have to be resolved by the bundler.
 */
export default function EventsMap({
  center,
  radius,
  events,
}: {
  center: { lat: number; lng: number };
  radius: number;
  events: EventSummaryDto[];
}) {
  const { t } = useLingui();
  return (
    <div role="region" aria-label={t`Map of the events found`}>
      <MapContainer
        key={`${center.lat},${center.lng},${radius}`}
        center={[center.lat, center.lng]}
        zoom={zoomFor(radius)}
        scrollWheelZoom={false}
        className="h-80 w-full rounded-lg border border-slate-200 sm:h-96"
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        <Circle
          center={[center.lat, center.lng]}
          radius={radius * METERS_PER_MILE}
          pathOptions={{ color: '#4338ca', weight: 1, fillOpacity: 0.05 }}
        />
        {events.map((event) => (
          <CircleMarker
            key={event.id}
            center={[event.location.lat, event.location.lng]}
            radius={8}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: event.cancelled ? '#b91c1c' : '#4338ca', fillOpacity: 0.9 }}
          >
            <Popup>
              <Link to={paths.event(event.id)} className="font-semibold">
                {event.title}
              </Link>
              <br />
              <EventTime iso={event.dateStart} timeZone={event.timeZone} /> · {event.location.name}
            </Popup>
          </CircleMarker>
        ))}
      </MapContainer>
    </div>
  );
}

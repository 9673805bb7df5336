/**
 * The frame of a map: a labelled region holding the MapLibre canvas, its loading or failure
 * message, the theme toggle (light/dark, remembered on the device), the optional location toggle
 * with its once-per-session tooltip, and whatever the block adds on top (the drawers).
 * Location permission errors are logged only (visitor spec §8).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import type { mapTexts } from '../../i18n/visitor/map.ts';
import type { AreaDictionary } from '../../i18n/visitor/area.ts';
import type { SIZES } from '../../lib/block-options.ts';
import type { MapTheme } from '../../lib/map/preferences.ts';
import type { MapClient } from './map-client.ts';
import { $locationTooltip, dismissLocationTooltip, toggleMapTheme } from './map-stores.ts';
import type { MapStatus } from './useMapClient.ts';
import './styles.css';

export interface MapStageProps {
  stageRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLDivElement | null>;
  status: MapStatus;
  client: MapClient | null;
  theme: MapTheme;
  size: (typeof SIZES)[number];
  t: AreaDictionary<typeof mapTexts>;
  showGeolocation: boolean;
  children?: ReactNode;
}

export function MapStage(props: MapStageProps) {
  const { stageRef, canvasRef, status, client, theme, size, t, showGeolocation, children } = props;
  const tooltipId = useId();
  const [tracking, setTracking] = useState(false);
  const tooltip = useStore($locationTooltip, { ssr: 'initial' });
  const showTooltip = showGeolocation && tooltip;

  useEffect(() => {
    if (!tracking || !client) return;
    let first = true;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        client.setUserLocation([coords.longitude, coords.latitude]);
        if (first) client.flyTo([coords.longitude, coords.latitude]);
        first = false;
      },
      (error) => {
        console.warn('Geolocation error:', error.message);
        setTracking(false);
      },
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      client.setUserLocation(null);
    };
  }, [tracking, client]);

  const toggleTracking = () => {
    dismissLocationTooltip();
    if (!tracking && !('geolocation' in navigator)) {
      console.warn('Geolocation error: not available in this browser');
      return;
    }
    setTracking(!tracking);
  };

  return (
    <div
      ref={stageRef}
      className={`map-stage map-stage--${size}`}
      role="region"
      aria-label={t.mapRegion}
      data-map-state={status}
      data-theme={theme}
    >
      <div ref={canvasRef} className="map-stage__canvas" />
      {status !== 'ready' ? (
        <p className="map-stage__status" role="status">
          {status === 'error' ? t.mapUnavailable : t.mapLoading}
        </p>
      ) : null}
      <div className="map-tools">
        <button
          type="button"
          className="map-tools__button map-tools__theme"
          aria-pressed={theme === 'dark'}
          title={t.mapDarkTheme}
          onClick={toggleMapTheme}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />
          </svg>
          <span className="visually-hidden">{t.mapDarkTheme}</span>
        </button>
        {showGeolocation ? (
          <div className="map-tools__location">
            <button
              type="button"
              className="map-tools__button map-tools__geolocation"
              aria-pressed={tracking}
              aria-describedby={showTooltip ? tooltipId : undefined}
              title={t.mapShowLocation}
              disabled={status !== 'ready'}
              onClick={toggleTracking}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm9 3h-2.1A7 7 0 0 0 13 5.1V3h-2v2.1A7 7 0 0 0 5.1 11H3v2h2.1a7 7 0 0 0 5.9 5.9V21h2v-2.1a7 7 0 0 0 5.9-5.9H21zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10z" />
              </svg>
              <span className="visually-hidden">{t.mapShowLocation}</span>
            </button>
            {showTooltip ? (
              <p id={tooltipId} className="map-tooltip">
                <span>{t.mapLocationTooltip}</span>
                <button
                  type="button"
                  className="map-tooltip__close"
                  aria-label={t.mapLocationTooltipClose}
                  onClick={dismissLocationTooltip}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {children}
    </div>
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@shared/api/app-config';
import type { Config } from '@server/config';

/** Leaflet shows this credit on the map; OpenStreetMap's tiles require it. */
export function tileAttribution(tileUrl: string): string {
  return /openstreetmap\.org/.test(tileUrl)
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : `Map tiles &copy; ${new URL(tileUrl.replace(/\{s\}/g, 'a')).host}`;
}

/** What the browser needs to know of the configuration; nothing secret. */
export const appConfigOf = (config: Pick<Config, 'TILE_URL'>): AppConfig => ({
  tileUrl: config.TILE_URL,
  tileAttribution: tileAttribution(config.TILE_URL),
});

export function appConfigRoutes(app: FastifyInstance, { config }: { config: Config }): void {
  const body = appConfigOf(config);
  app.get('/api/config', { config: { publicAnswer: true } }, async () => body);
}

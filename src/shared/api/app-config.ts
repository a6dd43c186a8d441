import { z } from 'zod';

/**
 * `GET /api/config`: what the browser needs from the server's configuration (`TILE_URL`). The
 * tile URL is a Leaflet template such as https://tile.example/{z}/{x}/{y}.png; the attribution is
 * HTML, from the server's configuration, that the map shows in its corner.
 */
export const appConfigSchema = z.object({
  tileUrl: z.string().min(1),
  tileAttribution: z.string(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

import { request } from 'node:http';
import path from 'node:path';

/**
 * Lets `email` keep the listing of `providerId` on the shared server, through its admin socket
 * (`/listing-staff`), as an operator would; the claims flow is another spec's business.
 */
export function letKeepListing(providerId: string, email: string): Promise<void> {
  const socketPath = path.resolve(process.env.E2E_DATA_DIR!, 'admin.sock');
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        method: 'POST',
        path: '/listing-staff',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve()
            : reject(new Error(`listing-staff: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ providerId, email }));
  });
}

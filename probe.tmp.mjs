import { readdir, readFile } from 'node:fs/promises';
import PostalMime from 'postal-mime';
const B = 'http://127.0.0.1:4555';
let cookie = '';
async function call(method, path, body) {
  const r = await fetch(B + path, { method, headers: { 'content-type': 'application/json', cookie, origin: B }, body: body ? JSON.stringify(body) : undefined });
  const set = r.headers.getSetCookie(); if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
  const text = await r.text(); try { return [r.status, JSON.parse(text)]; } catch { return [r.status, text]; }
}
const email = `probe${Date.now()}@example.org`;
console.log(await call('POST', '/api/auth/sign-up', { firstName: 'Pat', lastName: 'Probe', email, password: 'correct horse battery staple 9' }));
await new Promise((r) => setTimeout(r, 3000));
let token;
for (const f of await readdir('/tmp/wdata/outbox')) {
  const m = await PostalMime.parse(await readFile('/tmp/wdata/outbox/' + f));
  if (m.to?.[0]?.address === email) token = /verify-email\?token=([\w-]+)/.exec(m.text)[1];
}
console.log((await call('POST', '/api/auth/verify-email', { token }))[0]);
const profile = JSON.parse(process.argv[2]);
console.log((await call('PUT', '/api/profile', profile))[0]);
for (const q of process.argv.slice(3)) {
  const [s, w] = await call('GET', '/api/providers/widen?' + q);
  const [s2, l] = await call('GET', '/api/providers?' + q);
  console.log(q, s, JSON.stringify(w), s2, l.total);
}

import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The fake's pages share one small stylesheet (Garmin Connect-ish blues). */
export const PAGE_STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f2f5f8;color:#1b2733}
header{background:#0b2238;color:#fff;padding:14px 20px;font-weight:700}header small{font-weight:400;opacity:.7;margin-left:8px}
main{max-width:720px;margin:24px auto;padding:0 16px}.card{background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(0,0,0,.06);padding:20px;margin-bottom:16px}
button{border:0;border-radius:8px;padding:10px 16px;font-size:15px;font-weight:600;cursor:pointer}.primary{background:#1482d2;color:#fff}.ghost{background:#eef2f6;color:#1b2733}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cfd8e3;border-radius:8px;font-size:15px}
.muted{color:#5b6b7c;font-size:14px}.row{display:flex;gap:10px;flex-wrap:wrap;align-items:center;justify-content:space-between}.done{color:#1c8a4b;font-weight:600}
h1{font-size:20px}h2{font-size:16px;margin:0 0 8px}ul{padding-left:18px}`;

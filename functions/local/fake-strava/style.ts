/** The fake Strava's pages share one small stylesheet (Strava-ish orange). */
export const STRAVA_STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f7f7fa;color:#242428}
header{background:#fc5200;color:#fff;padding:14px 20px;font-weight:800;letter-spacing:.08em}header small{font-weight:400;letter-spacing:0;opacity:.8;margin-left:8px}
main{max-width:720px;margin:24px auto;padding:0 16px}.card{background:#fff;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.06);padding:20px;margin-bottom:16px}
button{border:0;border-radius:4px;padding:10px 16px;font-size:15px;font-weight:600;cursor:pointer}.primary{background:#fc5200;color:#fff}.ghost{background:#eee;color:#242428}
label{display:block;font-size:14px;margin:12px 0 4px}input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:4px;font-size:15px}
.muted{color:#6d6d78;font-size:14px}.row{display:flex;gap:10px;flex-wrap:wrap;align-items:center;justify-content:space-between}.done{color:#1c8a4b;font-weight:600}
h1{font-size:20px}h2{font-size:16px;margin:0 0 8px}ul{padding-left:18px}`;

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface LocalLoginPageOptions {
  uid: string;
  email?: string;
  name?: string;
  errors?: string[];
  expired?: boolean;
}

const style = `body{font-family:system-ui,sans-serif;background:#0b1220;color:#e2e8f0;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{max-width:380px;width:100%;background:#111a2e;border:1px solid #1e293b;border-radius:12px;padding:28px}
h1{font-size:20px;margin:0 0 8px}p{color:#94a3b8;font-size:14px;line-height:1.5}label{display:block;font-size:13px;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border-radius:8px;border:1px solid #334155;background:#0b1220;color:#e2e8f0;font-size:15px}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:8px;background:#10b981;color:#04130d;font-weight:600;font-size:15px;cursor:pointer}
.note{border-left:3px solid #f59e0b;padding:8px 12px;background:#1f1a0b;color:#fcd34d;font-size:13px}
.error{color:#fca5a5;font-size:13px}a{color:#34d399}`;

/** The embedded identity provider's sign-in page. No password: local use only, and it says so. */
export function renderLocalLoginPage(options: LocalLoginPageOptions): string {
  const body = options.expired
    ? `<h1>Sign-in expired</h1><p>This sign-in request is no longer valid. <a href="/api/login">Start again</a>.</p>`
    : `<h1>Sign in to Arbiter</h1>
<p class="note">Local sign-in: this identity provider runs inside Arbiter for local use and asks for no password. Configure OIDC_ISSUER to use a real identity provider.</p>
${(options.errors ?? []).map((e) => `<p class="error" role="alert">${escape(e)}</p>`).join('')}
<form method="post" action="/local-login/${escape(options.uid)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escape(options.email ?? '')}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required value="${escape(options.name ?? '')}">
<button type="submit">Sign in</button>
</form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in · Arbiter</title><link rel="stylesheet" href="/local-login.css"></head><body><main>${body}</main></body></html>`;
}

export const localLoginCss = style;

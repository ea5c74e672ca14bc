import type { PageMeta } from '../../plugins/spa.js';
import type { CertificateService } from './service.js';

/** `/certificate?code=…` with a valid code: the shared link previews the certificate (title, result, image). */
export function certificatePageMeta(service: CertificateService): PageMeta {
  return async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const code = url.searchParams.get('code');
    if (url.pathname.replace(/\/$/, '') !== '/certificate' || !code) return null;
    const preview = await service.preview(code, request.lang);
    if (!preview) return null;
    return {
      'og:type': 'website',
      'og:title': preview.title,
      'og:description': preview.description,
      'og:image': preview.image,
      'og:url': `${request.server.config.publicUrl}/certificate?code=${encodeURIComponent(code)}`,
      'twitter:card': 'summary_large_image',
    };
  };
}

import { ExternalLink, MapPin } from 'lucide-react';
import { SHOP_ADDRESS } from '@pasal/contract';
import { OPENSTREETMAP_URL } from '../../content/site';
import { shopName, t } from '../../i18n';

/**
 * A drawn map of the shop's surroundings: no third-party script, frame or tile server, so it
 * works offline and costs nothing on page load. The link opens the real map on OpenStreetMap.
 */
export function LocationMap({ address }: { address: string }) {
  // The drawing shows Tarkeshwor: a shop that has moved (a new address in its settings) shows the
  // address and a link to it on OpenStreetMap instead.
  const drawn = address === SHOP_ADDRESS;
  const mapUrl = drawn
    ? OPENSTREETMAP_URL
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {drawn && (
        <svg
          viewBox="0 0 640 360"
          width={640}
          height={360}
          role="img"
          aria-labelledby="shop-map-title"
          className="block h-auto w-full bg-[#eef2ea]"
        >
          <title id="shop-map-title">{t('content.mapTitle', { address })}</title>
          {/* Hills to the north of Tarkeshwor */}
          <path d="M0 0h640v70c-60 18-120 -10-190 8s-130 20-200 0S80 60 0 84Z" fill="#d9e5cf" />
          <path d="M0 0h640v38c-70 14-140-8-210 6S290 56 210 40 70 28 0 46Z" fill="#c8dbbb" />
          {/* Blocks */}
          <g fill="#e2e6ee">
            <rect x="40" y="120" width="110" height="70" rx="6" />
            <rect x="40" y="220" width="110" height="100" rx="6" />
            <rect x="200" y="110" width="120" height="80" rx="6" />
            <rect x="380" y="110" width="90" height="80" rx="6" />
            <rect x="510" y="110" width="100" height="80" rx="6" />
            <rect x="380" y="225" width="230" height="95" rx="6" />
          </g>
          {/* A park */}
          <rect x="200" y="225" width="120" height="95" rx="10" fill="#cfe3c2" />
          <g fill="#9cc48a">
            <circle cx="230" cy="255" r="9" />
            <circle cx="262" cy="282" r="11" />
            <circle cx="292" cy="250" r="8" />
            <circle cx="240" cy="300" r="7" />
          </g>
          {/* A stream */}
          <path
            d="M0 338c80-14 150 12 230 0s140-30 220-18 120 22 190 10"
            fill="none"
            stroke="#9cc3e6"
            strokeWidth="10"
            strokeLinecap="round"
          />
          {/* Roads */}
          <g fill="none" stroke="#ffffff" strokeLinecap="round">
            <path d="M0 205h640" strokeWidth="22" />
            <path d="M175 90v270" strokeWidth="14" />
            <path d="M350 90v270" strokeWidth="14" />
            <path d="M490 90v120" strokeWidth="10" />
            <path d="M0 100c120 0 240-8 640-4" strokeWidth="10" />
          </g>
          <g fill="none" stroke="#f4c27a" strokeWidth="2" strokeDasharray="10 8">
            <path d="M0 205h640" />
          </g>
          {/* Labels in the page's font: on Nepali pages that is the one with Devanagari letters. */}
          <g fontSize="14" fill="#334155">
            <text x="24" y="199">
              {t('content.mapLambagar')}
            </text>
            <text x="520" y="60" fontWeight="600" fill="#3f5a2f">
              {t('content.mapTarkeshwor')}
            </text>
            <text x="392" y="199" fontSize="12" fill="#475569">
              {t('content.mapCityCentre')}
            </text>
          </g>
          {/* The shop */}
          <g transform="translate(350 205)">
            <circle r="26" fill="#c2410c" opacity="0.15" />
            <path
              d="M0 0c-14-18-22-30-22-42a22 22 0 1 1 44 0c0 12-8 24-22 42Z"
              fill="#c2410c"
              stroke="#fff"
              strokeWidth="3"
            />
            <circle cy="-42" r="8" fill="#fff" />
            <rect x="-44" y="10" width="88" height="26" rx="13" fill="#0f172a" />
            <text
              y="28"
              textAnchor="middle"

              fontSize="14"
              fontWeight="700"
              fill="#fff"
            >
              {shopName()}
            </text>
          </g>
        </svg>
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm">
        <span className="inline-flex items-start gap-2 text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {address}
        </span>
        <a
          href={mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
        >
          {t('content.mapOpen')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('content.opensInNewTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}

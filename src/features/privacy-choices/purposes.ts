import type { ConsentPurpose } from '@/services/consent/consent';

/** The optional purposes, worded once for the summary and for the switches. */
export const PURPOSES: readonly { purpose: ConsentPurpose; label: string; description: string }[] =
  [
    {
      purpose: 'analytics',
      label: 'Analytics',
      description: 'Anonymous usage statistics through Google Analytics and Tag Manager.',
    },
    {
      purpose: 'insights',
      label: 'Search improvement',
      description:
        'Anonymous click and download events sent to the search service to improve results, with an anonymous token.',
    },
    {
      purpose: 'maps',
      label: 'Maps',
      description:
        'Map images from the map tile provider, which sees your address and the places you look at. Without them, maps show a plain world outline.',
    },
  ];

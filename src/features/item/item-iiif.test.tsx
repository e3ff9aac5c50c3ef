import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockConfig, renderApp } from '../../../tests/utils/render-app';

describe('the item page’s IIIF manifest link', () => {
  it('links the manifest with itself as `?manifest=`, to drag into a IIIF viewer', async () => {
    renderApp('/item/aitzgorri', { ...mockConfig, siteUrl: 'https://photos.example.org/archive/' });
    const link = await screen.findByRole('link', { name: 'IIIF manifest' });
    const manifest = 'https://photos.example.org/archive/iiif/aitzgorri/manifest.json';
    expect(link).toHaveAttribute('href', `${manifest}?manifest=${manifest}`);
    expect(link).toHaveAttribute('title', expect.stringMatching(/Drag into a IIIF viewer/));
  });
});

import { describe, expect, it } from 'vitest';
import { drawnIconName, iconDesign, iconInitials, iconPath } from '../../../server/shared/index.js';

describe('the drawn icons', () => {
  it('name their item in their path, and only theirs', () => {
    expect(drawnIconName(iconPath('fed-decision-in-june'))).toBe('fed-decision-in-june');
    expect(drawnIconName(iconPath('S&P 500 / Nasdaq'))).toBe('S&P 500 / Nasdaq');
    expect(drawnIconName('/assets/icons/logo.png')).toBeNull();
    expect(drawnIconName('/icons/fed.svg')).toBeNull();
    expect(drawnIconName('/assets/icons/%E0%A4%A.svg')).toBeNull();
  });

  it('draw two initials on two hues taken from the name, the same each time', () => {
    const design = iconDesign('fed-decision-in-june');
    expect(design.initials).toBe('FD');
    expect(design.colors[0]).toMatch(/^hsl\(\d{1,3},65%,48%\)$/);
    expect(design.colors[1]).toMatch(/^hsl\(\d{1,3},70%,32%\)$/);
    expect(iconDesign('fed-decision-in-june')).toEqual(design);
    const names = ['bitcoin-above-100k', 'ethereum-above-5k', 'nba-finals', 'fed-rates', 'us-cpi'];
    expect(new Set(names.map((name) => iconDesign(name).colors[0])).size).toBeGreaterThan(3);
  });

  it('takes the initials of the subject, not of the words a question starts with', () => {
    const initials = (name: string) => iconDesign(name).initials;
    expect(initials('will-the-highest-temperature-in-nyc-be-52f-or-more')).toBe('HT');
    expect(initials('will-annual-us-inflation-be-below-32-in-december-2023')).toBe('AU');
    expect(initials('who-will-win-the-2028-election')).toBe('W2');
    expect(initials('us-inflation-cpi-yoy-in-december-2023')).toBe('UI');
    expect(initials('will-the')).toBe('WT');
    // A question reads the same: the placeholder of an icon still loading shows these.
    expect(iconInitials('Will the Fed cut rates in June?')).toBe('FC');
  });

  it('draws letters and digits only, and ? for a name without any', () => {
    expect(iconDesign('<script>-alert').initials).toBe('A');
    expect(iconDesign('2028 election').initials).toBe('2E');
    expect(iconDesign('--').initials).toBe('?');
  });
});

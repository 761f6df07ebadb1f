import { longDate, monthDay, monthYear } from '../dates.js';
import { bracketLabels, bracketsAround, groupEvent, singleEvent } from './helpers.js';
import type { EventDraft, EventTemplate } from './types.js';

export interface WeatherCity {
  name: string;
  station: string;
  unit: '°F' | '°C';
  /** Typical daily high by month, January first. */
  normals: readonly number[];
}

export const CITIES: readonly WeatherCity[] = [
  {
    name: 'NYC',
    station: 'LaGuardia Airport (KLGA)',
    unit: '°F',
    normals: [39, 42, 50, 62, 72, 80, 85, 84, 77, 65, 54, 44],
  },
  {
    name: 'London',
    station: 'London City Airport (EGLC)',
    unit: '°C',
    normals: [8, 9, 12, 15, 18, 21, 24, 23, 20, 16, 11, 9],
  },
  {
    name: 'Chicago',
    station: "O'Hare International Airport (KORD)",
    unit: '°F',
    normals: [32, 36, 47, 59, 70, 80, 84, 82, 75, 62, 48, 36],
  },
  {
    name: 'Seoul',
    station: 'Incheon International Airport (RKSI)',
    unit: '°C',
    normals: [2, 5, 11, 18, 23, 27, 29, 30, 26, 20, 12, 4],
  },
];

/** "Highest temperature in NYC on March 22?" as one-degree (or two-degree) ranges. */
export function dailyHigh(city: WeatherCity, day: Date, count: number, offset: number): EventDraft {
  const normal = (city.normals[day.getUTCMonth()] ?? 60) + offset;
  const step = city.unit === '°F' ? 2 : 1;
  return groupEvent({
    title: `Highest temperature in ${city.name} on ${monthDay(day)}?`,
    summary: `This market group covers the highest temperature recorded at ${city.station} on ${longDate(day)}.`,
    items: bracketsAround(normal, step, count, (value) => `${value}${city.unit}`),
    question: (range) =>
      `Will the highest temperature in ${city.name} be ${range} on ${monthDay(day)}?`,
    condition: (range) =>
      `the highest temperature recorded at ${city.station} on ${longDate(day)} is in the range ${range}`,
    rules: `Temperatures are whole degrees ${city.unit === '°F' ? 'Fahrenheit' : 'Celsius'} as shown in the Weather Underground daily history once the day is finalized. Later revisions are not considered.`,
    source: 'Weather Underground daily history',
    resolutionSource: 'https://www.wunderground.com/history',
    tags: ['temperature'],
  });
}

export const weatherTemplates: readonly EventTemplate[] = [
  {
    category: 'weather',
    minMarkets: 3,
    maxMarkets: 9,
    horizonDays: 5,
    build: ({ random, end, count }) =>
      dailyHigh(random.pick(CITIES), end, count, random.int(-3, 3)),
  },
  {
    category: 'weather',
    minMarkets: 3,
    maxMarkets: 8,
    build: ({ end, count }) => {
      const year = end.getUTCFullYear();
      return groupEvent({
        title: `How many named storms in the ${year} Atlantic hurricane season?`,
        summary: `This market group covers the number of named storms in the ${year} Atlantic hurricane season.`,
        items: bracketLabels(12, 3, count, String),
        question: (range) => `Will there be ${range} named storms in the ${year} Atlantic season?`,
        condition: (range) =>
          `the number of named storms in the ${year} Atlantic season is in the range ${range}`,
        rules:
          'Storms are counted from the National Hurricane Center season summary; subtropical storms count.',
        source: 'the National Hurricane Center',
        resolutionSource: 'https://www.nhc.noaa.gov',
        tags: ['hurricanes'],
      });
    },
  },
  {
    category: 'weather',
    minMarkets: 3,
    maxMarkets: 8,
    build: ({ end, count }) => {
      const month = monthYear(end);
      return groupEvent({
        title: `${month} global temperature anomaly?`,
        summary: `This market group covers the global land-ocean temperature anomaly for ${month} reported by NASA GISS.`,
        items: bracketsAround(125, 5, count, (value) => `${(value / 100).toFixed(2)}°C`),
        question: (range) => `Will the ${month} global temperature anomaly be ${range}?`,
        condition: (range) =>
          `the ${month} anomaly in the NASA GISTEMP dataset, first published, is in the range ${range}`,
        rules: 'Values are read to two decimal places from the first published table.',
        source: 'NASA GISS (GISTEMP v4)',
        resolutionSource: 'https://data.giss.nasa.gov/gistemp/',
        tags: ['climate'],
      });
    },
  },
  {
    category: 'weather',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ end }) =>
      singleEvent({
        question: `Will a Category 5 hurricane make US landfall in ${end.getUTCFullYear()}?`,
        condition: `a hurricane makes landfall in the United States at Category 5 intensity in ${end.getUTCFullYear()}`,
        rules:
          'Intensity at landfall is taken from the National Hurricane Center tropical cyclone report or advisory.',
        source: 'the National Hurricane Center',
        resolutionSource: 'https://www.nhc.noaa.gov',
        tags: ['hurricanes'],
      }),
  },
  {
    category: 'weather',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const inches = random.pick([20, 30, 40, 50, 60]);
      const city = random.pick(['NYC', 'Boston', 'Chicago', 'Denver']);
      // A snow season runs from July to June: name it by the years it spans ("2025-26").
      const first = end.getUTCFullYear() - (end.getUTCMonth() < 6 ? 1 : 0);
      const season = `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
      return singleEvent({
        question: `Will ${city} get more than ${inches} inches of snow in the ${season} season?`,
        condition: `the seasonal snowfall total reported for ${city} by the National Weather Service for the ${season} season (July 1 to June 30) is greater than ${inches} inches`,
        rules: `The value in the NWS climate reports available on ${longDate(end)} is used.`,
        source: 'the National Weather Service',
        resolutionSource: 'https://www.weather.gov',
        tags: ['climate'],
      });
    },
  },
  {
    category: 'weather',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ end }) =>
      singleEvent({
        question: `Will ${end.getUTCFullYear()} be the hottest year on record?`,
        condition: `NASA GISS ranks ${end.getUTCFullYear()} as the warmest year in its global temperature record`,
        rules: 'The first annual announcement is used.',
        source: 'NASA GISS',
        resolutionSource: 'https://data.giss.nasa.gov/gistemp/',
        tags: ['climate'],
      }),
  },
];

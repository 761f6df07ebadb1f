export interface League {
  name: string;
  tag: string;
  /** The event title: "NBA Champion". */
  title: string;
  /** What the champion wins: "NBA Finals", "Super Bowl". */
  trophy: string;
  /** "the " for nicknames ("the Lakers"), "" for clubs ("Arsenal"). */
  article: string;
  teams: readonly string[];
  source: string;
}

export const NBA: League = {
  name: 'NBA',
  tag: 'nba',
  title: 'NBA Champion',
  trophy: 'NBA Finals',
  article: 'the ',
  source: 'https://www.nba.com',
  teams: [
    'Celtics',
    'Knicks',
    'Bucks',
    'Cavaliers',
    '76ers',
    'Heat',
    'Magic',
    'Pacers',
    'Hawks',
    'Bulls',
    'Nets',
    'Raptors',
    'Pistons',
    'Hornets',
    'Wizards',
    'Thunder',
    'Nuggets',
    'Timberwolves',
    'Clippers',
    'Mavericks',
    'Suns',
    'Lakers',
    'Warriors',
    'Kings',
    'Pelicans',
    'Rockets',
    'Grizzlies',
    'Spurs',
    'Jazz',
    'Trail Blazers',
  ],
};

export const NFL: League = {
  name: 'NFL',
  tag: 'nfl',
  title: 'Super Bowl Champion',
  trophy: 'Super Bowl',
  article: 'the ',
  source: 'https://www.nfl.com',
  teams: [
    'Chiefs',
    'Bills',
    'Ravens',
    'Bengals',
    'Texans',
    'Steelers',
    'Chargers',
    'Broncos',
    'Dolphins',
    'Jets',
    'Colts',
    'Jaguars',
    'Browns',
    'Raiders',
    'Titans',
    'Patriots',
    'Eagles',
    '49ers',
    'Lions',
    'Packers',
    'Cowboys',
    'Vikings',
    'Rams',
    'Buccaneers',
    'Commanders',
    'Falcons',
    'Seahawks',
    'Bears',
    'Saints',
    'Cardinals',
    'Giants',
    'Panthers',
  ],
};

export const EPL: League = {
  name: 'Premier League',
  tag: 'premier-league',
  title: 'Premier League Winner',
  trophy: 'Premier League',
  article: '',
  source: 'https://www.premierleague.com',
  teams: [
    'Arsenal',
    'Liverpool',
    'Manchester City',
    'Chelsea',
    'Newcastle',
    'Aston Villa',
    'Tottenham',
    'Manchester United',
    'Brighton',
    'West Ham',
    'Nottingham Forest',
    'Bournemouth',
    'Fulham',
    'Brentford',
    'Crystal Palace',
    'Everton',
    'Wolves',
    'Leeds',
    'Burnley',
    'Sunderland',
  ],
};

export const NHL: League = {
  name: 'NHL',
  tag: 'nhl',
  title: 'Stanley Cup Champion',
  trophy: 'Stanley Cup',
  article: 'the ',
  source: 'https://www.nhl.com',
  teams: [
    'Panthers',
    'Oilers',
    'Stars',
    'Rangers',
    'Hurricanes',
    'Avalanche',
    'Maple Leafs',
    'Jets',
    'Golden Knights',
    'Bruins',
    'Lightning',
    'Devils',
    'Kings',
    'Canucks',
  ],
};

export const MLB: League = {
  name: 'MLB',
  tag: 'mlb',
  title: 'World Series Champion',
  trophy: 'World Series',
  article: 'the ',
  source: 'https://www.mlb.com',
  teams: [
    'Dodgers',
    'Yankees',
    'Phillies',
    'Braves',
    'Orioles',
    'Astros',
    'Mets',
    'Padres',
    'Guardians',
    'Brewers',
    'Mariners',
    'Cubs',
    'Red Sox',
    'Tigers',
  ],
};

export const LEAGUES: readonly League[] = [NBA, NFL, EPL, NHL, MLB];

export const GRAND_PRIX = [
  'Bahrain',
  'Saudi Arabian',
  'Australian',
  'Japanese',
  'Miami',
  'Monaco',
  'Canadian',
  'British',
  'Belgian',
  'Italian',
  'Singapore',
  'Mexico City',
  'Las Vegas',
  'Abu Dhabi',
];

export const F1_TEAMS = [
  'McLaren',
  'Ferrari',
  'Red Bull Racing',
  'Mercedes',
  'Aston Martin',
  'Williams',
  'Alpine',
  'Racing Bulls',
  'Haas',
  'Sauber',
];

export const TENNIS_EVENTS = ['Australian Open', 'French Open', 'Wimbledon', 'US Open'];

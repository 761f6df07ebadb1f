import { iconPath } from '../../shared/index.js';
import type { CatalogWriter } from '../writer.js';
import { DAY, MINUTE } from './dates.js';
import type { EventDigest } from './events.js';
import { walletAddress } from './ids.js';
import { weightedIndexSampler, type Random } from './random.js';
import { DEMO_CREATORS } from './sites.js';
import type { Category } from './vocabulary/index.js';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary/names.js';
import {
  BIOS,
  commentTemplates,
  HANDLE_WORDS,
  PSEUDONYM_ADJECTIVES,
  PSEUDONYM_NOUNS,
  REPLIES,
} from './vocabulary/community.js';

const FIRST_COMMENT_ID = 1_000_001;
const FIRST_REACTION_ID = 5_000_001;

function uniquePseudonym(random: Random, taken: Set<string>): string {
  let pseudonym = `${random.pick(PSEUDONYM_ADJECTIVES)}-${random.pick(PSEUDONYM_NOUNS)}`;
  while (taken.has(pseudonym)) pseudonym = `${pseudonym}-${random.pick(PSEUDONYM_NOUNS)}`;
  taken.add(pseudonym);
  return pseudonym;
}

function handle(random: Random, pseudonym: string): string {
  const roll = random.next();
  if (roll < 0.3) return `${random.pick(HANDLE_WORDS)}${random.int(1, 999)}`;
  if (roll < 0.55) {
    return `${random.pick(FIRST_NAMES)}.${random.pick(LAST_NAMES)}`.toLowerCase();
  }
  if (roll < 0.8) return `${random.pick(HANDLE_WORDS)}-${random.pick(HANDLE_WORDS)}`;
  return pseudonym.toLowerCase();
}

/** Writes `count` profiles, the demo creators first; answers their addresses, busiest first. */
export function writeProfiles(
  writer: CatalogWriter,
  random: Random,
  seed: number,
  nowMs: number,
  count: number,
): string[] {
  const pseudonyms = new Set<string>();
  const names = new Set<string>();
  const authors: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const creator = DEMO_CREATORS[index];
    const pseudonym = uniquePseudonym(random, pseudonyms);
    let name = creator?.name ?? handle(random, pseudonym);
    while (names.has(name)) name = `${name}${random.int(0, 9)}`;
    names.add(name);
    const hidden = !creator && random.chance(0.08);
    const createdMs = nowMs - random.between(3, 900) * DAY;
    const address = creator?.wallet ?? walletAddress(`demo:${seed}:user:${index}`);
    writer.addProfile({
      address,
      proxyWallet: walletAddress(`demo:${seed}:proxy:${index}`),
      name: hidden ? '' : name,
      pseudonym,
      bio: creator
        ? `Markets on ${creator.categories.join(', ')}.`
        : random.chance(0.45)
          ? ''
          : random.pick(BIOS),
      profileImage: iconPath(pseudonym),
      displayUsernamePublic: !hidden,
      isMod: index === DEMO_CREATORS.length || random.chance(0.01),
      isCreator: creator !== undefined || random.chance(0.02),
      createdAt: new Date(createdMs).toISOString(),
    });
    authors.push(address);
  }
  return authors;
}

interface RootComment {
  id: number;
  author: string;
  createdMs: number;
  /** Everyone who posted in the thread, the first being the root's author. */
  participants: string[];
}

/** Comment lines of a category: all of them, and those that do not name an item. */
function linesByCategory(): (category: Category, withItems: boolean) => readonly string[] {
  const cache = new Map<string, readonly string[]>();
  return (category, withItems) => {
    const key = `${category}:${withItems}`;
    let lines = cache.get(key);
    if (!lines) {
      lines = commentTemplates(category).filter((line) => withItems || !line.includes('{item}'));
      cache.set(key, lines);
    }
    return lines;
  };
}

function rootBody(random: Random, lines: readonly string[], event: EventDigest): string {
  const line = random.pick(lines);
  return line
    .replace('{item}', () => random.pick(event.items))
    .replace('{price}', () => String(random.int(2, 97)));
}

/**
 * Writes `count` comments on events (busier events get more), about a third of them replies in
 * an existing thread, plus HEART reactions; all dated between the event's creation and now.
 */
export function writeComments(
  writer: CatalogWriter,
  random: Random,
  nowMs: number,
  events: readonly EventDigest[],
  authors: readonly string[],
  count: number,
): number {
  if (events.length === 0 || authors.length === 0) return 0;
  const nextEvent = weightedIndexSampler(
    random,
    events.map((event) => Math.sqrt(event.plannedVolumeMicros / 1_000_000) + 1),
  );
  const nextAuthor = weightedIndexSampler(
    random,
    authors.map((_, rank) => 1 / (rank + 1) ** 0.7),
  );
  const lines = linesByCategory();
  const threads = new Map<number, RootComment[]>();
  let reactionId = FIRST_REACTION_ID;
  for (let index = 0; index < count; index += 1) {
    const id = FIRST_COMMENT_ID + index;
    const event = events[nextEvent()] as EventDigest;
    const author = authors[nextAuthor()] as string;
    const roots = threads.get(event.id) ?? [];
    const parent = roots.length > 0 && random.chance(0.33) ? random.pick(roots) : null;
    let createdMs: number;
    let body: string;
    if (parent) {
      createdMs = Math.min(nowMs, parent.createdMs + random.between(2, 2 * 24 * 60) * MINUTE);
      body = random.pick(REPLIES);
    } else {
      createdMs = event.createdMs + random.next() * (event.activeUntilMs - event.createdMs);
      body = rootBody(random, lines(event.category, event.items.length > 0), event);
    }
    const others = parent?.participants.filter((participant) => participant !== author) ?? [];
    const replyAddress = parent ? (others.length > 0 ? random.pick(others) : parent.author) : null;
    const edited = random.chance(0.05);
    writer.addComment({
      id,
      body,
      parentEntityType: 'Event',
      parentEntityId: event.id,
      parentCommentId: parent?.id ?? null,
      userAddress: author,
      replyAddress,
      createdAt: new Date(createdMs).toISOString(),
      updatedAt: new Date(
        edited ? Math.min(nowMs, createdMs + random.between(1, 120) * MINUTE) : createdMs,
      ).toISOString(),
      reportCount: random.chance(0.02) ? random.int(1, 3) : 0,
    });
    if (parent) parent.participants.push(author);
    else {
      roots.push({ id, author, createdMs, participants: [author] });
      threads.set(event.id, roots);
    }
    const reactions = Math.min(25, Math.floor(Math.exp(1.1 * random.normal()) - 0.6));
    const reactors = new Set<string>();
    for (let attempt = 0; reactors.size < reactions && attempt < reactions * 4; attempt += 1) {
      const reactor = authors[nextAuthor()] as string;
      if (reactor !== author) reactors.add(reactor);
    }
    for (const reactor of reactors) {
      writer.addReaction({
        id: reactionId,
        commentId: id,
        reactionType: 'HEART',
        userAddress: reactor,
        createdAt: new Date(
          Math.min(nowMs, createdMs + random.between(1, 3 * 24 * 60) * MINUTE),
        ).toISOString(),
      });
      reactionId += 1;
    }
  }
  return count;
}

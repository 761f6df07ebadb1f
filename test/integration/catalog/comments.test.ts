import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCatalog,
  createCatalogWriter,
  type CommentRecord,
} from '../../../server/catalog/index.js';
import type { Database } from '../../../server/storage/index.js';
import { startTestService, type TestService } from '../../support/app.js';

const ALICE = `0x${'ab'.repeat(20)}`;
const BOB = `0x${'b0'.repeat(20)}`;
const CAROL = `0x${'c0'.repeat(20)}`;
const NOBODY = `0x${'de'.repeat(20)}`;
const BOB_PROXY = `0x${'b1'.repeat(20)}`;

const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 0, day, 12, minute)).toISOString();

function comment(
  id: number,
  userAddress: string,
  createdAt: string,
  extra: Partial<CommentRecord> = {},
) {
  return {
    id,
    body: `comment ${id}`,
    parentEntityType: 'Event' as const,
    parentEntityId: 100,
    parentCommentId: null,
    userAddress,
    replyAddress: null,
    createdAt,
    updatedAt: createdAt,
    reportCount: 0,
    ...extra,
  };
}

function fill(db: Database): void {
  const writer = createCatalogWriter(db);
  const profile = { bio: '', displayUsernamePublic: true, isMod: false, isCreator: false };
  writer.addProfile({
    ...profile,
    address: ALICE,
    proxyWallet: `0x${'a1'.repeat(20)}`,
    name: 'alice',
    pseudonym: 'Brave-Fox',
    bio: 'trader',
    profileImage: '/assets/icons/alice.svg',
    isMod: true,
    createdAt: at(1),
  });
  writer.addProfile({
    ...profile,
    address: BOB,
    proxyWallet: BOB_PROXY,
    name: 'bob',
    pseudonym: 'Calm-Owl',
    profileImage: 'https://images.example/bob.png',
    displayUsernamePublic: false,
    isCreator: true,
    createdAt: at(1),
  });
  writer.addComment(comment(20, BOB, at(1)));
  writer.addComment(comment(10, ALICE, at(2)));
  writer.addComment(comment(12, ALICE, at(3), { reportCount: 3 }));
  writer.addComment(comment(13, ALICE, at(3)));
  writer.addComment(
    comment(11, ALICE, at(4), {
      parentEntityType: 'Series',
      parentEntityId: 7,
      parentCommentId: 20,
      replyAddress: BOB,
      updatedAt: at(4, 5),
    }),
  );
  writer.addComment(comment(30, BOB, at(6), { parentCommentId: 10, replyAddress: ALICE }));
  writer.addComment(comment(31, CAROL, at(5), { parentCommentId: 10, replyAddress: ALICE }));
  for (let index = 0; index < 60; index += 1) {
    writer.addComment(comment(100 + index, BOB, at(7, index), { parentCommentId: 13 }));
  }
  writer.addReaction({
    id: 1,
    commentId: 10,
    reactionType: 'HEART',
    userAddress: BOB,
    createdAt: at(6),
  });
  writer.addReaction({
    id: 2,
    commentId: 10,
    reactionType: 'LIKE',
    userAddress: CAROL,
    createdAt: at(7),
  });
  writer.addReaction({
    id: 3,
    commentId: 20,
    reactionType: 'HEART',
    userAddress: ALICE,
    createdAt: at(7),
  });
}

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fill);
});
afterAll(() => service.close());

const get = (address: string, query = '') =>
  service.app.inject(`/comments/user_address/${address}${query}`);

describe('GET /comments/user_address/{user_address}', () => {
  it('answers every field with its JSON type', async () => {
    const response = await get(ALICE);
    expect(response.statusCode).toBe(200);
    const first = response.json().find((item: { id: string }) => item.id === '10');
    expect(first).toEqual({
      id: '10',
      body: 'comment 10',
      parentEntityType: 'Event',
      parentEntityID: 100,
      parentCommentID: '',
      userAddress: ALICE,
      replyAddress: '',
      createdAt: '2026-01-02T12:00:00.000Z',
      updatedAt: '2026-01-02T12:00:00.000Z',
      profile: {
        name: 'alice',
        pseudonym: 'Brave-Fox',
        bio: 'trader',
        proxyWallet: `0x${'a1'.repeat(20)}`,
        baseAddress: ALICE,
        profileImage: 'http://127.0.0.1:9999/assets/icons/alice.svg',
        displayUsernamePublic: true,
        isMod: true,
        isCreator: false,
        positions: [],
      },
      reactions: [
        {
          id: '1',
          commentID: 10,
          reactionType: 'HEART',
          userAddress: BOB,
          createdAt: at(6),
          profile: { proxyWallet: BOB_PROXY },
        },
        {
          id: '2',
          commentID: 10,
          reactionType: 'LIKE',
          userAddress: CAROL,
          createdAt: at(7),
          profile: { proxyWallet: '' },
        },
      ],
      replies: [
        { id: '31', body: 'comment 31', userAddress: CAROL, createdAt: at(5) },
        { id: '30', body: 'comment 30', userAddress: BOB, createdAt: at(6) },
      ],
      reportCount: 0,
      reactionCount: 2,
      replyCount: 2,
    });
  });

  it('lists newest first, id breaking ties, with reply links and report counts', async () => {
    const comments = (await get(ALICE)).json();
    expect(comments.map((item: { id: string }) => item.id)).toEqual(['11', '13', '12', '10']);
    expect(comments[0]).toMatchObject({
      parentEntityType: 'Series',
      parentEntityID: 7,
      parentCommentID: '20',
      replyAddress: BOB,
      updatedAt: at(4, 5),
      reactions: [],
      replies: [],
      reactionCount: 0,
      replyCount: 0,
    });
    expect(comments[2]).toMatchObject({ id: '12', reportCount: 3 });
  });

  it('lists at most 50 replies, oldest first, and counts them all', async () => {
    const [, busy] = (await get(ALICE)).json();
    expect(busy.id).toBe('13');
    expect(busy.replyCount).toBe(60);
    expect(busy.replies).toHaveLength(50);
    expect(busy.replies[0]).toEqual({
      id: '100',
      body: 'comment 100',
      userAddress: BOB,
      createdAt: at(7, 0),
    });
    expect(busy.replies[49].id).toBe('149');
  });

  it('pages with limit and offset', async () => {
    const ids = async (query: string) =>
      (await get(ALICE, query)).json().map((item: { id: string }) => item.id);
    expect(await ids('?limit=2')).toEqual(['11', '13']);
    expect(await ids('?limit=2&offset=2')).toEqual(['12', '10']);
    expect(await ids('?offset=3')).toEqual(['10']);
    expect(await ids('?offset=4')).toEqual([]);
    expect(await ids('?limit=100')).toHaveLength(4);
  });

  it('rejects limit and offset out of bounds, naming them', async () => {
    for (const [query, name] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?offset=-1', 'offset'],
      ['?limit=abc', 'limit'],
    ]) {
      const response = await get(ALICE, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(new RegExp(`^${name} `));
    }
  });

  it('matches the address whatever its case', async () => {
    const upper = `0x${ALICE.slice(2).toUpperCase()}`;
    const comments = (await get(upper)).json();
    expect(comments.map((item: { id: string }) => item.id)).toEqual(['11', '13', '12', '10']);
    expect(comments[0].userAddress).toBe(ALICE);
    expect(comments[0].profile.baseAddress).toBe(ALICE);
  });

  it('builds a default profile for a wallet without one', async () => {
    const [reply] = (await get(CAROL)).json();
    expect(reply).toMatchObject({ id: '31', parentCommentID: '10', replyAddress: ALICE });
    expect(reply.profile).toEqual({
      name: '',
      pseudonym: '',
      bio: '',
      proxyWallet: '',
      baseAddress: CAROL,
      profileImage: '',
      displayUsernamePublic: true,
      isMod: false,
      isCreator: false,
      positions: [],
    });
  });

  it('keeps external profile images and the stored flags', async () => {
    const [latest] = (await get(BOB)).json();
    expect(latest.profile).toMatchObject({
      profileImage: 'https://images.example/bob.png',
      displayUsernamePublic: false,
      isCreator: true,
      isMod: false,
    });
  });

  it('answers an empty array for a wallet without comments', async () => {
    const response = await get(NOBODY);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('rejects an address that is not 0x and 40 hex digits, naming user_address', async () => {
    for (const address of ['0x123', `0x${'g'.repeat(40)}`, 'ab'.repeat(21), `${ALICE}00`]) {
      const response = await get(address);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^user_address /);
    }
  });
});

describe('commentsByUser outside HTTP', () => {
  it('rejects a malformed address itself', () => {
    const catalog = createCatalog(service.db, { assetBaseUrl: () => '' });
    expect(() => catalog.commentsByUser('0xabc', { limit: 20, offset: 0 })).toThrow(
      /^user_address must be 0x followed by 40 hex digits$/,
    );
  });
});

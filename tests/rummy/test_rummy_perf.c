/* The speed-ups of the RUMMY engine give the same answers as the plain
 * code they replace: the candidate melds of hands with wild or identical
 * cards (rummy_wild.c) against the enumeration of every subset, and the
 * one-pack "is this card in a meld" masks against the candidate list. */
#include <stdlib.h>

#include "cards/random.h"
#include "rummy/rummy_internal.h"
#include "rummy/rummy_test.h"

static int cmp_card(const void *a, const void *b)
{
    return (int)*(const uint8_t *)a - (int)*(const uint8_t *)b;
}

/* A random hand of n cards from the deck, sorted as the engine holds it;
 * with wild set, its first four cards made wild (jokers and deuces: more
 * wild cards than chance gives). */
static void random_hand(cri_pcg32 *rng, uint8_t *deck, size_t dn, const cri_rummy_opts *o, size_t n, bool wild,
                        uint8_t *hand)
{
    cri_shuffle(rng, deck, dn);
    memcpy(hand, deck, n);
    if (wild)
        for (size_t i = 0; i < n && i < 4; i++)
            hand[i] = (uint8_t)(o->jokers && i % 2 ? CR_CARD_JOKER : CR_CARD(2, i % 4));
    qsort(hand, n, 1, cmp_card);
}

/* Random hands of 3..14 cards from the preset's deck, sorted as the
 * engine holds them: the same masks in the same order, whatever the cap. */
static void same_candidates(const char *rules_text, uint64_t seed)
{
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_from_text(&r, rules_text), CR_OK);
    cri_rummy_opts o;
    cri_rummy_opts_from_rules(&o, r);
    ck_assert(o.subsets);
    uint8_t deck[CRI_DECK_MAX];
    size_t dn = 0;
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &dn, o.packs, o.jokers), CR_OK);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed);
    static const size_t caps[] = {CRI_RUMMY_CAND_MAX, 1, 7};
    size_t seen = 0;
    for (int round = 0; round < 600; round++) {
        size_t n = 3 + (size_t)round % 12;
        uint8_t hand[16];
        random_hand(&rng, deck, dn, &o, n, round % 5 == 0, hand);
        for (size_t c = 0; c < sizeof caps / sizeof caps[0]; c++) {
            uint64_t fast[CRI_RUMMY_CAND_MAX], plain[CRI_RUMMY_CAND_MAX];
            size_t kf = cri_rummy_subset_melds(&o, hand, n, fast, caps[c]);
            size_t kp = cri_rummy_subset_melds_plain(&o, hand, n, plain, caps[c]);
            ck_assert_uint_eq(kf, kp);
            for (size_t i = 0; i < kp; i++)
                ck_assert_msg(fast[i] == plain[i], "%s: hand of %zu, meld %zu differs", rules_text, n, i);
            seen += kp;
        }
    }
    ck_assert_uint_gt(seen, 1000); /* the hands did hold melds */
    cr_rules_free(r);
}

START_TEST(subset_melds_match_plain_enumeration)
{
    same_candidates("java players=4", 11);
    same_candidates("rummy-poker players=4", 12);
    same_candidates("double players=4", 13);
    same_candidates("straight7 players=4 rummy.packs=2", 14);
    same_candidates("rummy-poker players=4 rummy.group=DOUBLE", 15);
}
END_TEST

/* One pack: whether the hand holds a meld and whether each card is in one,
 * by masks, against the list of candidate melds, under every sequence
 * mode. */
static void same_in_meld(const char *rules_text, uint64_t seed)
{
    cr_rules *r = NULL;
    ck_assert_msg(cr_rules_from_text(&r, rules_text) == CR_OK, "%s", rules_text);
    cri_rummy_opts o;
    cri_rummy_opts_from_rules(&o, r);
    ck_assert(!o.subsets);
    uint8_t deck[CRI_DECK_MAX];
    size_t dn = 0;
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &dn, 1, 0), CR_OK);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed);
    size_t yes = 0, no = 0;
    for (int round = 0; round < 3000; round++) {
        size_t n = 1 + (size_t)round % 20;
        cri_shuffle(&rng, deck, dn);
        uint8_t hand[20];
        memcpy(hand, deck, n);
        qsort(hand, n, 1, cmp_card);
        uint64_t melds[CRI_RUMMY_CAND_MAX];
        size_t mn = cri_rummy_melds(&o, hand, n, melds, CRI_RUMMY_CAND_MAX);
        ck_assert_msg(cri_rummy_any_meld(&o, hand, n) == (mn > 0), "%s: any meld in a hand of %zu", rules_text, n);
        for (size_t at = 0; at < n; at++) {
            bool listed = false;
            for (size_t j = 0; j < mn; j++)
                listed |= (melds[j] >> at) & 1u;
            ck_assert_msg(cri_rummy_in_meld(&o, hand, n, at) == listed, "%s: %s in a hand of %zu", rules_text,
                          cr_card_name(hand[at]), n);
            listed ? yes++ : no++;
        }
    }
    ck_assert_uint_gt(yes, 100);
    ck_assert_uint_gt(no, 100);
    cr_rules_free(r);
}

START_TEST(in_meld_matches_candidate_melds)
{
    same_in_meld("straight7 players=4", 21);
    same_in_meld("straight7 players=4 rummy.seq_mode=HIGH_OR_LOW", 22);
    same_in_meld("round-the-corner players=4", 23);
    same_in_meld("straight7 players=4 rummy.seq_mode=CYCLIC", 24);
    same_in_meld("boathouse players=4", 25);
    same_in_meld("skip players=4", 26);
}
END_TEST

/* cri_rummy_covers on hands of 16 cards or more cuts remainders with a
 * card in no meld within them and remembers the uncoverable ones (found by
 * the layout fuzzer: seconds on a 47-card hand). Neither may change what is
 * enumerated: the same covers in the same order as the plain search, on
 * hands of 17-27 cards made of disjoint melds of six adjacent ranks (one
 * or two packs), with a card more on every other hand: the whole hand and
 * the hand less each card, as the legal list asks. */
typedef struct cover_list {
    uint64_t got[256];
    size_t n;
} cover_list;

static int note_cover(void *ctx, const uint64_t *set, size_t k)
{
    cover_list *c = ctx;
    uint64_t key = 0;
    for (size_t i = 0; i < k; i++)
        key = key * UINT64_C(0x100000001B3) ^ set[i];
    c->got[c->n++] = key;
    return c->n == sizeof c->got / sizeof c->got[0];
}

static void plain_covers(const uint64_t *melds, size_t mn, uint64_t left, uint64_t *set, size_t k,
                         cover_list *c, int *stop)
{
    if (!left) {
        *stop = note_cover(c, set, k);
        return;
    }
    unsigned i = (unsigned)__builtin_ctzll(left);
    for (size_t j = 0; j < mn && !*stop; j++)
        if (((melds[j] >> i) & 1u) && (melds[j] & left) == melds[j]) {
            set[k] = melds[j];
            plain_covers(melds, mn, left & ~melds[j], set, k + 1, c, stop);
        }
}

static void same_covers(const char *rules_text, uint64_t seed)
{
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_from_text(&r, rules_text), CR_OK);
    cri_rummy_opts o;
    cri_rummy_opts_from_rules(&o, r);
    uint8_t deck[CRI_DECK_MAX], rich[CRI_DECK_MAX] = {0};
    size_t dn = 0;
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &dn, o.packs, 0), CR_OK);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed);
    size_t covers = 0, none = 0;
    for (int round = 0; round < 40; round++) {
        unsigned low = 1 + cri_pcg32_bounded(&rng, 8);
        size_t rn = 0;
        for (size_t i = 0; i < dn; i++)
            if ((unsigned)cr_card_rank(deck[i]) >= low && (unsigned)cr_card_rank(deck[i]) < low + 6)
                rich[rn++] = deck[i];
        qsort(rich, rn, 1, cmp_card);
        /* Disjoint melds of the pool up to 17-24 cards, and one card more
         * on odd rounds: hands that have covers, and remainders that do not. */
        uint64_t pool[CRI_RUMMY_CAND_MAX], taken = 0;
        size_t pn = cri_rummy_melds(&o, rich, rn, pool, CRI_RUMMY_CAND_MAX);
        size_t want = 17 + (size_t)round % 8, n = 0;
        for (int tries = 0; tries < 4000 && n < want && pn; tries++) {
            uint64_t m = pool[cri_pcg32_bounded(&rng, (uint32_t)pn)];
            if (!(m & taken) && n + (size_t)__builtin_popcountll(m) <= want + 2) {
                taken |= m;
                n += (size_t)__builtin_popcountll(m);
            }
        }
        for (size_t i = 0; i < rn && round % 2; i++)
            if (!((taken >> i) & 1u)) {
                taken |= UINT64_C(1) << i;
                break;
            }
        uint8_t hand[32] = {0};
        n = 0;
        for (size_t i = 0; i < rn; i++)
            if ((taken >> i) & 1u)
                hand[n++] = rich[i];
        qsort(hand, n, 1, cmp_card);
        ck_assert_uint_ge(n, 17);
        uint64_t melds[CRI_RUMMY_CAND_MAX];
        size_t mn = cri_rummy_melds(&o, hand, n, melds, CRI_RUMMY_CAND_MAX);
        uint64_t all = (UINT64_C(1) << n) - 1;
        for (size_t out = 0; out <= n; out++) {
            uint64_t cover = out == n ? all : all & ~(UINT64_C(1) << out);
            cover_list fast = {.n = 0}, plain = {.n = 0};
            uint64_t set[CRI_RUMMY_MELDS];
            int stop = 0;
            cri_rummy_covers(melds, mn, cover, note_cover, &fast);
            plain_covers(melds, mn, cover, set, 0, &plain, &stop);
            ck_assert_msg(fast.n == plain.n, "%s: hand of %zu less card %zu: %zu covers, plain %zu", rules_text,
                          n, out, fast.n, plain.n);
            for (size_t i = 0; i < plain.n; i++)
                ck_assert_msg(fast.got[i] == plain.got[i], "%s: cover %zu differs", rules_text, i);
            fast.n ? covers++ : none++;
        }
    }
    ck_assert_uint_gt(covers, 20); /* both kinds of hands were met */
    ck_assert_uint_gt(none, 20);
    cr_rules_free(r);
}

START_TEST(covers_of_many_cards_match_plain_search)
{
    same_covers("round-the-corner players=2", 31);
    same_covers("straight7 players=2 rummy.packs=2", 32);
    same_covers("boathouse players=2", 33);
}
END_TEST

/* Deadwood by the plain search the cached one replaced: the lowest card is
 * left out or melded in any candidate meld that holds it. */
static int32_t plain_deadwood(const uint64_t *melds, size_t mn, const int32_t *val, uint64_t mask)
{
    if (!mask)
        return 0;
    unsigned i = (unsigned)__builtin_ctzll(mask);
    int32_t best = val[i] + plain_deadwood(melds, mn, val, mask & ~(UINT64_C(1) << i));
    for (size_t j = 0; j < mn; j++)
        if (((melds[j] >> i) & 1u) && (melds[j] & mask) == melds[j]) {
            int32_t v = plain_deadwood(melds, mn, val, mask & ~melds[j]);
            if (v < best)
                best = v;
        }
    return best;
}

/* Random hands of 3..12 cards (every 4th with four wild cards, which gave
 * the plain search its slowest hands) and 14-card hands of melds: the
 * cached search (cri_rummy_small_deadwood) agrees with the plain one. */
static void same_deadwood(const char *rules_text, uint64_t seed)
{
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_from_text(&r, rules_text), CR_OK);
    cri_rummy_opts o;
    cri_rummy_opts_from_rules(&o, r);
    uint8_t deck[CRI_DECK_MAX];
    size_t dn = 0;
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &dn, o.packs, o.jokers), CR_OK);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed);
    size_t melded = 0;
    for (int round = 0; round < 400; round++) {
        size_t n = 3 + (size_t)round % 10;
        uint8_t hand[16];
        random_hand(&rng, deck, dn, &o, n, round % 4 == 0, hand);
        if (round % 25 == 0) { /* 14 cards: a run of ten of one suit and a group */
            n = 14;
            for (size_t i = 0; i < 10; i++)
                hand[i] = (uint8_t)CR_CARD(2 + i, (unsigned)round % 4);
            for (size_t i = 10; i < 14; i++)
                hand[i] = (uint8_t)CR_CARD(12, i % 4);
            qsort(hand, n, 1, cmp_card);
        }
        uint64_t melds[CRI_RUMMY_CAND_MAX];
        size_t mn = cri_rummy_melds(&o, hand, n, melds, CRI_RUMMY_CAND_MAX);
        int32_t val[16], total = 0;
        for (size_t i = 0; i < n; i++)
            total += val[i] = cri_card_value(&o.prof, hand[i]);
        int32_t plain = plain_deadwood(melds, mn, val, (UINT64_C(1) << n) - 1);
        ck_assert_msg(cri_rummy_small_deadwood(&o, hand, n) == plain, "%s: hand %d of %zu cards", rules_text,
                      round, n);
        melded += plain < total;
    }
    ck_assert_uint_gt(melded, 50); /* the hands did meld */
    cr_rules_free(r);
}

START_TEST(small_deadwood_matches_plain_search)
{
    same_deadwood("rummy-poker players=4", 41);
    same_deadwood("java players=4", 42);
    same_deadwood("straight7 players=4 rummy.packs=2", 43);
    same_deadwood("round-the-corner players=2", 44);
    same_deadwood("boathouse players=2", 45);
}
END_TEST

/* The deadwood of a hand without each of its cards, from the hand's melds
 * listed once (cri_rummy_deadwood_without, the bot's discards), agrees with
 * counting each sub-hand afresh: random hands of 2..15 cards (every 3rd
 * with four wild cards, with identical cards where the pack has copies). */
static void same_deadwood_without(const char *rules_text, uint64_t seed)
{
    cr_game *g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, rules_text, seed), CR_OK);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    uint8_t deck[CRI_DECK_MAX];
    size_t dn = 0;
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &dn, o->packs, o->jokers), CR_OK);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed);
    size_t differ = 0;
    for (int round = 0; round < 300; round++) {
        size_t n = 2 + (size_t)round % 14;
        uint8_t hand[16], rest[16];
        random_hand(&rng, deck, dn, o, n, round % 3 == 0, hand);
        int32_t out[16];
        cri_rummy_deadwood_without(g, hand, n, out);
        for (size_t i = 0; i < n; i++) {
            memcpy(rest, hand, i);
            memcpy(rest + i, hand + i + 1, n - i - 1);
            int32_t dw = cri_rummy_deadwood(g, rest, n - 1);
            ck_assert_msg(out[i] == dw, "%s: hand %d of %zu cards without card %zu: %d, counted %d", rules_text,
                          round, n, i, (int)out[i], (int)dw);
            differ += i && out[i] != out[0];
        }
    }
    ck_assert_uint_gt(differ, 100); /* which card goes out mattered */
    cr_game_free(g);
}

START_TEST(deadwood_without_matches_each_count)
{
    same_deadwood_without("rummy-poker players=4", 51);
    same_deadwood_without("rummy-poker players=6 rummy.packs=3 rummy.jokers=6", 52);
    same_deadwood_without("java players=4", 53);
    same_deadwood_without("double players=4", 54);
    same_deadwood_without("straight7 players=4", 55);
    same_deadwood_without("round-the-corner players=2", 56);
    same_deadwood_without("boathouse players=2", 57);
}
END_TEST

/* cr_game_apply_unchecked (the fast path of random playouts) takes every
 * listed move with wild cards: DR-3's joker lay-offs (`layoff 8S JK=10S
 * 0`) and Java's declared deuces (`2C=9C`). It refused them once (their
 * encoded bytes read as cards), and a Double playout never ended. */
/* cri_rummy_expose (the one way an exposure reaches the table: the legal
 * list's plans, the wild arranged break and the arranged break itself) puts
 * every meld or, refusing, changes nothing. */
START_TEST(expose_puts_all_or_nothing)
{
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_from_text(&r, "straight7"), CR_OK);
    cri_rummy_opts o;
    cri_rummy_opts_from_rules(&o, r);
    uint8_t cards[8];
    size_t n = 0;
    ck_assert_int_eq(cr_cards_parse(cards, sizeof cards, &n, NULL, "7C 8C 9C QH QS QD 2D"), CR_OK);
    static cri_rummy_state s, before;
    memset(&s, 0, sizeof s);
    for (size_t i = 0; i < n; i++)
        ck_assert(cri_ms_add(&s.hand[1], cards[i]));
    s.hand_n[1] = (uint8_t)n;
    before = s;
    const uint64_t bad[] = {0x7, 0x43}; /* 7C 8C 9C, then 7C 8C 2D: no meld */
    ck_assert(!cri_rummy_expose(&s, &o.prof, 1, cards, bad, 2));
    ck_assert(memcmp(&s, &before, sizeof s) == 0);
    s.meld_n = CRI_RUMMY_MELDS - 1; /* room for one meld only */
    before = s;
    const uint64_t good[] = {0x7, 0x38};
    ck_assert(!cri_rummy_expose(&s, &o.prof, 1, cards, good, 2));
    ck_assert(memcmp(&s, &before, sizeof s) == 0);
    s.meld_n = 0;
    ck_assert(cri_rummy_expose(&s, &o.prof, 1, cards, good, 2));
    ck_assert_uint_eq(s.meld_n, 2);
    ck_assert_uint_eq(s.meld_len[0], 3);
    ck_assert_uint_eq(s.meld_len[1], 3);
    ck_assert_uint_eq(s.meld_owner[1], 1);
    ck_assert_uint_eq(s.hand_n[1], 1);
    ck_assert_uint_eq(cri_ms_total(&s.hand[1]), 1);
    ck_assert_uint_eq(s.table[0], cards[0]);
    cr_rules_free(r);
}
END_TEST

START_TEST(unchecked_apply_takes_wild_card_moves)
{
    cr_game *g = layout_game("double players=3", "dealer 0\nturn 1\nbreak 1 0 0\nphase BREAK\ndrew stock\n"
                                                  "table 2:7S JK=8S 9S\nhand 1 8S 2H 5H KC\nhand 2 QD\n"
                                                  "hand 0 QC\nstock rest\n");
    int32_t type = 0, arg = 0;
    uint8_t cards[16];
    size_t n = 0;
    ck_assert_int_eq(cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, "layoff 8S JK=10S 0"), CR_OK);
    ck_assert_int_eq(cr_game_apply_unchecked(g, 1, type, cards, n, arg), CR_OK);
    ck_assert_int_eq(cr_game_hand_size(g, 1), 3);
    /* still refused: a card not held, a second card, no such meld */
    ck_assert_int_eq(cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, "layoff 9S JK=10S 0"), CR_OK);
    ck_assert_int_eq(cr_game_apply_unchecked(g, 1, type, cards, n, arg), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, "layoff 2H 5H 0"), CR_OK);
    ck_assert_int_eq(cr_game_apply_unchecked(g, 1, type, cards, n, arg), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, "layoff 2H 1"), CR_OK);
    ck_assert_int_eq(cr_game_apply_unchecked(g, 1, type, cards, n, arg), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_hand_size(g, 1), 3);
    cr_game_free(g);
    /* Java: a meld move with a declared wild deuce (2C=9C holds 2C) */
    g = layout_game("java players=2", "dealer 0\nturn 1\nhand 1 4S 5S 6S 9H 9D 2C 3D\nhand 0 KC QD 2S 5H 5C 5D AS\n"
                                      "stock rest\n");
    ck_assert_int_eq(cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, "meld 4S 5S 6S / 9H 9D 2D=9C"), CR_OK);
    ck_assert_int_eq(cr_game_apply_unchecked(g, 1, type, cards, n, arg), CR_E_INVALID_ARGUMENT); /* 2D not held */
    ck_assert_int_eq(cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, "meld 4S 5S 6S / 9H 9D 2C=9C"), CR_OK);
    ck_assert_int_eq(cr_game_apply_unchecked(g, 1, type, cards, n, arg), CR_OK);
    ck_assert(cr_game_is_deal_over(g));
    cr_game_free(g);
}
END_TEST

/* Random playouts through cr_game_apply_unchecked: every listed move is
 * taken, in every preset (the draw that turns the discard pile into the
 * stock included). */
START_TEST(unchecked_apply_takes_every_listed_move)
{
    static const char *const presets[] = {"straight7", "straight6", "skip", "block", "queen-city",
                                          "boathouse", "round-the-corner", "java", "rummy-poker", "double"};
    for (size_t p = 0; p < sizeof presets / sizeof presets[0]; p++) {
        char text[64];
        snprintf(text, sizeof text, "%s players=4", presets[p]);
        cr_rules *r = NULL;
        ck_assert_int_eq(cr_rules_from_text(&r, text), CR_OK);
        cri_pcg32 rng;
        cri_pcg32_seed64(&rng, 77 + p);
        for (uint64_t seed = 0; seed < 12; seed++) {
            cr_game *g = NULL;
            ck_assert_int_eq(cr_game_new(&g, r, seed), CR_OK);
            for (int moves = 0; moves < 3000 && !cr_game_is_deal_over(g); moves++) {
                int32_t seat = cr_game_to_act(g), type = 0, arg = 0;
                size_t n = 0, cn = 0;
                uint8_t cards[CRI_MOVE_MAX];
                ck_assert_int_eq(cr_game_legal_count(&n, g, seat), CR_OK);
                ck_assert_uint_gt(n, 0);
                ck_assert_int_eq(cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g,
                                                        cri_pcg32_bounded(&rng, (uint32_t)n)),
                                 CR_OK);
                int32_t rc = cr_game_apply_unchecked(g, seat, type, cards, cn, arg);
                ck_assert_msg(rc == CR_OK, "%s: a listed move refused: %s", text, cr_game_last_error(g));
            }
            cr_game_free(g);
        }
        cr_rules_free(r);
    }
}
END_TEST

void rummy_add_perf(TCase *tc)
{
    tcase_add_test(tc, subset_melds_match_plain_enumeration);
    tcase_add_test(tc, in_meld_matches_candidate_melds);
    tcase_add_test(tc, covers_of_many_cards_match_plain_search);
    tcase_add_test(tc, small_deadwood_matches_plain_search);
    tcase_add_test(tc, deadwood_without_matches_each_count);
    tcase_add_test(tc, expose_puts_all_or_nothing);
    tcase_add_test(tc, unchecked_apply_takes_wild_card_moves);
    tcase_add_test(tc, unchecked_apply_takes_every_listed_move);
}

/* The reference solver (tests/reference) on the scenarios of RULES.md, and
 * its partition search against a plain enumeration of every partition of
 * small hands. The reference must be right before it can judge the fast
 * solver (tests/solver/test_solver_random.c). */
#include "check_main.h"
#include "common/internal.h"
#include "cards/random.h"
#include "reference/ref_solver.h"

#include <string.h>

static size_t parse(uint8_t *out, const char *text)
{
    size_t n = 0;
    ck_assert_int_eq(cr_cards_parse(out, 200, &n, NULL, text), CR_OK);
    return n;
}

static const ref_profile *prof(int32_t preset)
{
    const ref_profile *p = ref_profile_get(preset);
    ck_assert_ptr_nonnull(p);
    return p;
}

static int deadwood(int32_t preset, const char *text)
{
    uint8_t cards[200];
    size_t n = parse(cards, text);
    int v = -1;
    ck_assert_int_eq(ref_deadwood(&v, prof(preset), cards, n), 0);
    return v;
}

static bool arrangeable(int32_t preset, const char *text)
{
    uint8_t cards[200];
    size_t n = parse(cards, text);
    bool ok = false;
    ck_assert_int_eq(ref_arrangeable(&ok, prof(preset), cards, n), 0);
    return ok;
}

static unsigned kinds(int32_t preset, const char *text)
{
    uint8_t cards[200];
    size_t n = parse(cards, text);
    ref_meld_card decl[200];
    int kind = 0;
    unsigned k = ref_meld_kinds(prof(preset), cards, n, decl, &kind);
    if (k) /* the declaration offered must pass the declared check */
        ck_assert_ptr_null(ref_meld_check_declared(prof(preset), decl, n, kind));
    return k;
}

#define GROUP (1u << REF_KIND_GROUP)
#define RUN (1u << REF_KIND_RUN)

static void bestplay(int32_t preset, const char *table, const char *hand, bool table_ok,
                     int count, int value)
{
    uint8_t t[200], h[200];
    size_t nt = parse(t, table), nh = parse(h, hand);
    bool ok = !table_ok;
    int c = -1, v = -1;
    ck_assert_int_eq(ref_bestplay(&ok, &c, &v, prof(preset), t, nt, h, nh), 0);
    ck_assert_int_eq(ok, table_ok);
    ck_assert_int_eq(c, count);
    ck_assert_int_eq(v, value);
}

START_TEST(profiles_follow_rules_17)
{
    for (int32_t id = CR_GAME_ROCKAWAY; id <= CR_GAME_ROCKIT; id++) {
        const ref_profile *p = ref_profile_get(id);
        if (id <= CR_GAME_GO_BOOM) {
            ck_assert_ptr_null(p);
            continue;
        }
        ck_assert_ptr_nonnull(p);
        ck_assert_int_eq(p->group_min, 3);
        ck_assert_int_eq(p->run_min, 3);
        /* Wild deuces are pooled with jokers: they must be worth the same. */
        if (p->wild_deuces)
            ck_assert_int_eq(ref_card_value(p, CR_CARD(2, CR_SUIT_HEARTS)),
                             ref_card_value(p, CR_CARD_JOKER));
    }
    ck_assert_int_eq(prof(CR_GAME_DOUBLE_RUMMY)->seq, REF_SEQ_HIGH_OR_LOW);
    ck_assert_int_eq(prof(CR_GAME_ROCKIT)->seq, REF_SEQ_CYCLIC);
    ck_assert_int_eq(prof(CR_GAME_BOATHOUSE_BICYCLE)->seq, REF_SEQ_CYCLIC);
    ck_assert_int_eq(prof(CR_GAME_ROUND_THE_CORNER)->seq, REF_SEQ_CYCLIC);
    ck_assert_int_eq(prof(CR_GAME_CAROUSEL)->seq, REF_SEQ_LOW);
    ck_assert(!prof(CR_GAME_DOUBLE_RUMMY)->distinct_suits);
    ck_assert(!prof(CR_GAME_RUMMY_POKER)->distinct_suits);
    ck_assert(prof(CR_GAME_ROCKIT)->distinct_suits);
    /* Values: RP 14.1 ace 10, wild 25; DR 12.1 joker 15, ace 11; BH ace 11. */
    ck_assert_int_eq(ref_card_value(prof(CR_GAME_RUMMY_POKER), CR_CARD(1, 0)), 10);
    ck_assert_int_eq(ref_card_value(prof(CR_GAME_RUMMY_POKER), CR_CARD(2, 0)), 25);
    ck_assert_int_eq(ref_card_value(prof(CR_GAME_DOUBLE_RUMMY), CR_CARD_JOKER), 15);
    ck_assert_int_eq(ref_card_value(prof(CR_GAME_DOUBLE_RUMMY), CR_CARD(2, 0)), 2);
    ck_assert_int_eq(ref_card_value(prof(CR_GAME_BOATHOUSE_BICYCLE), CR_CARD(1, 3)), 11);
    ck_assert_int_eq(ref_card_value(prof(CR_GAME_JAVA_RUMMY), CR_CARD(12, 3)), 10);
    ck_assert_int_eq(ref_card_value(prof(CR_GAME_CAROUSEL), CR_CARD_JOKER), 25);
}
END_TEST

START_TEST(meld_shapes_of_the_scenarios)
{
    /* BH-T2: cyclic melds. */
    ck_assert_uint_eq(kinds(CR_GAME_BOATHOUSE_BICYCLE, "KS AS 2S"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_BOATHOUSE_BICYCLE, "QH KH AH"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_BOATHOUSE_BICYCLE, "AD 2D 3D"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_BOATHOUSE_BICYCLE, "QC KC AC 2C"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_BOATHOUSE_BICYCLE, "JH QH KH AH 2H 3H"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_BOATHOUSE_BICYCLE, "7C 7D 7H 7S"), GROUP);
    ck_assert_uint_eq(kinds(CR_GAME_BOATHOUSE_BICYCLE, "QS KS 2S"), 0);
    ck_assert_uint_eq(kinds(CR_GAME_BOATHOUSE_BICYCLE, "7C 7D"), 0);
    /* RC-T3 and RC-9: wrap anywhere, up to 13 cards. */
    ck_assert_uint_eq(kinds(CR_GAME_ROUND_THE_CORNER, "QD KD AD 2D 3D"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_ROUND_THE_CORNER, "AC 2C 3C"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_ROUND_THE_CORNER, "QS KS 2S"), 0);
    ck_assert_uint_eq(kinds(CR_GAME_ROUND_THE_CORNER, "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"),
                      RUN);
    /* SR-T1 / SR-16: ace low only. */
    ck_assert_uint_eq(kinds(CR_GAME_STRAIGHT_RUMMY_6, "QS KS AS"), 0);
    ck_assert_uint_eq(kinds(CR_GAME_STRAIGHT_RUMMY_6, "AS 2S 3S"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_STRAIGHT_RUMMY_6, "KS AS 2S"), 0);
    /* DR-T2: duplicates and no maximum in groups, HIGH_OR_LOW runs. */
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "7S 7S 7D"), GROUP);
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "5C 5D 5H 5S 5C"), GROUP);
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "QH KH AH"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "AC 2C 3C"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "JK 9C 9C"), GROUP);
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "KD AD 2D"), 0);
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "7S 7D"), 0);
    /* HIGH_OR_LOW: at most 13, the ace not at both ends. */
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "JK 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "JK JK 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"),
                      0);
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "JK KH AH"), RUN);  /* Q-K-A */
    ck_assert_uint_eq(kinds(CR_GAME_DOUBLE_RUMMY, "KH AH JK"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_CAROUSEL, "KH AH JK"), 0);        /* LOW: no Q-K-A */
    ck_assert_uint_eq(kinds(CR_GAME_CAROUSEL, "QH KH JK"), RUN);      /* JK = JH */
    /* RD-T6: suits must differ even with two packs; 4 at most. */
    ck_assert_uint_eq(kinds(CR_GAME_ROCKIT, "7S 7S 7H"), 0);
    ck_assert_uint_eq(kinds(CR_GAME_ROCKIT, "7S 7H 7D 7C"), GROUP);
    ck_assert_uint_eq(kinds(CR_GAME_ROCKIT, "7S 7H 7D 7C 7C"), 0);
    ck_assert_uint_eq(kinds(CR_GAME_ROCKIT, "7S 7H 7D 7C JK"), 0);
    ck_assert_uint_eq(kinds(CR_GAME_ROCKIT, "QS QH JK"), GROUP);
    ck_assert_uint_eq(kinds(CR_GAME_ROCKIT, "QS QH JK JK"), GROUP);
    ck_assert_uint_eq(kinds(CR_GAME_ROCKIT, "QS JK JK JK"), GROUP | RUN);
    ck_assert_uint_eq(kinds(CR_GAME_ROCKIT, "KC JK 2C"), RUN);   /* K-A-2 */
    /* RD-11: no trick of jokers only; other presets allow it (1.4). */
    ck_assert_uint_eq(kinds(CR_GAME_ROCKIT, "JK JK JK"), 0);
    ck_assert_uint_eq(kinds(CR_GAME_CAROUSEL, "JK JK JK"), GROUP | RUN);
    /* RP-9: Rummy Poker groups may repeat suits, at most 4. */
    ck_assert_uint_eq(kinds(CR_GAME_RUMMY_POKER, "9H 9H 9D"), GROUP);
    ck_assert_uint_eq(kinds(CR_GAME_RUMMY_POKER, "9H 9H 9D 9D 9C"), 0);
    /* RP-T2 / JR-2: a deuce is wild and may stand for itself. */
    ck_assert_uint_eq(kinds(CR_GAME_RUMMY_POKER, "AC 2C 3C"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_JAVA_RUMMY, "9H 9D 2C"), GROUP);
    ck_assert_uint_eq(kinds(CR_GAME_JAVA_RUMMY, "4S 2D 6S"), RUN);
    ck_assert_uint_eq(kinds(CR_GAME_JAVA_RUMMY, "2C 2D 2H"), GROUP | RUN);
    ck_assert_uint_eq(kinds(CR_GAME_STRAIGHT_RUMMY_7, "2C 2D 2H"), GROUP);
}
END_TEST

START_TEST(declared_wild_cards)
{
    const ref_profile *java = prof(CR_GAME_JAVA_RUMMY);
    const ref_profile *dr = prof(CR_GAME_DOUBLE_RUMMY);
    const ref_profile *ca = prof(CR_GAME_CAROUSEL);
    uint8_t h9 = CR_CARD(9, CR_SUIT_HEARTS), d9 = CR_CARD(9, CR_SUIT_DIAMONDS);
    uint8_t c2 = CR_CARD(2, CR_SUIT_CLUBS);
    /* Java 13.3: 9H 9D 2C=9H is invalid; 2C=9C, 2C=9S and 2C=9* are valid. */
    ref_meld_card m[3] = {{h9, 0, 0}, {d9, 0, 0}, {c2, 9, CR_SUIT_HEARTS}};
    ck_assert_ptr_nonnull(ref_meld_check_declared(java, m, 3, REF_KIND_GROUP));
    m[2].suit = CR_SUIT_CLUBS;
    ck_assert_ptr_null(ref_meld_check_declared(java, m, 3, REF_KIND_GROUP));
    m[2].suit = CR_SUIT_SPADES;
    ck_assert_ptr_null(ref_meld_check_declared(java, m, 3, REF_KIND_GROUP));
    m[2].suit = REF_SUIT_OPEN;
    ck_assert_ptr_null(ref_meld_check_declared(java, m, 3, REF_KIND_GROUP));
    m[2].rank = 8;
    ck_assert_ptr_nonnull(ref_meld_check_declared(java, m, 3, REF_KIND_GROUP));
    /* DR-T2 JK1=9D 9C 9C': duplicates allowed where suits may repeat. */
    ref_meld_card g[3] = {{CR_CARD_JOKER, 9, CR_SUIT_CLUBS}, {CR_CARD(9, 0), 0, 0},
                          {CR_CARD(9, 0), 0, 0}};
    ck_assert_ptr_null(ref_meld_check_declared(dr, g, 3, REF_KIND_GROUP));
    ck_assert_ptr_nonnull(ref_meld_check_declared(ca, g, 3, REF_KIND_GROUP));
    /* CA-T4: JH QH JK1=KH is a run; JK1=10H at the other end is too, JK1=KS not. */
    ref_meld_card r[3] = {{CR_CARD(11, 2), 0, 0}, {CR_CARD(12, 2), 0, 0},
                          {CR_CARD_JOKER, 13, CR_SUIT_HEARTS}};
    ck_assert_ptr_null(ref_meld_check_declared(ca, r, 3, REF_KIND_RUN));
    r[2].rank = 10;
    ck_assert_ptr_null(ref_meld_check_declared(ca, r, 3, REF_KIND_RUN));
    r[2].rank = 13;
    r[2].suit = CR_SUIT_SPADES;
    ck_assert_ptr_nonnull(ref_meld_check_declared(ca, r, 3, REF_KIND_RUN));
    r[2].suit = REF_SUIT_OPEN;
    ck_assert_ptr_nonnull(ref_meld_check_declared(ca, r, 3, REF_KIND_RUN));
    ck_assert_ptr_nonnull(ref_meld_check_declared(ca, r, 3, REF_KIND_GROUP));
    /* A natural's own identity counts, whatever is written beside it. */
    ref_meld_card q[3] = {{CR_CARD(11, 2), 12, 2}, {CR_CARD(12, 2), 0, 0},
                          {CR_CARD(13, 2), 0, 0}};
    ck_assert_ptr_null(ref_meld_check_declared(ca, q, 3, REF_KIND_RUN));
}
END_TEST

START_TEST(deadwood_scenarios)
{
    /* SR-T3: the optimum, not the greedy long run. */
    ck_assert_int_eq(deadwood(CR_GAME_STRAIGHT_RUMMY_6, "4C 5C 6C KH 2D 9S"), 21);
    ck_assert_int_eq(deadwood(CR_GAME_STRAIGHT_RUMMY_6, "10S 10H JD QD AC 3H"), 44);
    ck_assert_int_eq(deadwood(CR_GAME_STRAIGHT_RUMMY_6, "7H 7D 7S 8H 9H 10H"), 0);
    /* SK-T3. */
    ck_assert_int_eq(deadwood(CR_GAME_SKIP_RUMMY, "KC QH"), 20);
    ck_assert_int_eq(deadwood(CR_GAME_SKIP_RUMMY, "AC 2D 3S"), 6);
    ck_assert_int_eq(deadwood(CR_GAME_SKIP_RUMMY, "4H 5H 6H 3C"), 3);
    ck_assert_int_eq(deadwood(CR_GAME_SKIP_RUMMY, "2S AD"), 3);
    /* BH-T3: ace 11. */
    ck_assert_int_eq(deadwood(CR_GAME_BOATHOUSE_BICYCLE, "4H 5H 6H KS AC"), 21);
    ck_assert_int_eq(deadwood(CR_GAME_BOATHOUSE_BICYCLE, "7C 7D 7S 2H"), 2);
    /* DR-T3. */
    ck_assert_int_eq(deadwood(CR_GAME_DOUBLE_RUMMY, "JK AC KD 4S"), 40);
    /* JR-T1: the opponent's best is {5H 5C 5D 2S=5S}; the mover's leftover 3D. */
    ck_assert_int_eq(deadwood(CR_GAME_JAVA_RUMMY, "KC QD 2S 5H 5C 5D AS"), 21);
    ck_assert_int_eq(deadwood(CR_GAME_JAVA_RUMMY, "4S 5S 6S 9H 9D 2C 3D"), 3);
    /* BL-T1, QC-T1, QC-T2, SR-T1. */
    ck_assert_int_eq(deadwood(CR_GAME_BLOCK_RUMMY, "3S 4S 5S 9D 9C 9H 9S"), 0);
    ck_assert_int_eq(deadwood(CR_GAME_QUEEN_CITY, "2C 3C 4C 5C KH KD KS KC"), 0);
    ck_assert_int_eq(deadwood(CR_GAME_QUEEN_CITY, "2C 3C 4C KH KD KS 9D"), 9);
    ck_assert_int_eq(deadwood(CR_GAME_STRAIGHT_RUMMY_6, "3S 3H 3D 7C 8C 9C KD"), 10);
    /* RC-T3 cyclic vs SR-16 low. */
    ck_assert_int_eq(deadwood(CR_GAME_ROUND_THE_CORNER, "KS AS 2S 5H 6H 7H 8H"), 0);
    ck_assert_int_eq(deadwood(CR_GAME_STRAIGHT_RUMMY_7, "KS AS 2S 5H 6H 7H 8H"), 13);
    /* RP-T1: nine melded plus 3S. */
    ck_assert_int_eq(deadwood(CR_GAME_RUMMY_POKER, "3H 4H 5H 9C 9D 9S JK QD KD 3S"), 3);
    /* Empty and all-wild hands. */
    ck_assert_int_eq(deadwood(CR_GAME_CAROUSEL, ""), 0);
    ck_assert_int_eq(deadwood(CR_GAME_CAROUSEL, "JK JK"), 50);
    ck_assert_int_eq(deadwood(CR_GAME_CAROUSEL, "JK JK JK"), 0);
    ck_assert_int_eq(deadwood(CR_GAME_CAROUSEL, "JK JK JK 5C"), 0);
    ck_assert_int_eq(deadwood(CR_GAME_DOUBLE_RUMMY, "JK JK 5C 9D"), 5);
}
END_TEST

START_TEST(table_scenarios)
{
    /* QC-T1, RC-T3. */
    ck_assert(arrangeable(CR_GAME_QUEEN_CITY, "2C 3C 4C 5C KH KD KS KC"));
    ck_assert(arrangeable(CR_GAME_ROUND_THE_CORNER, "KS AS 2S 5H 6H 7H 8H"));
    ck_assert(!arrangeable(CR_GAME_STRAIGHT_RUMMY_7, "KS AS 2S 5H 6H 7H 8H"));
    /* RD-T2: 7H' splits 5H..9H; a second 6H cannot be placed. */
    ck_assert(arrangeable(CR_GAME_ROCKIT, "5H 6H 7H 8H 9H 7H"));
    ck_assert(!arrangeable(CR_GAME_ROCKIT, "5H 6H 7H 8H 9H 6H"));
    ck_assert(arrangeable(CR_GAME_ROCKIT, "JK JK JK 5C"));
    ck_assert(!arrangeable(CR_GAME_ROCKIT, "7S 7S 7H"));
    ck_assert(arrangeable(CR_GAME_ROCKIT, "7S 7H 7D 7S 7C 7H"));
    ck_assert(arrangeable(CR_GAME_ROCKIT, ""));
    ck_assert(!arrangeable(CR_GAME_ROCKIT, "JK JK JK"));
    /* CA-T1: 7D 8S 9S all join {7S 7H 7C}. */
    bestplay(CR_GAME_CAROUSEL, "7S 7H 7C", "7D 8S 9S", true, 3, 24);
    /* CA-T2: JC' joins 9C..KC. */
    bestplay(CR_GAME_CAROUSEL, "9C 10C JC QC KC", "JC", true, 1, 10);
    /* CA-T3: two hand cards, groups turned into runs. */
    bestplay(CR_GAME_CAROUSEL, "8S 8H 8D 7S 7H 7D 6S 6H 6D", "9S 5H", true, 2, 14);
    /* CA-T4 (b): KH and 9H around the joker. */
    bestplay(CR_GAME_CAROUSEL, "JH QH JK", "KH 9H", true, 2, 19);
    /* RD-T3 (e): JS JH 8D AD make the split possible (cyclic Q-K-A). */
    bestplay(CR_GAME_ROCKIT, "9D 10D JD QD KD", "JS JH 8D AD", true, 4, 29);
    /* RD-T4, RD-T5 (a), RD-T6. */
    bestplay(CR_GAME_ROCKIT, "7S 7H 7D 6S 6H 6D", "8S 5H 5D", true, 3, 18);
    bestplay(CR_GAME_ROCKIT, "AD 2D JK 4D", "3D 8C 9C", true, 3, 20);
    bestplay(CR_GAME_ROCKIT, "7H 8H 9H", "10H", true, 1, 10);
    /* Nothing joins; ties on count go to the larger value. */
    bestplay(CR_GAME_ROCKIT, "7H 8H 9H", "2C 3D", true, 0, 0);
    bestplay(CR_GAME_CAROUSEL, "5H 6H 7H", "4H 8H", true, 2, 12);
    bestplay(CR_GAME_CAROUSEL, "5H 6H 7H 9C 9D 9S", "4H KC", true, 1, 4);
    bestplay(CR_GAME_CAROUSEL, "5H 6H 7H 3C 3D 3S", "4H 8H 3H", true, 3, 15);
    /* One joker, two uses: the larger value wins the tie on count. */
    bestplay(CR_GAME_CAROUSEL, "5H 6H 7H JK", "3D 4D 9C 10C", true, 2, 19);
    /* An empty table: the hand alone. */
    bestplay(CR_GAME_CAROUSEL, "", "4H 5H 6H KC", true, 3, 15);
    /* The table alone must be valid. */
    bestplay(CR_GAME_CAROUSEL, "5H 6H", "7H", false, 0, 0);
}
END_TEST

/* Plain enumeration for small hands: the first card is left out (when
 * allowed) or melded with any subset of the others; every block checked by
 * ref_meld_kinds. Returns -1 when no partition exists. */
static int naive(const ref_profile *p, const uint8_t *cards, size_t n, bool may_leave)
{
    if (n == 0)
        return 0;
    uint8_t rest[16];
    memcpy(rest, cards + 1, n - 1);
    int best = -1;
    if (may_leave) {
        int v = naive(p, rest, n - 1, may_leave);
        if (v >= 0)
            best = v + ref_card_value(p, cards[0]);
    }
    for (unsigned sub = 1; sub < (1u << (n - 1)); sub++) {
        uint8_t meld[16], left[16];
        size_t nm = 0, nl = 0;
        meld[nm++] = cards[0];
        for (size_t i = 0; i + 1 < n; i++) {
            if (sub & (1u << i))
                meld[nm++] = rest[i];
            else
                left[nl++] = rest[i];
        }
        if (nm < 3 || !ref_meld_kinds(p, meld, nm, NULL, NULL))
            continue;
        int v = naive(p, left, nl, may_leave);
        if (v >= 0 && (best < 0 || v < best))
            best = v;
    }
    return best;
}

START_TEST(search_agrees_with_plain_enumeration)
{
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 20261121);
    for (int32_t id = CR_GAME_BOATHOUSE_BICYCLE; id <= CR_GAME_ROCKIT; id++) {
        const ref_profile *p = prof(id);
        for (int round = 0; round < 150; round++) {
            /* Dense hands: few ranks, three suits, two packs, jokers. */
            uint8_t cards[16];
            size_t n = 4 + cri_pcg32_bounded(&rng, 6);
            unsigned low = 1 + cri_pcg32_bounded(&rng, 13);
            unsigned jokers = p->has_jokers ? cri_pcg32_bounded(&rng, 4) : 0;
            uint8_t counts[64] = {0};
            size_t k = 0;
            while (k < n) {
                uint8_t c;
                if (k < jokers) {
                    c = CR_CARD_JOKER;
                } else {
                    unsigned r = (low + cri_pcg32_bounded(&rng, 4) - 1) % 13 + 1;
                    c = CR_CARD(r, cri_pcg32_bounded(&rng, 3));
                    if (counts[c] == 2)
                        continue;
                    counts[c]++;
                }
                cards[k++] = c;
            }
            int dw = -1;
            ck_assert_int_eq(ref_deadwood(&dw, p, cards, n), 0);
            ck_assert_int_eq(dw, naive(p, cards, n, true));
            bool ok = false;
            ck_assert_int_eq(ref_arrangeable(&ok, p, cards, n), 0);
            ck_assert_int_eq(ok, naive(p, cards, n, false) == 0);
        }
    }
}
END_TEST

/* Best play by plain enumeration: every subset of the hand, kept if the
 * table plus the subset can be partitioned (naive()); the most cards, then
 * the most value. */
START_TEST(bestplay_agrees_with_plain_enumeration)
{
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 7);
    int32_t ids[] = {CR_GAME_CAROUSEL, CR_GAME_ROCKIT, CR_GAME_DOUBLE_RUMMY, CR_GAME_JAVA_RUMMY,
                     CR_GAME_RUMMY_POKER, CR_GAME_BOATHOUSE_BICYCLE};
    int tables_ok = 0, plays = 0;
    for (size_t pi = 0; pi < sizeof ids / sizeof ids[0]; pi++) {
        const ref_profile *p = prof(ids[pi]);
        for (int round = 0; round < 120; round++) {
            /* A table of one or two melds from a few ranks, a hand of 1-4 cards. */
            /* Three in four tables are drawn again until they can stand. */
            uint8_t table[16], hand[8];
            size_t nt = 0, nh = 0;
            for (int attempt = 0; attempt < 50; attempt++) {
                uint8_t copies[65] = {0};
                size_t want_nt = 3 + cri_pcg32_bounded(&rng, 4);
                size_t want_nh = 1 + cri_pcg32_bounded(&rng, 4);
                unsigned low = 1 + cri_pcg32_bounded(&rng, 13);
                nt = nh = 0;
                while (nt < want_nt || nh < want_nh) {
                    unsigned r = (low + cri_pcg32_bounded(&rng, 5) - 1) % 13 + 1;
                    uint8_t c = cri_pcg32_bounded(&rng, 8) == 0
                                    ? CR_CARD_JOKER
                                    : CR_CARD(r, cri_pcg32_bounded(&rng, 3));
                    if (++copies[c & 0x7F] > 2)
                        continue; /* two packs, two jokers at most */
                    if (nt < want_nt)
                        table[nt++] = c;
                    else
                        hand[nh++] = c;
                }
                if (round % 4 == 0 || naive(p, table, nt, false) == 0)
                    break;
            }
            int want_count = -1, want_value = -1;
            bool table_ok = naive(p, table, nt, false) == 0;
            for (unsigned sub = 0; table_ok && sub < (1u << nh); sub++) {
                uint8_t all[16];
                size_t n = nt;
                int count = 0, value = 0;
                memcpy(all, table, nt);
                for (size_t i = 0; i < nh; i++)
                    if (sub & (1u << i)) {
                        all[n++] = hand[i];
                        count++;
                        value += ref_card_value(p, hand[i]);
                    }
                if (naive(p, all, n, false) != 0)
                    continue;
                if (count > want_count || (count == want_count && value > want_value))
                    want_count = count, want_value = value;
            }
            bool ok = !table_ok;
            int count = -1, value = -1;
            ck_assert_int_eq(ref_bestplay(&ok, &count, &value, p, table, nt, hand, nh), 0);
            ck_assert_int_eq(ok, table_ok);
            if (table_ok) {
                ck_assert_int_eq(count, want_count);
                ck_assert_int_eq(value, want_value);
                tables_ok++;
                plays += count > 0;
            }
        }
    }
    /* The instances must reach both outcomes often enough to mean something. */
    ck_assert_int_ge(tables_ok, 300);
    ck_assert_int_ge(plays, 150);
}
END_TEST

/* ref_run_cover against windows listed one by one. */
START_TEST(run_cover_is_the_shortest_window)
{
    for (int seq = REF_SEQ_LOW; seq <= REF_SEQ_CYCLIC; seq++) {
        for (unsigned mask = 1; mask < (1u << 13); mask++) {
            int want = 99;
            for (int len = 1; len <= 13 && want == 99; len++) {
                for (int start = 1; start <= 14; start++) {
                    unsigned w = 0;
                    bool ok = true;
                    for (int i = 0; i < len; i++) {
                        int r = start + i;
                        if (seq == REF_SEQ_CYCLIC)
                            r = (r - 1) % 13 + 1;
                        else if (r == 14 && seq == REF_SEQ_HIGH_OR_LOW)
                            r = 1;
                        else if (r > 13)
                            ok = false;
                        w |= 1u << ((r - 1) & 15);
                    }
                    if (ok && (w & mask) == mask)
                        want = len;
                }
            }
            ck_assert_int_eq(ref_run_cover(seq, mask), want);
        }
    }
}
END_TEST

START_TEST(bad_input_is_refused)
{
    const ref_profile *p = prof(CR_GAME_CAROUSEL);
    uint8_t bad[3] = {0x0E, 0x01, 0x02};
    uint8_t four[4] = {0x01, 0x01, 0x01, 0x01};
    int v;
    bool ok;
    ck_assert_int_eq(ref_deadwood(&v, p, bad, 3), -2);
    ck_assert_int_eq(ref_arrangeable(&ok, p, four, 4), -2);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("reference");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, profiles_follow_rules_17);
    tcase_add_test(tc, meld_shapes_of_the_scenarios);
    tcase_add_test(tc, declared_wild_cards);
    tcase_add_test(tc, deadwood_scenarios);
    tcase_add_test(tc, table_scenarios);
    tcase_add_test(tc, search_agrees_with_plain_enumeration);
    tcase_add_test(tc, bestplay_agrees_with_plain_enumeration);
    tcase_add_test(tc, run_cover_is_the_shortest_window);
    tcase_add_test(tc, bad_input_is_refused);
    suite_add_tcase(s, tc);
    return s;
}

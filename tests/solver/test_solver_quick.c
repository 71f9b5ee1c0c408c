/* The quick arrangement of cards alone (lib/solver/solver_quick_arrange.c):
 * tables it arranges without the search, the sets of which it proves, in
 * LOW, that there is no arrangement, those the joker shares prove in every
 * mode (lib/solver/solver_joker_shares.c), the order it tries choices in,
 * and bestplay playing every hand card at once when table and hand arrange
 * together. */
#include "check_main.h"
#include "cards/random.h"
#include "common/internal.h"
#include "solver/solver_dp.h"
#include "solver/solver_quick.h"
#include "solver_fixture.h"

/* The quick arrangement of a table (solver_quick_arrange.c): a group that
 * splits a run, a CYCLIC run round the corner, two groups of one rank, a
 * joker standing in a run's gap, one making up a group and one no meld
 * needs, the whole pack with jokers (a run split to make room for them),
 * all arranged without the search; three copies of a card, which it
 * does not arrange, left to the search, which does. */
static void table_alone(const char *preset, const uint8_t *table, size_t n, bool quick,
                        int32_t melds)
{
    fixture f = open_preset(preset);
    uint64_t before = f.s->quick_arranged;
    int32_t count = -1, value = -1;
    ck_assert_int_eq(cr_solver_bestplay(&count, &value, f.s, table, n, NULL, 0), CR_OK);
    ck_assert_int_eq(count, 0);
    ck_assert_msg((f.s->quick_arranged > before) == quick, "%s: quick arrangement %s", preset,
                  quick ? "not taken" : "taken");
    ck_assert_int_eq(cr_solver_result_meld_count(f.s), melds);
    ck_assert_uint_eq(result_cards_checked(&f, preset), n);
    close_fixture(&f);
}

START_TEST(quick_arrangement_of_a_table)
{
    /* 3-10 of one suit and the 7 of two others: 3-6, 8-10 and a group of 7s */
    uint8_t split[10];
    size_t n = 0;
    for (unsigned r = 3; r <= 10; r++)
        split[n++] = CR_CARD(r, 0);
    split[n++] = CR_CARD(7, 1);
    split[n++] = CR_CARD(7, 2);
    table_alone("carousel", split, n, true, 3);
    /* Q K A 2 round the corner, and 5 6 7 */
    const uint8_t corner[] = {CR_CARD(12, 0), CR_CARD(13, 0), CR_CARD(1, 0), CR_CARD(2, 0),
                              CR_CARD(5, 1),  CR_CARD(6, 1),  CR_CARD(7, 1)};
    table_alone("rockit", corner, sizeof corner, true, 2);
    /* the 7s of three suits twice: two groups */
    const uint8_t twice[] = {CR_CARD(7, 0), CR_CARD(7, 1), CR_CARD(7, 2),
                             CR_CARD(7, 0), CR_CARD(7, 1), CR_CARD(7, 2)};
    table_alone("carousel", twice, sizeof twice, true, 2);
    /* 5 6 _ 8 with a joker for the 7; 9 9 and a joker; 3 4 5 and a joker to spare */
    const uint8_t gap[] = {CR_CARD(5, 0), CR_CARD(6, 0), CR_CARD_JOKER, CR_CARD(8, 0)};
    table_alone("carousel", gap, sizeof gap, true, 1);
    const uint8_t nines[] = {CR_CARD(9, 0), CR_CARD(9, 1), CR_CARD_JOKER};
    table_alone("rockit", nines, sizeof nines, true, 1);
    const uint8_t spare_joker[] = {CR_CARD(3, 2), CR_CARD(4, 2), CR_CARD(5, 2), CR_CARD_JOKER};
    table_alone("carousel", spare_joker, sizeof spare_joker, true, 1);
    /* the whole pack and two jokers: a run of 13 split for the jokers' room */
    uint8_t pack[CR_MAX_CARDS];
    size_t np = 0;
    ck_assert_int_eq(cr_deck_build(pack, sizeof pack, &np, 2, 2), CR_OK);
    table_alone("carousel", pack, np, true, 9);
    /* 5 6 7 of one suit three times: three runs, the search's */
    uint8_t thrice[9];
    for (unsigned k = 0; k < 9; k++)
        thrice[k] = CR_CARD(5 + k % 3, 0);
    table_alone("carousel", thrice, sizeof thrice, false, 3);
}
END_TEST

/* What answered an arrange question before the search: the solver's
 * counters' rise. */
typedef struct settled_by {
    uint64_t quick_arranged, quick_none, shares_none;
} settled_by;

/* Arranges text, which must arrange exactly when `arrangeable` (its melds
 * checked when it does; none when it does not), the quick arrangement
 * trying its proof alone when `proof_alone` (quick_proof_alone). */
static settled_by arrange_text(const char *preset, const char *text, bool arrangeable,
                               bool proof_alone)
{
    fixture f = open_preset(preset);
    f.s->quick_proof_alone = proof_alone;
    uint8_t cards[CR_MAX_CARDS];
    size_t n = parse(cards, text);
    settled_by before = {f.s->quick_arranged, f.s->quick_none, f.s->shares_none};
    int32_t yes = -1;
    ck_assert_int_eq(cr_solver_arrange(&yes, f.s, cards, n), CR_OK);
    ck_assert_msg(yes == arrangeable, "%s [%s]: arrange %d", preset, text, yes);
    if (arrangeable)
        ck_assert_uint_eq(result_cards_checked(&f, preset), n);
    else
        ck_assert_int_eq(cr_solver_result_meld_count(f.s), 0);
    settled_by rise = {f.s->quick_arranged - before.quick_arranged,
                       f.s->quick_none - before.quick_none,
                       f.s->shares_none - before.shares_none};
    close_fixture(&f);
    return rise;
}

/* Whether arrange's quick arrangement settled text, arranging it or
 * proving there is no arrangement. */
static bool quick_settled(const char *preset, const char *text, bool arrangeable)
{
    settled_by by = arrange_text(preset, text, arrangeable, false);
    return by.quick_arranged + by.quick_none > 0;
}

/* In LOW the quick arrangement's search, asked by arrange and run to its
 * end, sees every arrangement up to exchanges that keep one (docs/solver.md,
 * "When it finds none"), so finding none proves there is none. Where runs
 * may pass the king, the same search with open ends at a seam proves it;
 * with a wild deuce nothing does. */
START_TEST(quick_arrangement_proves_none)
{
    /* every card in a meld, but the 5 of clubs in two at once */
    ck_assert(quick_settled("carousel", "5C 5D 5H 6C 7C", false));
    ck_assert(quick_settled("carousel", "3S 4S 5S 5H 5D 9S 9H 9D", false));
    /* with a joker: it fills the run or the 9s, not both */
    ck_assert(quick_settled("carousel", "5C 5D 5H 6C 7C 9D 10D JK", false));
    /* CYCLIC and ace high or low: proved with open ends, with a joker too */
    ck_assert(quick_settled("rockit", "5C 5D 5H 6C 7C", false));
    ck_assert(quick_settled("double", "5C 5D 5H 6C 7C", false));
    ck_assert(quick_settled("rockit", "5C 5D 5H 6C 7C 9D 10D JK", false));
    /* through the seam every start's pieces can pair: Q K A 2 3 is a CYCLIC
     * run, so ace high or low (where it is none) leaves it to the search */
    ck_assert(!quick_settled("double", "QC KC AC 2C 3C", false));
    ck_assert(quick_settled("rockit", "QC KC AC 2C 3C", true));
    /* a wild deuce among the cards */
    ck_assert(!quick_settled("java", "5C 5D 5H 6C 7C 9D 10D 2S", false));
    /* the jokers only an arrangement's bridges and J-Q-K runs need, which
     * the search asked for a proof tries: 3 4 5 (joker) 7, (joker) Q K, and
     * one leading and one bridging in (joker) Q K and 8 9 10 (joker) Q */
    ck_assert(quick_settled("carousel", "3S 4S 5S JK 7S", true));
    ck_assert(quick_settled("carousel", "JK QH KH", true));
    ck_assert(quick_settled("carousel", "8D 9D 10D JK QD JK QC KC", true));
}
END_TEST

/* Whether arrange's proof with open ends, tried alone, proved text cannot
 * be arranged. */
static bool open_ends_proved(const char *preset, const char *text, bool arrangeable)
{
    return arrange_text(preset, text, arrangeable, true).quick_none > 0;
}

/* The proof where runs may pass the king tries every seam, each with the
 * runs through it cut into a piece from the first position and one to the
 * last (docs/solver.md, "When it finds none"). Sets that arrange only
 * through a seam, its pieces of one or two cards, or a joker leading a
 * piece of two from the first position, must not be proved none at the
 * seam that cuts them (each fails with that piece's rule left out). */
START_TEST(open_ends_prove_only_what_cannot_arrange)
{
    /* tails and heads of one and two cards: Q K | A, Q | K A, ... */
    ck_assert(!open_ends_proved("rockit", "QS KS AS", true));
    ck_assert(!open_ends_proved("rockit", "KS AS 2S KD AD 2D", true));
    /* Q K | (joker as A) 2: from the ace, a joker leads the piece 2 */
    ck_assert(!open_ends_proved("rockit", "QS KS JK 2S", true));
    /* two such pieces in one suit, two packs: Q K (A) 2 twice */
    ck_assert(!open_ends_proved("rockit", "QS KS JK 2S QS KS JK 2S", true));
    /* and what cannot arrange is proved, at some seam: a king in two melds,
     * a joker wanted by a run through the seam and by the 9s */
    ck_assert(open_ends_proved("rockit", "KS AS 2S KD AD 2D KH", false));
    ck_assert(open_ends_proved("rockit", "QS KS JK 2S 5C 5D 5H 6C 7C", false));
    ck_assert(open_ends_proved("double", "5C 5D 5H 6C 7C 9D 10D JK", false));
}
END_TEST

/* Whether the joker shares proved text cannot be arranged
 * (solver_joker_shares.c). */
static bool shares_proved(const char *preset, const char *text, bool arrangeable)
{
    return arrange_text(preset, text, arrangeable, false).shares_none > 0;
}

/* A meld of j jokers and n natural cards gives each natural card a share
 * j / n; no arrangement exists when the least shares the cards could have
 * add up to more than the jokers (docs/solver.md, "The jokers the melds
 * share"), in every mode, where the search proves only in LOW. The sets
 * where the shares add up to the jokers exactly arrange: the bound counts
 * runs up to 5 long (a 3 and a 5 with a joker, 1/2 each; 3 4 _ 6 7, 1/4
 * each), groups short of a card (two 9s and a joker) and the ace high
 * where the mode has it. */
START_TEST(joker_shares_prove_none)
{
    /* CYCLIC: 3 _ 5 and 9 9 _ need two jokers (1/2 a card) */
    ck_assert(shares_proved("rockit", "3S 5S 9H 9D JK", false));
    ck_assert(!shares_proved("rockit", "3S 5S 9H 9D JK JK", true));
    /* three cards with no card near them: two jokers each */
    ck_assert(shares_proved("rockit", "5C 9D KH JK JK", false));
    /* both copies of a card need a meld each */
    ck_assert(shares_proved("carousel", "5S 5S JK JK", false));
    /* a run of 5 with one joker: 1/4 a card, one joker in all */
    ck_assert(!shares_proved("carousel", "3S 4S JK 6S 7S", true));
    ck_assert(!shares_proved("rockit", "3S 4S 6S 7S JK", true));
    /* a run of 8 with two jokers (1/4 a card over runs of 5, 2 in 6 cards) */
    ck_assert(!shares_proved("carousel", "2S 3S JK 5S 6S JK 8S 9S", true));
    /* Q _ A: the ace high in HIGH_OR_LOW and round the corner in CYCLIC,
     * not in LOW, where the queen and the ace need two jokers each (with
     * one joker in all, neither is in any meld: settled before) */
    ck_assert(!shares_proved("double", "QS AS JK", true));
    ck_assert(!shares_proved("rockit", "QS AS JK", true));
    ck_assert(shares_proved("carousel", "QS AS JK JK", false));
    /* the 5 of clubs in two melds: no joker short, the search's to prove */
    ck_assert(!shares_proved("carousel", "5C 5D 5H 6C 7C", false));
}
END_TEST

/* The joker shares as docs/solver.md defines them, spelled out: every held
 * card's least share over the group of its rank (group_min positions
 * unless its naturals fill one) and every run of run_min .. 2 run_min - 1
 * positions through it that the mode allows, in 840ths, rounded down. */
static bool shares_over(const cri_meld_profile *p, unsigned by_rank[14][4], unsigned jokers)
{
    unsigned need = 0;
    for (unsigned r = 1; r <= 13; r++)
        for (unsigned su = 0; su < 4; su++) {
            if (!by_rank[r][su])
                continue;
            unsigned naturals = 0;
            for (unsigned t = 0; t < 4; t++)
                naturals += p->group_distinct ? by_rank[r][t] > 0 : by_rank[r][t];
            unsigned least = naturals >= p->group_min ? 0 : (p->group_min - naturals) * 840 / naturals;
            /* a run's first position, ranks from 1 (14: the ace high) */
            for (unsigned len = p->run_min; len < 2u * p->run_min; len++)
                for (int first = (int)r - (int)len + 1; first <= (int)r + 13; first++) {
                    unsigned held = 0;
                    bool through = false, allowed = true;
                    for (unsigned k = 0; k < len; k++) {
                        int pos = first + (int)k;
                        if (p->seq_mode == CR_SEQ_CYCLIC)
                            pos = (pos + 25) % 13 + 1;
                        else if (pos < 1 || pos > (p->seq_mode == CR_SEQ_HIGH_OR_LOW ? 14 : 13))
                            allowed = false;
                        unsigned rank = pos == 14 ? 1u : (unsigned)pos;
                        if (!allowed)
                            break;
                        through |= rank == r;
                        held += by_rank[rank][su] > 0;
                    }
                    if (allowed && through && (len - held) * 840 / held < least)
                        least = (len - held) * 840 / held;
                }
            need += least * by_rank[r][su];
        }
    return need > jokers * 840;
}

/* cri_jokers_too_few (bit masks, a prefix count, only the cards that need
 * a joker) against shares_over on random sets of up to two packs, in the
 * three modes, with groups of distinct suits or not, of 3 or 4 at least. */
START_TEST(joker_shares_match_their_definition)
{
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 11);
    static const uint8_t modes[3] = {CR_SEQ_LOW, CR_SEQ_HIGH_OR_LOW, CR_SEQ_CYCLIC};
    int proved = 0;
    for (int t = 0; t < 20000; t++) {
        cri_meld_profile p = {0};
        p.seq_mode = modes[t % 3];
        p.run_min = 3;
        p.group_min = (uint8_t)(3 + cri_pcg32_bounded(&rng, 2));
        p.group_max = CRI_GROUP_UNLIMITED;
        p.group_distinct = (uint8_t)cri_pcg32_bounded(&rng, 2);
        unsigned by_rank[14][4] = {{0}}, cards = 3 + cri_pcg32_bounded(&rng, 40);
        for (unsigned i = 0; i < cards; i++) {
            unsigned r = 1 + cri_pcg32_bounded(&rng, 13), su = cri_pcg32_bounded(&rng, 4);
            by_rank[r][su] += by_rank[r][su] < 2;
        }
        unsigned jokers = cri_pcg32_bounded(&rng, 5);
        bool want = jokers > 0 && shares_over(&p, by_rank, jokers);
        ck_assert_int_eq(cri_jokers_too_few(&p, by_rank, jokers), want);
        proved += want;
    }
    ck_assert_int_gt(proved, 1000); /* (both answers asked many times) */
    ck_assert_int_lt(proved, 19000);
}
END_TEST

/* CYCLIC: the quick arrangement's starts are searched in rounds of nodes
 * (solver_quick_arrange.c, QA_SEAM_ROUND, doubled each round), so a start
 * whose search fails long does not spend the nodes a later start would
 * arrange with: this set's first start runs out of nodes (all of them,
 * searched first to its end as before), a later one arranges it. From 70
 * cards there are five starts, not three: the second set is arranged from
 * its fourth or fifth. */
START_TEST(quick_arrangement_starts_in_rounds)
{
    ck_assert(quick_settled("rockit",
                            "JK JK 10H 8D 9C QC 10S 4S 7H 9H AC 10C KH 5S JS JD QS 5H 4D 3D "
                            "2C 7S 6S 3C 6C 7C 4H 6D JC AH 4C 10D 2D 10D QH 6H JH 9D QH QD "
                            "9S 10H",
                            true));
    ck_assert(quick_settled("rockit",
                            "JK JK 9S 4C 7S 6D KC 3H 6S 9S QH 8C KD 10C AD 4C 7H 2H 6D 4D KH "
                            "6H AH 2H AC 7D 3S JD JC 9H 3C 4S JS QD 9D 10H 8H 4S 8S AS 4H 8H "
                            "QD 6C 3D 7S 3D QC 5S 10H 2D 3H 5H QH 8S 2D 7C 10D JH QS 5D 5H 9D "
                            "AS KD 2S JC 3C QC JD 3S 7C 9C 5C KH JS JH 10S 8D 10S 4D 5S",
                            true));
}
END_TEST

/* A hand alone (bestplay onto an empty table) that must all be played and
 * whether the quick arrangement arranged it (a bestplay of hand cards alone
 * asks it as a table). */
static bool hand_alone_quick(const char *preset, const char *text)
{
    fixture f = open_preset(preset);
    uint8_t hand[CR_MAX_CARDS];
    size_t n = parse(hand, text);
    uint64_t before = f.s->quick_arranged;
    int32_t count = -1, value = -1;
    ck_assert_int_eq(cr_solver_bestplay(&count, &value, f.s, NULL, 0, hand, n), CR_OK);
    ck_assert_int_eq(count, (int32_t)n);
    ck_assert_uint_eq(result_cards_checked(&f, preset), n);
    bool quick = f.s->quick_arranged > before;
    close_fixture(&f);
    return quick;
}

/* Where the quick arrangement looks for any arrangement of a set with
 * jokers (a table or hand alone; CYCLIC's arrange), a position's choices are
 * tried fewest jokers first, counting those their short runs then need
 * (solver_quick_arrange.c, try_in_order): these 60 random two-pack cards and
 * four jokers arrange, and were left to the search when the choices were
 * tried fewest copies to groups first. */
START_TEST(quick_arrangement_tries_fewest_jokers_first)
{
    ck_assert(quick_settled("rockit",
                            "JK JK JK JK QH JD 2H KC KS AH 6H AC 5S 6C 3H AH KC 3C 2C KS JH 4S "
                            "AC 7S 8C 9C 5D 9S QC 10H 8S 4D KD 4D 8S 4H 2D 4C 3C 9D 8D QD 2S "
                            "7D 7C 3D 3S 6S 4C 2H 3H 4S JS 2D 8D 5S 8H QS JC JD 9D 5D KH 10S",
                            true));
    ck_assert(hand_alone_quick("carousel",
                               "JK JK JK JK KH AD 8H JC 10H 9H KC AS 8H AH 6D 2D 8S 5D JS 7H "
                               "2C 4H 10D 9C 3C JS JC 7D 3S 7S QD 10C 4C 7D AC QS 9D 2H 4S 4H "
                               "6H 8D 3H 6S 3H 10D 6H 8C KD 7C KS 10C 5C 10S 3D 6C 8D 6D 2S 4D "
                               "10H AC 6C 9H"));
}
END_TEST

/* CYCLIC's sweeps start after the seams fewest runs may cross (a run
 * through rank r and the next needs its suit's copies on both sides;
 * solver_quick_arrange.c, first_ranks): these random two-pack hands alone,
 * 45 cards with four jokers (three starts) and 60 with two (every rank a
 * start), arrange, and were left to the search when the starts followed
 * the ranks with fewest copies. */
START_TEST(quick_arrangement_starts_where_fewest_runs_cross)
{
    ck_assert(hand_alone_quick("rockit",
                               "JK JK JK JK 6D KC QC 2S 4C 6C JS 9S 7H QD 2D KS 2S 3H KC 5S 9H "
                               "6H 2H AH 2D 3S 9H 5D 10C QH 10C 7S 6S AS KH JC 5C JD 8H 6D 10H "
                               "10D 4D 3C 8D KD 3D 7D 6S"));
    ck_assert(hand_alone_quick("rockit",
                               "JK JK 5C 2C 7S 10D 3D 9D 2H 9S QC 9C 6S JC 5H 6H KC 4S JS QC "
                               "10H 9H KS QS 4D 8D KD 2D AD JD KD 8S 10C 2C 5S 9C AC QH 7C 2H "
                               "3H 5S 6C 9S 6D 9D 6H JC 7D 9H JH 8C 4H AH 2S 3S 4H 3C 7D 4C AC "
                               "KH"));
}
END_TEST

/* A CYCLIC hand alone of 50 cards or more with jokers may start its sweep
 * at every rank, the starts sharing one memo (solver_quick_arrange.c,
 * starts_in_rounds): these 60 random two-pack cards and four jokers each
 * arrange, and were left to the search when only three ranks were starts
 * (with the starts after the ranks with fewest copies the first hand's
 * sweep was found from the fourth, the 4, and the second's from the
 * queen; after the seams fewest runs cross, from the second, the 4, and
 * the fourth, the jack: on a three-start build the second hand fails).
 * Asked of one solver after a 50-card hand with two
 * jokers whose failed states, kept, would keep the first hand from being
 * found (checked with the memo never emptied): the shared memo is emptied
 * for each question. */
static const char *const every_rank_hands[] = {
    "JK JK 8S 10D 2D 2H 2S 4H 7S 2C 9C 7D 9H 6D 10D 7H 4S QD 2H AC JS JH KD KS 8C 2S 6D "
    "6C 8S AH 10S 2C KH JC JD AS KH 4S 9S 5C KC 10H KD 4D 6S 5S KC 6C QC 3C 9C 8H",
    "JK JK JK JK 6S 3C 4H 8C JD 2D QD 9S 3H 2H 3S 10D KS 7D 7H JD 7C 8D 5S AC 9D 5H AD "
    "7D 6C 3D JH QC 5H KC 2D 6H AC 9C 5C 7H 9D 5S 10S 2S 4C 8H JS 10H QS 5D 8D QS 2H 6D "
    "AH AS JC KC AH JS 8C 2C 7S 6D",
    "JK JK JK JK 4S QC 8H 3D 9D 2S AH KC 6H 10C QH 4D 3C 3D QD 8C JH 2D 8H 5D 10H QH KS "
    "4C 10C 9S 8D KH 6C 6D 2H 2C 10S 8C KD 7S 8S 7H 3H QS 8S KD 5H 5S 9S 9H QD AC 2C JD "
    "10S 7C 9C 10D 7H KS 6S 7D 6S JD",
};

START_TEST(quick_arrangement_starts_at_every_rank)
{
    fixture f = open_preset("rockit");
    for (unsigned h = 0; h < 3; h++) {
        uint8_t hand[CR_MAX_CARDS];
        size_t n = parse(hand, every_rank_hands[h]);
        uint64_t before = f.s->quick_arranged;
        int32_t count = -1, value = -1;
        ck_assert_int_eq(cr_solver_bestplay(&count, &value, f.s, NULL, 0, hand, n), CR_OK);
        if (h == 0)
            continue; /* (the hand before: its answer is the search's) */
        ck_assert_int_eq(count, (int32_t)n);
        ck_assert_msg(f.s->quick_arranged > before, "hand %u not found", h);
    }
    close_fixture(&f);
}
END_TEST

/* Bestplay plays every hand card at once when the quick arrangement
 * arranges table and hand together (solver_api.c, play_all): no play holds
 * more cards or value. A hand card in no meld leaves it to the quick bounds
 * and the search. */
static void plays_all(const uint8_t *table, size_t nt, const uint8_t *hand, size_t nh,
                      bool at_once, int32_t played)
{
    fixture f = open_preset("carousel");
    uint64_t before = f.s->played_all;
    int32_t count = -1, value = -1;
    ck_assert_int_eq(cr_solver_bestplay(&count, &value, f.s, table, nt, hand, nh), CR_OK);
    ck_assert_int_eq(count, played);
    ck_assert_msg((f.s->played_all > before) == at_once, "every card at once %s",
                  at_once ? "not taken" : "taken");
    uint8_t left[CR_MAX_CARDS];
    size_t nleft = 99;
    ck_assert_int_eq(cr_solver_result_unmatched(left, sizeof left, &nleft, f.s), CR_OK);
    ck_assert_uint_eq(nleft, nh - (size_t)played);
    ck_assert_uint_eq(result_cards_checked(&f, "carousel"), nt + (size_t)played);
    close_fixture(&f);
}

START_TEST(bestplay_plays_every_card_at_once)
{
    const uint8_t run[] = {CR_CARD(5, 0), CR_CARD(6, 0), CR_CARD(7, 0)};
    /* the 8 on the run, three 9s a group */
    const uint8_t fits[] = {CR_CARD(8, 0), CR_CARD(9, 1), CR_CARD(9, 2), CR_CARD(9, 3)};
    plays_all(run, sizeof run, fits, sizeof fits, true, 4);
    /* 9 10 and a joker for the jack */
    const uint8_t wild[] = {CR_CARD(9, 0), CR_CARD(10, 0), CR_CARD_JOKER};
    plays_all(run, sizeof run, wild, sizeof wild, true, 3);
    /* the king of hearts in no meld: the rest played, not at once */
    const uint8_t stray[] = {CR_CARD(8, 0), CR_CARD(9, 1), CR_CARD(9, 2), CR_CARD(9, 3),
                             CR_CARD(13, 2)};
    plays_all(run, sizeof run, stray, sizeof stray, false, 4);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_quick");
    TCase *tc = tcase_create("quick");
    tcase_add_test(tc, quick_arrangement_of_a_table);
    tcase_add_test(tc, quick_arrangement_proves_none);
    tcase_add_test(tc, open_ends_prove_only_what_cannot_arrange);
    tcase_add_test(tc, joker_shares_prove_none);
    tcase_add_test(tc, joker_shares_match_their_definition);
    tcase_add_test(tc, quick_arrangement_starts_in_rounds);
    tcase_add_test(tc, quick_arrangement_tries_fewest_jokers_first);
    tcase_add_test(tc, quick_arrangement_starts_at_every_rank);
    tcase_add_test(tc, quick_arrangement_starts_where_fewest_runs_cross);
    tcase_add_test(tc, bestplay_plays_every_card_at_once);
    suite_add_tcase(s, tc);
    return s;
}

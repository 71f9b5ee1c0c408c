/* MANIP benchmarks (docs/benchmarks-game.md):
 *
 *   manip_commit_<game>_t<T>   commit validation (cr_game_validate_move) of the
 *                              hint's commit on tables of about T cards, per second
 *   manip_hint_<game>_t<T>     cr_game_hint latency on the bestplay benchmark's
 *                              tables (median, p99, worst)
 *   manip_hint_after_legal_<game>_t<T>  the first hint of a position asked
 *                              right after cr_game_legal_types on it (what a
 *                              client does at the start of a turn): the game's
 *                              solver has then answered a question already
 *   manip_legal_types_<game>_t<T>  cr_game_legal_types, a game's first
 *                              question (whether a commit can play a card)
 *   manip_hint_again_<game>_t<T>  the same hint asked again on the unchanged
 *                              position (a client asking at every change of its
 *                              scratch table): the answer kept for the position
 *   manip_bot_<rules>          whole deals played by the bots, per second
 *
 * Each instance is a layout: the bestplay benchmark's table arranged into
 * melds by the solver, its 14-card hand for seat 0, the rest of the deck in
 * seat 1's hand (RockIt: both have come in; Carousel: the final round, so
 * the stock may be empty). */
#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <cardrules.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/random.h"
#include "game/game.h"

#define INSTANCES 100
#define VALIDATE_REPEAT 200

static void card_text(char *buf, size_t cap, size_t *len, uint8_t card, uint8_t stands)
{
    if (card == CR_CARD_JOKER)
        *len += (size_t)snprintf(buf + *len, cap - *len, " JK=%s", cr_card_name(stands));
    else
        *len += (size_t)snprintf(buf + *len, cap - *len, " %s", cr_card_name(card));
}

/* A layout for the instance, or NULL when the table does not arrange. */
static cr_game *instance(cr_rules *r, cr_solver *sv, bool carousel, const uint8_t *table, size_t nt,
                         const uint8_t *hand)
{
    int32_t yes = 0;
    if (cr_solver_arrange(&yes, sv, table, nt) != CR_OK || !yes)
        return NULL;
    static char L[16384];
    size_t len = (size_t)snprintf(L, sizeof L, "turn 0\n%s\ntable", carousel ? "final 0" : "came_in 0 1");
    for (int32_t m = 0; m < cr_solver_result_meld_count(sv); m++) {
        uint8_t c[CR_MAX_CARDS], st[CR_MAX_CARDS];
        size_t n = 0;
        cr_solver_result_meld(c, st, CR_MAX_CARDS, &n, NULL, sv, (size_t)m);
        if (m)
            len += (size_t)snprintf(L + len, sizeof L - len, " /");
        for (size_t i = 0; i < n; i++)
            card_text(L, sizeof L, &len, c[i], st[i]);
    }
    len += (size_t)snprintf(L + len, sizeof L - len, "\nhand 0");
    for (size_t i = 0; i < 14; i++)
        card_text(L, sizeof L, &len, hand[i], 0);
    snprintf(L + len, sizeof L - len, "\nhand 1 rest\n");
    cr_game *g = NULL;
    char msg[256];
    if (cr_game_new_layout(&g, msg, sizeof msg, r, L) != CR_OK)
        return NULL;
    return g;
}

static void bench_tables(const char *game, const char *rules_text, bool carousel, unsigned jokers,
                         size_t target)
{
    char hname[64], aname[64], cname[64], lname[64], tname[64];
    snprintf(hname, sizeof hname, "manip_hint_%s_t%zu", game, target);
    snprintf(lname, sizeof lname, "manip_hint_after_legal_%s_t%zu", game, target);
    snprintf(aname, sizeof aname, "manip_hint_again_%s_t%zu", game, target);
    snprintf(cname, sizeof cname, "manip_commit_%s_t%zu", game, target);
    snprintf(tname, sizeof tname, "manip_legal_types_%s_t%zu", game, target);
    if (!bench_selected(hname) && !bench_selected(aname) && !bench_selected(cname) &&
        !bench_selected(lname) && !bench_selected(tname))
        return;
    cr_rules *r = NULL;
    cr_meld_profile *p = NULL;
    cr_solver *sv = NULL;
    if (cr_rules_from_text(&r, rules_text) != CR_OK || cr_meld_profile_new(&p, game) != CR_OK ||
        cr_solver_new(&sv, p) != CR_OK)
        exit(1);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 77 + target);
    static uint64_t ns[INSTANCES], again_ns[INSTANCES], legal_ns[INSTANCES], types_ns[INSTANCES];
    size_t timed = 0, commits = 0, table_cards = 0;
    uint64_t validated = 0, validate_ns = 0;
    for (size_t k = 0; k < INSTANCES; k++) {
        uint8_t table[CR_MAX_CARDS], hand[14];
        size_t nt = 0;
        bench_table_and_hand(&rng, !carousel, jokers, target, table, &nt, hand);
        cr_game *g = instance(r, sv, carousel, table, nt, hand);
        if (!g)
            continue;
        cri_game_solver(g); /* made once per game, not part of a hint */
        char mv[CRI_MOVE_TEXT_MAX];
        int32_t count = 0;
        uint64_t t0 = bench_now_ns();
        int32_t rc = cr_game_hint(mv, sizeof mv, NULL, &count, g, 0);
        ns[timed] = bench_since_ns(t0);
        char mv2[CRI_MOVE_TEXT_MAX];
        int32_t count2 = 0;
        t0 = bench_now_ns();
        int32_t rc2 = cr_game_hint(mv2, sizeof mv2, NULL, &count2, g, 0);
        again_ns[timed++] = bench_since_ns(t0);
        if (rc2 != rc || count2 != count || strcmp(mv, mv2) != 0)
            exit(4); /* the same position gives the same hint */
        if (bench_selected(lname) || bench_selected(tname)) {
            cr_game *g2 = instance(r, sv, carousel, table, nt, hand);
            uint32_t types = 0;
            if (g2)
                cri_game_solver(g2);
            t0 = bench_now_ns();
            if (!g2 || cr_game_legal_types(&types, g2, 0) != CR_OK)
                exit(5);
            types_ns[timed - 1] = bench_since_ns(t0);
            t0 = bench_now_ns();
            rc2 = cr_game_hint(mv2, sizeof mv2, NULL, &count2, g2, 0);
            legal_ns[timed - 1] = bench_since_ns(t0);
            if (rc2 != rc || count2 != count)
                exit(4);
            cr_game_free(g2);
        }
        int32_t type, arg;
        uint8_t cards[CRI_MOVE_MAX];
        size_t cn = 0;
        if (rc == CR_OK && count > 0 &&
            cr_game_move_parse(&type, cards, sizeof cards, &cn, &arg, g, mv) == CR_OK) {
            uint64_t t1 = bench_now_ns();
            for (int i = 0; i < VALIDATE_REPEAT; i++)
                if (cr_game_validate_move(g, 0, type, cards, cn, arg) != CR_OK)
                    exit(2);
            validate_ns += bench_since_ns(t1);
            validated += VALIDATE_REPEAT;
            commits++;
            table_cards += nt;
        }
        cr_game_free(g);
    }
    if (bench_selected(hname))
        bench_report(hname, ns, timed);
    if (bench_selected(aname))
        bench_report(aname, again_ns, timed);
    if (bench_selected(lname))
        bench_report(lname, legal_ns, timed);
    if (bench_selected(tname))
        bench_report(tname, types_ns, timed);
    if (bench_selected(cname) && validated) {
        char extra[96];
        snprintf(extra, sizeof extra, "tables=%zu mean_table_cards=%.1f", commits,
                 (double)table_cards / (double)commits);
        bench_report_rate(cname, validated, validate_ns, extra);
    }
    cr_solver_free(sv);
    cr_meld_profile_free(p);
    cr_rules_free(r);
}

static void bench_bots(const char *name, const char *rules_text, uint64_t games)
{
    if (!bench_selected(name))
        return;
    uint64_t moves = 0, t0 = bench_now_ns();
    for (uint64_t i = 0; i < games; i++) {
        cr_game *g = NULL;
        if (cr_game_new_text(&g, rules_text, i) != CR_OK)
            exit(1);
        while (!cr_game_is_deal_over(g)) {
            if (cr_game_bot_play(g, cr_game_to_act(g), i) != CR_OK)
                exit(3);
            moves++;
        }
        cr_game_free(g);
    }
    char extra[64];
    snprintf(extra, sizeof extra, "moves_per_game=%.1f", (double)moves / (double)games);
    bench_report_rate(name, games, bench_since_ns(t0), extra);
}

void bench_manip(void)
{
    bench_tables("rockit", "rockit players=2 rockit.two_decks_for_two", false, 2, 40);
    bench_tables("rockit", "rockit players=2 rockit.two_decks_for_two", false, 2, 90);
    bench_tables("carousel", "carousel players=3", true, 2, 40);
    bench_tables("carousel", "carousel players=3", true, 2, 90);
    bench_bots("manip_bot_carousel3", "carousel players=3", 200);
    bench_bots("manip_bot_rockit2", "rockit players=2", 200);
    bench_bots("manip_bot_rockit4", "rockit players=4", 100);
}

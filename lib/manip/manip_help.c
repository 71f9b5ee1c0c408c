/* MANIP table helpers backed by the solver: the best play (hints and
 * bots), whether some or given hand cards can be played, and a valid
 * arrangement of a table's cards. The solver knows nothing of fixed joker
 * declarations, so every table joker goes in as the card it represents
 * (a group joker with an open suit as a suit missing from its group); a
 * solution then maps back to a commit in which each joker keeps its card,
 * and every answer that is a commit is checked by the engine. */
#include <string.h>

#include "cardrules/solver.h"
#include "manip/manip.h"
#include "solver/solver_quick.h"

/* Effort per query: bounds a bot move on the largest tables. */
#define BOT_BUDGET 15000u

typedef struct solver_input {
    uint8_t table[CRI_MAN_DECK], hand[CRI_MAN_DECK];
    size_t tn, hn;
    uint8_t stand_jk[CRI_MAN_MAX_JOKERS + 1]; /* table joker k stands in as this card, 0 none */
    uint8_t stand_open[CRI_MAN_MAX_JOKERS + 1];
    uint8_t stand_meld[CRI_MAN_MAX_JOKERS + 1]; /* the table meld joker k lies in */
    uint16_t ends[CRI_MAN_MELDS]; /* the table's melds: ends[m] is one past meld m's last card */
    size_t melds;
} solver_input;

static bool is_open(unsigned d)
{
    return d > CR_OPEN_SUIT(0) && d <= CR_OPEN_SUIT(CR_RANK_KING);
}

static void make_input(const cr_game *g, int32_t seat, solver_input *in)
{
    const cri_man_state *s = cri_man_cst(g);
    memset(in, 0, sizeof *in);
    for (unsigned m = 0; m < s->t.melds; m++) {
        unsigned suits = 0;
        for (unsigned i = s->t.start[m]; i < s->t.start[m + 1]; i++) {
            unsigned c = s->t.card[i], d = cri_man_is_joker(c) ? s->t.decl[i] : c;
            if (!is_open(d))
                suits |= 1u << (d >> 4);
        }
        for (unsigned i = s->t.start[m]; i < s->t.start[m + 1]; i++) {
            unsigned c = s->t.card[i];
            if (!cri_man_is_joker(c)) {
                in->table[in->tn++] = (uint8_t)c;
                continue;
            }
            unsigned d = s->t.decl[i];
            if (is_open(d)) {
                unsigned su = 0;
                while (su < 3 && ((suits >> su) & 1u))
                    su++;
                suits |= 1u << su;
                in->stand_open[c - 0x40u] = 1;
                d = CR_CARD(d - CR_OPEN_SUIT(0), su);
            }
            in->stand_jk[c - 0x40u] = (uint8_t)d;
            in->stand_meld[c - 0x40u] = (uint8_t)m;
            in->table[in->tn++] = (uint8_t)d;
        }
        in->ends[in->melds++] = (uint16_t)in->tn;
    }
    for (unsigned i = 0; i < s->hand_n[seat]; i++)
        in->hand[in->hn++] = cri_man_public(s->hand[seat][i]);
}

static cr_solver *bot_solver(cr_game *g)
{
    cr_solver *sv = cri_game_solver(g);
    if (sv)
        cr_solver_set_budget(sv, BOT_BUDGET);
    return sv;
}

bool cri_man_can_play(cr_game *g, int32_t seat)
{
    cri_man_memo *M = cri_man_memo_for(g, seat);
    if (M && M->can_play)
        return M->can_play == 2;
    if (M && M->has_hint && M->count > 0)
        return true; /* the kept hint plays a card */
    cr_solver *sv = bot_solver(g);
    if (!sv)
        return false;
    solver_input in;
    make_input(g, seat, &in);
    int32_t yes = 0;
    /* (the table as it lies is arranged already, as for the best play) */
    bool ok = cri_solver_can_join_arranged(&yes, sv, in.table, in.tn, in.ends, in.melds, in.hand,
                                           in.hn) == CR_OK &&
              yes;
    if (M)
        M->can_play = ok ? 2 : 1;
    return ok;
}

/* The solver's last result, meld by meld. */
typedef struct result_melds {
    uint8_t cards[CRI_MAN_DECK], stands[CRI_MAN_DECK];
    uint8_t joker[CRI_MAN_DECK]; /* the table joker put back at this place, 0 none */
    uint16_t start[CRI_MAN_MELDS + 1];
    int32_t kind[CRI_MAN_MELDS];
    size_t melds;
} result_melds;

static bool read_result(cr_solver *sv, result_melds *r)
{
    int32_t melds = cr_solver_result_meld_count(sv);
    if (melds < 0 || melds > CRI_MAN_MELDS)
        return false;
    size_t n = 0;
    for (int32_t m = 0; m < melds; m++) {
        size_t cn = 0;
        r->start[m] = (uint16_t)n;
        if (cr_solver_result_meld(r->cards + n, r->stands + n, CRI_MAN_DECK - n, &cn, &r->kind[m], sv,
                                  (size_t)m) != CR_OK)
            return false;
        n += cn;
    }
    r->start[melds] = (uint16_t)n;
    r->melds = (size_t)melds;
    memset(r->joker, 0, n);
    return true;
}

/* How many cards result meld m shares with table meld home (as multisets). */
static unsigned shared_cards(const result_melds *r, size_t m, const solver_input *in, unsigned home)
{
    uint8_t count[64] = {0};
    for (unsigned i = home ? in->ends[home - 1] : 0; i < in->ends[home]; i++)
        if (in->table[i] < 64)
            count[in->table[i]]++;
    unsigned shared = 0;
    for (unsigned i = r->start[m]; i < r->start[m + 1]; i++)
        if (r->cards[i] < 64 && count[r->cards[i]]) {
            count[r->cards[i]]--;
            shared++;
        }
    return shared;
}

/* Puts each table joker back at a place of the card it stood in for, in the
 * result meld that keeps most of the joker's own meld: the solver cannot
 * tell the joker from a natural copy of that card, and the engine reads a
 * joker moved out of its meld, its card in its place, as a steal. */
static void place_jokers(result_melds *r, const solver_input *in)
{
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++) {
        if (!in->stand_jk[k])
            continue;
        int best = -1;
        unsigned best_shared = 0;
        for (size_t m = 0; m < r->melds; m++)
            for (unsigned i = r->start[m]; i < r->start[m + 1]; i++) {
                if (r->joker[i] || r->cards[i] != in->stand_jk[k])
                    continue;
                unsigned shared = shared_cards(r, m, in, in->stand_meld[k]);
                if (best < 0 || shared > best_shared) {
                    best = (int)i;
                    best_shared = shared;
                }
                break; /* one place per meld */
            }
        if (best >= 0)
            r->joker[best] = (uint8_t)k;
    }
}

/* The solver's last result as a commit's card array, the table jokers put
 * back (place_jokers). */
static size_t result_commit(cr_solver *sv, const solver_input *in, uint8_t *out)
{
    result_melds r;
    if (!read_result(sv, &r))
        return 0;
    place_jokers(&r, in);
    size_t n = 0;
    for (size_t m = 0; m < r.melds; m++) {
        if (m) {
            cri_move_entry sep = {0, 0, 0, 1};
            n += cri_move_encode(out + n, &sep);
        }
        for (unsigned i = r.start[m]; i < r.start[m + 1]; i++) {
            cri_move_entry e = {r.cards[i], 0, 0, 0};
            unsigned k = r.joker[i];
            if (r.cards[i] == CR_CARD_JOKER) {
                e.declared = r.stands[i];
            } else if (k) {
                e.card = CR_CARD_JOKER;
                e.joker_id = (uint8_t)k;
                e.declared = in->stand_open[k] && r.kind[m] == CR_MELD_GROUP
                                 ? CR_OPEN_SUIT(r.cards[i] & 15u)
                                 : r.cards[i];
            }
            n += cri_move_encode(out + n, &e);
        }
    }
    return n;
}

/* What became of the solver's play (checked_play). */
typedef enum { PLAY_NONE, PLAY_GAVE_UP, PLAY_REFUSED, PLAY_CHECKED } play_outcome;

/* Whether some table meld holds a table joker. */
static bool has_table_joker(const solver_input *in)
{
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++)
        if (in->stand_jk[k])
            return true;
    return false;
}

/* The table's melds that hold a table joker, kept as they lie, and the
 * question of the other melds and the hand in *rest (no table joker in it). */
static void keep_joker_melds(const solver_input *in, bool *keep, solver_input *rest)
{
    memset(keep, 0, CRI_MAN_MELDS * sizeof *keep);
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++)
        if (in->stand_jk[k])
            keep[in->stand_meld[k]] = true;
    memset(rest, 0, sizeof *rest);
    for (size_t m = 0; m < in->melds; m++) {
        if (keep[m])
            continue;
        for (unsigned i = m ? in->ends[m - 1] : 0; i < in->ends[m]; i++)
            rest->table[rest->tn++] = in->table[i];
        rest->ends[rest->melds++] = (uint16_t)rest->tn;
    }
    memcpy(rest->hand, in->hand, in->hn);
    rest->hn = in->hn;
}

/* The solver's play for the goal as a commit in *m, checked by the engine
 * into *c: PLAY_NONE when no hand card can be played, PLAY_GAVE_UP when
 * the solver gave up (its budget), PLAY_REFUSED when the check refused it
 * (the solver knows nothing of where a table joker may go). With
 * jokers_stay the melds holding a table joker are left as they lie, so no
 * table joker moves, and the play rearranges the others. */
static play_outcome checked_play(cr_game *g, int32_t seat, cr_solver *sv, const solver_input *in,
                                 cri_goal goal, bool jokers_stay, cri_move *m, cri_man_commit *c)
{
    bool keep[CRI_MAN_MELDS] = {false};
    solver_input rest;
    if (jokers_stay) {
        keep_joker_melds(in, keep, &rest);
        in = &rest;
    }
    int32_t played = 0, value = 0;
    /* The table as it lies (jokers standing in) is already arranged: the
     * solver starts from it instead of arranging it again. */
    int32_t rc = cri_solver_bestplay_arranged(&played, &value, sv, in->table, in->tn, in->ends, in->melds,
                                              in->hand, in->hn, goal);
    if (rc == CR_E_LIMIT)
        return PLAY_GAVE_UP;
    if (rc != CR_OK || played <= 0)
        return PLAY_NONE;
    m->type = CR_MOVE_COMMIT;
    m->arg = -1;
    size_t k = jokers_stay ? cri_man_commit_head(&cri_man_cst(g)->t, keep, m->cards) : 0;
    size_t n = result_commit(sv, in, m->cards + k);
    if (!n)
        return PLAY_NONE;
    m->n = (uint16_t)(k + n);
    uint32_t stamp = g->stamp;
    int32_t reason = g->last_reason;
    bool ok = cri_man_check_commit(g, seat, m->cards, m->n, c, NULL) == CR_OK;
    g->stamp = stamp;
    g->last_reason = reason;
    return ok ? PLAY_CHECKED : PLAY_REFUSED;
}

cri_best_found cri_man_best_commit(cr_game *g, int32_t seat, bool by_value, cri_move *m, int32_t *count_after,
                                   int32_t *played_n)
{
    cr_solver *sv = bot_solver(g);
    if (!sv)
        return CRI_BEST_NONE;
    solver_input in;
    make_input(g, seat, &in);
    cri_man_commit c;
    play_outcome got = checked_play(g, seat, sv, &in, by_value ? CRI_GOAL_BEST : CRI_GOAL_MOST, false, m, &c);
    /* A play whose joker moves the engine refuses: the other goal's play,
     * of as many cards, may keep them (the best play by value for a hint,
     * rarely: in test_commit_random at CI's scale, not at make check's;
     * any play of the most cards for a bot). So may a search
     * over its budget: the other search is another path to as many cards,
     * which sometimes ends where this one did not (test_commit_random at
     * CR_TEST_SEED=25: 16,097 steps for the most cards, under 15,000 for
     * the best play). No play at all is not asked again. */
    if (got == PLAY_REFUSED || got == PLAY_GAVE_UP)
        got = checked_play(g, seat, sv, &in, by_value ? CRI_GOAL_MOST : CRI_GOAL_BEST, false, m, &c);
    /* Still refused (or over the budget): a play that leaves the melds
     * holding a table joker as they lie moves no joker, and is a smaller
     * question; fewer cards, perhaps (none of them joins those melds), but a
     * play where the other melds and the hand have one (8 of the hint
     * bench's 178 RockIt hints were empty without it, docs/manip.md). */
    cri_best_found found = CRI_BEST_PLAY;
    /* (no table joker: the same question as the best play's, already asked) */
    if ((got == PLAY_REFUSED || got == PLAY_GAVE_UP) && has_table_joker(&in)) {
        /* (the best play, for hints too: the same question as the bots') */
        got = checked_play(g, seat, sv, &in, CRI_GOAL_BEST, true, m, &c);
        found = CRI_BEST_JOKER_MELDS_KEPT;
    }
    if (got != PLAY_CHECKED)
        return CRI_BEST_NONE;
    if (played_n)
        *played_n = c.played_n;
    if (count_after) {
        *count_after = cri_man_hand_count(g, seat);
        for (unsigned i = 0; i < c.played_n; i++)
            *count_after -= cri_man_card_value(cri_man_o(g), c.played[i]);
    }
    return found;
}

/* RockIt before coming in: the listed coming-in tricks (manip.c). */
static bool come_in_pending(const cr_game *g, int32_t seat)
{
    const cri_man_opts *o = cri_man_o(g);
    return o->opening != CRI_OPENING_NONE && !((cri_man_cst(g)->came_in >> seat) & 1u);
}

/* The longest listed commit that holds every card of need (n of them, or
 * any when n == 0). */
static bool best_listed(cr_game *g, int32_t seat, const uint8_t *need, size_t n, cri_move *out)
{
    if (cri_game_legal_refresh(g, seat) != CR_OK)
        return false;
    uint8_t buf[CRI_MOVE_MAX];
    size_t table = cri_man_table_encode(&cri_man_cst(g)->t, buf);
    bool found = false;
    for (size_t i = 0; i < g->x->legal.count; i++) {
        cri_move m;
        cri_movebuf_get(&g->x->legal, i, NULL, &m);
        if (m.type != CR_MOVE_COMMIT || (found && m.n <= out->n))
            continue;
        /* The trick is the part after the table's last card. */
        uint8_t have[64] = {0};
        for (size_t k = table; k < m.n; k++)
            if (m.cards[k] < 64)
                have[m.cards[k]]++;
        bool all = true;
        for (size_t k = 0; k < n && all; k++)
            all = need[k] < 64 && have[need[k]]-- > 0;
        if (all) {
            *out = m;
            found = true;
        }
    }
    return found;
}

int32_t cri_man_hint(cr_game *g, int32_t seat, cri_move *out, int32_t *count)
{
    *count = 0;
    out->n = 0;
    if (cri_man_o(g)->carousel && g->phase != CR_PHASE_TRANSACTION)
        return CR_OK; /* Carousel: draw first */
    if (cri_man_cst(g)->continuing && cri_man_o(g)->opening_ends_turn)
        return CR_OK;
    /* The same position asked again (a client asks at every change of its
     * scratch table): the answer kept for it. */
    cri_man_memo *M = cri_man_memo_for(g, seat);
    if (M && M->has_hint) {
        *out = M->hint;
        *count = M->count;
        return CR_OK;
    }
    if (come_in_pending(g, seat)) {
        if (best_listed(g, seat, NULL, 0, out)) {
            cri_man_commit c;
            if (cri_man_check_commit(g, seat, out->cards, out->n, &c, NULL) == CR_OK)
                *count = c.played_n;
        }
    } else {
        int32_t played = 0;
        if (cri_man_best_commit(g, seat, false, out, NULL, &played))
            *count = played;
        else
            out->n = 0;
    }
    if (M && (M = cri_man_memo_for(g, seat)) != NULL) { /* the key again: the checks above keep the state */
        M->hint = *out;
        M->count = *count;
        M->has_hint = 1;
    }
    return CR_OK;
}

int32_t cri_man_can_play_cards(cr_game *g, int32_t seat, const uint8_t *cards, size_t n, int32_t *yes)
{
    const cri_man_state *s = cri_man_cst(g);
    *yes = 0;
    uint8_t rest[CRI_MAN_DECK];
    size_t rn = 0;
    bool used[CRI_MAN_DECK] = {false};
    for (size_t k = 0; k < n; k++) {
        bool hit = false;
        for (unsigned i = 0; i < s->hand_n[seat] && !hit; i++)
            if (!used[i] && cri_man_public(s->hand[seat][i]) == cards[k])
                hit = used[i] = true;
        if (!hit)
            return cri_game_fail(g, CR_E_INVALID_ARGUMENT, CR_REASON_CARD_NOT_IN_HAND,
                                 "E_CARD_NOT_IN_HAND: seat %d does not hold %s", (int)seat, cr_card_name(cards[k]));
    }
    if (come_in_pending(g, seat)) {
        cri_move m;
        *yes = best_listed(g, seat, cards, n, &m);
        return CR_OK;
    }
    if (n == 0) {
        *yes = cri_man_can_play(g, seat);
        return CR_OK;
    }
    for (unsigned i = 0; i < s->hand_n[seat]; i++)
        if (!used[i])
            rest[rn++] = cri_man_public(s->hand[seat][i]);
    cr_solver *sv = bot_solver(g);
    if (!sv)
        return cri_game_fail(g, CR_E_NOMEM, 0, "out of memory for the solver");
    /* The given cards must meld with the table; the rest of the hand may help. */
    solver_input in;
    make_input(g, seat, &in);
    for (size_t k = 0; k < n; k++)
        in.table[in.tn++] = cards[k];
    cri_multiset mt, mh;
    int32_t rc = cri_solver_begin(sv, &mh, rest, rn, "hand");
    if (rc == CR_OK)
        rc = cri_solver_begin(sv, &mt, in.table, in.tn, "table");
    cri_dp_problem pb;
    int32_t cost = CRI_DP_INF;
    if (rc == CR_OK) {
        cri_dp_problem_build(&pb, &sv->prof, &mt, &mh, CRI_GOAL_VALUE);
        rc = cri_dp_solve(sv, &pb, &cost, false);
    }
    if (rc != CR_OK)
        return cri_game_fail(g, rc, 0, "the solver could not answer (%s)", cr_solver_last_error(sv));
    *yes = cost < CRI_DP_INF;
    return CR_OK;
}

int32_t cri_man_arrange(cr_game *g, const cri_move *table, cri_move *out)
{
    const cri_man_state *s = cri_man_cst(g);
    cri_move_entry e[CRI_MOVE_MAX];
    size_t ne = 0;
    if (table->n && cri_move_decode(table->cards, table->n, e, CRI_MOVE_MAX, &ne) != CR_OK)
        return cri_game_fail(g, CR_E_INVALID_ARGUMENT, 0, "not a list of melds");
    solver_input in;
    memset(&in, 0, sizeof in);
    for (size_t i = 0; i < ne; i++) {
        if (e[i].separator)
            continue;
        if (in.tn >= CRI_MAN_DECK)
            return cri_game_fail(g, CR_E_LIMIT, 0, "more cards than a deck");
        unsigned c = e[i].card;
        if (c == CR_CARD_JOKER && e[i].joker_id && e[i].joker_id <= CRI_MAN_MAX_JOKERS) {
            /* A table joker keeps the card it represents. */
            for (unsigned k = 0; k < s->t.n; k++)
                if (s->t.card[k] == CRI_MAN_JK(e[i].joker_id) && !is_open(s->t.decl[k])) {
                    c = s->t.decl[k];
                    in.stand_jk[e[i].joker_id] = (uint8_t)c;
                }
        }
        in.table[in.tn++] = (uint8_t)c;
    }
    cr_solver *sv = bot_solver(g);
    if (!sv)
        return cri_game_fail(g, CR_E_NOMEM, 0, "out of memory for the solver");
    int32_t yes = 0;
    int32_t rc = cr_solver_arrange(&yes, sv, in.table, in.tn);
    if (rc != CR_OK)
        return cri_game_fail(g, rc, 0, "the solver could not answer (%s)", cr_solver_last_error(sv));
    if (!yes)
        return cri_game_fail(g, CR_E_UNSATISFIABLE, 0, "these cards cannot be arranged into valid melds");
    out->type = CR_MOVE_COMMIT;
    out->arg = -1;
    out->n = (uint16_t)result_commit(sv, &in, out->cards);
    return CR_OK;
}

/* MANIP commits: the proposed table checked against the table before and
 * the hand, in the order of RULES.md 16.2 (V1-V6) and 15.2-15.3 for
 * Carousel, with RockIt's coming in (16.2) between V3 and V4.
 *
 * Two copies of a card are interchangeable, so what was played from the
 * hand is a multiset difference: proposed table minus table before.
 * Jokers are told apart (JK1, JK2): a numbered joker is that joker; an
 * unnumbered one may be any joker on the table or in the hand not named
 * otherwise, and the commit is legal if any such reading is legal (docs/manip.md).
 * When no reading is legal, the failure reported is the one found latest
 * in the check order. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "manip/manip_commit.h"
#include "solver/meld.h"

/* Stages, in check order (a later stage is a "better" failure). */
enum { ST_CARDS, ST_V1, ST_V2, ST_V3, ST_COME_IN, ST_V4, ST_V5, ST_V6, ST_OK };

typedef struct proposal {
    uint8_t card[CRI_MAN_DECK];  /* natural code, or CR_CARD_JOKER while unresolved */
    uint8_t jpos[CRI_MAN_DECK];  /* positions of the jokers */
    uint8_t nj;
    uint8_t jid[CRI_MAN_DECK];   /* joker number given, 0 none */
    uint8_t given[CRI_MAN_DECK]; /* declaration given, 0 none */
    uint8_t start[CRI_MAN_MELDS + 1];
    uint8_t melds, n;
} proposal;

/* ---- the proposal ---------------------------------------------------------------------- */

/* Reads the entries into P; the proposal's naturals go into the
 * thermometer masks prop (*over set when a card is there four times). */
static bool decode(cr_game *g, const uint8_t *bytes, size_t nb, proposal *P, uint64_t *prop, uint64_t *over,
                   cri_man_verdict *v)
{
    cri_move_entry buf[CRI_MOVE_MAX];
    const cri_move_entry *e;
    size_t ne = 0;
    P->n = 0;
    P->nj = 0;
    P->melds = 0;
    P->start[0] = 0;
    if (cri_game_move_entries(g, bytes, nb, buf, &e, &ne) != CR_OK)
        return cri_man_fail(v, ST_CARDS, CR_REASON_TABLE_INVALID, "the table is not a list of melds");
    uint64_t twice = 0;
    for (size_t i = 0; i < ne; i++) {
        const cri_move_entry *x = &e[i];
        if (x->separator) {
            if (P->melds + 1 >= CRI_MAN_MELDS)
                return cri_man_fail(v, ST_CARDS, CR_REASON_TABLE_INVALID, "too many melds");
            P->start[++P->melds] = P->n;
            continue;
        }
        if (P->n >= CRI_MAN_DECK)
            return cri_man_fail(v, ST_CARDS, CR_REASON_CARD_NOT_IN_HAND, "more cards than the deck holds");
        unsigned c = x->card;
        P->card[P->n] = (uint8_t)c;
        P->given[P->n] = x->declared;
        if (c != CR_CARD_JOKER) {
            if (x->declared)
                return cri_man_fail(v, ST_CARDS, CR_REASON_TABLE_INVALID, "%s is not wild: only jokers are declared",
                                    cr_card_name((uint8_t)c));
            twice |= prop[2] & (UINT64_C(1) << c);
            therm_put(prop, c);
        } else {
            P->jid[P->n] = x->joker_id;
            P->jpos[P->nj++] = P->n;
        }
        P->n++;
    }
    if (P->n)
        P->start[++P->melds] = P->n;
    *over = twice;
    return true;
}

/* ---- one reading ------------------------------------------------------------------------- */

typedef struct ctx {
    cr_game *g;
    int32_t seat;
    const cri_man_opts *o;
    const cri_man_state *s;
    const proposal *P;
    const cri_man_table_sum *S; /* the table before (manip_table_sum.c) */
    uint8_t jk_in_hand[CRI_MAN_MAX_JOKERS + 1];
    /* Naturals (thermometer masks): proposed, on the table before or in the hand. */
    uint64_t prop_mask[3], have_mask[3];
} ctx;

/* Whether proposed entries (cards, decl) are exactly table meld om, in any order. */
static bool same_as_table_meld(const cri_man_state *s, unsigned om, const uint8_t *cards, const uint8_t *decl,
                               unsigned n)
{
    unsigned lo = s->t.start[om];
    if (s->t.start[om + 1] - lo != n)
        return false;
    uint16_t used = 0;
    for (unsigned i = 0; i < n; i++) {
        bool hit = false;
        for (unsigned j = 0; j < n && !hit; j++)
            if (!((used >> j) & 1u) && s->t.card[lo + j] == cards[i] && s->t.decl[lo + j] == decl[i]) {
                used |= (uint16_t)(1u << j);
                hit = true;
            }
        if (!hit)
            return false;
    }
    return true;
}

/* Natural counts of a table meld / a proposed meld. */
static void meld_counts(const uint8_t *cards, size_t a, size_t b, uint8_t *cnt)
{
    memset(cnt, 0, 64);
    for (size_t i = a; i < b; i++)
        if (cards[i] < 64)
            cnt[cards[i]]++;
}

static bool same_declaration(const ctx *C, unsigned old_meld_kind, unsigned d_old, unsigned d_new,
                             int new_kind)
{
    if (C->o->steal_model && (old_meld_kind == CR_MELD_GROUP || is_open(d_old))) {
        /* RockIt V4: a group joker keeps its rank (and stays in a group). */
        unsigned r_old = is_open(d_old) ? d_old - CR_OPEN_SUIT(0) : rank_of(d_old);
        unsigned r_new = is_open(d_new) ? d_new - CR_OPEN_SUIT(0) : rank_of(d_new);
        return new_kind == CR_MELD_GROUP && r_old == r_new;
    }
    return d_old == d_new;
}

/* One reading's working state, handed from stage to stage of the check. */
typedef struct reading {
    const uint8_t *res;       /* the proposal's cards, every joker numbered */
    cri_man_commit *out;      /* the new table (declarations worked on in place) and the cards played */
    int kinds[CRI_MAN_MELDS]; /* CR_MELD_* of each proposed meld */
    /* The jokers of the proposal (position and meld), gathered by V1, so
     * the joker stages do not walk the whole table. */
    uint8_t jat[CRI_MAN_MAX_JOKERS], jmeld[CRI_MAN_MAX_JOKERS];
    unsigned njk;
    uint64_t no_natural;                  /* bit m: meld m holds jokers only */
    bool placed[CRI_MAN_MAX_JOKERS + 1];  /* joker k is on the proposed table */
    bool changed[CRI_MAN_MAX_JOKERS + 1]; /* table joker k changed its card (exchanged or stolen) */
    unsigned where[CRI_MAN_MAX_JOKERS + 1], at[CRI_MAN_MAX_JOKERS + 1]; /* table joker k's meld, position */
    uint8_t spare[64]; /* naturals from the hand not yet taken by an exchange (set when one is) */
} reading;

/* The new table takes the proposal's melds and cards; declarations come. */
static void start_table(const proposal *P, const uint8_t *res, cri_man_commit *out)
{
    cri_man_table *T = &out->t;
    out->played_n = 0;
    out->exchanged = 0;
    memset(T, 0, sizeof *T); /* the table is copied whole into the state: no stale bytes */
    T->melds = P->melds;
    T->n = P->n;
    memcpy(T->start, P->start, (size_t)P->melds + 1u);
    memcpy(T->card, res, P->n);
}

/* The kind of the meld at lo..hi when the masks tell it, else CR_MELD_NONE:
 * mk its naturals, jh and jn its jokers' hash and count (the last jn of
 * the njk in R->jat), concrete when every joker stands for a given card. A meld that
 * is on the table already, jokers unchanged, is valid as it is; a new meld
 * whose jokers all stand for a given card is checked as the naturals they
 * stand for (a joker declared as a card is that card to the meld check). */
static int known_kind(const ctx *C, const reading *R, unsigned lo, unsigned hi, const uint64_t *mk, uint64_t jh,
                      unsigned jn, unsigned njk, bool concrete)
{
    const cri_man_table_sum *S = C->S;
    const uint8_t *decl = R->out->t.decl;
    /* Only the table melds with the same lowest natural can be this one. */
    for (uint64_t cand = S->by_low[mk[0] ? __builtin_ctzll(mk[0]) : 64]; cand; cand &= cand - 1) {
        unsigned om = (unsigned)__builtin_ctzll(cand);
        if (S->old_mask[om][0] == mk[0] && S->old_mask[om][1] == mk[1] && S->old_mask[om][2] == mk[2] &&
            S->old_jn[om] == jn && S->old_jhash[om] == jh &&
            (!jn || same_as_table_meld(C->s, om, R->res + lo, decl + lo, hi - lo)))
            return S->old_kind[om];
    }
    if (!concrete)
        return CR_MELD_NONE;
    uint64_t sm[3] = {mk[0], mk[1], mk[2]}, over = 0;
    for (unsigned j = njk - jn; j < njk; j++) {
        unsigned d = decl[R->jat[j]];
        over |= sm[2] >> d & 1u;
        therm_put(sm, d);
    }
    return over ? CR_MELD_NONE : cri_man_masks_meld(&C->o->prof, sm, hi - lo);
}

/* Reads meld m (entries lo..hi): its naturals, and its jokers into R->jat
 * with their declarations, the one given, else the card each had on the
 * table (0: free; *inherited set then). Carousel declares a joker by rank
 * and suit (CA-11). Returns the meld's kind when the masks tell it
 * (known_kind), else CR_MELD_NONE; -1 with the verdict on a failure. */
static int scan_meld(const ctx *C, reading *R, unsigned m, unsigned lo, unsigned hi, bool *inherited, cri_man_verdict *v)
{
    const proposal *P = C->P;
    const uint8_t *res = R->res;
    uint8_t *decl = R->out->t.decl + lo;
    char a[96];
    uint64_t mk[3] = {0, 0, 0}, jh = 0;
    unsigned jn = 0, njk = R->njk;
    bool concrete = true;
    *inherited = false;
    for (unsigned i = lo; i < hi; i++) {
        unsigned c = res[i];
        if (!cri_man_is_joker(c)) {
            therm_put(mk, c);
            continue;
        }
        unsigned d = 0;
        if (P->given[i]) {
            d = P->given[i];
            if (!C->o->steal_model && is_open(d)) {
                cri_man_meld_text(a, sizeof a, res + lo, NULL, hi - lo);
                cri_man_fail(v, ST_V1, CR_REASON_TABLE_INVALID,
                             "meld %u: a joker is declared with its rank and suit (CA-11): %s", m + 1, a);
                return -1;
            }
        } else if (C->S->jk_table_meld[c - 0x40u] != 0xFF) {
            d = C->S->jk_table_decl[c - 0x40u]; /* keeps its card unless told otherwise */
            *inherited = true;
        }
        decl[i - lo] = (uint8_t)d;
        concrete &= cri_code_is_standard(d);
        jh += entry_hash(c, d);
        R->jat[njk] = (uint8_t)i;
        R->jmeld[njk++] = (uint8_t)m;
        jn++;
    }
    if (!mk[0])
        R->no_natural |= UINT64_C(1) << m;
    R->njk = njk;
    return known_kind(C, R, lo, hi, mk, jh, jn, njk, concrete);
}

/* The general meld check (the solver's) of meld m; its jokers then take
 * the cards they stand for, a RockIt group joker by rank only (RD-5). */
static bool check_meld_general(const ctx *C, reading *R, unsigned m, unsigned lo, unsigned hi, bool inherited,
                               cri_man_verdict *v)
{
    const proposal *P = C->P;
    const cri_man_opts *o = C->o;
    const uint8_t *res = R->res;
    cri_man_table *T = &R->out->t;
    uint8_t *decl = T->decl + lo, stands[CRI_MAN_DECK];
    char a[96];
    const char *why = NULL;
    int kind = cri_man_meld(&o->prof, res + lo, decl, hi - lo, stands, &why);
    if (kind == CR_MELD_NONE && inherited) {
        /* The check of V4 reports a joker that had to change its card. */
        for (unsigned i = lo; i < hi; i++)
            if (cri_man_is_joker(res[i]) && !P->given[i])
                decl[i - lo] = 0;
        kind = cri_man_meld(&o->prof, res + lo, decl, hi - lo, stands, &why);
    }
    if (kind == CR_MELD_NONE) {
        cri_man_meld_text(a, sizeof a, res + lo, P->given + lo, hi - lo);
        return cri_man_fail(v, ST_V1, CR_REASON_TABLE_INVALID, "meld %u (%s): %s", m + 1,
                            why ? why : "not a group or sequence", a);
    }
    R->kinds[m] = kind;
    for (unsigned i = lo; i < hi; i++) {
        unsigned c = res[i];
        if (!cri_man_is_joker(c))
            continue;
        unsigned d = stands[i - lo];
        if (o->steal_model && kind == CR_MELD_GROUP && !(decl[i - lo] && !is_open(decl[i - lo])))
            d = CR_OPEN_SUIT(is_open(d) ? d - CR_OPEN_SUIT(0) : rank_of(d)); /* RD-5 */
        T->decl[i] = (uint8_t)d;
    }
    return true;
}

/* V1 (RULES.md 16.2 V1, 15.3; CA-11, RD-5): every meld valid, joker
 * declarations included. */
static bool check_melds(const ctx *shared, reading *R, cri_man_verdict *v)
{
    /* A private copy of the context: the byte stores into the new table
     * cannot alias it, so what the helpers read of it stays in registers
     * (the shared one is read again after every store). */
    const ctx K = *shared, *C = &K;
    const proposal *P = C->P;
    for (unsigned m = 0; m < P->melds; m++) {
        unsigned lo = P->start[m], hi = P->start[m + 1];
        bool inherited;
        int kind = scan_meld(C, R, m, lo, hi, &inherited, v);
        if (kind < 0)
            return false;
        if (kind != CR_MELD_NONE)
            R->kinds[m] = kind; /* the declarations stay as they are */
        else if (!check_meld_general(C, R, m, lo, hi, inherited, v))
            return false;
    }
    return true;
}

/* V2 (16.2 V2, 15.3; CA-9): every table card stays on the table (per copy
 * level of the masks), every table joker too. */
static bool check_table_kept(const ctx *C, reading *R, cri_man_verdict *v)
{
    char b[32];
    for (unsigned k = 0; k < 3; k++) {
        uint64_t missing = C->S->table_mask[k] & ~C->prop_mask[k];
        if (missing)
            return cri_man_fail(v, ST_V2, CR_REASON_BOARD_CARD_TO_HAND, "%s would leave the table for a hand",
                                cr_card_name((uint8_t)__builtin_ctzll(missing)));
    }
    memset(R->placed, 0, sizeof R->placed);
    for (unsigned j = 0; j < R->njk; j++)
        R->placed[R->res[R->jat[j]] - 0x40u] = true;
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++)
        if (C->S->jk_table_meld[k] != 0xFF && !R->placed[k]) {
            snprintf(b, sizeof b, "JK%u", k);
            return cri_man_fail(v, ST_V2, CR_REASON_JOKER_TO_HAND, "%s must stay on the table (CA-9)", b);
        }
    return true;
}

/* What was played from the hand: the extra copies, level by level, and
 * the jokers that were not on the table. */
static void note_played(const ctx *C, const reading *R)
{
    cri_man_commit *out = R->out;
    for (unsigned k = 0; k < 3; k++)
        for (uint64_t d = C->prop_mask[k] & ~C->S->table_mask[k]; d; d &= d - 1)
            out->played[out->played_n++] = (uint8_t)__builtin_ctzll(d);
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++)
        if (R->placed[k] && C->S->jk_table_meld[k] == 0xFF)
            out->played[out->played_n++] = CRI_MAN_JK(k);
}

/* Which table jokers changed their card (an exchange or a steal), and
 * where they went. */
static void note_changed(const ctx *C, reading *R)
{
    memset(R->changed, 0, sizeof R->changed);
    memset(R->where, 0, sizeof R->where);
    memset(R->at, 0, sizeof R->at);
    for (unsigned j = 0; j < R->njk; j++) {
        unsigned i = R->jat[j], c = R->res[i];
        if (C->S->jk_table_meld[c - 0x40u] == 0xFF)
            continue;
        unsigned k = c - 0x40u;
        R->where[k] = R->jmeld[j];
        R->at[k] = i;
        int okind = C->S->old_kind[C->S->jk_table_meld[k]];
        R->changed[k] = !same_declaration(C, (unsigned)okind, C->S->jk_table_decl[k], R->out->t.decl[i],
                                          R->kinds[R->jmeld[j]]);
        if (R->changed[k])
            R->out->exchanged++;
    }
}

/* V3 (16.2 V3, 15.2; RD-4, CA-8 variant: a joker exchange alone will do):
 * a card from the hand. */
static bool check_hand_card(const ctx *C, const reading *R, cri_man_verdict *v)
{
    if (R->out->played_n == 0 && !(C->o->table_exchange_free && R->out->exchanged))
        return cri_man_fail(v, ST_V3, CR_REASON_NO_HAND_CARD_PLAYED, "play at least one card from the hand");
    return true;
}

/* The melds of the table before that the proposal holds unchanged
 * (used[m]: proposed meld m is one of them); returns how many. */
static unsigned count_kept_melds(const ctx *C, const reading *R, bool *used)
{
    const proposal *P = C->P;
    const cri_man_state *s = C->s;
    const uint8_t *res = R->res;
    unsigned kept = 0;
    for (unsigned om = 0; om < s->t.melds; om++) {
        unsigned olo = s->t.start[om], on = s->t.start[om + 1] - olo;
        for (unsigned m = 0; m < P->melds; m++) {
            if (used[m] || (unsigned)(P->start[m + 1] - P->start[m]) != on)
                continue;
            bool same = true;
            for (unsigned i = 0; i < on && same; i++) {
                bool hit = false;
                for (unsigned j = P->start[m]; j < P->start[m + 1] && !hit; j++)
                    hit = res[j] == s->t.card[olo + i];
                same = hit;
            }
            uint8_t c1[64], c2[64];
            meld_counts(s->t.card, olo, olo + on, c1);
            meld_counts(res, P->start[m], P->start[m + 1], c2);
            if (same && memcmp(c1, c2, 64) == 0) {
                used[m] = true;
                kept++;
                break;
            }
        }
    }
    return kept;
}

/* Coming in (RockIt 16.2 COME_IN; RD-2, RD-3), for a seat that has not
 * come in: the table before unchanged, new tricks from the hand, no
 * joker in them, worth 30 together (one trick under SINGLE_TRICK_30). */
static bool check_come_in(const ctx *C, const reading *R, cri_man_verdict *v)
{
    const proposal *P = C->P;
    const cri_man_opts *o = C->o;
    const cri_man_state *s = C->s;
    const uint8_t *res = R->res;
    const cri_man_table *T = &R->out->t;
    char a[96];
    if (o->opening == CRI_OPENING_NONE || ((s->came_in >> C->seat) & 1u))
        return true;
    bool used[CRI_MAN_MELDS] = {false};
    unsigned kept = count_kept_melds(C, R, used);
    unsigned fresh = P->melds - kept;
    if (kept < s->t.melds && fresh <= s->t.melds - kept)
        return cri_man_fail(v, ST_COME_IN, CR_REASON_COME_IN_REQUIRED,
                            "come in with a trick of 30 from the hand before playing to the board");
    if (kept < s->t.melds || (fresh > 1 && o->opening == CRI_OPENING_SINGLE_TRICK_30))
        return cri_man_fail(v, ST_COME_IN, CR_REASON_COME_IN_NOT_SINGLE_NEW_TRICK,
                            "come in with one new trick from the hand, nothing else");
    int32_t total = 0;
    for (unsigned m = 0; m < P->melds; m++) {
        if (used[m])
            continue;
        for (unsigned i = P->start[m]; i < P->start[m + 1]; i++)
            if (cri_man_is_joker(res[i])) {
                cri_man_meld_text(a, sizeof a, res + P->start[m], T->decl + P->start[m], P->start[m + 1] - P->start[m]);
                return cri_man_fail(v, ST_COME_IN, CR_REASON_COME_IN_JOKER, "no joker in the coming-in trick: %s", a);
            }
        total += cri_man_come_in_value(T, m, R->kinds[m]);
    }
    if (total < 30)
        return cri_man_fail(v, ST_COME_IN, CR_REASON_COME_IN_TOO_LOW, "the coming-in play is worth %d, under 30",
                            (int)total);
    return true;
}

/* V4 (16.2 V4, 15.3; CA-10, RD-6 variant joker_immobile): a joker that was
 * not exchanged or stolen keeps its card. A RockIt joker is stolen when it
 * leaves its former trick-mates; one that stays with them keeps its card.
 * Under joker_immobile none leaves them. */
static bool check_declarations_fixed(const ctx *C, const reading *R, cri_man_verdict *v)
{
    const cri_man_opts *o = C->o;
    const cri_man_state *s = C->s;
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++) {
        if (C->S->jk_table_meld[k] == 0xFF || (!R->changed[k] && !o->immobile) || (R->changed[k] && !o->steal_model))
            continue;
        unsigned om = C->S->jk_table_meld[k];
        uint8_t mates[64], cnt[64];
        meld_counts(s->t.card, s->t.start[om], s->t.start[om + 1], mates);
        meld_counts(R->res, C->P->start[R->where[k]], C->P->start[R->where[k] + 1], cnt);
        bool with_mate = false, any_mate = false;
        for (unsigned c = 0; c < 64; c++) {
            any_mate |= mates[c] > 0;
            with_mate |= mates[c] && cnt[c];
        }
        if (!R->changed[k] && any_mate && !with_mate)
            return cri_man_fail(v, ST_V4, CR_REASON_JOKER_DECLARATION_FIXED,
                                "JK%u leaves its meld only when exchanged (joker_immobile)", k);
        if (R->changed[k] && with_mate)
            return cri_man_fail(v, ST_V4, CR_REASON_JOKER_DECLARATION_FIXED,
                                "JK%u keeps its card while it stays in its trick (steal it into a new trick)", k);
    }
    return true;
}

/* V5 (16.2 V5, 15.3; RD-7, RD-9, CA-8): every exchanged or stolen joker
 * is replaced by a natural of its card, in a meld with its former mates,
 * from the hand (or the table under source_table). Carousel reports a
 * missing one as a joker that keeps its card (V4). */
static bool check_exchanges(const ctx *C, reading *R, cri_man_verdict *v)
{
    const proposal *P = C->P;
    const cri_man_opts *o = C->o;
    const cri_man_state *s = C->s;
    uint8_t *spare = R->spare;
    char a[96];
    if (R->out->exchanged)
        for (unsigned c = 0; c < 64; c++)
            spare[c] = (uint8_t)(therm_count(C->prop_mask, c) - therm_count(C->S->table_mask, c));
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++) {
        if (C->S->jk_table_meld[k] == 0xFF || !R->changed[k])
            continue;
        unsigned om = C->S->jk_table_meld[k];
        uint8_t mates[64], cnt[64];
        meld_counts(s->t.card, s->t.start[om], s->t.start[om + 1], mates);
        unsigned d = C->S->jk_table_decl[k];
        bool any_rank = is_open(d) || (o->steal_model && C->S->old_kind[om] == CR_MELD_GROUP &&
                                       !o->group_joker_suit);
        unsigned r = is_open(d) ? d - CR_OPEN_SUIT(0) : rank_of(d);
        /* The natural that took the joker's place: in a meld with former mates. */
        bool found = false;
        for (unsigned m = 0; m < P->melds && !found; m++) {
            meld_counts(R->res, P->start[m], P->start[m + 1], cnt);
            bool with_mate = false;
            for (unsigned c = 0; c < 64; c++)
                with_mate |= mates[c] && cnt[c];
            if (!with_mate)
                continue;
            for (unsigned c = 0; c < 64 && !found; c++) {
                bool fits = any_rank ? rank_of(c) == r && cri_code_is_standard(c) : c == d;
                if (!fits || cnt[c] <= mates[c])
                    continue;
                if (!o->source_table) {
                    if (!spare[c])
                        continue;
                    spare[c]--;
                }
                found = true;
            }
        }
        if (!found) {
            if (o->steal_model)
                return cri_man_fail(v, ST_V5, CR_REASON_JOKER_STEAL_NO_REPLACEMENT,
                                    "JK%u is replaced by the card it stands for, from the hand, in its trick", k);
            cri_man_card_text(a, sizeof a, CRI_MAN_JK(k), d);
            return cri_man_fail(v, ST_V4, CR_REASON_JOKER_DECLARATION_FIXED,
                                "%s keeps its card unless a natural of it takes its place", a);
        }
    }
    return true;
}

/* V5 (16.2 V5; RD-8): a stolen joker goes into a new trick of hand cards
 * only (hand jokers count), the naturals left over by check_exchanges. */
static bool check_steals_new_trick(const ctx *C, reading *R, cri_man_verdict *v)
{
    const proposal *P = C->P;
    uint8_t *spare = R->spare;
    char b[32];
    if (!C->o->steal_model)
        return true;
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++) {
        if (C->S->jk_table_meld[k] == 0xFF || !R->changed[k])
            continue;
        unsigned m = R->where[k];
        bool ok = true;
        for (unsigned i = P->start[m]; i < P->start[m + 1] && ok; i++) {
            unsigned c = R->res[i];
            if (i == R->at[k])
                continue;
            if (cri_man_is_joker(c))
                ok = C->S->jk_table_meld[c - 0x40u] == 0xFF;
            else if (spare[c])
                spare[c]--;
            else
                ok = false;
        }
        if (!ok) {
            snprintf(b, sizeof b, "JK%u", k);
            return cri_man_fail(v, ST_V5, CR_REASON_JOKER_STEAL_NOT_NEW_HAND_TRICK,
                                "a stolen %s goes into a new trick made only of cards from the hand", b);
        }
    }
    return true;
}

/* V6 (16.2 V6; RD-11): a natural card in every meld. */
static bool check_natural_in_every_meld(const ctx *C, const reading *R, cri_man_verdict *v)
{
    if (C->o->need_natural && R->no_natural)
        return cri_man_fail(v, ST_V6, CR_REASON_TABLE_INVALID, "meld %u has no natural card (RD-11)",
                            (unsigned)__builtin_ctzll(R->no_natural) + 1);
    return true;
}

/* One reading of the proposal (every joker numbered, res) checked stage by
 * stage in the verdict order; the first failure is this reading's. */
static bool check_reading(ctx *C, const uint8_t *res, cri_man_commit *out, cri_man_verdict *v)
{
    reading R;
    R.res = res;
    R.out = out;
    R.njk = 0;
    R.no_natural = 0;
    start_table(C->P, res, out);
    if (!check_melds(C, &R, v) || !check_table_kept(C, &R, v))
        return false;
    note_played(C, &R);
    note_changed(C, &R);
    if (!check_hand_card(C, &R, v) || !check_come_in(C, &R, v) || !check_declarations_fixed(C, &R, v) ||
        !check_exchanges(C, &R, v) || !check_steals_new_trick(C, &R, v) || !check_natural_in_every_meld(C, &R, v))
        return false;
    v->stage = ST_OK;
    return true;
}

/* Tries every assignment of the unnumbered jokers (free_pos) to the
 * available jokers; jokers in the hand are interchangeable, so only one
 * order of them is tried. */
static bool enumerate(ctx *C, uint8_t *res, const unsigned *free_pos, unsigned nfree, unsigned depth,
                      const uint8_t *avail, unsigned na, bool *taken, cri_man_commit *out, cri_man_verdict *best)
{
    if (depth == nfree) {
        cri_man_verdict w = {ST_CARDS, 0, ""};
        if (check_reading(C, res, out, &w))
            return true;
        if (w.stage > best->stage)
            *best = w;
        return false;
    }
    for (unsigned c = 0; c < na; c++) {
        if (taken[c])
            continue;
        bool hand = C->S->jk_table_meld[avail[c]] == 0xFF;
        bool dup = false;
        for (unsigned e = 0; e < c && hand && !dup; e++)
            dup = !taken[e] && C->S->jk_table_meld[avail[e]] == 0xFF;
        if (dup)
            continue;
        taken[c] = true;
        res[free_pos[depth]] = CRI_MAN_JK(avail[c]);
        bool ok = enumerate(C, res, free_pos, nfree, depth + 1, avail, na, taken, out, best);
        taken[c] = false;
        if (ok)
            return true;
    }
    return false;
}

/* ---- the check -------------------------------------------------------------------------- */

static int32_t report(cr_game *g, const cri_man_verdict *v, bool *penal)
{
    if (penal)
        *penal = v->stage >= ST_V1;
    return cri_game_fail(g, CR_E_ILLEGAL_MOVE, v->reason, "%s", v->msg);
}

/* The check's context: the proposal's and the seat's cards as masks. */
static void begin(ctx *C, cr_game *g, int32_t seat, const proposal *P, cri_man_table_sum *local)
{
    const cri_man_state *s = cri_man_cst(g);
    C->g = g;
    C->seat = seat;
    C->o = cri_man_o(g);
    C->s = s;
    C->P = P;
    C->S = cri_man_table_summary(g, local);
    memcpy(C->have_mask, C->S->table_mask, sizeof C->have_mask);
    for (unsigned i = 0; i < s->hand_n[seat]; i++) {
        unsigned c = s->hand[seat][i];
        if (cri_man_is_joker(c))
            C->jk_in_hand[c - 0x40u] = 1;
        else
            therm_put(C->have_mask, c);
    }
}

/* The jokers a reading may give the unnumbered ones. */
typedef struct joker_pool {
    unsigned free_pos[CRI_MAN_DECK], nfree; /* positions of unnumbered jokers */
    uint8_t avail[CRI_MAN_MAX_JOKERS];      /* joker numbers not named, on the table or in the hand */
    unsigned na;
} joker_pool;

/* Every proposed card exists (on the table or in the hand; the masks say
 * whether there is one, a walk in order which comes first), each numbered
 * joker is named once; res gets the numbered jokers, J the rest. */
static bool resolve_cards(const ctx *C, uint64_t over, uint8_t *res, joker_pool *J, cri_man_verdict *v)
{
    const proposal *P = C->P;
    bool named[CRI_MAN_MAX_JOKERS + 1] = {false};
    bool bad_natural = over != 0;
    for (unsigned k = 0; k < 3; k++)
        bad_natural |= (C->prop_mask[k] & ~C->have_mask[k]) != 0;
    uint64_t seen[3] = {0, 0, 0};
    memcpy(res, P->card, P->n);
    J->nfree = 0;
    for (unsigned j = 0, i = 0; bad_natural ? i < P->n : j < P->nj; i++) {
        if (!bad_natural)
            i = P->jpos[j++];
        unsigned c = P->card[i];
        if (c != CR_CARD_JOKER) {
            unsigned copy = therm_add(seen, c);
            if (copy == 3 || !((C->have_mask[copy] >> c) & 1u))
                return cri_man_fail(v, ST_CARDS, CR_REASON_CARD_NOT_IN_HAND,
                                    "%s is neither on the table nor in the hand", cr_card_name((uint8_t)c));
            continue;
        }
        unsigned k = P->jid[i];
        if (!k) {
            J->free_pos[J->nfree++] = i;
            continue;
        }
        bool named_twice = k <= CRI_MAN_MAX_JOKERS && named[k];
        if (k > CRI_MAN_MAX_JOKERS || named_twice || (C->S->jk_table_meld[k] == 0xFF && !C->jk_in_hand[k]))
            return cri_man_fail(v, ST_CARDS, CR_REASON_CARD_NOT_IN_HAND, "JK%u %s", k,
                                named_twice ? "is named twice" : "is neither on the table nor in the hand");
        named[k] = true;
        res[i] = CRI_MAN_JK(k);
    }
    J->na = 0;
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++)
        if (!named[k] && (C->S->jk_table_meld[k] != 0xFF || C->jk_in_hand[k]))
            J->avail[J->na++] = (uint8_t)k;
    if (J->nfree > J->na)
        return cri_man_fail(v, ST_CARDS, CR_REASON_CARD_NOT_IN_HAND,
                            "more jokers than on the table and in the hand");
    return true;
}

int32_t cri_man_check_commit(cr_game *g, int32_t seat, const uint8_t *cards, size_t n, cri_man_commit *out,
                             bool *penal)
{
    proposal P;
    cri_man_verdict v = {ST_CARDS, 0, ""};
    if (penal)
        *penal = false;
    ctx C;
    memset(&C, 0, sizeof C);
    uint64_t over = 0;
    if (!decode(g, cards, n, &P, C.prop_mask, &over, &v))
        return report(g, &v, penal);
    cri_man_table_sum local;
    begin(&C, g, seat, &P, &local);
    uint8_t res[CRI_MAN_DECK];
    joker_pool J;
    if (!resolve_cards(&C, over, res, &J, &v))
        return report(g, &v, penal);
    /* Every reading of the unnumbered jokers. */
    cri_man_commit tmp;
    cri_man_verdict best = {-1, 0, ""};
    bool taken[CRI_MAN_MAX_JOKERS] = {false};
    if (enumerate(&C, res, J.free_pos, J.nfree, 0, J.avail, J.na, taken, out ? out : &tmp, &best))
        return CR_OK;
    return report(g, &best, penal);
}

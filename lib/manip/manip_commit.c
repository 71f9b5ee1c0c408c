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
#include <stdarg.h>
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

typedef struct verdict {
    int stage;
    int32_t reason;
    char msg[CRI_ERR_MAX + 64];
} verdict;

/* ---- messages ------------------------------------------------------------------------ */

static void card_text(char *buf, size_t cap, unsigned c, unsigned decl)
{
    if (!cri_man_is_joker(c) && c != CR_CARD_JOKER) {
        snprintf(buf, cap, "%s", cr_card_name((uint8_t)c));
        return;
    }
    char d[8] = "";
    if (is_open(decl))
        snprintf(d, sizeof d, "=%s", cr_card_name(CR_CARD(decl - CR_OPEN_SUIT(0), 0)));
    else if (decl)
        snprintf(d, sizeof d, "=%s", cr_card_name((uint8_t)decl));
    if (is_open(decl)) {
        size_t l = strlen(d);
        d[l - 1] = '*';
    }
    if (cri_man_is_joker(c))
        snprintf(buf, cap, "JK%u%s", c - 0x40u, d);
    else
        snprintf(buf, cap, "JK%s", d);
}

static void meld_text(char *buf, size_t cap, const uint8_t *cards, const uint8_t *decl, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && len + 12 < cap; i++) {
        char t[16];
        card_text(t, sizeof t, cards[i], decl ? decl[i] : 0);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " " : "", t);
    }
    if (len + 12 >= cap && cap > 4)
        strcpy(buf + cap - 5, "...");
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static bool fail(verdict *v, int stage, int32_t reason, const char *fmt, ...)
{
    v->stage = stage;
    v->reason = reason;
    char detail[CRI_ERR_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(detail, sizeof detail, fmt, ap);
    va_end(ap);
    snprintf(v->msg, sizeof v->msg, "%s: %s", cr_reason_name(reason), detail);
    return false;
}

/* ---- the proposal ---------------------------------------------------------------------- */

/* Reads the entries into P; the proposal's naturals go into the
 * thermometer masks prop (*over set when a card is there four times). */
static bool decode(cr_game *g, const uint8_t *bytes, size_t nb, proposal *P, uint64_t *prop, uint64_t *over,
                   verdict *v)
{
    cri_move_entry buf[CRI_MOVE_MAX];
    const cri_move_entry *e;
    size_t ne = 0;
    P->n = 0;
    P->nj = 0;
    P->melds = 0;
    P->start[0] = 0;
    if (cri_game_move_entries(g, bytes, nb, buf, &e, &ne) != CR_OK)
        return fail(v, ST_CARDS, CR_REASON_TABLE_INVALID, "the table is not a list of melds");
    uint64_t twice = 0;
    for (size_t i = 0; i < ne; i++) {
        const cri_move_entry *x = &e[i];
        if (x->separator) {
            if (P->melds + 1 >= CRI_MAN_MELDS)
                return fail(v, ST_CARDS, CR_REASON_TABLE_INVALID, "too many melds");
            P->start[++P->melds] = P->n;
            continue;
        }
        if (P->n >= CRI_MAN_DECK)
            return fail(v, ST_CARDS, CR_REASON_CARD_NOT_IN_HAND, "more cards than the deck holds");
        unsigned c = x->card;
        P->card[P->n] = (uint8_t)c;
        P->given[P->n] = x->declared;
        if (c != CR_CARD_JOKER) {
            if (x->declared)
                return fail(v, ST_CARDS, CR_REASON_TABLE_INVALID, "%s is not wild: only jokers are declared",
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

static bool check_reading(ctx *C, const uint8_t *res, cri_man_commit *out, verdict *v)
{
    const proposal *P = C->P;
    const cri_man_opts *o = C->o;
    const cri_man_state *s = C->s;
    cri_man_table *T = &out->t;
    char a[96], b[32];
    out->played_n = 0;
    out->exchanged = 0;
    memset(T, 0, sizeof *T); /* the table is copied whole into the state: no stale bytes */
    T->melds = P->melds;
    T->n = P->n;
    memcpy(T->start, P->start, (size_t)P->melds + 1u);
    memcpy(T->card, res, P->n);
    int kinds[CRI_MAN_MELDS];
    /* The jokers of the proposal (position and meld), gathered on the way,
     * so the joker steps below do not walk the whole table. */
    uint8_t jat[CRI_MAN_MAX_JOKERS], jmeld[CRI_MAN_MAX_JOKERS];
    unsigned njk = 0;
    uint64_t no_natural = 0; /* bit m: meld m holds jokers only */
    /* V1: every meld valid, joker declarations included. The declarations
     * are worked on in place in T->decl (0 for the naturals). */
    for (unsigned m = 0; m < P->melds; m++) {
        unsigned lo = P->start[m], hi = P->start[m + 1];
        uint8_t *decl = T->decl + lo, stands[CRI_MAN_DECK];
        bool inherited = false, concrete = true;
        uint64_t mk[3] = {0, 0, 0}, jh = 0;
        unsigned jn = 0;
        for (unsigned i = lo; i < hi; i++) {
            unsigned c = res[i];
            if (!cri_man_is_joker(c)) {
                therm_put(mk, c);
                continue;
            }
            unsigned d = 0;
            if (P->given[i]) {
                d = P->given[i];
                if (!o->steal_model && is_open(d)) {
                    meld_text(a, sizeof a, res + lo, NULL, hi - lo);
                    return fail(v, ST_V1, CR_REASON_TABLE_INVALID,
                                "meld %u: a joker is declared with its rank and suit (CA-11): %s", m + 1, a);
                }
            } else if (C->S->jk_table_meld[c - 0x40u] != 0xFF) {
                d = C->S->jk_table_decl[c - 0x40u]; /* keeps its card unless told otherwise */
                inherited = true;
            }
            decl[i - lo] = (uint8_t)d;
            concrete &= cri_code_is_standard(d);
            jh += entry_hash(c, d);
            jat[njk] = (uint8_t)i;
            jmeld[njk++] = (uint8_t)m;
            jn++;
        }
        if (!mk[0])
            no_natural |= UINT64_C(1) << m;
        /* A meld that is on the table already, jokers unchanged, is valid as it is.
         * Only the table melds with the same lowest natural can be this one. */
        int kind = CR_MELD_NONE;
        for (uint64_t cand = C->S->by_low[mk[0] ? __builtin_ctzll(mk[0]) : 64]; cand; cand &= cand - 1) {
            unsigned om = (unsigned)__builtin_ctzll(cand);
            if (C->S->old_mask[om][0] == mk[0] && C->S->old_mask[om][1] == mk[1] && C->S->old_mask[om][2] == mk[2] &&
                C->S->old_jn[om] == jn && C->S->old_jhash[om] == jh &&
                (!jn || same_as_table_meld(s, om, res + lo, decl, hi - lo))) {
                kind = C->S->old_kind[om];
                break;
            }
        }
        /* A new meld whose jokers all stand for a given card: the check of
         * naturals on the cards they stand for, from the masks (a joker
         * declared as a card is that card to the meld check). */
        if (kind == CR_MELD_NONE && concrete) {
            uint64_t sm[3] = {mk[0], mk[1], mk[2]}, over = 0;
            for (unsigned j = njk - jn; j < njk; j++) {
                unsigned d = T->decl[jat[j]];
                over |= sm[2] >> d & 1u;
                therm_put(sm, d);
            }
            if (!over)
                kind = cri_man_masks_meld(&o->prof, sm, hi - lo);
        }
        if (kind != CR_MELD_NONE) {
            kinds[m] = kind; /* the declarations stay as they are */
            continue;
        }
        const char *why = NULL;
        kind = cri_man_meld(&o->prof, res + lo, decl, hi - lo, stands, &why);
        if (kind == CR_MELD_NONE && inherited) {
            /* The check of V4 reports a joker that had to change its card. */
            for (unsigned i = lo; i < hi; i++)
                if (cri_man_is_joker(res[i]) && !P->given[i])
                    decl[i - lo] = 0;
            kind = cri_man_meld(&o->prof, res + lo, decl, hi - lo, stands, &why);
        }
        if (kind == CR_MELD_NONE) {
            meld_text(a, sizeof a, res + lo, P->given + lo, hi - lo);
            return fail(v, ST_V1, CR_REASON_TABLE_INVALID, "meld %u (%s): %s", m + 1,
                        why ? why : "not a group or sequence", a);
        }
        kinds[m] = kind;
        for (unsigned i = lo; i < hi; i++) {
            unsigned c = res[i];
            if (!cri_man_is_joker(c))
                continue;
            unsigned d = stands[i - lo];
            if (o->steal_model && kind == CR_MELD_GROUP && !(decl[i - lo] && !is_open(decl[i - lo])))
                d = CR_OPEN_SUIT(is_open(d) ? d - CR_OPEN_SUIT(0) : rank_of(d)); /* RD-5 */
            T->decl[i] = (uint8_t)d;
        }
    }
    /* V2: every table card stays on the table (per copy level of the masks). */
    for (unsigned k = 0; k < 3; k++) {
        uint64_t missing = C->S->table_mask[k] & ~C->prop_mask[k];
        if (missing)
            return fail(v, ST_V2, CR_REASON_BOARD_CARD_TO_HAND, "%s would leave the table for a hand",
                        cr_card_name((uint8_t)__builtin_ctzll(missing)));
    }
    bool placed[CRI_MAN_MAX_JOKERS + 1] = {false};
    for (unsigned j = 0; j < njk; j++)
        placed[res[jat[j]] - 0x40u] = true;
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++)
        if (C->S->jk_table_meld[k] != 0xFF && !placed[k]) {
            snprintf(b, sizeof b, "JK%u", k);
            return fail(v, ST_V2, CR_REASON_JOKER_TO_HAND, "%s must stay on the table (CA-9)", b);
        }
    /* What was played from the hand: the extra copies, level by level. */
    for (unsigned k = 0; k < 3; k++)
        for (uint64_t d = C->prop_mask[k] & ~C->S->table_mask[k]; d; d &= d - 1)
            out->played[out->played_n++] = (uint8_t)__builtin_ctzll(d);
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++)
        if (placed[k] && C->S->jk_table_meld[k] == 0xFF)
            out->played[out->played_n++] = CRI_MAN_JK(k);
    /* Which table jokers changed their card (an exchange or a steal). */
    bool changed[CRI_MAN_MAX_JOKERS + 1] = {false};
    unsigned where[CRI_MAN_MAX_JOKERS + 1] = {0}, at[CRI_MAN_MAX_JOKERS + 1] = {0};
    for (unsigned j = 0; j < njk; j++) {
        unsigned i = jat[j], c = res[i];
        if (C->S->jk_table_meld[c - 0x40u] == 0xFF)
            continue;
        unsigned k = c - 0x40u;
        where[k] = jmeld[j];
        at[k] = i;
        int okind = C->S->old_kind[C->S->jk_table_meld[k]];
        changed[k] = !same_declaration(C, (unsigned)okind, C->S->jk_table_decl[k], T->decl[i], kinds[jmeld[j]]);
        if (changed[k])
            out->exchanged++;
    }
    /* V3: a card from the hand (CA-8 variant: a joker exchange alone will do). */
    if (out->played_n == 0 && !(o->table_exchange_free && out->exchanged))
        return fail(v, ST_V3, CR_REASON_NO_HAND_CARD_PLAYED, "play at least one card from the hand");
    /* Coming in (RockIt 16.2): the table before unchanged, new tricks from the hand. */
    if (o->opening != CRI_OPENING_NONE && !((s->came_in >> C->seat) & 1u)) {
        bool used[CRI_MAN_MELDS] = {false};
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
        unsigned fresh = P->melds - kept;
        if (kept < s->t.melds && fresh <= s->t.melds - kept)
            return fail(v, ST_COME_IN, CR_REASON_COME_IN_REQUIRED,
                        "come in with a trick of 30 from the hand before playing to the board");
        if (kept < s->t.melds || (fresh > 1 && o->opening == CRI_OPENING_SINGLE_TRICK_30))
            return fail(v, ST_COME_IN, CR_REASON_COME_IN_NOT_SINGLE_NEW_TRICK,
                        "come in with one new trick from the hand, nothing else");
        int32_t total = 0, best = 0;
        for (unsigned m = 0; m < P->melds; m++) {
            if (used[m])
                continue;
            for (unsigned i = P->start[m]; i < P->start[m + 1]; i++)
                if (cri_man_is_joker(res[i])) {
                    meld_text(a, sizeof a, res + P->start[m], T->decl + P->start[m], P->start[m + 1] - P->start[m]);
                    return fail(v, ST_COME_IN, CR_REASON_COME_IN_JOKER, "no joker in the coming-in trick: %s", a);
                }
            int32_t val = cri_man_come_in_value(T, m, kinds[m]);
            total += val;
            if (val > best)
                best = val;
        }
        if (total < 30) {
            return fail(v, ST_COME_IN, CR_REASON_COME_IN_TOO_LOW, "the coming-in play is worth %d, under 30",
                        (int)total);
        }
    }
    /* V4: a joker that was not exchanged or stolen keeps its card. A RockIt
     * joker is stolen when it leaves its former trick-mates; one that stays
     * with them keeps its card. Under joker_immobile none leaves them. */
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++) {
        if (C->S->jk_table_meld[k] == 0xFF || (!changed[k] && !o->immobile) || (changed[k] && !o->steal_model))
            continue;
        unsigned om = C->S->jk_table_meld[k];
        uint8_t mates[64], cnt[64];
        meld_counts(s->t.card, s->t.start[om], s->t.start[om + 1], mates);
        meld_counts(res, P->start[where[k]], P->start[where[k] + 1], cnt);
        bool with_mate = false, any_mate = false;
        for (unsigned c = 0; c < 64; c++) {
            any_mate |= mates[c] > 0;
            with_mate |= mates[c] && cnt[c];
        }
        if (!changed[k] && any_mate && !with_mate)
            return fail(v, ST_V4, CR_REASON_JOKER_DECLARATION_FIXED,
                        "JK%u leaves its meld only when exchanged (joker_immobile)", k);
        if (changed[k] && with_mate)
            return fail(v, ST_V4, CR_REASON_JOKER_DECLARATION_FIXED,
                        "JK%u keeps its card while it stays in its trick (steal it into a new trick)", k);
    }
    /* V5: exchanges (Carousel) and steals (RockIt). */
    uint8_t spare[64];
    if (out->exchanged)
        for (unsigned c = 0; c < 64; c++)
            spare[c] = (uint8_t)(therm_count(C->prop_mask, c) - therm_count(C->S->table_mask, c));
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++) {
        if (C->S->jk_table_meld[k] == 0xFF || !changed[k])
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
            meld_counts(res, P->start[m], P->start[m + 1], cnt);
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
                return fail(v, ST_V5, CR_REASON_JOKER_STEAL_NO_REPLACEMENT,
                            "JK%u is replaced by the card it stands for, from the hand, in its trick", k);
            card_text(a, sizeof a, CRI_MAN_JK(k), d);
            return fail(v, ST_V4, CR_REASON_JOKER_DECLARATION_FIXED,
                        "%s keeps its card unless a natural of it takes its place", a);
        }
    }
    if (o->steal_model) {
        for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++) {
            if (C->S->jk_table_meld[k] == 0xFF || !changed[k])
                continue;
            unsigned m = where[k];
            bool ok = true;
            for (unsigned i = P->start[m]; i < P->start[m + 1] && ok; i++) {
                unsigned c = res[i];
                if (i == at[k])
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
                return fail(v, ST_V5, CR_REASON_JOKER_STEAL_NOT_NEW_HAND_TRICK,
                            "a stolen %s goes into a new trick made only of cards from the hand", b);
            }
        }
    }
    /* V6: a natural card in every meld (RD-11). */
    if (o->need_natural && no_natural)
        return fail(v, ST_V6, CR_REASON_TABLE_INVALID, "meld %u has no natural card (RD-11)",
                    (unsigned)__builtin_ctzll(no_natural) + 1);
    v->stage = ST_OK;
    return true;
}

/* Tries every assignment of the unnumbered jokers (free_pos) to the
 * available jokers; jokers in the hand are interchangeable, so only one
 * order of them is tried. */
static bool enumerate(ctx *C, uint8_t *res, const unsigned *free_pos, unsigned nfree, unsigned depth,
                      const uint8_t *avail, unsigned na, bool *taken, cri_man_commit *out, verdict *best)
{
    if (depth == nfree) {
        verdict w = {ST_CARDS, 0, ""};
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

static int32_t report(cr_game *g, const verdict *v, bool *penal)
{
    if (penal)
        *penal = v->stage >= ST_V1;
    return cri_game_fail(g, CR_E_ILLEGAL_MOVE, v->reason, "%s", v->msg);
}

int32_t cri_man_check_commit(cr_game *g, int32_t seat, const uint8_t *cards, size_t n, cri_man_commit *out,
                             bool *penal)
{
    const cri_man_state *s = cri_man_cst(g);
    proposal P;
    verdict v = {ST_CARDS, 0, ""};
    if (penal)
        *penal = false;
    ctx C;
    memset(&C, 0, sizeof C);
    uint64_t over = 0;
    if (!decode(g, cards, n, &P, C.prop_mask, &over, &v))
        return report(g, &v, penal);
    C.g = g;
    C.seat = seat;
    C.o = cri_man_o(g);
    C.s = s;
    C.P = &P;
    cri_man_table_sum local;
    C.S = cri_man_table_summary(g, &local);
    memcpy(C.have_mask, C.S->table_mask, sizeof C.have_mask);
    for (unsigned i = 0; i < s->hand_n[seat]; i++) {
        unsigned c = s->hand[seat][i];
        if (cri_man_is_joker(c))
            C.jk_in_hand[c - 0x40u] = 1;
        else
            therm_put(C.have_mask, c);
    }
    /* Cards that are neither on the table nor in the hand: the masks say
     * whether there is one, a walk in order which comes first. */
    uint8_t res[CRI_MAN_DECK];
    bool named[CRI_MAN_MAX_JOKERS + 1] = {false};
    unsigned free_pos[CRI_MAN_DECK], nfree = 0;
    bool bad_natural = over != 0;
    for (unsigned k = 0; k < 3; k++)
        bad_natural |= (C.prop_mask[k] & ~C.have_mask[k]) != 0;
    uint64_t seen[3] = {0, 0, 0};
    memcpy(res, P.card, P.n);
    for (unsigned j = 0, i = 0; bad_natural ? i < P.n : j < P.nj; i++) {
        if (!bad_natural)
            i = P.jpos[j++];
        unsigned c = P.card[i];
        if (c != CR_CARD_JOKER) {
            unsigned copy = therm_add(seen, c);
            if (copy == 3 || !((C.have_mask[copy] >> c) & 1u)) {
                fail(&v, ST_CARDS, CR_REASON_CARD_NOT_IN_HAND, "%s is neither on the table nor in the hand",
                     cr_card_name((uint8_t)c));
                return report(g, &v, penal);
            }
            continue;
        }
        unsigned k = P.jid[i];
        if (!k) {
            free_pos[nfree++] = i;
            continue;
        }
        if (k > CRI_MAN_MAX_JOKERS || named[k] || (C.S->jk_table_meld[k] == 0xFF && !C.jk_in_hand[k])) {
            fail(&v, ST_CARDS, CR_REASON_CARD_NOT_IN_HAND, "JK%u %s", k,
                 named[k] ? "is named twice" : "is neither on the table nor in the hand");
            return report(g, &v, penal);
        }
        named[k] = true;
        res[i] = CRI_MAN_JK(k);
    }
    uint8_t avail[CRI_MAN_MAX_JOKERS];
    unsigned na = 0;
    for (unsigned k = 1; k <= CRI_MAN_MAX_JOKERS; k++)
        if (!named[k] && (C.S->jk_table_meld[k] != 0xFF || C.jk_in_hand[k]))
            avail[na++] = (uint8_t)k;
    if (nfree > na) {
        fail(&v, ST_CARDS, CR_REASON_CARD_NOT_IN_HAND, "more jokers than on the table and in the hand");
        return report(g, &v, penal);
    }
    /* Every reading of the unnumbered jokers. */
    cri_man_commit tmp;
    verdict best = {-1, 0, ""};
    bool taken[CRI_MAN_MAX_JOKERS] = {false};
    if (enumerate(&C, res, free_pos, nfree, 0, avail, na, taken, out ? out : &tmp, &best))
        return CR_OK;
    return report(g, &best, penal);
}

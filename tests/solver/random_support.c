/* The environment of the randomised agreement tests: the profiles under
 * test, the reading of the fast solver's result, the instance generators. */
#include "random_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef __has_feature
#define __has_feature(x) 0
#endif
#if defined(__SANITIZE_ADDRESS__) || __has_feature(address_sanitizer)
#define DEFAULT_SCALE 25
#else
#define DEFAULT_SCALE 100
#endif

/* ---- the profiles under test ------------------------------------------ */


const variant variants[] = {
    {CR_GAME_BOATHOUSE_BICYCLE, NULL, NULL, "boathouse"},
    {CR_GAME_STRAIGHT_RUMMY_6, NULL, NULL, "straight6"},
    {CR_GAME_STRAIGHT_RUMMY_7, NULL, NULL, "straight7"},
    {CR_GAME_SKIP_RUMMY, NULL, NULL, "skip"},
    {CR_GAME_ROUND_THE_CORNER, NULL, NULL, "round-the-corner"},
    {CR_GAME_BLOCK_RUMMY, NULL, NULL, "block"},
    {CR_GAME_QUEEN_CITY, NULL, NULL, "queen-city"},
    {CR_GAME_DOUBLE_RUMMY, NULL, NULL, "double"},
    {CR_GAME_JAVA_RUMMY, NULL, NULL, "java"},
    {CR_GAME_RUMMY_POKER, NULL, NULL, "rummy-poker"},
    {CR_GAME_CAROUSEL, NULL, NULL, "carousel"},
    {CR_GAME_ROCKIT, NULL, NULL, "rockit"},
    {CR_GAME_CAROUSEL, "seq_mode", "HIGH_OR_LOW", "carousel+CA-1"},
    {CR_GAME_STRAIGHT_RUMMY_7, "seq_mode", "HIGH_OR_LOW", "straight7+SR-16"},
    {CR_GAME_RUMMY_POKER, "group_distinct_suits", "on", "rummy-poker+RP-9-distinct"},
    {CR_GAME_RUMMY_POKER, "group_max", "unlimited", "rummy-poker+RP-9-double"},
    {CR_GAME_ROCKIT, "need_natural", "off", "rockit+RD-11"},
    /* Groups of four at least: a run of one natural and two wild cards is
     * then no group (the lean search's proof needs it to be one). */
    {CR_GAME_ROCKIT, "group_min", "4", "rockit+group_min4"},
    {CR_GAME_DOUBLE_RUMMY, "group_min", "4", "double+group_min4"},
    /* Cyclic questions with tiny step allowances per cut: the relaxed
     * sweeps mostly give up and the full sweeps go round the cuts many
     * times, resuming from the memo (solver_cyclic.c, cri_dp_solve_cyclic). */
    {CR_GAME_ROCKIT, "cri.attempts", "tiny", "rockit+tiny-attempts"},
    {CR_GAME_BOATHOUSE_BICYCLE, "cri.attempts", "tiny", "boathouse+tiny-attempts"},
    {CR_GAME_ROUND_THE_CORNER, "cri.attempts", "tiny", "round-the-corner+tiny-attempts"},
};
const int n_variants = (int)(sizeof variants / sizeof variants[0]);


/* CR_TEST_SEED=N (cr_test_seed): other questions, the same tests. Every
 * test's own seed moves by N * SEED_APART, a multiple of 4, so that the
 * solver switches that follow a seed's remainder by 4 (below) stay as each
 * test chose them; unset or 0: the published questions. */
#define SEED_APART 4096u

void env_open(env *e, int index, uint64_t seed)
{
    memset(e, 0, sizeof *e);
    seed += cr_test_seed() * SEED_APART;
    e->v = &variants[index];
    const ref_profile *base = ref_profile_get(e->v->preset);
    ck_assert_ptr_nonnull(base);
    e->ref = *base;
    ck_assert_int_eq(cr_meld_profile_new(&e->profile, cr_preset_name(e->v->preset)), CR_OK);
    bool tiny_attempts = e->v->key && !strcmp(e->v->key, "cri.attempts");
    if (e->v->key && !tiny_attempts) {
        ck_assert_int_eq(cr_meld_profile_set(e->profile, e->v->key, e->v->value), CR_OK);
        if (!strcmp(e->v->key, "seq_mode"))
            e->ref.seq = REF_SEQ_HIGH_OR_LOW;
        else if (!strcmp(e->v->key, "group_distinct_suits"))
            e->ref.distinct_suits = true;
        else if (!strcmp(e->v->key, "group_max"))
            e->ref.group_max = REF_NO_MAX;
        else if (!strcmp(e->v->key, "need_natural"))
            e->ref.need_natural = false;
        else if (!strcmp(e->v->key, "group_min"))
            e->ref.group_min = atoi(e->v->value);
    }
    ck_assert_int_eq(cr_solver_new(&e->solver, e->profile), CR_OK);
    /* Half of the questions meet the suit bound from their first step
     * (by default it joins in after CRI_BOUND_AFTER steps, more than most
     * of these questions take). */
    e->solver->bound_at_once = (seed + (uint64_t)index) % 2 == 0;
    /* Half of them (across the halves above) meet the LP root bound from
     * their first step too (by default after CRI_LP_AFTER steps). */
    e->solver->lp_at_once = (seed + (uint64_t)index) % 4 < 2;
    if (tiny_attempts) {
        e->solver->relaxed_allowance = 40;
        e->solver->full_allowance = 1;
    }
    cri_pcg32_seed64(&e->rng, seed * 1000003u + (uint64_t)index);
    const char *s = getenv("CR_TEST_SCALE");
    e->scale = s && atoi(s) > 0 ? atoi(s) : DEFAULT_SCALE;
}

void env_close(env *e)
{
    /* Instances are sized for the reference: it may give up on very few. */
    ck_assert_msg(e->skipped * 50 <= e->asked, "%s: the reference gave up on %d of %d",
                  e->v->label, e->skipped, e->asked);
    cr_solver_free(e->solver);
    cr_meld_profile_free(e->profile);
}

int scaled(const env *e, int n)
{
    int k = n * e->scale / 100;
    return k > 0 ? k : 1;
}

int scaled_at_least(const env *e, int n, int least)
{
    int k = scaled(e, n);
    return k > least ? k : least;
}

unsigned rnd(env *e, unsigned bound)
{
    return cri_pcg32_bounded(&e->rng, bound);
}

/* ---- failure messages ---------------------------------------------------- */

const char *text(const uint8_t *cards, size_t n)
{
    static char buf[4][2048];
    static int next;
    char *b = buf[next++ & 3];
    if (cr_cards_format(b, sizeof buf[0], NULL, cards, n, CR_FORMAT_ASCII) != CR_OK)
        snprintf(b, sizeof buf[0], "(unformattable)");
    return b;
}

/* ---- the fast solver's result ------------------------------------------------ */


void read_result(result *r, const cr_solver *s)
{
    memset(r, 0, sizeof *r);
    int32_t n = cr_solver_result_meld_count(s);
    ck_assert_int_ge(n, 0);
    ck_assert_int_le(n, MAX_MELDS);
    r->n_melds = (size_t)n;
    for (size_t i = 0; i < r->n_melds; i++) {
        size_t need = 0;
        ck_assert_int_eq(cr_solver_result_meld(r->cards[i], r->stands[i], MAX_MELD, &r->size[i],
                                               &r->kind[i], s, i),
                         CR_OK);
        ck_assert_int_eq(cr_solver_result_meld(NULL, NULL, 0, &need, NULL, s, i),
                         r->size[i] ? CR_E_BUFFER_TOO_SMALL : CR_OK);
        ck_assert_uint_eq(need, r->size[i]);
    }
    ck_assert_int_eq(cr_solver_result_unmatched(r->unmatched, MAXC, &r->n_unmatched, s), CR_OK);
    ck_assert_int_eq(cr_solver_result_played(r->played, MAXC, &r->n_played, s), CR_OK);
}

bool same_result(const result *a, const result *b)
{
    if (a->n_melds != b->n_melds || a->n_unmatched != b->n_unmatched ||
        a->n_played != b->n_played)
        return false;
    for (size_t i = 0; i < a->n_melds; i++)
        if (a->size[i] != b->size[i] || a->kind[i] != b->kind[i] ||
            memcmp(a->cards[i], b->cards[i], a->size[i]) ||
            memcmp(a->stands[i], b->stands[i], a->size[i]))
            return false;
    return !memcmp(a->unmatched, b->unmatched, a->n_unmatched) &&
           !memcmp(a->played, b->played, a->n_played);
}


void add_cards(counts *c, const uint8_t *cards, size_t n, int sign)
{
    for (size_t i = 0; i < n; i++)
        c->n[cards[i] & 0x7F]+= sign;
}

bool counts_zero(const counts *c)
{
    for (int i = 0; i < 65; i++)
        if (c->n[i])
            return false;
    return true;
}

int value_of(const env *e, const uint8_t *cards, size_t n)
{
    int v = 0;
    for (size_t i = 0; i < n; i++)
        v += ref_card_value(&e->ref, cards[i]);
    return v;
}

/* Every meld of the result is valid under the reference's check: natural
 * cards stand for themselves, wild cards for a standard card, and the
 * declared cards form a meld of the kind reported. Returns NULL or why not. */
const char *check_melds(const env *e, const result *r, counts *melded)
{
    static char why[256];
    for (size_t i = 0; i < r->n_melds; i++) {
        ref_meld_card mc[MAX_MELD];
        if (r->kind[i] != CR_MELD_GROUP && r->kind[i] != CR_MELD_RUN)
            return "a meld of no kind";
        for (size_t j = 0; j < r->size[i]; j++) {
            uint8_t c = r->cards[i][j], d = r->stands[i][j];
            if (!cr_card_is_valid(c))
                return "an invalid card in a meld";
            if (!ref_is_wild(&e->ref, c) && d != c)
                return "a natural card stands for another card";
            if (ref_is_wild(&e->ref, c) && (d == CR_CARD_JOKER || !cr_card_is_valid(d)))
                return "a wild card without a declared standard card";
            mc[j].card = c;
            mc[j].rank = (uint8_t)(d & 15);
            mc[j].suit = (uint8_t)(d >> 4);
        }
        const char *bad = ref_meld_check_declared(
            &e->ref, mc, r->size[i], r->kind[i] == CR_MELD_GROUP ? REF_KIND_GROUP : REF_KIND_RUN);
        if (bad) {
            snprintf(why, sizeof why, "meld %zu [%s] as %s: %s", i, text(r->cards[i], r->size[i]),
                     text(r->stands[i], r->size[i]), bad);
            return why;
        }
        if (melded)
            add_cards(melded, r->cards[i], r->size[i], 1);
    }
    return NULL;
}

void shuffled_copy(env *e, uint8_t *out, const uint8_t *in, size_t n)
{
    memcpy(out, in, n);
    cri_shuffle(&e->rng, out, n);
}

/* ---- generators ----------------------------------------------------------------- */

/* A uniform hand of n cards from `packs` packs and `jokers` jokers. */
size_t gen_uniform(env *e, uint8_t *out, size_t n, unsigned packs, unsigned jokers)
{
    uint8_t deck[MAXC];
    size_t nd = 0;
    ck_assert_int_eq(cr_deck_build(deck, MAXC, &nd, packs, jokers), CR_OK);
    cri_shuffle(&e->rng, deck, nd);
    if (n > nd)
        n = nd;
    memcpy(out, deck, n);
    return n;
}

/* A meld-dense hand: n cards from `width` adjacent ranks (wrapping past the
 * king, so K-A-2 shapes occur) of 2-4 suits, `packs` packs, plus jokers. */
size_t gen_dense(env *e, uint8_t *out, size_t n, unsigned packs, unsigned jokers,
                 unsigned width)
{
    uint8_t pool[MAXC];
    size_t np = 0;
    unsigned start = 1 + rnd(e, 13);
    unsigned suits = 2 + rnd(e, 3);
    unsigned first_suit = rnd(e, 4);
    for (unsigned k = 0; k < packs; k++)
        for (unsigned i = 0; i < width; i++)
            for (unsigned s = 0; s < suits; s++)
                pool[np++] = CR_CARD((start + i - 1) % 13 + 1, (first_suit + s) % 4);
    cri_shuffle(&e->rng, pool, np);
    size_t naturals = n > jokers ? n - jokers : 0;
    if (naturals > np)
        naturals = np;
    size_t k = 0;
    for (; k < naturals; k++)
        out[k] = pool[k];
    for (unsigned j = 0; j < jokers; j++)
        out[k++] = CR_CARD_JOKER;
    cri_shuffle(&e->rng, out, k);
    return k;
}

/* Appends one random valid meld to out (copies of a card limited to `packs`,
 * jokers to *jokers_left). Returns its size, 0 if none was found. */
size_t gen_meld(env *e, uint8_t *out, counts *used, unsigned packs, unsigned *jokers_left,
                size_t room)
{
    const ref_profile *p = &e->ref;
    for (int attempt = 0; attempt < 50; attempt++) {
        uint8_t m[MAX_MELD];
        size_t n = 0;
        if (rnd(e, 2)) {
            unsigned rank = 1 + rnd(e, 13);
            unsigned max = p->group_max == REF_NO_MAX ? 4 * packs : (unsigned)p->group_max;
            if (p->distinct_suits && max > 4)
                max = 4;
            unsigned size = (unsigned)p->group_min + rnd(e, max - (unsigned)p->group_min + 1);
            unsigned suit = rnd(e, 4);
            for (unsigned i = 0; i < size && n < MAX_MELD; i++) {
                unsigned s = p->distinct_suits ? (suit + i) % 4 : rnd(e, 4);
                m[n++] = CR_CARD(rank, s);
            }
        } else {
            unsigned len = 3 + (rnd(e, 4) ? rnd(e, 3) : rnd(e, 11));
            unsigned suit = rnd(e, 4);
            unsigned starts = p->seq == REF_SEQ_CYCLIC ? 13 : (p->seq == REF_SEQ_HIGH_OR_LOW ? 15 - len : 14 - len);
            unsigned start = 1 + rnd(e, starts);
            for (unsigned i = 0; i < len; i++)
                m[n++] = CR_CARD((start + i - 1) % 13 + 1, suit);
        }
        /* Wild cards replace some members. */
        unsigned wild = *jokers_left ? rnd(e, *jokers_left + 1) : 0;
        if (wild > n)
            wild = (unsigned)n;
        if (rnd(e, 3))
            wild = wild > 1 ? 1 : wild;
        if (p->need_natural && wild >= n)
            wild = (unsigned)n - 1;
        for (unsigned i = 0; i < wild; i++)
            m[rnd(e, (unsigned)n)] = CR_CARD_JOKER;
        unsigned jk = 0;
        counts need = *used;
        bool fits = true;
        for (size_t i = 0; i < n; i++) {
            if (m[i] == CR_CARD_JOKER) {
                jk++;
                continue;
            }
            if (++need.n[m[i]] > (int)packs)
                fits = false;
        }
        if (!fits || jk > *jokers_left || n > room || !ref_meld_kinds(p, m, n, NULL, NULL))
            continue;
        *used = need;
        *jokers_left -= jk;
        memcpy(out, m, n);
        return n;
    }
    return 0;
}

/* A sum of up to `melds` random valid melds, at most max_n cards. */
size_t gen_meld_sum(env *e, uint8_t *out, unsigned melds, unsigned packs, unsigned jokers,
                    counts *used, size_t max_n)
{
    size_t n = 0;
    for (unsigned i = 0; i < melds; i++)
        n += gen_meld(e, out + n, used, packs, &jokers, max_n - n);
    cri_shuffle(&e->rng, out, n);
    return n;
}

/* One or two packs; now and then three, the most the library takes. */
unsigned rnd_packs(env *e)
{
    return rnd(e, 16) == 0 ? 3 : 1 + rnd(e, 2);
}

unsigned rnd_jokers(env *e)
{
    /* 0 jokers half of the time, then 1-4. */
    return rnd(e, 2) ? 0 : 1 + rnd(e, 4);
}

/* The index of a variant by its label (the test fails on an unknown one). */
int variant_index(const char *label)
{
    for (int i = 0; i < N_VARIANTS; i++)
        if (!strcmp(variants[i].label, label))
            return i;
    ck_abort_msg("no variant %s", label);
    return -1;
}

/* Whether a wild card of the profile is among the cards of a or b. */
bool has_wild(const env *e, const uint8_t *a, size_t na, const uint8_t *b, size_t nb)
{
    for (size_t i = 0; i < na; i++)
        if (cri_card_is_wild(&e->profile->p, a[i]))
            return true;
    for (size_t i = 0; i < nb; i++)
        if (cri_card_is_wild(&e->profile->p, b[i]))
            return true;
    return false;
}

size_t deck_rest(env *e, uint8_t *rest, unsigned packs, unsigned jokers, const uint8_t *table,
                 size_t nt)
{
    uint8_t deck[MAXC];
    size_t nd = 0, nr = 0;
    ck_assert_int_eq(cr_deck_build(deck, MAXC, &nd, packs, jokers), CR_OK);
    counts left;
    memset(&left, 0, sizeof left);
    add_cards(&left, deck, nd, 1);
    add_cards(&left, table, nt, -1);
    for (size_t i = 0; i < nd; i++)
        if (left.n[deck[i]] > 0) {
            left.n[deck[i]]--;
            rest[nr++] = deck[i];
        }
    cri_shuffle(&e->rng, rest, nr);
    return nr;
}

void gen_question(env *e, uint8_t *table, size_t *nt, uint8_t *hand, size_t *nh,
                  size_t max_table, size_t max_hand)
{
    unsigned packs = 1 + rnd(e, 2), jokers = rnd(e, 5);
    unsigned jt = rnd(e, jokers + 1);
    counts used;
    memset(&used, 0, sizeof used);
    size_t want = rnd(e, (unsigned)max_table + 1);
    *nt = want ? gen_meld_sum(e, table, 1 + (unsigned)want / 3, packs, jt, &used, want) : 0;
    uint8_t rest[MAXC];
    size_t nr = deck_rest(e, rest, packs, jokers, table, *nt);
    *nh = rnd(e, (unsigned)max_hand + 1);
    if (*nh > nr)
        *nh = nr;
    memcpy(hand, rest, *nh);
}

/* ---- pinned questions of the LP tests ------------------------------------ */

const char *const lp_presets[N_LP_PRESETS] = {"carousel", "rockit", "straight7", "boathouse",
                                              "double",   "java",   "rummy-poker"};

int hand_value(const env *e, const uint8_t *cards, size_t n)
{
    int v = 0;
    for (size_t i = 0; i < n; i++)
        v += cri_card_value(&e->profile->p, cards[i]);
    return v;
}

bool lp_bound_of(cri_lp *lp, bool lean, const env *e, const uint8_t *table, size_t nt,
                 const uint8_t *hand, size_t nh, cri_lp_bound *out)
{
    return lean ? cri_lp_lean_bound(lp, &e->profile->p, table, nt, hand, nh, out)
                : cri_lp_bestplay_bound(lp, &e->profile->p, table, nt, hand, nh, out);
}

size_t parse_cards(uint8_t *out, const char *text)
{
    size_t n = 0;
    ck_assert_int_eq(cr_cards_parse(out, MAXC, &n, NULL, text), CR_OK);
    return n;
}

size_t open_with_hand(env *e, const char *preset, uint64_t seed, const char *text,
                      uint8_t *hand, size_t cards)
{
    env_open(e, variant_index(preset), seed);
    size_t n = parse_cards(hand, text);
    ck_assert_uint_eq(n, cards);
    return n;
}

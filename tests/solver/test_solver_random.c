/* The fast solver (include/cardrules/solver.h) against the reference solver
 * (tests/reference): randomised agreement on every query, fixed seeds.
 *
 * For every profile (each rummy preset, plus variants that reach the other
 * rule settings: CA-1, SR-16, RP-9, RD-11) and every query (meld, deadwood,
 * arrange, bestplay, can_join) on generated instances (uniform one- and
 * two-pack hands, now and then three packs, with 0-4 jokers, meld-dense hands
 * from a few adjacent ranks, sums of valid melds), the fast solver's values must equal the reference's;
 * every partition it returns is checked meld by meld with the reference's
 * meld check, card by card against the input (natural cards stand for
 * themselves, wild cards for a consistent declared card), and the answer must
 * not change when the input is shuffled. Then the tricky cases of the issue.
 *
 * Scale: CR_TEST_SCALE (a percentage, default 100; 25 when built with
 * AddressSanitizer) multiplies the number of random cases. */
#include "check_main.h"
#include "common/internal.h"
#include "cards/random.h"
#include "solver/solver_internal.h"
#include "reference/ref_solver.h"

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

#define MAXC 256
#define MAX_MELDS 64
#define MAX_MELD 32

/* ---- the profiles under test ------------------------------------------ */

typedef struct variant {
    int32_t preset;
    const char *key;    /* a cr_meld_profile_set() override, or NULL */
    const char *value;
    const char *label;
} variant;

static const variant variants[] = {
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
    /* Cyclic questions with tiny step allowances per cut: the relaxed
     * sweeps mostly give up and the full sweeps go round the cuts many
     * times, resuming from the memo (solver_table.c, solve_cyclic). */
    {CR_GAME_ROCKIT, "cri.attempts", "tiny", "rockit+tiny-attempts"},
    {CR_GAME_BOATHOUSE_BICYCLE, "cri.attempts", "tiny", "boathouse+tiny-attempts"},
    {CR_GAME_ROUND_THE_CORNER, "cri.attempts", "tiny", "round-the-corner+tiny-attempts"},
};
#define N_VARIANTS ((int)(sizeof variants / sizeof variants[0]))

typedef struct env {
    const variant *v;
    ref_profile ref;
    cr_meld_profile *profile;
    cr_solver *solver;
    cri_pcg32 rng;
    int scale;
    int asked, skipped; /* searches, and those beyond the reference's budget */
} env;

static void env_open(env *e, int index, uint64_t seed)
{
    memset(e, 0, sizeof *e);
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
    }
    ck_assert_int_eq(cr_solver_new(&e->solver, e->profile), CR_OK);
    if (tiny_attempts) {
        e->solver->relaxed_allowance = 40;
        e->solver->full_allowance = 1;
    }
    cri_pcg32_seed64(&e->rng, seed * 1000003u + (uint64_t)index);
    const char *s = getenv("CR_TEST_SCALE");
    e->scale = s && atoi(s) > 0 ? atoi(s) : DEFAULT_SCALE;
}

static void env_close(env *e)
{
    /* Instances are sized for the reference: it may give up on very few. */
    ck_assert_msg(e->skipped * 50 <= e->asked, "%s: the reference gave up on %d of %d",
                  e->v->label, e->skipped, e->asked);
    cr_solver_free(e->solver);
    cr_meld_profile_free(e->profile);
}

static int scaled(const env *e, int n)
{
    int k = n * e->scale / 100;
    return k > 0 ? k : 1;
}

static unsigned rnd(env *e, unsigned bound)
{
    return cri_pcg32_bounded(&e->rng, bound);
}

/* ---- failure messages ---------------------------------------------------- */

static const char *text(const uint8_t *cards, size_t n)
{
    static char buf[4][2048];
    static int next;
    char *b = buf[next++ & 3];
    if (cr_cards_format(b, sizeof buf[0], NULL, cards, n, CR_FORMAT_ASCII) != CR_OK)
        snprintf(b, sizeof buf[0], "(unformattable)");
    return b;
}

/* ---- the fast solver's result ------------------------------------------------ */

typedef struct result {
    size_t n_melds;
    size_t size[MAX_MELDS];
    int32_t kind[MAX_MELDS];
    uint8_t cards[MAX_MELDS][MAX_MELD];
    uint8_t stands[MAX_MELDS][MAX_MELD];
    size_t n_unmatched, n_played;
    uint8_t unmatched[MAXC], played[MAXC];
} result;

static void read_result(result *r, const cr_solver *s)
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

static bool same_result(const result *a, const result *b)
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

/* Card counts indexed by code (0x40 = joker). */
typedef struct counts {
    int n[65];
} counts;

static void add_cards(counts *c, const uint8_t *cards, size_t n, int sign)
{
    for (size_t i = 0; i < n; i++)
        c->n[cards[i] & 0x7F]+= sign;
}

static bool counts_zero(const counts *c)
{
    for (int i = 0; i < 65; i++)
        if (c->n[i])
            return false;
    return true;
}

static int value_of(const env *e, const uint8_t *cards, size_t n)
{
    int v = 0;
    for (size_t i = 0; i < n; i++)
        v += ref_card_value(&e->ref, cards[i]);
    return v;
}

/* Every meld of the result is valid under the reference's check: natural
 * cards stand for themselves, wild cards for a standard card, and the
 * declared cards form a meld of the kind reported. Returns NULL or why not. */
static const char *check_melds(const env *e, const result *r, counts *melded)
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

static void shuffled_copy(env *e, uint8_t *out, const uint8_t *in, size_t n)
{
    memcpy(out, in, n);
    cri_shuffle(&e->rng, out, n);
}

/* ---- generators ----------------------------------------------------------------- */

/* A uniform hand of n cards from `packs` packs and `jokers` jokers. */
static size_t gen_uniform(env *e, uint8_t *out, size_t n, unsigned packs, unsigned jokers)
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
static size_t gen_dense(env *e, uint8_t *out, size_t n, unsigned packs, unsigned jokers,
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
static size_t gen_meld(env *e, uint8_t *out, counts *used, unsigned packs, unsigned *jokers_left,
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
            for (unsigned i = 0; i < size; i++) {
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
static size_t gen_meld_sum(env *e, uint8_t *out, unsigned melds, unsigned packs, unsigned jokers,
                           counts *used, size_t max_n)
{
    size_t n = 0;
    for (unsigned i = 0; i < melds; i++)
        n += gen_meld(e, out + n, used, packs, &jokers, max_n - n);
    cri_shuffle(&e->rng, out, n);
    return n;
}

/* One or two packs; now and then three, the most the library takes. */
static unsigned rnd_packs(env *e)
{
    return rnd(e, 16) == 0 ? 3 : 1 + rnd(e, 2);
}

static unsigned rnd_jokers(env *e)
{
    /* 0 jokers half of the time, then 1-4. */
    return rnd(e, 2) ? 0 : 1 + rnd(e, 4);
}

/* ---- the queries, checked ------------------------------------------------------------ */

static void check_deadwood(env *e, const uint8_t *hand, size_t n)
{
    int want = -1;
    int rc = ref_deadwood(&want, &e->ref, hand, n);
    e->asked++;
    if (rc == -1) {
        e->skipped++;
        return; /* beyond the reference's budget (env_close() counts these) */
    }
    ck_assert_int_eq(rc, 0);
    int32_t got = -1;
    ck_assert_msg(cr_solver_deadwood(&got, e->solver, hand, n) == CR_OK, "%s deadwood [%s]: %s",
                  e->v->label, text(hand, n), cr_solver_last_error(e->solver));
    ck_assert_msg(got == want, "%s deadwood [%s]: fast %d, reference %d", e->v->label,
                  text(hand, n), got, want);
    result r, r2;
    read_result(&r, e->solver);
    counts c = {{0}};
    const char *bad = check_melds(e, &r, &c);
    ck_assert_msg(!bad, "%s deadwood [%s]: %s", e->v->label, text(hand, n), bad);
    add_cards(&c, r.unmatched, r.n_unmatched, 1);
    add_cards(&c, hand, n, -1);
    ck_assert_msg(counts_zero(&c), "%s deadwood [%s]: melds + unmatched differ from the hand",
                  e->v->label, text(hand, n));
    ck_assert_msg(value_of(e, r.unmatched, r.n_unmatched) == got,
                  "%s deadwood [%s]: unmatched [%s] not worth %d", e->v->label, text(hand, n),
                  text(r.unmatched, r.n_unmatched), got);
    uint8_t sh[MAXC];
    shuffled_copy(e, sh, hand, n);
    int32_t again = -1;
    ck_assert_int_eq(cr_solver_deadwood(&again, e->solver, sh, n), CR_OK);
    read_result(&r2, e->solver);
    ck_assert_msg(again == got && same_result(&r, &r2),
                  "%s deadwood [%s]: the answer changed when shuffled to [%s]", e->v->label,
                  text(hand, n), text(sh, n));
}

static void check_arrange(env *e, const uint8_t *cards, size_t n)
{
    bool want = false;
    int rc = ref_arrangeable(&want, &e->ref, cards, n);
    e->asked++;
    if (rc == -1) {
        e->skipped++;
        return;
    }
    ck_assert_int_eq(rc, 0);
    int32_t got = -1;
    ck_assert_msg(cr_solver_arrange(&got, e->solver, cards, n) == CR_OK, "%s arrange [%s]: %s",
                  e->v->label, text(cards, n), cr_solver_last_error(e->solver));
    ck_assert_msg(got == (want ? 1 : 0), "%s arrange [%s]: fast %d, reference %d", e->v->label,
                  text(cards, n), got, want);
    result r, r2;
    read_result(&r, e->solver);
    if (got) {
        counts c = {{0}};
        const char *bad = check_melds(e, &r, &c);
        ck_assert_msg(!bad, "%s arrange [%s]: %s", e->v->label, text(cards, n), bad);
        add_cards(&c, cards, n, -1);
        ck_assert_msg(counts_zero(&c) && r.n_unmatched == 0,
                      "%s arrange [%s]: the melds are not the cards", e->v->label, text(cards, n));
    }
    uint8_t sh[MAXC];
    shuffled_copy(e, sh, cards, n);
    int32_t again = -1;
    ck_assert_int_eq(cr_solver_arrange(&again, e->solver, sh, n), CR_OK);
    read_result(&r2, e->solver);
    ck_assert_msg(again == got && same_result(&r, &r2),
                  "%s arrange [%s]: the answer changed when shuffled", e->v->label,
                  text(cards, n));
}

/* The played cards are hand cards; melds = table + played; unmatched = the rest of the hand. */
static void check_play(env *e, const result *r, const uint8_t *table, size_t nt,
                       const uint8_t *hand, size_t nh, const char *what)
{
    counts c = {{0}};
    const char *bad = check_melds(e, r, &c);
    ck_assert_msg(!bad, "%s %s [%s] -- [%s]: %s", e->v->label, what, text(table, nt),
                  text(hand, nh), bad);
    add_cards(&c, table, nt, -1);
    add_cards(&c, r->played, r->n_played, -1);
    ck_assert_msg(counts_zero(&c), "%s %s [%s] -- [%s]: melds are not table + played [%s]",
                  e->v->label, what, text(table, nt), text(hand, nh),
                  text(r->played, r->n_played));
    counts h = {{0}};
    add_cards(&h, hand, nh, 1);
    add_cards(&h, r->played, r->n_played, -1);
    add_cards(&h, r->unmatched, r->n_unmatched, -1);
    bool ok = counts_zero(&h);
    ck_assert_msg(ok, "%s %s [%s] -- [%s]: played [%s] + unplayed [%s] are not the hand",
                  e->v->label, what, text(table, nt), text(hand, nh),
                  text(r->played, r->n_played), text(r->unmatched, r->n_unmatched));
}

static void check_bestplay(env *e, const uint8_t *table, size_t nt, const uint8_t *hand,
                           size_t nh)
{
    bool table_ok = false;
    int want_count = 0, want_value = 0;
    int rc = ref_bestplay(&table_ok, &want_count, &want_value, &e->ref, table, nt, hand, nh);
    e->asked++;
    if (rc == -1) {
        e->skipped++;
        return;
    }
    ck_assert_int_eq(rc, 0);
    int32_t count = -1, value = -1, yes = -1;
    int32_t st = cr_solver_bestplay(&count, &value, e->solver, table, nt, hand, nh);
    if (!table_ok) {
        ck_assert_msg(st == CR_E_UNSATISFIABLE, "%s bestplay [%s] -- [%s]: status %d, want %d",
                      e->v->label, text(table, nt), text(hand, nh), st, CR_E_UNSATISFIABLE);
        ck_assert_int_eq(cr_solver_can_join(&yes, e->solver, table, nt, hand, nh),
                         CR_E_UNSATISFIABLE);
        return;
    }
    ck_assert_msg(st == CR_OK, "%s bestplay [%s] -- [%s]: %s", e->v->label, text(table, nt),
                  text(hand, nh), cr_solver_last_error(e->solver));
    ck_assert_msg(count == want_count && value == want_value,
                  "%s bestplay [%s] -- [%s]: fast %d cards worth %d, reference %d worth %d",
                  e->v->label, text(table, nt), text(hand, nh), count, value, want_count,
                  want_value);
    result r, r2;
    read_result(&r, e->solver);
    check_play(e, &r, table, nt, hand, nh, "bestplay");
    ck_assert_uint_eq(r.n_played, (size_t)count);
    ck_assert_int_eq(value_of(e, r.played, r.n_played), value);
    /* Shuffled table and hand. */
    uint8_t st_[MAXC], sh[MAXC];
    shuffled_copy(e, st_, table, nt);
    shuffled_copy(e, sh, hand, nh);
    int32_t c2 = -1, v2 = -1;
    ck_assert_int_eq(cr_solver_bestplay(&c2, &v2, e->solver, st_, nt, sh, nh), CR_OK);
    read_result(&r2, e->solver);
    ck_assert_msg(c2 == count && v2 == value && same_result(&r, &r2),
                  "%s bestplay [%s] -- [%s]: the answer changed when shuffled", e->v->label,
                  text(table, nt), text(hand, nh));
    /* can_join: at least one hand card can join. */
    ck_assert_int_eq(cr_solver_can_join(&yes, e->solver, table, nt, hand, nh), CR_OK);
    ck_assert_msg(yes == (want_count > 0), "%s can_join [%s] -- [%s]: fast %d, reference %d",
                  e->v->label, text(table, nt), text(hand, nh), yes, want_count > 0);
    if (yes) {
        read_result(&r, e->solver);
        ck_assert_uint_ge(r.n_played, 1);
        check_play(e, &r, table, nt, hand, nh, "can_join");
    }
    int32_t yes2 = -1;
    ck_assert_int_eq(cr_solver_can_join(&yes2, e->solver, st_, nt, sh, nh), CR_OK);
    ck_assert_int_eq(yes2, yes);
}

static void check_meld(env *e, const uint8_t *cards, size_t n)
{
    unsigned kinds = ref_meld_kinds(&e->ref, cards, n, NULL, NULL);
    int32_t kind = -1;
    ck_assert_int_eq(cr_solver_meld(&kind, e->solver, cards, n), CR_OK);
    ck_assert_msg((kind != CR_MELD_NONE) == (kinds != 0),
                  "%s meld [%s]: fast kind %d, reference kinds %u", e->v->label, text(cards, n),
                  kind, kinds);
    result r, r2;
    read_result(&r, e->solver);
    if (kind == CR_MELD_NONE) {
        ck_assert_uint_eq(r.n_melds, 0);
        ck_assert_str_ne(cr_solver_result_reason(e->solver), "");
    } else {
        ck_assert_uint_eq(r.n_melds, 1);
        ck_assert_int_eq(r.kind[0], kind);
        ck_assert(kinds & (1u << (kind == CR_MELD_GROUP ? REF_KIND_GROUP : REF_KIND_RUN)));
        counts c = {{0}};
        const char *bad = check_melds(e, &r, &c);
        ck_assert_msg(!bad, "%s meld [%s]: %s", e->v->label, text(cards, n), bad);
        add_cards(&c, cards, n, -1);
        ck_assert(counts_zero(&c));
    }
    uint8_t sh[MAXC];
    shuffled_copy(e, sh, cards, n);
    int32_t k2 = -1;
    ck_assert_int_eq(cr_solver_meld(&k2, e->solver, sh, n), CR_OK);
    read_result(&r2, e->solver);
    ck_assert_msg(k2 == kind && same_result(&r, &r2), "%s meld [%s]: changed when shuffled",
                  e->v->label, text(cards, n));
}

/* ---- the tests ------------------------------------------------------------------------ */

/* The profile defaults equal the reference's reading of RULES.md 17. */
START_TEST(profiles_match_rules)
{
    env e;
    env_open(&e, _i, 1);
    static const char *const ranks[] = {"A", "2", "3", "4", "5", "6", "7",
                                        "8", "9", "10", "J", "Q", "K"};
    int32_t v = -1;
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "group_min"), CR_OK);
    ck_assert_int_eq(v, e.ref.group_min);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "group_max"), CR_OK);
    ck_assert_int_eq(v, e.ref.group_max == REF_NO_MAX ? 0 : e.ref.group_max);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "group_distinct_suits"), CR_OK);
    ck_assert_int_eq(v, e.ref.distinct_suits);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "run_min"), CR_OK);
    ck_assert_int_eq(v, e.ref.run_min);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "seq_mode"), CR_OK);
    ck_assert_int_eq(v, e.ref.seq == REF_SEQ_LOW            ? CR_SEQ_LOW
                        : e.ref.seq == REF_SEQ_HIGH_OR_LOW ? CR_SEQ_HIGH_OR_LOW
                                                           : CR_SEQ_CYCLIC);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "wild_deuces"), CR_OK);
    ck_assert_int_eq(v, e.ref.wild_deuces);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "need_natural"), CR_OK);
    ck_assert_int_eq(v, e.ref.need_natural);
    for (unsigned r = 1; r <= 13; r++) {
        char key[16];
        snprintf(key, sizeof key, "value.%s", ranks[r - 1]);
        ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, key), CR_OK);
        if (r == 2 && e.ref.wild_deuces)
            continue; /* a wild deuce is worth value.wild2 */
        ck_assert_msg(v == ref_card_value(&e.ref, CR_CARD(r, 0)), "%s %s: %d", e.v->label, key,
                      v);
    }
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "value.JK"), CR_OK);
    ck_assert_int_eq(v, e.ref.wild_value);
    if (e.ref.wild_deuces) {
        ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "value.wild2"), CR_OK);
        ck_assert_int_eq(v, e.ref.wild_value);
    }
    env_close(&e);
}
END_TEST

START_TEST(meld_agrees)
{
    env e;
    env_open(&e, _i, 2);
    for (int i = 0; i < scaled(&e, 600); i++) {
        uint8_t cards[MAXC];
        size_t n;
        unsigned pick = rnd(&e, 3);
        if (pick == 0) {
            counts used = {{0}};
            unsigned jk = rnd(&e, 4);
            n = gen_meld(&e, cards, &used, 2, &jk, 16);
            if (n && rnd(&e, 2)) /* spoil it half of the time */
                cards[rnd(&e, (unsigned)n)] = (uint8_t)CR_CARD(1 + rnd(&e, 13), rnd(&e, 4));
        } else {
            n = gen_dense(&e, cards, 2 + rnd(&e, 6), 2, rnd(&e, 3) ? 0 : 1 + rnd(&e, 3),
                          3 + rnd(&e, 3));
        }
        if (n)
            check_meld(&e, cards, n);
    }
    env_close(&e);
}
END_TEST

START_TEST(deadwood_agrees)
{
    env e;
    env_open(&e, _i, 3);
    for (int i = 0; i < scaled(&e, 900); i++) {
        uint8_t hand[MAXC];
        size_t n = 0;
        unsigned packs = rnd_packs(&e), jokers = rnd_jokers(&e);
        switch (rnd(&e, 3)) {
        case 0: /* uniform, 5..13 cards */
            n = gen_uniform(&e, hand, 5 + rnd(&e, 9), packs, jokers);
            break;
        case 1: /* dense: 6..13 cards from 3..6 adjacent ranks */
            n = gen_dense(&e, hand, 6 + rnd(&e, 8), packs, jokers, 3 + rnd(&e, 4));
            break;
        default: { /* melds plus a few extra cards */
            counts used = {{0}};
            n = gen_meld_sum(&e, hand, 1 + rnd(&e, 3), packs, jokers, &used, 14);
            uint8_t extra[8];
            size_t k = gen_uniform(&e, extra, rnd(&e, 4), 1, 0);
            for (size_t j = 0; j < k; j++)
                if (used.n[extra[j]] < (int)packs)
                    used.n[extra[j]]++, hand[n++] = extra[j];
            break;
        }
        }
        check_deadwood(&e, hand, n);
    }
    env_close(&e);
}
END_TEST

START_TEST(arrange_agrees)
{
    env e;
    env_open(&e, _i, 4);
    for (int i = 0; i < scaled(&e, 500); i++) {
        uint8_t cards[MAXC];
        unsigned packs = 1 + rnd(&e, 2), jokers = rnd_jokers(&e);
        counts used = {{0}};
        /* Many wild cards make the reference slow: smaller tables then. */
        size_t n = gen_meld_sum(&e, cards, 2 + rnd(&e, 5), packs, jokers, &used,
                                jokers > 2 ? 18 : 24);
        switch (rnd(&e, 4)) {
        case 0: /* as generated: arrangeable */
            break;
        case 1: /* one card fewer */
            if (n)
                cards[rnd(&e, (unsigned)n)] = cards[n - 1], n--;
            break;
        case 2: { /* one card more */
            uint8_t c = (uint8_t)CR_CARD(1 + rnd(&e, 13), rnd(&e, 4));
            if (used.n[c] < (int)packs)
                cards[n++] = c;
            break;
        }
        default: /* a dense random table */
            n = gen_dense(&e, cards, 6 + rnd(&e, 12), packs, jokers, 3 + rnd(&e, 3));
            break;
        }
        check_arrange(&e, cards, n);
    }
    env_close(&e);
}
END_TEST

START_TEST(bestplay_agrees)
{
    env e;
    env_open(&e, _i, 5);
    for (int i = 0; i < scaled(&e, 300); i++) {
        uint8_t table[MAXC], hand[MAXC];
        unsigned packs = 1 + rnd(&e, 2), jokers = rnd_jokers(&e);
        counts used = {{0}};
        unsigned table_jokers = jokers ? rnd(&e, jokers + 1) : 0;
        size_t nt = gen_meld_sum(&e, table, rnd(&e, 5), packs, table_jokers, &used,
                                 jokers > 2 ? 14 : 20);
        if (rnd(&e, 8) == 0 && nt > 2)
            nt--; /* now and then a table that cannot stand alone */
        /* A hand near the table's cards or uniform, within the packs. */
        uint8_t pool[MAXC];
        size_t np = rnd(&e, 2) ? gen_dense(&e, pool, 3 + rnd(&e, 6), packs, 0, 3 + rnd(&e, 4))
                               : gen_uniform(&e, pool, 3 + rnd(&e, 6), packs, 0);
        size_t nh = 0;
        for (size_t j = 0; j < np; j++)
            if (used.n[pool[j]] < (int)packs)
                used.n[pool[j]]++, hand[nh++] = pool[j];
        for (unsigned j = table_jokers; j < jokers; j++)
            hand[nh++] = CR_CARD_JOKER;
        check_bestplay(&e, table, nt, hand, nh);
    }
    env_close(&e);
}
END_TEST

/* Large instances, beyond the reference, whose answers are known by
 * construction: a table that is a sum of valid melds (40-100 cards from two
 * packs and 0-4 jokers) can be arranged and has deadwood 0; a hand that is a
 * sum of melds of the remaining cards joins in full. Every partition is
 * checked with the reference's meld check. */
START_TEST(large_instances_with_known_answers)
{
    env e;
    env_open(&e, _i, 8);
    uint8_t first[MAXC];
    size_t n_first = 0;
    for (int i = 0; i < scaled(&e, 12); i++) {
        uint8_t table[MAXC], hand[MAXC], sh[MAXC];
        unsigned jokers = rnd(&e, 5), table_jokers = rnd(&e, jokers + 1);
        counts used = {{0}};
        size_t target = 40 + rnd(&e, 61);
        size_t nh = gen_meld_sum(&e, hand, 1 + rnd(&e, 3), 2, jokers - table_jokers, &used, 14);
        size_t nt = gen_meld_sum(&e, table, 200, 2, table_jokers, &used, target);
        result r;
        int32_t yes = -1, count = -1, value = -1, dw = -1;
        ck_assert_msg(cr_solver_arrange(&yes, e.solver, table, nt) == CR_OK && yes == 1,
                      "%s arrange [%s]: %d (%s), a sum of melds", e.v->label, text(table, nt),
                      yes, cr_solver_last_error(e.solver));
        read_result(&r, e.solver);
        counts c = {{0}};
        const char *bad = check_melds(&e, &r, &c);
        ck_assert_msg(!bad, "%s arrange [%s]: %s", e.v->label, text(table, nt), bad);
        add_cards(&c, table, nt, -1);
        ck_assert(counts_zero(&c));
        shuffled_copy(&e, sh, table, nt);
        ck_assert_int_eq(cr_solver_deadwood(&dw, e.solver, sh, nt), CR_OK);
        ck_assert_msg(dw == 0, "%s deadwood [%s]: %d for a sum of melds", e.v->label,
                      text(sh, nt), dw);
        ck_assert_msg(cr_solver_bestplay(&count, &value, e.solver, table, nt, hand, nh) == CR_OK,
                      "%s bestplay [%s] -- [%s]: %s", e.v->label, text(table, nt),
                      text(hand, nh), cr_solver_last_error(e.solver));
        ck_assert_msg(count == (int32_t)nh && value == value_of(&e, hand, nh),
                      "%s bestplay [%s] -- [%s]: %d cards worth %d, the whole hand melds",
                      e.v->label, text(table, nt), text(hand, nh), count, value);
        read_result(&r, e.solver);
        check_play(&e, &r, table, nt, hand, nh, "bestplay");
        ck_assert_msg(cr_solver_can_join(&yes, e.solver, table, nt, hand, nh) == CR_OK && yes == 1,
                      "%s can_join [%s] -- [%s]: %d (%s)", e.v->label, text(table, nt),
                      text(hand, nh), yes, cr_solver_last_error(e.solver));
        if (i == 0) /* kept for the empty-hand check below */
            memcpy(first, table, nt), n_first = nt;
    }
    /* No hand card: nothing can join, at once. */
    int32_t yes = -1;
    ck_assert_msg(cr_solver_can_join(&yes, e.solver, first, n_first, first, 0) == CR_OK && yes == 0,
                  "%s can_join [%s] -- []: %d (%s)", e.v->label, text(first, n_first), yes,
                  cr_solver_last_error(e.solver));
    env_close(&e);
}
END_TEST

/* ---- the tricky cases of the issue, values from RULES.md ------------------------------ */

static void parse(uint8_t *out, size_t *n, const char *t)
{
    ck_assert_int_eq(cr_cards_parse(out, MAXC, n, NULL, t), CR_OK);
}

/* Opens the default profile of a preset. */
static void named(env *e, int32_t preset)
{
    for (int i = 0; i < N_VARIANTS; i++)
        if (variants[i].preset == preset && !variants[i].key) {
            env_open(e, i, 6);
            return;
        }
    ck_abort_msg("no such preset");
}

/* One query on text cards under a preset's defaults: checked against the
 * reference (check_*), then its value returned for the RULES.md figure. */
enum { ASK_MELD, ASK_DEADWOOD, ASK_ARRANGE };

static int32_t ask(int query, int32_t preset, const char *t)
{
    env e;
    uint8_t c[MAXC];
    size_t n;
    parse(c, &n, t);
    named(&e, preset);
    int32_t v = -1, st;
    if (query == ASK_MELD) {
        check_meld(&e, c, n);
        st = cr_solver_meld(&v, e.solver, c, n);
    } else if (query == ASK_DEADWOOD) {
        check_deadwood(&e, c, n);
        st = cr_solver_deadwood(&v, e.solver, c, n);
    } else {
        check_arrange(&e, c, n);
        st = cr_solver_arrange(&v, e.solver, c, n);
    }
    ck_assert_int_eq(st, CR_OK);
    env_close(&e);
    return v;
}

#define meld_kind(preset, t) ask(ASK_MELD, preset, t)
#define deadwood_of(preset, t) ask(ASK_DEADWOOD, preset, t)
#define arrangeable(preset, t) ask(ASK_ARRANGE, preset, t)

static void best(int32_t preset, const char *table, const char *hand, int32_t count,
                 int32_t value)
{
    env e;
    uint8_t t[MAXC], h[MAXC];
    size_t nt, nh;
    parse(t, &nt, table);
    parse(h, &nh, hand);
    named(&e, preset);
    check_bestplay(&e, t, nt, h, nh);
    int32_t c = -1, v = -1;
    ck_assert_int_eq(cr_solver_bestplay(&c, &v, e.solver, t, nt, h, nh), CR_OK);
    ck_assert_int_eq(c, count);
    ck_assert_int_eq(v, value);
    env_close(&e);
}

START_TEST(tricky_cases)
{
    /* Duplicate cards in one group: refused where suits must differ (RD-T6, 1.3). */
    ck_assert_int_eq(meld_kind(CR_GAME_ROCKIT, "7S 7S 7H"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "7S 7S 7H 7D"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_DOUBLE_RUMMY, "7S 7S 7D"), CR_MELD_GROUP);
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "7S 7S 7H"), 0);
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "7S 7H 7D 7S 7C 7H"), 1);
    ck_assert_int_eq(deadwood_of(CR_GAME_CAROUSEL, "7S 7S 7H 8S 9S"), 14);
    /* A five-card run that is better split (SR-T3 and a longer one). */
    ck_assert_int_eq(deadwood_of(CR_GAME_STRAIGHT_RUMMY_6, "7H 7D 7S 8H 9H 10H"), 0);
    ck_assert_int_eq(deadwood_of(CR_GAME_STRAIGHT_RUMMY_7, "3C 4C 5C 6C 7C 3D 3H 7D 7H"), 0);
    /* A card usable in a group or a run. */
    ck_assert_int_eq(deadwood_of(CR_GAME_QUEEN_CITY, "5H 6H 7H 7C 7D"), 11);
    ck_assert_int_eq(deadwood_of(CR_GAME_QUEEN_CITY, "5H 6H 7H 7C 7D 7S"), 0);
    /* Jokers at the ends of long runs, inside four-card groups. */
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "JK 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"),
                     CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "JK JK 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"),
                     CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "JK JK 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"),
                     CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_ROCKIT, "JK AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"),
                     CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "7S JK 7H JK"), CR_MELD_GROUP);
    ck_assert_int_eq(meld_kind(CR_GAME_ROCKIT, "7S 7H 7D JK JK"), CR_MELD_NONE);
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "7S 7H JK 7D 8D 9D JK"), 1);
    /* Three or more jokers; RockIt needs a natural card (RD-11). */
    ck_assert_int_ne(meld_kind(CR_GAME_CAROUSEL, "JK JK JK"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_ROCKIT, "JK JK JK"), CR_MELD_NONE);
    ck_assert_int_ne(meld_kind(CR_GAME_ROCKIT, "JK JK JK 5C"), CR_MELD_NONE);
    ck_assert_int_eq(deadwood_of(CR_GAME_CAROUSEL, "JK JK JK JK 5C 9D KS"), 5);
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "JK JK JK JK 5C 9D"), 1);
    /* K-A-2 only in CYCLIC (RC-T3, DR-T2, SR-T1); Q-K-A in HIGH_OR_LOW (DR-T2). */
    ck_assert_int_eq(meld_kind(CR_GAME_ROCKIT, "KC AC 2C"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_ROUND_THE_CORNER, "QD KD AD 2D 3D"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_DOUBLE_RUMMY, "KD AD 2D"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_DOUBLE_RUMMY, "KD JK 2D"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "KC AC 2C"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_DOUBLE_RUMMY, "QH KH AH"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_DOUBLE_RUMMY, "KH AH JK"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_STRAIGHT_RUMMY_6, "QS KS AS"), CR_MELD_NONE);
    ck_assert_int_eq(deadwood_of(CR_GAME_DOUBLE_RUMMY, "KD AD 2D 3D"), 10);
    ck_assert_int_eq(deadwood_of(CR_GAME_ROCKIT, "KD AD 2D 3D"), 0);
    /* The scenarios' deadwood values (SR-T3, JR-T1, BH-T3, DR-T3). */
    ck_assert_int_eq(deadwood_of(CR_GAME_STRAIGHT_RUMMY_6, "4C 5C 6C KH 2D 9S"), 21);
    ck_assert_int_eq(deadwood_of(CR_GAME_STRAIGHT_RUMMY_6, "10S 10H JD QD AC 3H"), 44);
    ck_assert_int_eq(deadwood_of(CR_GAME_JAVA_RUMMY, "KC QD 2S 5H 5C 5D AS"), 21);
    ck_assert_int_eq(deadwood_of(CR_GAME_BOATHOUSE_BICYCLE, "4H 5H 6H KS AC"), 21);
    ck_assert_int_eq(deadwood_of(CR_GAME_BOATHOUSE_BICYCLE, "7C 7D 7S 2H"), 2);
    ck_assert_int_eq(deadwood_of(CR_GAME_DOUBLE_RUMMY, "JK AC KD 4S"), 40);
    /* Table play (CA-T1, CA-T3, RD-T3 e, RD-T4, RD-T5 a). */
    best(CR_GAME_CAROUSEL, "7S 7H 7C", "7D 8S 9S", 3, 24);
    best(CR_GAME_CAROUSEL, "8S 8H 8D 7S 7H 7D 6S 6H 6D", "9S 5H", 2, 14);
    best(CR_GAME_ROCKIT, "9D 10D JD QD KD", "JS JH 8D AD", 4, 29);
    best(CR_GAME_ROCKIT, "7S 7H 7D 6S 6H 6D", "8S 5H 5D", 3, 18);
    best(CR_GAME_ROCKIT, "AD 2D JK 4D", "3D 8C 9C", 3, 20);
    best(CR_GAME_CAROUSEL, "5H 6H 7H JK", "3D 4D 9C 10C", 2, 19);
}
END_TEST

START_TEST(bad_input)
{
    env e;
    env_open(&e, 10, 7);
    uint8_t cards[4] = {0x0E, 0x01, 0x02, 0x03};
    int32_t v = -1;
    ck_assert_int_eq(cr_solver_deadwood(&v, e.solver, cards, 4), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_solver_arrange(&v, e.solver, NULL, 3), CR_E_INVALID_ARGUMENT);
    uint8_t four[4] = {0x01, 0x01, 0x01, 0x01};
    ck_assert_int_eq(cr_solver_arrange(&v, e.solver, four, 4), CR_E_LIMIT);
    uint8_t t[2] = {CR_CARD(5, 2), CR_CARD(6, 2)}, h[1] = {CR_CARD(7, 2)};
    int32_t c = -1;
    ck_assert_int_eq(cr_solver_bestplay(&c, &v, e.solver, t, 2, h, 1), CR_E_UNSATISFIABLE);
    env_close(&e);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_random");
    TCase *tc = tcase_create("agreement");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, profiles_match_rules, 0, N_VARIANTS);
    tcase_add_loop_test(tc, meld_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, deadwood_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, arrange_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, bestplay_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, large_instances_with_known_answers, 0, N_VARIANTS);
    tcase_add_test(tc, tricky_cases);
    tcase_add_test(tc, bad_input);
    suite_add_tcase(s, tc);
    return s;
}

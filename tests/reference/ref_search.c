/* The reference's partition search: exhaustive and memoised.
 *
 * Take the lowest remaining card c (by code; wild cards come last). In any
 * partition c is either left out of the melds or lies in some meld; so try
 * both: leaving c out (where allowed), and every valid meld containing c made
 * of remaining cards (groups of c's rank, runs of c's suit, any number of wild
 * cards), each checked by ref_meld_kinds(). The best cost over the rest is
 * memoised on the remaining multiset. One search serves every question; only
 * what may be left out and what it costs differ:
 *   deadwood: anything, at its value;
 *   arrange:  nothing;
 *   bestplay: at most the hand's copies of each card, at (1 << 20) + value, so
 *             the fewest hand cards left out come first, then the least value. */
#include "ref_solver.h"

#include "cardrules.h"

#include <stdlib.h>
#include <string.h>

#define INF (INT64_MAX / 4)
#define WILD_TYPE 64
#define BESTPLAY_UNIT ((int64_t)1 << 20)

typedef struct key {
    uint64_t a, b;  /* 2 bits per natural code: codes 0..31 in a, 32..63 in b */
    uint32_t c;     /* wild count | allowance of the lowest type << 8 */
} key;

typedef struct entry {
    key k;
    int64_t value;
    bool used;
} entry;

typedef struct search {
    const ref_profile *p;
    uint8_t cnt[64];
    int wild;
    uint8_t allow0[65];  /* how many of each type may be left out (index 64: wild) */
    int64_t cost[65];
    entry *table;
    size_t cap, used;
    bool over_budget, no_memory;
} search;

static uint64_t mix(uint64_t x)
{
    x ^= x >> 31;
    x *= UINT64_C(0x7fb5d329728ea185);
    x ^= x >> 27;
    x *= UINT64_C(0x81dadef4bc2dd44d);
    return x ^ (x >> 33);
}

static size_t slot_of(const search *s, const key *k)
{
    uint64_t h = mix(k->a ^ mix(k->b ^ mix(k->c)));
    return (size_t)h & (s->cap - 1);
}

static bool key_eq(const key *x, const key *y)
{
    return x->a == y->a && x->b == y->b && x->c == y->c;
}

static entry *lookup(search *s, const key *k)
{
    for (size_t i = slot_of(s, k);; i = (i + 1) & (s->cap - 1)) {
        if (!s->table[i].used || key_eq(&s->table[i].k, k))
            return &s->table[i];
    }
}

static void store(search *s, const key *k, int64_t value)
{
    if (s->used + 1 > REF_MAX_STATES) {
        s->over_budget = true;
        return;
    }
    if (2 * (s->used + 1) > s->cap) {
        size_t old_cap = s->cap;
        entry *old = s->table;
        entry *grown = calloc(old_cap * 2, sizeof *grown);
        if (!grown) {
            s->no_memory = true;
            return;
        }
        s->table = grown;
        s->cap = old_cap * 2;
        for (size_t i = 0; i < old_cap; i++)
            if (old[i].used)
                *lookup(s, &old[i].k) = old[i];
        free(old);
    }
    entry *e = lookup(s, k);
    if (!e->used)
        s->used++;
    e->k = *k;
    e->value = value;
    e->used = true;
}

static int lowest_type(const search *s)
{
    for (int c = 0; c < 64; c++)
        if (s->cnt[c])
            return c;
    return s->wild ? WILD_TYPE : -1;
}

static int64_t solve(search *s, int hint_type, int hint_allow);

/* Tries one meld: nat[] naturals (codes) and k wild cards. */
static int64_t try_meld(search *s, int c, int allow, const uint8_t *nat, size_t n_nat, int k,
                        int kind)
{
    uint8_t cards[64];
    size_t n = 0;
    for (size_t i = 0; i < n_nat; i++)
        cards[n++] = nat[i];
    for (int i = 0; i < k; i++)
        cards[n++] = CR_CARD_JOKER;
    if (!(ref_meld_kinds(s->p, cards, n, NULL, NULL) & (1u << kind)))
        return INF;
    for (size_t i = 0; i < n_nat; i++)
        s->cnt[nat[i]]--;
    s->wild -= k;
    int64_t v = solve(s, c, allow); /* c's allowance carries over while c remains */
    for (size_t i = 0; i < n_nat; i++)
        s->cnt[nat[i]]++;
    s->wild += k;
    return v;
}

static int64_t best_with_natural(search *s, int c, int allow)
{
    int64_t best = INF;
    int rank = c & 15, suit = c >> 4;
    uint8_t nat[64];
    bool single_group[40] = {false};
    /* Groups of c's rank: every number of copies of every suit (c's suit at
     * least one), plus any number of wild cards. */
    int copies[4], top[4];
    for (int t = 0; t < 4; t++) {
        top[t] = s->cnt[(t << 4) | rank];
        copies[t] = t == suit ? 1 : 0;
    }
    for (;;) {
        size_t n_nat = 0;
        for (int t = 0; t < 4; t++)
            for (int i = 0; i < copies[t]; i++)
                nat[n_nat++] = (uint8_t)((t << 4) | rank);
        for (int k = 0; k <= s->wild; k++) {
            int64_t v = try_meld(s, c, allow, nat, n_nat, k, REF_KIND_GROUP);
            if (v < INF && n_nat == 1)
                single_group[k] = true;
            if (v < best)
                best = v;
        }
        int t = 0;
        while (t < 4 && copies[t] == top[t]) {
            copies[t] = t == suit ? 1 : 0;
            t++;
        }
        if (t == 4)
            break;
        copies[t]++;
    }
    /* Runs of c's suit: every set of distinct ranks held in that suit that
     * contains c's rank, plus any number of wild cards. */
    unsigned avail = 0;
    for (int r = 1; r <= 13; r++)
        if (s->cnt[(suit << 4) | r])
            avail |= 1u << (r - 1);
    unsigned others = avail & ~(1u << (rank - 1));
    for (unsigned sub = others;; sub = (sub - 1) & others) {
        unsigned m = sub | (1u << (rank - 1));
        int n_nat = 0;
        for (int r = 1; r <= 13; r++)
            if (m & (1u << (r - 1)))
                nat[n_nat++] = (uint8_t)((suit << 4) | r);
        /* The wild cards fill the gaps of the shortest window, then extend it. */
        int len = ref_run_cover(s->p->seq, m);
        if (len < s->p->run_min)
            len = s->p->run_min;
        for (int k = len - n_nat; k <= s->wild && n_nat + k <= 13; k++) {
            if (k < 0 || (n_nat == 1 && single_group[k]))
                continue; /* single_group: the same cards were tried as a group */
            int64_t v = try_meld(s, c, allow, nat, (size_t)n_nat, k, REF_KIND_RUN);
            if (v < best)
                best = v;
        }
        if (sub == 0)
            break;
    }
    return best;
}

static int64_t best_with_wild(search *s, int allow)
{
    int64_t best = INF;
    uint8_t jokers[64];
    for (int k = 1; k <= s->wild && k <= 64; k++) {
        jokers[k - 1] = CR_CARD_JOKER;
        if (!ref_meld_kinds(s->p, jokers, (size_t)k, NULL, NULL))
            continue;
        s->wild -= k;
        int64_t v = solve(s, WILD_TYPE, allow);
        s->wild += k;
        if (v < best)
            best = v;
    }
    return best;
}

static int64_t solve(search *s, int hint_type, int hint_allow)
{
    if (s->over_budget || s->no_memory)
        return INF;
    int c = lowest_type(s);
    if (c < 0)
        return 0;
    int held = c == WILD_TYPE ? s->wild : s->cnt[c];
    int allow = c == hint_type ? hint_allow : s->allow0[c];
    if (allow > held)
        allow = held;
    key k = {0, 0, (uint32_t)s->wild | (uint32_t)allow << 8};
    for (int i = 0; i < 32; i++) {
        k.a |= (uint64_t)s->cnt[i] << (2 * i);
        k.b |= (uint64_t)s->cnt[32 + i] << (2 * i);
    }
    entry *e = lookup(s, &k);
    if (e->used)
        return e->value;

    int64_t best = INF;
    if (allow > 0) {
        /* c is left out of the melds. */
        if (c == WILD_TYPE)
            s->wild--;
        else
            s->cnt[c]--;
        int64_t v = solve(s, c, allow - 1);
        if (c == WILD_TYPE)
            s->wild++;
        else
            s->cnt[c]++;
        if (v < INF && v + s->cost[c] < best)
            best = v + s->cost[c];
    }
    int64_t v = c == WILD_TYPE ? best_with_wild(s, allow) : best_with_natural(s, c, allow);
    if (v < best)
        best = v;
    store(s, &k, best);
    return best;
}

/* Loads the cards into a fresh search (the callers set allow0[] and cost[]). */
static int load(search *s, const ref_profile *p, const uint8_t *cards, size_t n)
{
    memset(s, 0, sizeof *s);
    s->p = p;
    for (size_t i = 0; i < n; i++) {
        uint8_t c = cards[i];
        bool std = (c & 15) >= 1 && (c & 15) <= 13 && (c >> 4) <= 3;
        if (c != CR_CARD_JOKER && !std)
            return -2;
        if (ref_is_wild(p, c)) {
            if (++s->wild > 31)
                return -2;
        } else if (++s->cnt[c] > 3) {
            return -2;
        }
    }
    s->cap = 1024;
    s->table = calloc(s->cap, sizeof *s->table);
    return s->table ? 0 : -2;
}

static int64_t run(search *s)
{
    int64_t v = solve(s, -1, 0);
    free(s->table);
    s->table = NULL;
    return v;
}

static int status_of(const search *s)
{
    return s->over_budget || s->no_memory ? -1 : 0;
}

static void value_costs(search *s, int64_t unit)
{
    for (int c = 0; c < 64; c++)
        s->cost[c] = unit + ref_card_value(s->p, (uint8_t)c);
    s->cost[WILD_TYPE] = unit + s->p->wild_value;
}

int ref_deadwood(int *out, const ref_profile *p, const uint8_t *cards, size_t n)
{
    search s;
    int rc = load(&s, p, cards, n);
    if (rc)
        return rc;
    for (int c = 0; c < 64; c++)
        s.allow0[c] = s.cnt[c];
    s.allow0[WILD_TYPE] = (uint8_t)s.wild;
    value_costs(&s, 0);
    int64_t v = run(&s);
    *out = (int)v;
    return status_of(&s);
}

int ref_arrangeable(bool *out, const ref_profile *p, const uint8_t *cards, size_t n)
{
    search s;
    int rc = load(&s, p, cards, n);
    if (rc)
        return rc;
    int64_t v = run(&s);
    *out = v == 0;
    return status_of(&s);
}

int ref_bestplay(bool *table_ok, int *out_count, int *out_value, const ref_profile *p,
                 const uint8_t *table, size_t n_table, const uint8_t *hand, size_t n_hand)
{
    *table_ok = false;
    *out_count = 0;
    *out_value = 0;
    int rc = ref_arrangeable(table_ok, p, table, n_table);
    if (rc || !*table_ok)
        return rc;
    uint8_t all[512];
    if (n_table + n_hand > sizeof all)
        return -2;
    memcpy(all, table, n_table);
    memcpy(all + n_table, hand, n_hand);
    search s;
    rc = load(&s, p, all, n_table + n_hand);
    if (rc)
        return rc;
    int hand_value = 0;
    for (size_t i = 0; i < n_hand; i++) {
        hand_value += ref_card_value(p, hand[i]);
        if (ref_is_wild(p, hand[i]))
            s.allow0[WILD_TYPE]++;
        else
            s.allow0[hand[i]]++;
    }
    value_costs(&s, BESTPLAY_UNIT);
    int64_t v = run(&s);
    if (status_of(&s))
        return -1;
    if (v >= INF)
        return -2; /* cannot happen: leaving every hand card out is the table alone */
    *out_count = (int)n_hand - (int)(v / BESTPLAY_UNIT);
    *out_value = hand_value - (int)(v % BESTPLAY_UNIT);
    return 0;
}

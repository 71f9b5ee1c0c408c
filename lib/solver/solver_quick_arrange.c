/* The quick arrangement of cards alone (solver_quick.h; docs/solver.md,
 * "Bestplay's quick bounds"): a depth-first search over the ranks in order
 * whose only choice at a rank is how many copies of each suit go to groups
 * there. The other copies go on the suit's open runs, the runs still too
 * short first; a joker stands in where a short run has no copy to go on or
 * a group lacks cards; asked for a proof in LOW, also where a run of 3 or
 * more bridges a gap or a J-Q-K run starts with one. Failed states are
 * remembered, and the search gives up after QA_NODES of them (a table and
 * hand together: QA_ONTO_TABLE_NODES; a proof: QA_PROVE_NODES); CYCLIC's
 * starts share them in rounds. What it finds is rebuilt into melds, each
 * through the meld check (solver_quick_melds.c). Sets with too few jokers
 * for their melds are answered before the search (solver_joker_shares.c).
 * Where the search finds none it is an answer in LOW, asked for a proof
 * and searched to its end (elsewhere it sees no run round the corner of a
 * CYCLIC suit at the rank it starts from, no ace-high run); where runs may
 * pass the king, the proof searches again with the runs through a seam
 * cut into pieces (cyclic_proves_none). A suit's step at a rank, and the
 * tables of steps and choices the search reads, are solver_quick_steps.c's. */
#include <string.h>

#include "solver/solver_dp.h"
#include "solver/solver_quick.h"
#include "solver/solver_quick_melds.h"
#include "solver/solver_quick_steps.h"

/* Search nodes a question may take before it gives up, over all its
 * starts (measured 2026-12-03: random two-pack sets it arranges take 13-100
 * at most starts; 150 keeps what the sets it cannot arrange pay small). */
#define QA_NODES 150
/* Nodes a question that asks for a proof may take (prove): LOW proofs take
 * more, and each one saves the general search (measured 2026-12-03 on the
 * arrange cases of cardrules-bench: proofs of 60-card sets with jokers at
 * 55-140 nodes at the median, 340-950 at the ninth decile). */
#define QA_PROVE_NODES 1000
/* Nodes for a table and hand together (bestplay's play of every hand
 * card, CRI_QA_ASK_ONTO_TABLE): such sets mostly arrange, and each one found
 * saves bestplay's search (measured 2026-12-04: bestplay onto 40-card tables
 * with jokers 769-1,393 -> 0-769 steps at the median with 600; a hand alone
 * kept at QA_NODES, as its sets mostly do not arrange). */
#define QA_ONTO_TABLE_NODES 600
/* Probes per lookup of a failed state (CRI_QA_MEMO of them remembered). */
#define QA_PROBES 8
/* CYCLIC: the ranks a search may start from, each a try of its own; from
 * QA_MANY_CARDS cards, QA_SEAMS_MANY. */
#define QA_SEAMS 3
#define QA_SEAMS_MANY CRI_QA_STARTS_MAX
#define QA_MANY_CARDS 70
/* CYCLIC where any arrangement will do, from QA_ALL_STARTS_CARDS cards
 * with jokers: every rank a start, the starts sharing one memo (their
 * states keyed apart). A 60-card hand alone with four jokers is found more
 * often so (2026-12-07: 547 -> 574 of 1,000) for fewer instructions; a
 * 40-card one pays the starts that fail (+12%). */
#define QA_STARTS_ALL 13
#define QA_ALL_STARTS_CARDS 50
/* CYCLIC: the nodes each start may take in the first round of the starts
 * (doubled each round), so that a start whose search fails long does not
 * hold up one that arranges soon. */
#define QA_SEAM_ROUND 32u
/* States cut by jokers_short_runs_need that count as one searched against
 * the limit: enough that the limit still bounds the work, few enough to
 * keep what the cut saves (measured 2026-12-04: at 1 and 4 the limit ran
 * out nearly as before; not counted, searches that fail anyway ran longer). */
#define QA_CUTS_PER_NODE 16u
/* The proof with open ends (cyclic_proves_none): its states over all its
 * starts. A set that arranges but was not found spends them all before
 * the search (every start finds pieces), so they are kept few: of 1,000
 * random 60-card CYCLIC sets from two packs and four jokers, 300 prove
 * 409 of the 754 that cannot arrange and 600 prove 557; from two packs
 * and two jokers, 699 and 804 of 879. The bench's CYCLIC arranging
 * spends 15% fewer instructions at 600 than at 300, and no fewer at
 * 1,000 (docs/benchmarks-solver-rounds.md, the seventy-third round). */
#define QA_OPEN_PROOF_NODES 600u
/* Arrange's CYCLIC questions of fewer cards than this try that proof
 * before the finding search: most such sets with jokers cannot be
 * arranged, and the finder's states before the proof were a third of the
 * median question's (the bench's 60-card CYCLIC arrange cases over ten
 * seeds 13-33% faster at the median, the worst cases level); from 80 cards
 * most sets arrange, and the proof first cost arrange_cyclic 41% more
 * instructions (docs/benchmarks-solver-rounds.md, the seventy-fourth
 * round). */
#define QA_PROOF_FIRST_CARDS 70u
typedef struct qa_search {
    const cri_meld_profile *p;
    const int8_t *group_jokers; /* the solver's (cri_quick_arrange_init) */
    const cri_qa_group_lists *group_lists; /* the solver's (group_lists) */
    /* The solver's steps without extra jokers as step_words, by suit, open
     * runs and copies (suit_step_at); and the rows the first position
     * reads, by suit: those of no open runs, or with open ends the
     * solver's qa_open_first_words. */
    const uint64_t *step_words; /* [4][64 * 4] */
    const uint64_t *first_words[4];
    const uint8_t *short_needs; /* the solver's: suit_short_need */
    unsigned rank_at[13]; /* the rank at each position of the sweep */
    uint8_t cnt[13][4];   /* copies by position and suit */
    /* The solver's short_needs row of each position and suit, by its copies
     * there and at the next (copies_here_next): read by the open runs. */
    const uint8_t *need_rows[13][4];
    unsigned jokers;
    cri_qa_choice path[13];     /* the choices that led to an arrangement */
    cri_qa_memo *memo; /* the start's failed states (with more jokers used it fails too) */
    unsigned start;    /* which start, in a memo the starts share (state_key) */
    unsigned nodes, cut;
    /* With jokers in LOW: also the choices that make the search see every
     * arrangement (extra_jokers), and whether a state was cut for want of
     * room in its key (then a failed search proves nothing). */
    bool complete, lossy;
    bool order; /* whether choices are tried fewest jokers first (try_in_order) */
    /* CYCLIC's proof (cyclic_proves_none): the runs through the seam before
     * the first position may be cut in two, a piece from the first
     * position (its runs start as runs of 3 or more do, free to end) and
     * one to the last (its short runs may stay open past it). */
    bool open_ends;
    unsigned node_cap;
} qa_search;

/* The failed states: a key of the start, the position and the open runs
 * (4, 4 and 24 bits), in a small open-addressing table that forgets what
 * does not fit. */
static uint32_t state_key(const qa_search *q, unsigned pos, qa_runs runs)
{
    return ((uint32_t)q->start << 28 | (uint32_t)pos << 24 | runs) + 1u;
}
static int memo_slot(const qa_search *q, uint32_t key)
{
    uint32_t h = (key * 2654435761u) >> 22; /* 10 bits: CRI_QA_MEMO */
    for (unsigned i = 0; i < QA_PROBES; i++) {
        unsigned at = (h + i) & (CRI_QA_MEMO - 1u);
        if (q->memo->key[at] == key || q->memo->key[at] == 0)
            return (int)at;
    }
    return -1;
}

/* Whether the state (key) failed before with at most `used` jokers used:
 * then it fails now. */
static bool remembered(const qa_search *q, uint32_t key, unsigned used)
{
    int slot = memo_slot(q, key);
    return slot >= 0 && q->memo->key[slot] == key && q->memo->used[slot] <= used;
}

/* A state at pos that needs more jokers than are left, seen without the
 * call search_from would make: counted as that call's check would count
 * it (a cut, unless it failed before), so the limit spends the same. */
static void count_cut(qa_search *q, unsigned pos, qa_runs runs, unsigned used)
{
    if (!remembered(q, state_key(q, pos, runs), used))
        q->cut++;
}

/* Jokers that may lead a J-Q-K run of suit su at position pos (LOW, whose
 * positions are the ranks): at the jack, no more than the suit's natural
 * queens and kings (a run of jokers alone is never needed). */
static unsigned leads_at(const qa_search *q, unsigned pos, unsigned su)
{
    if (q->open_ends) /* only of pieces from the first position: elsewhere a run led
                         * by a joker moves it to its far end or, ending at the last
                         * position, is a piece that drops it */
        return pos == 0 ? q->cnt[1][su] : 0u;
    return q->rank_at[pos] == 11 ? (unsigned)q->cnt[pos + 1][su] + q->cnt[pos + 2][su] : 0u;
}

/* Whether x jokers beyond those the short runs lack may go on suit su's
 * runs at position pos, when k copies already go on them: only as jokers an
 * arrangement may need there (docs/solver.md, "When it finds none"): one
 * bridging each run of 3 or more the naturals do not go on with, and those
 * leading a J-Q-K run. Any other joker could leave its run or move to its
 * far end. */
static bool extra_jokers_ok(const qa_search *q, unsigned pos, unsigned su, const qa_open *o,
                            unsigned k, unsigned x)
{
    if (q->open_ends && pos == 0) /* a joker leading a piece of 2 that no natural leads */
        return k + x <= leads_at(q, pos, su);
    unsigned need = o->o1 + o->o2, on_long = k - need < o->o3 ? k - need : o->o3;
    return x <= o->o3 - on_long + leads_at(q, pos, su);
}

/* A lower bound on the jokers the state's short runs still need: each run
 * of 1 or 2 takes a card here, each run of 1 another at the next position
 * (none there after the last: the state cannot finish), and where the suit
 * has fewer copies than that, jokers stand in. Copies given to groups only
 * raise the need, so a state that needs more jokers than are left fails
 * (docs/solver.md, "Jokers short runs need"). */
static inline __attribute__((always_inline)) unsigned
jokers_short_runs_need(const qa_search *q, unsigned pos, qa_runs runs)
{
    /* (Written out, as the hot loops over the four suits are unrolled:
     * GCC does not at -O2, and their overhead was nearly a tenth of the
     * arrange family's instructions, docs/benchmarks-solver-rounds.md,
     * the seventy-fourth round.) */
    const uint8_t *const *row = q->need_rows[pos];
    return (unsigned)row[0][runs >> QA_SHIFT(0) & 63u] + row[1][runs >> QA_SHIFT(1) & 63u] +
           row[2][runs >> QA_SHIFT(2) & 63u] + row[3][runs >> QA_SHIFT(3) & 63u];
}

/* The nodes spent, as the limit counts them. */
static unsigned spent(const qa_search *q)
{
    return q->nodes + q->cut / QA_CUTS_PER_NODE;
}

/* A state's steps, made once for the choices that share them: by suit and
 * the copies it gives to groups (at most its spare ones, each at most 2). */
typedef struct qa_state_steps {
    qa_step_word by_suit[4][3];
} qa_state_steps;

static inline __attribute__((always_inline)) void
state_steps(const qa_search *q, unsigned pos, qa_runs runs, const unsigned spare[4],
            qa_state_steps *out)
{
#pragma GCC unroll 4 /* (as jokers_short_runs_need's) */
    for (unsigned su = 0; su < 4; su++) {
        unsigned runs6 = runs >> QA_SHIFT(su) & 63u;
        const uint64_t *row = pos == 0 ? q->first_words[su]
                                       : &q->step_words[su * 64u * 4u + suit_step_at(runs6, 0)];
        for (unsigned g = 0; g <= spare[su]; g++)
            out->by_suit[su][g] = row[q->cnt[pos][su] - g];
    }
}

/* The choice ch a step word makes with g's groups (wg jokers). */
static inline __attribute__((always_inline)) bool
choice_of_word(qa_search *q, qa_step_word w, unsigned g, int wg, cri_qa_choice *ch,
               qa_runs *next)
{
    if (w >> QA_WORD_LOSSY_AT) {
        q->lossy = true;
        return false;
    }
    *ch = (cri_qa_choice){(uint8_t)g, (uint8_t)(w >> 24), (uint8_t)wg,
                          (uint8_t)((unsigned)wg + (unsigned)(w >> 32))};
    *next = (qa_runs)w & 0xFFFFFFu;
    return true;
}

/* Choice g (copies to groups) at a state whose steps are st: *ch and the
 * open runs it leaves; false when the search does not take it (its groups
 * cannot be made, or no room: lossy). */
static inline __attribute__((always_inline)) bool
choice_step(qa_search *q, const qa_state_steps *st, unsigned g, cri_qa_choice *ch, qa_runs *next)
{
    int wg = q->group_jokers[g];
    if (wg < 0)
        return false;
    qa_step_word w = st->by_suit[0][CRI_QA_GET(g, 0)] + st->by_suit[1][CRI_QA_GET(g, 1)] +
                     st->by_suit[2][CRI_QA_GET(g, 2)] + st->by_suit[3][CRI_QA_GET(g, 3)];
    return choice_of_word(q, w, g, wg, ch, next);
}

/* choice_step with `extra` jokers on each suit's runs beyond those its
 * short runs lack (two bits a suit each, not all 0): also false when
 * extra_jokers_ok says no. */
static bool choice_step_extra(qa_search *q, const qa_state_steps *st, unsigned pos, qa_runs runs,
                              unsigned g, unsigned extra, cri_qa_choice *ch, qa_runs *next)
{
    int wg = q->group_jokers[g];
    if (wg < 0)
        return false;
    qa_step_word w = 0;
#pragma GCC unroll 4
    for (unsigned su = 0; su < 4; su++) {
        unsigned x = CRI_QA_GET(extra, su);
        if (!x) {
            w += st->by_suit[su][CRI_QA_GET(g, su)];
            continue;
        }
        qa_open o = open_of(runs, su);
        unsigned k = q->cnt[pos][su] - CRI_QA_GET(g, su), need = o.o1 + o.o2;
        if (!extra_jokers_ok(q, pos, su, &o, k > need ? k : need, x))
            return false;
        unsigned step = cri_qa_suit_step(o, k, x);
        if (q->open_ends && pos == 0) /* (as qa_open_first_words) */
            step = opened_runs(step);
        w += step_word(step, su);
    }
    return choice_of_word(q, w, g, wg, ch, next);
}

/* Goes on from position pos with choice ch made (leaving next): as search_from. */
static int search_from(qa_search *q, unsigned pos, qa_runs runs, unsigned used);
static int go_on(qa_search *q, unsigned pos, cri_qa_choice ch, qa_runs next, unsigned used)
{
    int r = search_from(q, pos + 1, next, used + ch.cost);
    if (r > 0)
        q->path[pos] = ch;
    return r;
}

/* Goes on with choice g (as choice_step) when it needs from `fewest` to
 * `jokers` jokers: as search_from; 0 for a choice it skips. */
static int try_choice(qa_search *q, const qa_state_steps *st, unsigned pos, unsigned used,
                      unsigned g, unsigned fewest, unsigned jokers)
{
    cri_qa_choice ch;
    qa_runs next;
    if (!choice_step(q, st, g, &ch, &next) || ch.cost > jokers || ch.cost < fewest)
        return 0;
    return go_on(q, pos, ch, next, used);
}

/* The jokers choice ch at pos takes and those the short runs it leaves
 * (next) still need at the next position (jokers_short_runs_need), or
 * QA_NO_FINISH: a short run open after the last position. */
static unsigned step_jokers(const qa_search *q, unsigned pos, cri_qa_choice ch, qa_runs next)
{
    if (pos + 1 == 13)
        return next & QA_SHORT_RUNS && !q->open_ends ? QA_NO_FINISH : ch.cost;
    return ch.cost + jokers_short_runs_need(q, pos + 1, next);
}

/* try_choice with no joker left (free 0): a choice that leaves a short
 * run lacking a copy at the next position is counted cut (count_cut)
 * without the call that would only cut it. */
static int try_choice_spent(qa_search *q, const qa_state_steps *st, unsigned pos, unsigned used,
                            unsigned g)
{
    cri_qa_choice ch;
    qa_runs next;
    if (!choice_step(q, st, g, &ch, &next) || ch.cost > 0)
        return 0;
    if (pos + 1 < 13 && jokers_short_runs_need(q, pos + 1, next) > 0) {
        count_cut(q, pos + 1, next, used);
        return 0;
    }
    return go_on(q, pos, ch, next, used);
}

/* Those of the choices (group_lists') whose groups need at most `free`
 * jokers: *out, one of the solver's lists where it holds just those, else
 * kept. Returns how many. */
static unsigned group_choices(const qa_search *q, const unsigned spare[4], unsigned free,
                              uint8_t kept[81], const uint8_t **out)
{
    const cri_qa_group_lists *l = q->group_lists;
    unsigned at = spare_at(spare), natural = free == 0;
    const uint8_t *list = &l->pool[l->start[at][natural]];
    unsigned n = l->count[at][natural];
    if (natural || l->most[at] <= free) {
        *out = list;
        return n;
    }
    unsigned k = 0;
    for (unsigned i = 0; i < n; i++)
        if ((unsigned)q->group_jokers[list[i]] <= free)
            kept[k++] = list[i];
    *out = kept;
    return k;
}

/* A pass of search_from: in a natural state (short runs lacking no copy) the
 * choices whose groups need no joker, then those that do; else all at once. */
typedef enum qa_pass { QA_GROUPS_NATURAL, QA_GROUPS_WILD, QA_GROUPS_ALL } qa_pass;

/* try_in_order's key of a choice stepped (ch, next): fewest jokers first
 * (step_jokers), then fewest copies to groups, then its index in the
 * choices (the low byte: they come in the order of g, so one order
 * whatever the input's). */
static uint32_t choice_key(const qa_search *q, unsigned pos, cri_qa_choice ch, qa_runs next,
                           unsigned index)
{
    unsigned g = ch.g;
    unsigned copies = CRI_QA_GET(g, 0) + CRI_QA_GET(g, 1) + CRI_QA_GET(g, 2) + CRI_QA_GET(g, 3);
    return (step_jokers(q, pos, ch, next) * 16u + copies) * 256u + index;
}

/* The choices keys[0..n) at pos, which need more jokers than are left
 * (step_jokers), tried as search_from would the states they lead to:
 * each is cut, unless it failed before or is past the last position. 0. */
static int cut_all(qa_search *q, unsigned pos, const cri_qa_choice *chs, const qa_runs *nexts,
                   const uint32_t *keys, unsigned n, unsigned used)
{
    for (unsigned i = 0; i < n && pos + 1 < 13; i++) {
        unsigned at = keys[i] & 255u;
        count_cut(q, pos + 1, nexts[at], used + chs[at].cost);
    }
    return 0;
}

/* Pass `which` of search_from over groups[0..n) (group_choices': the
 * first, 0, gives groups no copy) with jokers left, in choice_key's order,
 * each choice needing no joker in the natural pass and one to `free` in the
 * others: as search_from. Keyed only when reached; the natural pass's first
 * choice is tried before any other is stepped when its key is 0, the least,
 * as it mostly is. */
static int try_in_order(qa_search *q, const qa_state_steps *st, unsigned pos, unsigned used,
                        const uint8_t *groups, unsigned n, qa_pass which, unsigned free)
{
    bool natural = which == QA_GROUPS_NATURAL;
    unsigned fewest = natural ? 0u : 1u, most = natural ? 0u : free, nk = 0;
    uint32_t keys[81];
    cri_qa_choice chs[81]; /* each choice's step, by index, made once */
    qa_runs nexts[81];
    for (unsigned i = 0; i < n; i++) {
        bool wild = q->group_jokers[groups[i]] > 0;
        if (which != QA_GROUPS_ALL && wild != (which == QA_GROUPS_WILD))
            continue;
        /* (a choice the search does not take, or one outside the pass's
         * jokers, is never tried: try_choice would turn it down) */
        if (!choice_step(q, st, groups[i], &chs[i], &nexts[i]) ||
            chs[i].cost > most || chs[i].cost < fewest)
            continue;
        uint32_t key = choice_key(q, pos, chs[i], nexts[i], i);
        if (i == 0 && key == 0) { /* (natural: no other comes before it) */
            int r = go_on(q, pos, chs[0], nexts[0], used);
            if (r)
                return r;
            continue;
        }
        unsigned at = nk++;
        for (; at > 0 && keys[at - 1] > key; at--)
            keys[at] = keys[at - 1];
        keys[at] = key;
    }
    int r = 0;
    for (unsigned i = 0; i < nk && !r; i++) {
        unsigned at = keys[i] & 255u;
        if ((keys[i] >> 12) > free) /* (this and every later choice: jokers_short_runs_need) */
            return cut_all(q, pos, chs, nexts, keys + i, nk - i, used);
        r = go_on(q, pos, chs[at], nexts[at], used);
    }
    return r;
}

/* The complete search's last choices at a position: every way of giving
 * one joker or more beyond what the short runs lack to the suits' runs,
 * each with every choice of copies to groups; x[su] at most what
 * extra_jokers_ok may allow and at most the jokers left (more than three:
 * the search is lossy). */
static int try_extra_jokers(qa_search *q, const qa_state_steps *st, unsigned pos, qa_runs runs,
                            unsigned used, const uint8_t *groups, unsigned ngroups, unsigned free)
{
    unsigned most[4];
    for (unsigned su = 0; su < 4; su++) {
        unsigned m = open_of(runs, su).o3 + leads_at(q, pos, su);
        m = m < free ? m : free;
        if (m > 3) { /* (two bits a suit in the choice: some not tried) */
            q->lossy = true;
            m = 3;
        }
        most[su] = m;
    }
    int r = 0;
    for (unsigned x3 = 0; x3 <= most[3] && !r; x3++)
        for (unsigned x2 = 0; x2 <= most[2] && !r; x2++)
            for (unsigned x1 = 0; x1 <= most[1] && !r; x1++)
                for (unsigned x0 = 0; x0 <= most[0] && !r; x0++) {
                    unsigned sum = x0 + x1 + x2 + x3;
                    if (sum == 0 || sum > free)
                        continue;
                    unsigned x = x0 | x1 << 2 | x2 << 4 | x3 << 6;
                    for (unsigned i = 0; i < ngroups && !r; i++) {
                        cri_qa_choice ch;
                        qa_runs next;
                        if (choice_step_extra(q, st, pos, runs, groups[i], x, &ch, &next) &&
                            ch.cost <= free)
                            r = go_on(q, pos, ch, next, used);
                    }
                }
    return r;
}

/* 1: the positions from pos on arrange (q->path holds their choices);
 * 0: they cannot from this state; -1: out of nodes. The choices without
 * jokers are tried first (each suit giving groups only the copies its short
 * runs can spare), then those with; each from the fewest copies to groups
 * of the first suits up, or with q->order fewest jokers first. */
static int search_from(qa_search *q, unsigned pos, qa_runs runs, unsigned used)
{
    if (pos == 13) /* no run shorter than 3 left open (open ends: any may be a piece) */
        return q->open_ends || (runs & QA_SHORT_RUNS) == 0 ? 1 : 0;
    uint32_t key = state_key(q, pos, runs);
    if (remembered(q, key, used))
        return 0;
    unsigned free = q->jokers - used;
    if (jokers_short_runs_need(q, pos, runs) > free) { /* (count_cut counts as this) */
        q->cut++;
        return 0;
    }
    q->nodes++;
    if (spent(q) > q->node_cap)
        return -1;
    const uint8_t *c = q->cnt[pos];
    unsigned spare[4], lack = 0;
#pragma GCC unroll 4
    for (unsigned su = 0; su < 4; su++) {
        qa_open o = open_of(runs, su);
        unsigned need = o.o1 + o.o2;
        lack += c[su] >= need ? 0 : need - c[su];
        spare[su] = c[su] >= need ? c[su] - need : 0;
    }
    /* A choice's groups take only copies the short runs spare, so its
     * jokers are its groups' and the `lack` the short runs lack (no more
     * than those left, or jokers_short_runs_need would have cut): a choice
     * whose groups take more than free - lack cannot be paid for, and in a
     * natural state (lack 0) one whose groups take none belongs to the
     * first pass only, any other to the second. Either way the choice
     * left out is one try_choice would turn down for its cost. */
    bool natural = lack == 0;
    uint8_t kept[81];
    const uint8_t *groups;
    unsigned ngroups = group_choices(q, spare, free - lack, kept, &groups);
    qa_state_steps st;
    state_steps(q, pos, runs, spare, &st);
    int r = 0;
    if (q->order && free) {
        if (natural)
            r = try_in_order(q, &st, pos, used, groups, ngroups, QA_GROUPS_NATURAL, free);
        if (!r)
            r = try_in_order(q, &st, pos, used, groups, ngroups,
                             natural ? QA_GROUPS_WILD : QA_GROUPS_ALL, free);
    } else {
        for (unsigned i = 0; natural && i < ngroups && !r; i++)
            if (!free)
                r = try_choice_spent(q, &st, pos, used, groups[i]);
            else if (q->group_jokers[groups[i]] == 0) /* (without one, none does) */
                r = try_choice(q, &st, pos, used, groups[i], 0, 0);
        for (unsigned i = 0; free && i < ngroups && !r; i++)
            if (!natural || q->group_jokers[groups[i]] > 0)
                r = try_choice(q, &st, pos, used, groups[i], 1, free);
    }
    if (!r && free && q->complete)
        r = try_extra_jokers(q, &st, pos, runs, used, groups, ngroups, free);
    if (r)
        return r;
    int slot = memo_slot(q, key); /* deeper calls may have filled it */
    if (slot >= 0 && (q->memo->key[slot] != key || q->memo->used[slot] > used)) {
        q->memo->key[slot] = key;
        q->memo->used[slot] = (uint8_t)used;
    }
    return 0;
}

/* The melds of the path the search found into s->res (solver_quick_melds.c). */
static bool melds_of(cr_solver *s, const qa_search *q, size_t total)
{
    return cri_qa_rebuild(s, &(cri_qa_found){q->p, q->rank_at, q->cnt, q->path, q->jokers}, total);
}

/* The ranks after all QA_STARTS_ALL seams, those fewest runs may cross
 * first: the runs a search from rank r + 1 cannot see are those through
 * its seam, from r to r + 1, and each needs a copy of its suit on both
 * sides, so at most the lesser count of the two, summed over the suits;
 * then fewest copies at r, then the lowest r. */
static void seams_first(unsigned by_rank[14][4], unsigned out[QA_STARTS_ALL])
{
    unsigned order[13] = {0}, key[14] = {0};
    for (unsigned r = 1; r <= 13; r++) {
        const unsigned *here = by_rank[r], *next = by_rank[r % 13u + 1u];
        unsigned crossing = 0, copies = 0;
        for (unsigned su = 0; su < 4; su++) {
            crossing += here[su] < next[su] ? here[su] : next[su];
            copies += here[su];
        }
        key[r] = crossing * 16u + copies; /* (each at most 8: two packs) */
        unsigned i = r - 1;
        for (; i > 0 && key[order[i - 1]] > key[r]; i--)
            order[i] = order[i - 1];
        order[i] = r;
    }
    for (size_t i = 0; i < QA_STARTS_ALL; i++)
        out[i] = order[i] % 13u + 1u;
}

/* The search's positions from rank first on, with memo for its failed
 * states (emptied first when fresh). */
static void start_at(qa_search *q, unsigned first, unsigned by_rank[14][4], cri_qa_memo *memo,
                     bool fresh)
{
    for (unsigned pos = 0; pos < 13; pos++) {
        q->rank_at[pos] = (first - 1u + pos) % 13u + 1u;
        for (unsigned su = 0; su < 4; su++)
            q->cnt[pos][su] = (uint8_t)by_rank[q->rank_at[pos]][su];
    }
    for (unsigned pos = 0; pos < 13; pos++)
        for (unsigned su = 0; su < 4; su++)
            q->need_rows[pos][su] = &q->short_needs[short_need_at(
                0, copies_here_next(q->cnt[pos][su], pos < 12      ? q->cnt[pos + 1][su]
                                                     : q->open_ends ? QA_OPEN_LAST
                                                                    : QA_PAST_LAST))];
    q->memo = memo;
    if (fresh)
        memset(memo, 0, sizeof *memo);
}

/* CYCLIC's starts, searched in rounds: each start up to QA_SEAM_ROUND
 * nodes in all, then twice that, and so on, each going on from the failed
 * states it kept (in a memo of its own, or, past CRI_QA_STARTS_MAX starts,
 * in one they share), until one arranges or every start has ended or the
 * question's nodes run out. True when one arranges (into s->res). */
static bool starts_in_rounds(cr_solver *s, qa_search *q, const unsigned *firsts, size_t starts,
                             unsigned by_rank[14][4], cri_qa_memo *memos, size_t total)
{
    unsigned cap = q->node_cap, used[QA_STARTS_ALL] = {0}, round = QA_SEAM_ROUND;
    bool open[QA_STARTS_ALL], shared = starts > CRI_QA_STARTS_MAX;
    for (size_t t = 0; t < starts; t++)
        open[t] = true;
    for (bool any = true, first = true; any; round *= 2, first = false) {
        any = false;
        for (size_t t = 0; t < starts; t++) {
            if (!open[t])
                continue;
            q->start = shared ? (unsigned)t : 0u;
            start_at(q, firsts[t], by_rank, shared ? memos : &memos[t],
                     shared ? first && t == 0 : used[t] == 0);
            unsigned before = spent(q), room = round > used[t] ? round - used[t] : 0u;
            q->node_cap = before + room < cap ? before + room : cap;
            int found = search_from(q, 0, 0, 0);
            used[t] += spent(q) - before;
            if (found > 0 && melds_of(s, q, total))
                return true;
            if (found >= 0)
                open[t] = false; /* searched to its end (or no rebuild) */
            else if (spent(q) >= cap)
                return false;
            else
                any = true;
        }
    }
    return false;
}

/* CYCLIC's proof that no arrangement exists (docs/solver.md, "When it
 * finds none"): cut at any seam, every arrangement is one with open ends
 * (qa_search's open_ends), so a start whose complete search finds none of
 * those proves there is none. A start that finds one proves nothing (its
 * pieces need not pair up): the next is tried, best first, within
 * QA_OPEN_PROOF_NODES states in all. */
static bool cyclic_proves_none(qa_search *q, const unsigned firsts[QA_STARTS_ALL],
                               unsigned by_rank[14][4], cri_qa_memo *memo,
                               const uint64_t *open_first_words /* [4][4] */)
{
    q->open_ends = true;
    for (unsigned su = 0; su < 4; su++)
        q->first_words[su] = &open_first_words[su * 4u];
    q->order = q->jokers > 0; /* (a start that finds one ends sooner) */
    q->complete = q->jokers > 0;
    q->start = 0;
    q->nodes = q->cut = 0;
    q->node_cap = QA_OPEN_PROOF_NODES;
    for (size_t t = 0; t < QA_STARTS_ALL; t++) {
        q->lossy = false;
        start_at(q, firsts[t], by_rank, memo, true);
        int found = search_from(q, 0, 0, 0);
        if (found == 0 && !q->lossy)
            return true;
        if (found < 0)
            return false;
    }
    return false;
}

cri_qa_result cri_quick_arrange(cr_solver *s, const cri_multiset *cards, cri_dp_reduced *red,
                                cri_qa_ask ask)
{
    bool prove = ask == CRI_QA_ASK_PROVE;
    /* Tried only with no card in no meld (that check settles most sets
     * that cannot be arranged, for less). */
    cri_dp_problem_build(&red->pb, &s->prof, cards, NULL, CRI_GOAL_VALUE);
    red->nleft = 0;
    red->cost = 0;
    red->meldable = cri_dp_prune_isolated(&s->prof, &red->pb, red->left, &red->nleft, &red->cost);
    red->made = true;
    const cri_meld_profile *p = &s->prof;
    if (!red->meldable || p->run_min != 3 || s->quick_arrange_off)
        return CRI_QA_UNKNOWN;
    qa_search q = {.p = p, .group_jokers = s->group_jokers,
                   .group_lists = &s->qa_group_lists, .step_words = s->qa_step_words[0],
                   .first_words = {s->qa_step_words[0], s->qa_step_words[1], s->qa_step_words[2],
                                   s->qa_step_words[3]},
                   .short_needs = s->qa_short_needs};
    /* (its memos too: the solver's) */
    uint8_t all[CR_MAX_CARDS];
    size_t n = cri_ms_to_cards(cards, all);
    unsigned by_rank[14][4] = {{0}};
    for (size_t i = 0; i < n; i++) {
        if (all[i] == CR_CARD_JOKER)
            q.jokers++;
        else if (cri_card_is_wild(p, all[i]) || ++by_rank[all[i] & 15u][all[i] >> 4] > 2)
            return CRI_QA_UNKNOWN; /* wild deuces, three packs: the search's */
    }
    /* Too few jokers for the least shares of the melds: no arrangement, in
     * any mode, and no search (most small sets with jokers end here). */
    if (cri_jokers_too_few(p, by_rank, q.jokers)) {
        s->shares_none++;
        return CRI_QA_NONE;
    }
    /* In LOW the search may see every arrangement there is (docs/solver.md,
     * "When it finds none"): without jokers as it is; with them when it
     * also tries the jokers an arrangement may need beyond what short runs
     * and groups lack, the used jokers fit its key, and groups of distinct
     * suits may hold four (else two short groups may need what one full
     * group would not). */
    bool low = p->seq_mode == CR_SEQ_LOW;
    bool provable = prove && (q.jokers == 0 || (q.jokers <= 7 &&
                                                !(p->group_distinct && p->group_max < 4)));
    /* Only a proof pays for the longer search; in CYCLIC the finding search
     * is not one (cyclic_proves_none is). */
    q.node_cap = prove && low ? QA_PROVE_NODES
                 : ask == CRI_QA_ASK_ONTO_TABLE ? QA_ONTO_TABLE_NODES
                                                : QA_NODES;
    q.complete = provable && low && q.jokers > 0;
    /* Fewest jokers first finds more within the nodes where any
     * arrangement will do (60-card CYCLIC hands alone, four jokers: 377 ->
     * 525 of the 744 of 1,000 that arrange, 2026-12-07); LOW proofs try
     * every choice anyway and tables with hands arrange at the first ones:
     * there it only costs. */
    q.order = q.jokers > 0 && (ask == CRI_QA_ASK_TABLE || (prove && !low));
    /* The ranks a sweep may start from, best first: the ace, or in CYCLIC
     * the first `seams` of seams_first's (all of which the proof takes). */
    bool cyclic = p->seq_mode == CR_SEQ_CYCLIC, open_proof = provable && !low;
    unsigned by_seam[QA_STARTS_ALL], ace[1] = {1};
    if (cyclic || open_proof)
        seams_first(by_rank, by_seam);
    const unsigned *firsts = cyclic ? by_seam : ace;
    size_t seams = !cyclic ? 1
                   : ask == CRI_QA_ASK_TABLE && q.order && n >= QA_ALL_STARTS_CARDS
                       ? QA_STARTS_ALL
                   : n < QA_MANY_CARDS ? QA_SEAMS
                                       : QA_SEAMS_MANY;
    cri_qa_memo *memos = s->qa_memo;
    bool proof_first = open_proof && cyclic && n < QA_PROOF_FIRST_CARDS;
    if (proof_first) {
        qa_search proof = q; /* (so that the finder starts as it would alone) */
        if (cyclic_proves_none(&proof, by_seam, by_rank, &memos[0], s->qa_open_first_words[0])) {
            s->quick_none++;
            return CRI_QA_NONE;
        }
    }
    if (!low && s->quick_proof_alone) {
        /* (tests: the proof below meets sets that arrange) */
    } else if (seams == 1) {
        start_at(&q, firsts[0], by_rank, &memos[0], true);
        int found = search_from(&q, 0, 0, 0);
        if (found > 0 && melds_of(s, &q, n)) {
            s->quick_arranged++;
            return CRI_QA_ARRANGED;
        }
        /* Searched to its end in LOW, the search has seen every
         * arrangement up to the exchanges of docs/solver.md ("When it
         * finds none"): there is none. */
        if (found == 0 && provable && !q.lossy && low) {
            s->quick_none++;
            return CRI_QA_NONE;
        }
    } else if (starts_in_rounds(s, &q, firsts, seams, by_rank, memos, n)) {
        s->quick_arranged++;
        return CRI_QA_ARRANGED;
    }
    /* Where runs may pass from the king to the ace (CYCLIC, and ace high
     * or low, whose runs are all CYCLIC ones), the search with open ends:
     * a relaxation of every arrangement. */
    if (open_proof && !proof_first &&
        cyclic_proves_none(&q, by_seam, by_rank, &memos[0], s->qa_open_first_words[0])) {
        s->quick_none++;
        return CRI_QA_NONE;
    }
    return CRI_QA_UNKNOWN;
}

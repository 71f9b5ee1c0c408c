/* Rules objects: defaults from the preset tables, setting and reading
 * options (shorthand variants included), resolving the deal for the player
 * count, and validating combinations. Text forms: lib/rules/rules_text.c;
 * registry enumeration: lib/rules/rules_info.c. */
#include "common/error.h"
#include "rules/options.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int32_t cri_rules_fail(cr_rules *r, int32_t status, int32_t reason, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->error, sizeof r->error, fmt, ap);
    va_end(ap);
    r->reason = reason;
    return status;
}

int32_t cri_rules_fail_unknown(cr_rules *r, const char *what, const char *name, const char *closest)
{
    if (closest)
        return cri_rules_fail(r, CR_E_NOT_FOUND, CR_REASON_NONE, "%s \"%.60s\"; did you mean \"%s\"?", what,
                              name, closest);
    return cri_rules_fail(r, CR_E_NOT_FOUND, CR_REASON_NONE, "%s \"%.60s\"", what, name);
}

void cri_rules_ok(cr_rules *r)
{
    r->error[0] = '\0';
    r->reason = CR_REASON_NONE;
}

bool cri_option_applies(const cri_option_def *d, int32_t preset)
{
    return preset >= 1 && preset <= CRI_PRESET_COUNT && (d->presets >> preset) & 1u;
}

int32_t cri_option_preset_default(int32_t opt, int32_t preset)
{
    const cri_preset_rules *p = cri_preset_rules_get(preset);
    if (opt == CRI_OPT_PLAYERS && p)
        return (int32_t)p->default_players;
    if (p && p->values[opt].set)
        return p->values[opt].value;
    return cri_option_get(opt)->base;
}

void cri_rules_init(cr_rules *r, int32_t preset)
{
    memset(r, 0, sizeof *r);
    r->preset = preset;
    /* cri_option_preset_default for every option, with the tables looked up once. */
    cri_option_bases(r->v);
    const cri_preset_rules *p = cri_preset_rules_get(preset);
    if (!p)
        return;
    for (int32_t o = 0; o < CRI_OPT_COUNT; o++)
        if (p->values[o].set)
            r->v[o] = p->values[o].value;
    r->v[CRI_OPT_PLAYERS] = (int32_t)p->default_players;
}

/* Apply a shorthand's rules for `number` to r (already checked). */
static void apply_shorthand(cr_rules *r, const cri_option_def *d, int32_t number)
{
    bool reset = d->type == CR_OPTION_BOOL && number == 0;
    for (const cri_sh_rule *s = d->sh; s->opt >= 0; s++) {
        if (reset) {
            if (s->when == 1)
                r->v[s->opt] = cri_option_preset_default(s->opt, r->preset);
        } else if (s->when == CRI_SH_ANY || s->when == number) {
            r->v[s->opt] = s->value == CRI_SH_FORWARD ? number : s->value;
        }
    }
}

/* RULES.md 0.4: a player or pack count the preset does not allow is
 * E_PLAYER_COUNT, whether it is refused when set or when validated. */
static int32_t out_of_range_reason(int32_t index)
{
    switch (index) {
    case CRI_OPT_PLAYERS:
    case CRI_OPT_SHED_PACKS:
    case CRI_OPT_RUMMY_PACKS:
    case CRI_OPT_MAN_PACKS:
        return CR_REASON_PLAYER_COUNT;
    default:
        return CR_REASON_NONE;
    }
}

int32_t cri_rules_apply(cr_rules *r, int32_t index, int32_t number)
{
    const cri_option_def *d = cri_option_get(index);
    if (!cri_option_applies(d, r->preset))
        return cri_rules_fail(r, CR_E_CONFIG, CR_REASON_NONE, "option %s does not apply to %s",
                              d->name, cr_preset_name(r->preset));
    if (!cri_option_value_ok(d, number))
        return cri_rules_fail(r, CR_E_CONFIG, out_of_range_reason(index),
                              "bad value %ld for option %s", (long)number, d->name);
    if (d->sh)
        apply_shorthand(r, d, number);
    else
        r->v[index] = number;
    cri_rules_ok(r);
    return CR_OK;
}

/* Whether every rule of shorthand d for value `when` holds in r; *fwd
 * receives the forwarded option's value, if any. */
static bool shorthand_holds(const cr_rules *r, const cri_option_def *d, int32_t when, int32_t *fwd)
{
    bool any = false;
    for (const cri_sh_rule *s = d->sh; s->opt >= 0; s++) {
        if (s->when != when && s->when != CRI_SH_ANY)
            continue;
        any = true;
        if (s->value == CRI_SH_FORWARD)
            *fwd = r->v[s->opt];
        else if (r->v[s->opt] != s->value)
            return false;
    }
    return any;
}

int32_t cri_rules_read(int32_t *out, const cr_rules *r, int32_t index)
{
    const cri_option_def *d = cri_option_get(index);
    if (!d->sh) {
        *out = r->v[index];
        return CR_OK;
    }
    int32_t fwd = 0;
    switch (d->type) {
    case CR_OPTION_BOOL:
        *out = shorthand_holds(r, d, 1, &fwd) ? 1 : 0;
        return CR_OK;
    case CR_OPTION_INT:
        if (!shorthand_holds(r, d, CRI_SH_ANY, &fwd) || !cri_option_value_ok(d, fwd))
            return CR_E_NOT_FOUND;
        *out = fwd;
        return CR_OK;
    default:
        for (int32_t k = 0; k < d->nvalues; k++)
            if (shorthand_holds(r, d, k, &fwd)) {
                *out = k;
                return CR_OK;
            }
        return CR_E_NOT_FOUND;
    }
}

/* ---- resolvers ------------------------------------------------------------ */
int32_t cri_rules_engine(const cr_rules *r)
{
    return cr_preset_engine(r->preset);
}

static uint32_t resolve_packs(int32_t packs, uint32_t n)
{
    switch (packs) {
    case CRI_PACKS_AUTO_GOBOOM: return n <= 7 ? 1 : 2;
    case CRI_PACKS_AUTO_GOBOOM_7DOUBLE: return n <= 6 ? 1 : 2;
    case CRI_PACKS_AUTO_SINGLE_MAX4: return n <= 4 ? 1 : 2;
    case CRI_PACKS_AUTO_TWO_PLAYERS_ONE: return n <= 2 ? 1 : 2;
    case CRI_PACKS_AUTO_THREE_PLAYERS_ONE: return n <= 3 ? 1 : 2;
    default: return (uint32_t)packs;
    }
}

uint32_t cri_rules_packs(const cr_rules *r)
{
    uint32_t n = cri_rules_players(r);
    switch (cri_rules_engine(r)) {
    case CR_ENGINE_SHED: return resolve_packs(r->v[CRI_OPT_SHED_PACKS], n);
    case CR_ENGINE_RUMMY: return (uint32_t)r->v[CRI_OPT_RUMMY_PACKS];
    default: return resolve_packs(r->v[CRI_OPT_MAN_PACKS], n);
    }
}

uint32_t cri_rules_jokers(const cr_rules *r)
{
    switch (cri_rules_engine(r)) {
    case CR_ENGINE_SHED: return 0;
    case CR_ENGINE_RUMMY: return (uint32_t)r->v[CRI_OPT_RUMMY_JOKERS];
    default: return cri_rules_packs(r) * (uint32_t)r->v[CRI_OPT_MAN_JOKERS_PER_PACK];
    }
}

uint32_t cri_rules_deck_size(const cr_rules *r)
{
    return 52u * cri_rules_packs(r) + cri_rules_jokers(r);
}

uint32_t cri_rules_hand_size(const cr_rules *r)
{
    uint32_t n = cri_rules_players(r);
    switch (cri_rules_engine(r)) {
    case CR_ENGINE_SHED: return (uint32_t)r->v[CRI_OPT_SHED_HAND_SIZE];
    case CR_ENGINE_MANIP: return (uint32_t)r->v[CRI_OPT_MAN_HAND_SIZE];
    default: break;
    }
    switch (r->v[CRI_OPT_RUMMY_HAND_SIZE]) {
    case CRI_HAND_BOATHOUSE: return n <= 2 ? 10 : n <= 4 ? 7 : 6;
    case CRI_HAND_NINE_MINUS_N: return n < 9 ? 9 - n : 0;
    case CRI_HAND_SEVEN_UP_TO_5: return n <= 5 ? 7 : 6;
    default: return (uint32_t)r->v[CRI_OPT_RUMMY_HAND_SIZE];
    }
}

bool cri_rules_has_upcard(const cr_rules *r)
{
    switch (cri_rules_engine(r)) {
    case CR_ENGINE_SHED: return r->v[CRI_OPT_SHED_INITIAL_UPCARD] != 0;
    case CR_ENGINE_RUMMY: return r->v[CRI_OPT_RUMMY_INITIAL_UPCARD] != 0;
    default: return false;
    }
}

void cri_rules_player_range(const cr_rules *r, uint32_t *min, uint32_t *max)
{
    const cri_preset_rules *p = cri_preset_rules_get(r->preset);
    *min = p->min_players;
    *max = p->max_players;
    if (r->preset == CR_GAME_DOUBLE_RUMMY)
        *max = (uint32_t)r->v[CRI_OPT_DOUBLE_MAX_PLAYERS];
    else if (r->preset == CR_GAME_RUMMY_POKER)
        *max = (uint32_t)r->v[CRI_OPT_RUMMYPOKER_MAX_PLAYERS];
}

int32_t cri_rules_card_value(const cr_rules *r, int32_t rank, bool wild)
{
    bool court = rank >= CR_RANK_JACK && rank <= CR_RANK_KING;
    switch (cri_rules_engine(r)) {
    case CR_ENGINE_SHED:
        if (rank == CR_RANK_ACE)
            return r->v[CRI_OPT_SHED_ACE_VALUE];
        if (court)
            return r->v[CRI_OPT_SHED_COURT_VALUE];
        if (r->v[CRI_OPT_SHED_PIP_VALUES] == CRI_PIPS_AV)
            return rank >= 10 ? 10 : 5;
        return rank;
    case CR_ENGINE_RUMMY:
        if (wild || rank == 0)
            return r->v[CRI_OPT_RUMMY_WILD_VALUE];
        if (rank == CR_RANK_ACE)
            return r->v[CRI_OPT_RUMMY_ACE_VALUE];
        if (court)
            return r->v[CRI_OPT_RUMMY_COURT_VALUES] == CRI_COURT_RANK ? rank : 10;
        return rank;
    default:
        if (wild || rank == 0)
            return r->v[CRI_OPT_MAN_SCORING] == CRI_MSCORING_CAROUSEL ? 25 : 0;
        return court ? 10 : rank;
    }
}

int32_t cri_rules_set_opt(cr_rules *r, int opt, int32_t value)
{
    if (opt < 0 || opt >= CRI_OPT_COUNT)
        return CR_E_CONFIG;
    cr_rules tmp = *r;
    int32_t st = cri_rules_apply(&tmp, opt, value);
    if (st == CR_OK)
        *r = tmp;
    return st;
}

static int32_t registry_validate(cr_rules *r);

static int32_t check_with(int32_t (*validate)(cr_rules *), const cr_rules *r, int32_t *reason, char *msg,
                          size_t cap)
{
    cr_rules tmp = *r;
    int32_t st = validate(&tmp);
    if (reason)
        *reason = tmp.reason;
    if (msg && cap)
        snprintf(msg, cap, "%s", tmp.error);
    return st;
}

int32_t cri_rules_check(const cr_rules *r, int32_t *reason, char *msg, size_t cap)
{
    return check_with(cr_rules_validate, r, reason, msg, cap);
}

int32_t cri_rules_check_registry(const cr_rules *r, int32_t *reason, char *msg, size_t cap)
{
    return check_with(registry_validate, r, reason, msg, cap);
}

/* ---- public API ------------------------------------------------------------ */
int32_t cr_rules_new_id(cr_rules **out, int32_t preset_id)
{
    if (!out)
        return CR_E_INVALID_ARGUMENT;
    *out = NULL;
    if (!cri_preset_get(preset_id))
        return CR_E_INVALID_ARGUMENT;
    cr_rules *r = malloc(sizeof *r);
    if (!r)
        return CR_E_NOMEM;
    cri_rules_init(r, preset_id);
    *out = r;
    return CR_OK;
}

int32_t cr_rules_new_ex(cr_rules **out, cr_error *err, const char *preset)
{
    if (!out)
        return cri_error_set(err, CR_E_INVALID_ARGUMENT, CR_REASON_NONE, "NULL output");
    *out = NULL;
    if (!preset)
        return cri_error_set(err, CR_E_INVALID_ARGUMENT, CR_REASON_NONE, "NULL preset name");
    int32_t id = 0;
    if (cr_preset_from_name(&id, preset) != CR_OK) {
        cr_rules scratch;
        cri_rules_init(&scratch, CR_GAME_ROCKAWAY);
        int32_t st = cri_rules_fail_unknown(&scratch, "unknown preset", preset, cri_preset_suggest(preset));
        return cri_error_set(err, st, CR_REASON_NONE, scratch.error);
    }
    int32_t st = cr_rules_new_id(out, id);
    if (st != CR_OK)
        return cri_error_set(err, st, CR_REASON_NONE, "out of memory");
    cri_error_clear(err);
    return CR_OK;
}

int32_t cr_rules_new(cr_rules **out, const char *preset)
{
    return cr_rules_new_ex(out, NULL, preset);
}

int32_t cr_rules_copy(cr_rules **out, const cr_rules *r)
{
    if (!out)
        return CR_E_INVALID_ARGUMENT;
    *out = NULL;
    if (!r)
        return CR_E_INVALID_ARGUMENT;
    cr_rules *c = malloc(sizeof *c);
    if (!c)
        return CR_E_NOMEM;
    *c = *r;
    *out = c;
    return CR_OK;
}

void cr_rules_free(cr_rules *r)
{
    free(r);
}

int32_t cr_rules_equal(const cr_rules *a, const cr_rules *b)
{
    if (!a || !b)
        return CR_E_INVALID_ARGUMENT;
    return a->preset == b->preset && memcmp(a->v, b->v, sizeof a->v) == 0;
}

int32_t cr_rules_preset(const cr_rules *r)
{
    return r ? r->preset : CR_E_INVALID_ARGUMENT;
}

int32_t cr_rules_players(const cr_rules *r)
{
    return r ? r->v[CRI_OPT_PLAYERS] : CR_E_INVALID_ARGUMENT;
}

int32_t cr_rules_deal_figures(uint32_t *out_packs, uint32_t *out_jokers, uint32_t *out_hand_size,
                              const cr_rules *r)
{
    if (!r)
        return CR_E_INVALID_ARGUMENT;
    if (out_packs)
        *out_packs = cri_rules_packs(r);
    if (out_jokers)
        *out_jokers = cri_rules_jokers(r);
    if (out_hand_size)
        *out_hand_size = cri_rules_hand_size(r);
    return CR_OK;
}

const char *cr_rules_last_error(const cr_rules *r)
{
    return r ? r->error : "no rules object (NULL)";
}

int32_t cr_rules_last_reason(const cr_rules *r)
{
    return r ? r->reason : CR_REASON_NONE;
}

/* Check the arguments of a setter and look the name up, recording a message
 * on r when it is unknown. */
static int32_t find_option(cr_rules *r, const char *name, int32_t *index)
{
    if (!r || !name)
        return CR_E_INVALID_ARGUMENT;
    *index = cri_option_lookup(name);
    if (*index < 0)
        return cri_rules_fail_unknown(r, "unknown option", name, cri_option_suggest(name));
    return CR_OK;
}

int32_t cr_rules_set(cr_rules *r, const char *name, const char *value)
{
    int32_t index;
    int32_t st = find_option(r, name, &index);
    if (st != CR_OK)
        return st;
    const cri_option_def *d = cri_option_get(index);
    if (!cri_option_applies(d, r->preset))
        return cri_rules_fail(r, CR_E_CONFIG, CR_REASON_NONE, "option %s does not apply to %s",
                              d->name, cr_preset_name(r->preset));
    int32_t number;
    char msg[sizeof r->error];
    st = cri_option_parse_value(&number, d, value, msg, sizeof msg);
    if (st != CR_OK)
        return cri_rules_fail(r, st, st == CR_E_CONFIG ? out_of_range_reason(index) : CR_REASON_NONE,
                              "%s", msg);
    return cri_rules_apply(r, index, number);
}

int32_t cr_rules_set_int(cr_rules *r, const char *name, int64_t value)
{
    int32_t index;
    int32_t st = find_option(r, name, &index);
    if (st != CR_OK)
        return st;
    if (value < INT32_MIN + 1 || value > INT32_MAX)
        return cri_rules_fail(r, CR_E_CONFIG, out_of_range_reason(index),
                              "value out of range for option %s", cri_option_get(index)->name);
    return cri_rules_apply(r, index, (int32_t)value);
}

int32_t cr_rules_get_int(int64_t *out, const cr_rules *r, const char *name)
{
    if (!out || !r || !name)
        return CR_E_INVALID_ARGUMENT;
    int32_t index = cri_option_lookup(name), v;
    if (index < 0 || cri_rules_read(&v, r, index) != CR_OK)
        return CR_E_NOT_FOUND;
    *out = v;
    return CR_OK;
}

int32_t cr_rules_get_text(char *buf, size_t cap, size_t *needed, const cr_rules *r,
                          const char *name)
{
    if (!r || !name || (!buf && cap))
        return CR_E_INVALID_ARGUMENT;
    int32_t index = cri_option_lookup(name), v;
    if (index < 0 || cri_rules_read(&v, r, index) != CR_OK)
        return CR_E_NOT_FOUND;
    size_t len = cri_option_format_value(buf, cap, cri_option_get(index), v);
    if (needed)
        *needed = len + 1;
    return len < cap ? CR_OK : CR_E_BUFFER_TOO_SMALL;
}

/* The registry's own checks: player range, deal size, jokers, dealer. */
static int32_t registry_validate(cr_rules *r)
{
    const char *game = cr_preset_title(r->preset);
    uint32_t n = cri_rules_players(r), lo, hi;
    cri_rules_player_range(r, &lo, &hi);
    if (n < lo || n > hi)
        return cri_rules_fail(r, CR_E_CONFIG, CR_REASON_PLAYER_COUNT,
                              "%s takes %u to %u players, not %u", game, lo, hi, n);
    uint32_t hand = cri_rules_hand_size(r), deck = cri_rules_deck_size(r);
    if (hand == 0)
        return cri_rules_fail(r, CR_E_CONFIG, CR_REASON_PLAYER_COUNT,
                              "%s deals no cards to %u players", game, n);
    uint32_t dealt = n * hand + (cri_rules_has_upcard(r) ? 1u : 0u);
    if (dealt > deck)
        return cri_rules_fail(r, CR_E_CONFIG, CR_REASON_PLAYER_COUNT,
                              "too few cards: %u players x %u cards%s need %u, the deck has %u", n,
                              hand, cri_rules_has_upcard(r) ? " + upcard" : "", dealt, deck);
    if (cri_rules_jokers(r) > CR_MAX_JOKERS)
        return cri_rules_fail(r, CR_E_CONFIG, CR_REASON_NONE, "more than %d jokers", CR_MAX_JOKERS);
    int32_t dealer = r->v[CRI_OPT_FIRST_DEALER];
    if (dealer >= 0 && (uint32_t)dealer >= n)
        return cri_rules_fail(r, CR_E_CONFIG, CR_REASON_NONE,
                              "first_dealer seat %d is not below the player count %u", dealer, n);
    cri_rules_ok(r);
    return CR_OK;
}

int32_t cr_rules_validate(cr_rules *r)
{
    if (!r)
        return CR_E_INVALID_ARGUMENT;
    int32_t st = registry_validate(r);
    if (st != CR_OK)
        return st;
    /* Then the engine, exactly as cr_game_new asks it: what validates can
     * be created (issue 9). */
    int32_t reason = CR_REASON_NONE;
    char msg[sizeof r->error];
    st = cri_rules_engine_check(r, &reason, msg, sizeof msg);
    if (st != CR_OK)
        return cri_rules_fail(r, st, reason, "%s", msg);
    cri_rules_ok(r);
    return CR_OK;
}

int32_t cr_rules_default_players(int32_t preset_id)
{
    const cri_preset_rules *p = cri_preset_rules_get(preset_id);
    return p ? (int32_t)p->default_players : CR_E_INVALID_ARGUMENT;
}

int32_t cr_rules_player_range(uint32_t *out_min, uint32_t *out_max, int32_t preset_id)
{
    const cri_preset_rules *p = cri_preset_rules_get(preset_id);
    if (!p)
        return CR_E_INVALID_ARGUMENT;
    if (out_min)
        *out_min = p->min_players;
    if (out_max)
        *out_max = p->max_players;
    return CR_OK;
}

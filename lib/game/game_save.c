/* Saves and loads (docs/game.md "History, undo, save and load"): the
 * rules, the deal's start (a pack, or a layout), the generator, the match
 * state before the deal and the moves; a load validates everything and
 * replays every move through validation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "game/game_text.h"
#include "game/json.h"
#include "game/layout.h"

#define SAVE_MAGIC "cardrules-save"
#define SAVE_VERSION 1
#define LOAD_MAX_BYTES (1u << 20)
#define LOAD_LINE_MAX 8192

/* ---- save --------------------------------------------------------------------------------- */

static int32_t save_text(cri_json *w, cr_game *g)
{
    cri_json_printf(w, "%s %d\nrules ", SAVE_MAGIC, SAVE_VERSION);
    int32_t rc = cri_game_rules_text(w, g);
    if (rc != CR_OK)
        return rc;
    cri_json_raw(w, "\n");
    cri_game_write_deal_start(w, g);
    cri_game_write_moves(w, &g->x->history);
    cri_json_raw(w, "end\n");
    return CR_OK;
}

int32_t cr_game_save(char *buf, size_t cap, size_t *out_needed, cr_game *game)
{
    return cri_game_write_text(buf, cap, out_needed, game, save_text, "save");
}

/* ---- load ------------------------------------------------------------------------------------ */

typedef struct reader {
    const char *p;
    unsigned line_no;
    bool too_long; /* the last line read was past LOAD_LINE_MAX */
    char line[LOAD_LINE_MAX + 1];
} reader;

/* Next line into r->line; false at the end; CR_E_LIMIT via *rc (and
 * r->too_long) for a long line. */
static bool next_line(reader *r, int32_t *rc)
{
    if (!*r->p)
        return false;
    size_t n = 0;
    while (r->p[n] && r->p[n] != '\n')
        n++;
    r->line_no++;
    if (n > LOAD_LINE_MAX) {
        r->too_long = true;
        *rc = CR_E_LIMIT;
        return false;
    }
    memcpy(r->line, r->p, n);
    r->line[n] = '\0';
    if (n && r->line[n - 1] == '\r')
        r->line[n - 1] = '\0';
    r->p += n;
    if (*r->p == '\n')
        r->p++;
    return true;
}

static const char *after_word(const char *line, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(line, word, n) != 0 || (line[n] != ' ' && line[n] != '\0'))
        return NULL;
    return line[n] == ' ' ? line + n + 1 : line + n;
}

static bool parse_hex64(const char **p, uint64_t *out)
{
    const char *s = *p;
    uint64_t v = 0;
    int k = 0;
    for (; k < 16; k++, s++) {
        char c = *s;
        unsigned d;
        if (c >= '0' && c <= '9')
            d = (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = (unsigned)(c - 'a' + 10);
        else
            break;
        v = v << 4 | d;
    }
    if (k == 0 || (*s && *s != ' '))
        return false;
    *out = v;
    *p = *s == ' ' ? s + 1 : s;
    return true;
}


/* Reads a save, or with record a match record (docs/game.md): the same
 * header and deal start, then moves and, in a record, `next-deal` lines. */
static int32_t load(cr_game **out, char *msg, int32_t *reason, const char *text, bool record)
{
    const char *magic = record ? CRI_RECORD_MAGIC : SAVE_MAGIC;
    const char *what = record ? "match record" : "save";
    reader *r = malloc(sizeof *r);
    if (!r) {
        snprintf(msg, 256, "out of memory");
        return CR_E_NOMEM;
    }
    r->p = text;
    r->line_no = 0;
    r->too_long = false;
    int32_t rc = CR_OK;
    cr_rules *rules = NULL;
    cr_game *g = NULL;
    const char *v;
    int64_t x;
#define LOAD_FAIL(status, ...)                                                                     \
    do {                                                                                           \
        rc = (status);                                                                             \
        snprintf(msg, 256, __VA_ARGS__);                                                           \
        goto done;                                                                                 \
    } while (0)
    /* Anything that does not start like a save is a parse error, however
     * long its first line. */
    size_t ml = strlen(magic);
    if (strncmp(text, magic, ml) != 0 || text[ml] != ' ' || !next_line(r, &rc) || !(v = after_word(r->line, magic)))
        LOAD_FAIL(rc ? rc : CR_E_PARSE, "not a cardrules %s (first line must be \"%s %d\")", what, magic,
                  SAVE_VERSION);
    if (!cri_parse_i64(&v, 0, 1000000, &x) || *v)
        LOAD_FAIL(CR_E_PARSE, "line 1: bad %s version", what);
    if (x != SAVE_VERSION)
        LOAD_FAIL(CR_E_UNSUPPORTED, "%s version %lld is not supported (this library reads version %d)", what,
                  (long long)x, SAVE_VERSION);
    if (!next_line(r, &rc) || !(v = after_word(r->line, "rules")))
        LOAD_FAIL(rc ? rc : CR_E_PARSE, "line 2: expected \"rules <rules text>\"");
    {
        /* The registry's message names the bad token and the closest valid name. */
        cr_error *why = NULL;
        if (cr_error_new(&why) != CR_OK)
            LOAD_FAIL(CR_E_NOMEM, "out of memory");
        rc = cr_rules_from_text_ex(&rules, why, v);
        if (rc != CR_OK) {
            snprintf(msg, 256, "line 2: bad rules text: %s", cr_error_message(why));
            cr_error_free(why);
            goto done;
        }
        cr_error_free(why);
    }
    uint64_t st, inc;
    if (!next_line(r, &rc) || !(v = after_word(r->line, "rng")) || !parse_hex64(&v, &st) ||
        !parse_hex64(&v, &inc) || *v || !(inc & 1u))
        LOAD_FAIL(rc ? rc : CR_E_PARSE, "line 3: expected \"rng <state> <odd increment>\" in hex");
    rc = cri_game_create(&g, NULL, rules);
    if (rc != CR_OK)
        LOAD_FAIL(rc, "line 2: these rules cannot make a game");
    g->rng.state = st;
    g->rng.inc = inc;
    if (!next_line(r, &rc))
        LOAD_FAIL(rc ? rc : CR_E_PARSE, "the save ends early");
    if (strcmp(r->line, "layout") == 0) {
        cri_json lay;
        cri_json_init(&lay);
        bool ended = false;
        while (next_line(r, &rc)) {
            if (strcmp(r->line, "end-layout") == 0) {
                ended = true;
                break;
            }
            cri_json_raw(&lay, r->line);
            cri_json_raw(&lay, "\n");
            if (lay.len > 65536)
                break;
        }
        if (!ended || lay.oom) {
            cri_json_free(&lay);
            LOAD_FAIL(rc ? rc : lay.oom ? CR_E_NOMEM : CR_E_PARSE, "line %u: unterminated layout",
                      r->line_no);
        }
        rc = cri_game_layout_read(g, lay.buf ? lay.buf : "");
        cri_json_free(&lay);
        if (rc != CR_OK)
            LOAD_FAIL(rc, "%s", g->err);
        g->rng.state = st;
        g->rng.inc = inc;
        g->start_kind = CRI_START_LAYOUT;
        g->start_rng = g->rng;
        rc = cr_game_copy(&g->x->layout_start, g);
        if (rc != CR_OK)
            LOAD_FAIL(rc, "out of memory");
    } else {
        int64_t deal, dealer;
        v = after_word(r->line, "deal");
        if (!v || !cri_parse_i64(&v, 0, CRI_DEAL_NO_MAX, &deal) || *v)
            LOAD_FAIL(CR_E_PARSE, "line %u: expected \"deal <number>\" or \"layout\"", r->line_no);
        if (!next_line(r, &rc) || !(v = after_word(r->line, "dealer")) ||
            !cri_parse_i64(&v, 0, g->cfg.players - 1, &dealer) || *v)
            LOAD_FAIL(rc ? rc : CR_E_PARSE, "line %u: expected \"dealer <seat>\"", r->line_no);
        if (!next_line(r, &rc) || !(v = after_word(r->line, "scores")))
            LOAD_FAIL(rc ? rc : CR_E_PARSE, "line %u: expected \"scores ...\"", r->line_no);
        for (int32_t p = 0; p < g->cfg.players; p++)
            if (!cri_parse_i64(&v, -CRI_SCORE_MAX, CRI_SCORE_MAX, &g->base_score[p]))
                LOAD_FAIL(CR_E_PARSE, "line %u: expected one score per seat", r->line_no);
        if (*v)
            LOAD_FAIL(CR_E_PARSE, "line %u: expected one score per seat", r->line_no);
        if (g->engine->counters) {
            if (!next_line(r, &rc) || !(v = after_word(r->line, "counters")))
                LOAD_FAIL(rc ? rc : CR_E_PARSE, "line %u: expected \"counters ...\"", r->line_no);
            for (unsigned k = 0; k < g->engine->counters; k++) {
                if (!cri_parse_i64(&v, -CRI_COUNTER_MAX, CRI_COUNTER_MAX, &x))
                    LOAD_FAIL(CR_E_PARSE, "line %u: expected the game's match counters", r->line_no);
                g->counter_base[k] = (int32_t)x;
            }
            if (*v)
                LOAD_FAIL(CR_E_PARSE, "line %u: expected the game's match counters", r->line_no);
        }
        if (!next_line(r, &rc) || !(v = after_word(r->line, "pack")))
            LOAD_FAIL(rc ? rc : CR_E_PARSE, "line %u: expected \"pack <cards>\"", r->line_no);
        uint8_t pack[CRI_DECK_MAX];
        size_t pn = 0;
        rc = cr_cards_parse(pack, sizeof pack, &pn, NULL, v);
        if (rc != CR_OK)
            LOAD_FAIL(rc == CR_E_BUFFER_TOO_SMALL ? CR_E_INVALID_DEAL : rc, "line %u: bad pack",
                      r->line_no);
        g->deal_no = (uint16_t)deal;
        rc = cri_game_deal_pack(g, pack, pn, (int32_t)dealer);
        if (rc != CR_OK)
            LOAD_FAIL(rc, "line %u: %s", r->line_no, g->err);
    }
    /* The moves, each validated again. */
    bool ended = false;
    while (next_line(r, &rc)) {
        if (strcmp(r->line, "end") == 0) {
            ended = true;
            break;
        }
        if (record && strcmp(r->line, "next-deal") == 0) {
            rc = cr_game_next_deal(g);
            if (rc != CR_OK)
                LOAD_FAIL(rc, "line %u: %s", r->line_no, g->err);
            continue;
        }
        int64_t seat;
        v = after_word(r->line, "move");
        if (!v || !cri_parse_i64(&v, 0, g->cfg.players - 1, &seat))
            LOAD_FAIL(CR_E_PARSE, "line %u: expected \"move <seat> <move>\" or \"end\"", r->line_no);
        cri_move m;
        rc = cri_move_parse(&m, v);
        if (rc != CR_OK)
            LOAD_FAIL(rc, "line %u: not a move", r->line_no);
        rc = cri_game_do_move(g, (int32_t)seat, &m, true, true);
        if (rc != CR_OK)
            LOAD_FAIL(rc, "line %u: %s", r->line_no, g->err);
    }
    if (!ended)
        LOAD_FAIL(rc ? rc : CR_E_PARSE, "the %s is truncated (no \"end\" line)", what);
done:
    /* Whatever the reader expected there, a line too long is the reason. */
    if (rc == CR_E_LIMIT && r->too_long)
        snprintf(msg, 256, "line %u is longer than %d bytes", r->line_no, LOAD_LINE_MAX);
    if (rc != CR_OK && g)
        *reason = g->last_reason;
    cr_rules_free(rules);
    free(r);
    if (rc != CR_OK) {
        cr_game_free(g);
        return rc;
    }
    cri_game_ok(g);
    *out = g;
    return CR_OK;
}

/* cr_game_load_ex and cr_game_replay: bounded, then read. */
static int32_t read_text(cr_game **out, cr_error *err, const char *text, bool record)
{
    if (!out)
        return cri_error_set(err, CR_E_INVALID_ARGUMENT, CR_REASON_NONE, "NULL output");
    *out = NULL;
    if (!text)
        return cri_error_set(err, CR_E_INVALID_ARGUMENT, CR_REASON_NONE, "NULL text");
    size_t len = 0;
    size_t max = record ? CRI_RECORD_MAX_BYTES : LOAD_MAX_BYTES;
    while (len <= max && text[len])
        len++;
    if (len > max)
        return cri_error_set(err, CR_E_LIMIT, CR_REASON_NONE,
                             record ? "match record longer than 16 MiB" : "save text longer than 1 MiB");
    char msg[256];
    msg[0] = '\0';
    int32_t reason = CR_REASON_NONE;
    int32_t rc = load(out, msg, &reason, text, record);
    if (rc != CR_OK)
        return cri_error_set(err, rc, reason, msg);
    cri_error_clear(err);
    return CR_OK;
}

int32_t cr_game_load_ex(cr_game **out, cr_error *err, const char *text)
{
    return read_text(out, err, text, false);
}

int32_t cr_game_replay(cr_game **out, cr_error *err, const char *record)
{
    return read_text(out, err, record, true);
}

int32_t cr_game_load(cr_game **out, char *msg_buf, size_t msg_cap, const char *text)
{
    if (msg_buf && msg_cap)
        msg_buf[0] = '\0';
    if (!msg_buf && msg_cap) {
        if (out)
            *out = NULL;
        return CR_E_INVALID_ARGUMENT;
    }
    cr_error err;
    cri_error_clear(&err);
    int32_t rc = cr_game_load_ex(out, &err, text);
    cri_copy_msg(msg_buf, msg_cap, err.message);
    return rc;
}

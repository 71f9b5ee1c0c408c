/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* cardrules-solve: the meld solver as a line protocol (docs/cardrules-solve.md).
 *
 *   cardrules-solve                         one query per stdin line
 *   cardrules-solve PRESET QUERY CARDS... [-- HAND...]   one query from the arguments
 *
 * A query line is `PRESET QUERY CARDS... [-- HAND CARDS...]` with QUERY one of
 * meld, deadwood, arrange, bestplay, can_join; PRESET may carry meld-profile
 * overrides, `carousel:seq_mode=HIGH_OR_LOW`. Each query line gets exactly
 * one JSON object on one output line, in input order; a bad line gets
 * {"error":"<code>","message":"..."} and the program goes on. Blank lines and
 * lines starting with `#` are skipped without output. Uses only the public API. */
#define _POSIX_C_SOURCE 200809L
#include <cardrules.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_MELDS CR_MAX_CARDS
#define MAX_WORDS 4

/* ---- JSON output ------------------------------------------------------------ */

typedef struct out {
    char *buf;
    size_t len, cap;
    bool failed;
} out;

static void put_bytes(out *o, const char *s, size_t n)
{
    if (o->failed)
        return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 256;
        while (cap < o->len + n + 1)
            cap *= 2;
        char *b = realloc(o->buf, cap);
        if (!b) {
            o->failed = true;
            return;
        }
        o->buf = b;
        o->cap = cap;
    }
    memcpy(o->buf + o->len, s, n);
    o->len += n;
    o->buf[o->len] = '\0';
}

static void put(out *o, const char *s)
{
    put_bytes(o, s, strlen(s));
}

static void put_int(out *o, long v)
{
    char b[32];
    snprintf(b, sizeof b, "%ld", v);
    put(o, b);
}

/* Length of the valid UTF-8 sequence at s (1..4), or 0 if it is not one. */
static size_t utf8_len(const unsigned char *s)
{
    size_t n;
    unsigned min;
    if (s[0] < 0x80)
        return 1;
    if ((s[0] & 0xE0) == 0xC0)
        n = 2, min = 0x80;
    else if ((s[0] & 0xF0) == 0xE0)
        n = 3, min = 0x800;
    else if ((s[0] & 0xF8) == 0xF0)
        n = 4, min = 0x10000;
    else
        return 0;
    unsigned cp = s[0] & (0x7Fu >> n);
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = cp << 6 | (s[i] & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

/* A JSON string: quotes, backslashes and control characters escaped, invalid
 * UTF-8 replaced by U+FFFD. */
static void put_string(out *o, const char *s)
{
    put(o, "\"");
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        if (*p == '"' || *p == '\\') {
            char e[3] = {'\\', (char)*p, 0};
            put(o, e);
            p++;
        } else if (*p < 0x20 || *p == 0x7F) {
            char e[8];
            snprintf(e, sizeof e, "\\u%04x", *p);
            put(o, e);
            p++;
        } else {
            size_t n = utf8_len(p);
            if (n == 0) {
                put(o, "\xEF\xBF\xBD");
                n = 1;
            } else {
                put_bytes(o, (const char *)p, n);
            }
            p += n;
        }
    }
    put(o, "\"");
}

static void put_cards(out *o, const uint8_t *cards, size_t n)
{
    put(o, "[");
    for (size_t i = 0; i < n; i++) {
        if (i)
            put(o, ",");
        put_string(o, cr_card_name(cards[i]));
    }
    put(o, "]");
}

/* Replaces the output with an error object; detail (from the input) is
 * appended to the message, cut to 40 bytes. */
static void put_error(out *o, const char *code, const char *message, const char *detail)
{
    char msg[256];
    if (detail)
        snprintf(msg, sizeof msg, "%s: %.40s%s", message, detail, strlen(detail) > 40 ? "..." : "");
    else
        snprintf(msg, sizeof msg, "%s", message);
    o->len = 0;
    put(o, "{\"error\":");
    put_string(o, code);
    put(o, ",\"message\":");
    put_string(o, msg);
    put(o, "}");
}

/* ---- the solvers, one per rules spec, made on first use ------------------------ */

/* A rules spec is a preset name, optionally followed by profile overrides:
 * `carousel:seq_mode=HIGH_OR_LOW,value.JK=20` (cr_meld_profile_set keys). */
#define SPEC_MAX 128
#define CACHED 32

typedef struct rules {
    char spec[SPEC_MAX];
    cr_solver *solver;
    int32_t wild_deuces;
} rules;

typedef struct solvers {
    rules r[CACHED];
    size_t made; /* solvers made so far; slot made % CACHED is the next */
} solvers;

/* Applies "key=value,key=value" to a profile; on failure writes the error. */
static bool apply_options(out *o, cr_meld_profile *p, char *opts)
{
    for (char *item = opts && *opts ? opts : NULL; item;) {
        char *next = strchr(item, ',');
        if (next)
            *next++ = '\0';
        char *eq = strchr(item, '=');
        if (!eq || eq == item) {
            put_error(o, "bad_option", "a rules option is KEY=VALUE", item);
            return false;
        }
        *eq = '\0';
        int32_t st = cr_meld_profile_set(p, item, eq + 1);
        if (st != CR_OK) {
            *eq = '=';
            put_error(o, "bad_option",
                      st == CR_E_NOT_FOUND ? "unknown rules option" : "bad rules option value",
                      item);
            return false;
        }
        item = next;
    }
    return true;
}

/* The rules of a spec, made on first use; NULL after writing the error. */
static const rules *rules_for(out *o, solvers *all, const char *spec)
{
    for (size_t i = 0; i < CACHED && i < all->made; i++)
        if (!strcmp(all->r[i].spec, spec))
            return &all->r[i];
    if (strlen(spec) >= SPEC_MAX) {
        put_error(o, "usage", "the preset and its options are too long", NULL);
        return NULL;
    }
    char name[SPEC_MAX];
    strcpy(name, spec);
    char *opts = strchr(name, ':');
    if (opts)
        *opts++ = '\0';
    cr_meld_profile *p = NULL;
    int32_t st = cr_meld_profile_new(&p, name);
    if (st != CR_OK) {
        if (st == CR_E_UNSUPPORTED)
            put_error(o, "no_melds", "this preset has no melds", name);
        else if (st == CR_E_NOT_FOUND || st == CR_E_INVALID_ARGUMENT)
            put_error(o, "unknown_preset", "unknown preset", name);
        else
            put_error(o, "out_of_memory", cr_strerror(st), NULL);
        return NULL;
    }
    rules made = {{0}, NULL, 0};
    if (!apply_options(o, p, opts)) {
        cr_meld_profile_free(p);
        return NULL;
    }
    cr_meld_profile_get(&made.wild_deuces, p, "wild_deuces");
    st = cr_solver_new(&made.solver, p);
    cr_meld_profile_free(p);
    if (st != CR_OK) {
        put_error(o, "out_of_memory", cr_strerror(st), NULL);
        return NULL;
    }
    strcpy(made.spec, spec);
    rules *slot = &all->r[all->made++ % CACHED];
    cr_solver_free(slot->solver);
    *slot = made;
    return slot;
}

static bool is_wild(const rules *r, uint8_t card)
{
    return cr_card_is_joker(card) || (r->wild_deuces && cr_card_rank(card) == 2);
}

/* A meld of the result: every wild card written NAME=DECLARED (RULES.md 0.1). */
static void put_meld(out *o, const rules *r, size_t index)
{
    uint8_t cards[CR_MAX_CARDS], stands[CR_MAX_CARDS];
    size_t n = 0;
    if (cr_solver_result_meld(cards, stands, CR_MAX_CARDS, &n, NULL, r->solver, index) != CR_OK) {
        put(o, "[]");
        return;
    }
    put(o, "[");
    for (size_t i = 0; i < n; i++) {
        char item[2 * CR_CARD_TEXT_MAX + 2];
        if (is_wild(r, cards[i]))
            snprintf(item, sizeof item, "%s=%s", cr_card_name(cards[i]), cr_card_name(stands[i]));
        else
            snprintf(item, sizeof item, "%s", cr_card_name(cards[i]));
        put(o, i ? "," : "");
        put_string(o, item);
    }
    put(o, "]");
}

static void put_melds(out *o, const rules *r)
{
    int32_t n = cr_solver_result_meld_count(r->solver);
    put(o, "[");
    for (int32_t i = 0; i < n; i++) {
        put(o, i ? "," : "");
        put_meld(o, r, (size_t)i);
    }
    put(o, "]");
}

static void put_result_cards(out *o, const cr_solver *s, bool played)
{
    uint8_t cards[2 * CR_MAX_CARDS];
    size_t n = 0;
    int32_t rc = played ? cr_solver_result_played(cards, sizeof cards, &n, s)
                        : cr_solver_result_unmatched(cards, sizeof cards, &n, s);
    put_cards(o, cards, rc == CR_OK ? n : 0);
}

/* The wild cards of a meld query: {"JK":"3D"}; several jokers are JK1, JK2...
 * and a second copy of a wild deuce is primed (2C'), as RULES.md 0.1 writes them. */
static void put_wild_map(out *o, const rules *r)
{
    uint8_t cards[CR_MAX_CARDS], stands[CR_MAX_CARDS];
    size_t n = 0, jokers = 0;
    put(o, "{");
    if (cr_solver_result_meld(cards, stands, CR_MAX_CARDS, &n, NULL, r->solver, 0) != CR_OK) {
        put(o, "}");
        return;
    }
    for (size_t i = 0; i < n; i++)
        jokers += cr_card_is_joker(cards[i]) ? 1 : 0;
    size_t joker_no = 0, items = 0;
    for (size_t i = 0; i < n; i++) {
        if (!is_wild(r, cards[i]))
            continue;
        char key[CR_CARD_TEXT_MAX + 8];
        if (cr_card_is_joker(cards[i])) {
            joker_no++;
            if (jokers > 1)
                snprintf(key, sizeof key, "JK%zu", joker_no);
            else
                snprintf(key, sizeof key, "JK");
        } else {
            size_t copy = 0;
            for (size_t j = 0; j < i; j++)
                copy += cards[j] == cards[i] ? 1 : 0;
            snprintf(key, sizeof key, "%s%.*s", cr_card_name(cards[i]), (int)(copy > 2 ? 2 : copy),
                     "''");
        }
        put(o, items++ ? "," : "");
        put_string(o, key);
        put(o, ":");
        put_string(o, cr_card_name(stands[i]));
    }
    put(o, "}");
}

/* ---- one query ---------------------------------------------------------------------- */

/* The error code of a library status (docs/cardrules-solve.md lists them). */
static const char *status_code(int32_t st)
{
    switch (st) {
    case CR_E_PARSE: return "bad_card";
    case CR_E_LIMIT: return "limit";
    case CR_E_NOT_FOUND: return "unknown_preset";
    case CR_E_UNSUPPORTED: return "unsupported";
    case CR_E_UNSATISFIABLE: return "table_invalid";
    case CR_E_NOMEM: return "out_of_memory";
    case CR_E_INVALID_ARGUMENT: return "invalid";
    default: return "internal";
    }
}

enum query { Q_MELD, Q_DEADWOOD, Q_ARRANGE, Q_BESTPLAY, Q_CAN_JOIN, Q_UNKNOWN };

static enum query query_of(const char *w)
{
    static const char *const names[] = {"meld", "deadwood", "arrange", "bestplay", "can_join"};
    for (int q = 0; q < Q_UNKNOWN; q++) {
        const char *a = names[q], *b = w;
        while (*a && (*a | 0x20) == (*b | 0x20))
            a++, b++;
        if (!*a && !*b)
            return (enum query)q;
    }
    return Q_UNKNOWN;
}

/* Parses a card list; on failure writes the error and returns false. */
static bool parse_cards(out *o, uint8_t *cards, size_t *n, const char *text)
{
    size_t at = 0;
    int32_t st = cr_cards_parse(cards, CR_MAX_CARDS, n, &at, text);
    if (st == CR_OK)
        return true;
    if (st == CR_E_PARSE) {
        char token[64];
        size_t k = 0;
        while (text[at + k] && text[at + k] != ' ' && text[at + k] != '\t' &&
               text[at + k] != ',' && k + 1 < sizeof token) {
            token[k] = text[at + k];
            k++;
        }
        token[k] = '\0';
        put_error(o, "bad_card", "not a card", token);
    } else if (st == CR_E_LIMIT || st == CR_E_BUFFER_TOO_SMALL) {
        put_error(o, "limit", "too many cards in one list", NULL);
    } else {
        put_error(o, status_code(st), cr_strerror(st), NULL);
    }
    return false;
}

/* Answers one query given as words: preset, query, then the card text with an
 * optional "--" between table and hand (already split by the caller). */
static void answer(out *o, solvers *all, const char *preset, const char *qword,
                   const char *cards_text, const char *hand_text)
{
    o->len = 0;
    enum query q = query_of(qword);
    if (q == Q_UNKNOWN) {
        put_error(o, "unknown_query", "the query is not meld, deadwood, arrange, bestplay or can_join",
                  qword);
        return;
    }
    bool two_lists = q == Q_BESTPLAY || q == Q_CAN_JOIN;
    if (two_lists && !hand_text) {
        put_error(o, "usage", "bestplay and can_join need TABLE CARDS -- HAND CARDS", NULL);
        return;
    }
    if (!two_lists && hand_text) {
        put_error(o, "usage", "only bestplay and can_join take a hand after --", NULL);
        return;
    }
    const rules *r = rules_for(o, all, preset);
    if (!r)
        return;
    cr_solver *s = r->solver;
    int32_t st = CR_OK;
    uint8_t a[CR_MAX_CARDS], b[CR_MAX_CARDS];
    size_t na = 0, nb = 0;
    if (!parse_cards(o, a, &na, cards_text) || (hand_text && !parse_cards(o, b, &nb, hand_text)))
        return;
    int32_t v1 = 0, v2 = 0;
    switch (q) {
    case Q_MELD:
        st = cr_solver_meld(&v1, s, a, na);
        break;
    case Q_DEADWOOD:
        st = cr_solver_deadwood(&v1, s, a, na);
        break;
    case Q_ARRANGE:
        st = cr_solver_arrange(&v1, s, a, na);
        break;
    case Q_BESTPLAY:
        st = cr_solver_bestplay(&v1, &v2, s, a, na, b, nb);
        break;
    default:
        st = cr_solver_can_join(&v1, s, a, na, b, nb);
        break;
    }
    if (st != CR_OK) {
        const char *why = cr_solver_last_error(s);
        if (st == CR_E_UNSATISFIABLE)
            put_error(o, "table_invalid", "the table cards alone cannot be arranged into melds",
                      NULL);
        else
            put_error(o, status_code(st), why && *why ? why : cr_strerror(st), NULL);
        return;
    }
    switch (q) {
    case Q_MELD:
        if (v1 == CR_MELD_NONE) {
            put(o, "{\"valid\":false,\"reason\":");
            put_string(o, cr_solver_result_reason(s));
            put(o, "}");
        } else {
            put(o, "{\"valid\":true,\"kind\":");
            put_string(o, v1 == CR_MELD_GROUP ? "group" : "run");
            put(o, ",\"wild\":");
            put_wild_map(o, r);
            put(o, "}");
        }
        break;
    case Q_DEADWOOD:
        put(o, "{\"deadwood\":");
        put_int(o, v1);
        put(o, ",\"melds\":");
        put_melds(o, r);
        put(o, ",\"unmatched\":");
        put_result_cards(o, s, false);
        put(o, "}");
        break;
    case Q_ARRANGE:
        put(o, v1 ? "{\"arrangeable\":true,\"melds\":" : "{\"arrangeable\":false");
        if (v1)
            put_melds(o, r);
        put(o, "}");
        break;
    case Q_BESTPLAY:
        put(o, "{\"count\":");
        put_int(o, v1);
        put(o, ",\"value\":");
        put_int(o, v2);
        put(o, ",\"played\":");
        put_result_cards(o, s, true);
        put(o, ",\"melds\":");
        put_melds(o, r);
        put(o, "}");
        break;
    default:
        put(o, v1 ? "{\"can_join\":true,\"played\":" : "{\"can_join\":false");
        if (v1) {
            put_result_cards(o, s, true);
            put(o, ",\"melds\":");
            put_melds(o, r);
        }
        put(o, "}");
        break;
    }
}

/* Splits a line into preset, query and the card text(s), then answers it.
 * Returns false for a line to skip (blank or comment). */
static bool answer_line(out *o, solvers *all, char *line)
{
    size_t len = strlen(line);
    while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        line[--len] = '\0';
    char *p = line;
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        p++;
    if (!*p || *p == '#')
        return false;
    char *words[2] = {NULL, NULL};
    for (int w = 0; w < 2; w++) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p || *p == '\r' || *p == '\n')
            break;
        words[w] = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
            p++;
        if (*p)
            *p++ = '\0';
    }
    if (!words[1]) {
        o->len = 0;
        put_error(o, "usage", "a query line is PRESET QUERY CARDS... [-- HAND CARDS...]", NULL);
        return true;
    }
    /* The rest: cards, then optionally "--" (a word of its own) and the hand. */
    char *hand = NULL;
    for (char *q = p; (q = strstr(q, "--")) != NULL; q += 2) {
        bool starts = q == p || q[-1] == ' ' || q[-1] == '\t';
        bool ends = q[2] == '\0' || q[2] == ' ' || q[2] == '\t' || q[2] == '\r' || q[2] == '\n';
        if (!starts || !ends)
            continue;
        if (hand) {
            o->len = 0;
            put_error(o, "usage", "more than one --", NULL);
            return true;
        }
        *q = '\0';
        hand = q + 2;
    }
    answer(o, all, words[0], words[1], p, hand);
    return true;
}

/* Reading stdin: lines of at most LINE_MAX_BYTES, in a fixed buffer, so that
 * no input can make the program's memory grow. */
#define LINE_MAX_BYTES 65536
enum { LINE_OK, LINE_EOF, LINE_TOO_LONG, LINE_HAS_NUL };

/* Read one line with its newline into buf (LINE_MAX_BYTES + 1 bytes). A
 * longer line, or one holding a NUL byte (C text would end there and the
 * rest go unseen), is consumed to its end and reported. */
static int read_line(char *buf)
{
    size_t n = 0;
    int c = EOF;
    bool too_long = false, nul = false;
    while ((c = getchar()) != EOF) {
        if (n < LINE_MAX_BYTES)
            buf[n++] = (char)c;
        else
            too_long = true;
        nul = nul || c == '\0';
        if (c == '\n')
            break;
    }
    if (c == EOF && n == 0)
        return LINE_EOF;
    buf[n] = '\0';
    return too_long ? LINE_TOO_LONG : nul ? LINE_HAS_NUL : LINE_OK;
}

/* Where `make install` put the documentation ($(docdir), set by the build). */
#ifndef CR_DOCDIR
#define CR_DOCDIR "docs"
#endif

static void usage(FILE *f, const char *argv0)
{
    fprintf(f,
            "usage: %s                      read one query per line from stdin\n"
            "       %s PRESET QUERY CARDS... [-- HAND CARDS...]\n"
            "QUERY: meld | deadwood | arrange | bestplay | can_join\n"
            "Documentation: man cardrules-solve; " CR_DOCDIR "/docs/cardrules-solve.md\n",
            argv0, argv0);
}

int main(int argc, char **argv)
{
    solvers all;
    memset(&all, 0, sizeof all);
    out o = {0};
    int status = 0;
    if (argc == 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
        usage(stdout, argv[0]);
        return 0;
    }
    if (argc > 1) {
        /* One query from the arguments, joined into one line. */
        size_t len = 1;
        for (int i = 1; i < argc; i++)
            len += strlen(argv[i]) + 1;
        char *line = malloc(len);
        if (!line)
            return 2;
        line[0] = '\0';
        for (int i = 1; i < argc; i++) {
            strcat(line, argv[i]);
            strcat(line, i + 1 < argc ? " " : "");
        }
        if (!answer_line(&o, &all, line) || !o.buf) {
            usage(stderr, argv[0]);
            status = 2;
        } else {
            printf("%s\n", o.buf);
            status = strncmp(o.buf, "{\"error\"", 8) ? 0 : 1;
        }
        free(line);
    } else {
        static char line[LINE_MAX_BYTES + 1];
        int got;
        while ((got = read_line(line)) != LINE_EOF) {
            o.len = 0;
            if (got == LINE_TOO_LONG)
                put_error(&o, "usage", "line longer than 65536 bytes", NULL);
            else if (got == LINE_HAS_NUL)
                put_error(&o, "usage", "the line holds a NUL byte", NULL);
            else if (!answer_line(&o, &all, line))
                continue;
            if (o.failed) {
                status = 2;
                break;
            }
            printf("%s\n", o.buf);
            fflush(stdout);
        }
        if (ferror(stdin))
            status = 2;
    }
    if (o.failed)
        status = 2;
    for (size_t i = 0; i < CACHED; i++)
        cr_solver_free(all.r[i].solver);
    free(o.buf);
    return status;
}

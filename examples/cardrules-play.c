/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* cardrules-play: play any preset the library plays (Rockaway, Go Boom,
 * the rummy games, Carousel, RockIt) in a terminal against the library's
 * baseline bots, with Unicode suits. Moves are read from stdin one
 * a line, so a game can be scripted (docs/play.md):
 *
 *   cardrules-play [--game NAME] [--players N] [--seat S]
 *                  [--seed N] [--match] [--auto] [--ascii]
 *
 * A move is its number in the list of legal moves, or its text (`play 7H`,
 * `7H`, `7♥`, `draw`, `pass`); `hand`, `help` and `quit` also work. End of
 * input quits. Uses only the public API. */
#define _POSIX_C_SOURCE 200809L
#include <cardrules.h>

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Longest line read, and most moves in one deal before giving up (a deal of
 * 14 players with two packs ends far sooner: each move sheds or draws). */
#define LINE_MAX_BYTES 256
#define MAX_MOVES_PER_DEAL 100000
#define MAX_LEGAL 512
/* --match on a game without a match end (each rummy hand stands alone):
 * stop after this many deals. */
#define MAX_DEALS 100

struct options {
    const char *game;
    int32_t players;
    int32_t seat; /* the human's seat; -1 with --auto */
    uint64_t seed;
    int match;
    uint32_t format;
    int interactive; /* stdin is a terminal */
};

/* A legal move's text: a listed RockIt coming-in commit holds the table. */
#define MOVE_TEXT_MAX 1024
#define TABLE_MELDS_MAX 64

struct legal {
    char text[MAX_LEGAL][MOVE_TEXT_MAX];
    size_t count;
};

static int fail(cr_game *g, int32_t rc, const char *what)
{
    const char *detail = g ? cr_game_last_error(g) : "";
    fprintf(stderr, "cardrules-play: %s: %s%s%s\n", what, cr_strerror(rc), *detail ? ": " : "",
            detail);
    return 1;
}

/* Cards as text in the chosen format. */
static void cards_text(char *buf, size_t cap, const uint8_t *cards, size_t n, uint32_t format)
{
    if (n == 0) {
        snprintf(buf, cap, "-");
        return;
    }
    if (cr_cards_format(buf, cap, NULL, cards, n, format) != CR_OK)
        snprintf(buf, cap, "?");
}

/* A move for people: "play 7H" becomes "plays 7♥" (third person) or "play 7♥". */
static void describe_move(char *buf, size_t cap, cr_game *g, const char *move, uint32_t format,
                          int third_person)
{
    const char *s = third_person ? "s" : "";
    int32_t type = 0, arg = -1;
    uint8_t cards[2 * CR_MAX_CARDS];
    size_t n = 0;
    char text[CR_MAX_CARDS * CR_CARD_TEXT_MAX];
    if (cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, move) != CR_OK) {
        snprintf(buf, cap, "%s", move);
        return;
    }
    /* Melds: the cards of each meld, " / " between melds. */
    size_t at = 0;
    text[0] = '\0';
    for (size_t i = 0, start = 0; i <= n; i++) {
        if (i < n && cards[i] != CR_MOVE_SEPARATOR)
            continue;
        if (start)
            at += (size_t)snprintf(text + at, sizeof text - at, " / ");
        if (at < sizeof text)
            cards_text(text + at, sizeof text - at, cards + start, i - start, format);
        at = strlen(text);
        start = i + 1;
    }
    switch (type) {
    case CR_MOVE_PLAY: snprintf(buf, cap, "play%s %s", s, text); break;
    case CR_MOVE_DRAW: snprintf(buf, cap, "draw%s a card", s); break;
    case CR_MOVE_PASS: snprintf(buf, cap, "pass%s", third_person ? "es" : ""); break;
    case CR_MOVE_TAKE: snprintf(buf, cap, "take%s the upcard", s); break;
    case CR_MOVE_DISCARD: snprintf(buf, cap, "discard%s %s", s, text); break;
    case CR_MOVE_MELD: snprintf(buf, cap, "meld%s %s", s, text); break;
    case CR_MOVE_EXPOSE: snprintf(buf, cap, "expose%s %s", s, text); break;
    case CR_MOVE_LAYOFF: snprintf(buf, cap, "lay%s off %s on meld %d", third_person ? "s" : "", text, (int)arg); break;
    case CR_MOVE_DONE: snprintf(buf, cap, "%s", third_person ? "is done" : "done"); break;
    default: snprintf(buf, cap, "%s", move); break;
    }
}

static int load_legal(struct legal *l, cr_game *g, int32_t seat)
{
    static char buf[MAX_LEGAL * MOVE_TEXT_MAX];
    int32_t rc = cr_game_legal_moves(buf, sizeof buf, NULL, g, seat);
    if (rc != CR_OK)
        return rc;
    l->count = 0;
    for (char *line = strtok(buf, "\n"); line && l->count < MAX_LEGAL; line = strtok(NULL, "\n"))
        snprintf(l->text[l->count++], sizeof l->text[0], "%s", line);
    return CR_OK;
}

/* The table of a manipulation game as meld texts (jokers with their
 * declared cards); returns the number of melds. */
static size_t table_melds(cr_game *g, char melds[][MOVE_TEXT_MAX], size_t cap)
{
    uint8_t bytes[2 * CR_MAX_CARDS];
    static char text[8 * 2 * CR_MAX_CARDS + 16];
    size_t n = 0, count = 0;
    if (cr_game_pile(bytes, sizeof bytes, &n, g, CR_PILE_TABLE) != CR_OK || n == 0)
        return 0;
    if (cr_game_move_format(text, sizeof text, NULL, g, CR_MOVE_COMMIT, bytes, n, -1) != CR_OK)
        return 0;
    for (char *m = text + strlen("commit "); m && count < cap;) {
        char *sep = strstr(m, " / ");
        size_t len = sep ? (size_t)(sep - m) : strlen(m);
        snprintf(melds[count++], MOVE_TEXT_MAX, "%.*s", (int)len, m);
        m = sep ? sep + 3 : NULL;
    }
    return count;
}

static void show_melds(cr_game *g)
{
    static char melds[TABLE_MELDS_MAX][MOVE_TEXT_MAX];
    size_t n = table_melds(g, melds, TABLE_MELDS_MAX);
    printf("  table:");
    if (n == 0)
        printf(" (empty)");
    for (size_t i = 0; i < n; i++)
        printf("  [%zu] %s", i + 1, melds[i]);
    printf("\n");
}

/* A table edit line into a commit (or knock) of the whole table:
 * `N=cards` replaces meld N (empty: removes it), `+=cards` adds a meld;
 * untouched melds stay. Returns 0, or -1 with a message printed. */
static int edit_to_move(char *move, size_t cap, cr_game *g, const char *line)
{
    static char melds[TABLE_MELDS_MAX][MOVE_TEXT_MAX];
    size_t n = table_melds(g, melds, TABLE_MELDS_MAX);
    const char *word = "commit";
    if (!strncmp(line, "knock ", 6)) {
        word = "knock";
        line += 6;
    }
    char buf[LINE_MAX_BYTES];
    snprintf(buf, sizeof buf, "%s", line);
    long target = -1; /* meld index being written, n.. for new melds */
    for (char *tok = strtok(buf, " \t"); tok; tok = strtok(NULL, " \t")) {
        char *eq = strchr(tok, '=');
        bool edit = eq && (tok[0] == '+' || (tok[0] >= '0' && tok[0] <= '9'));
        if (edit) {
            *eq = '\0';
            if (!strcmp(tok, "+")) {
                if (n >= TABLE_MELDS_MAX)
                    return printf("  too many melds\n"), -1;
                target = (long)n;
                melds[n++][0] = '\0';
            } else {
                char *end = NULL;
                long k = strtol(tok, &end, 10);
                if (*end || k < 1 || (size_t)k > n)
                    return printf("  no meld %s: the table has %zu\n", tok, n), -1;
                target = k - 1;
                melds[target][0] = '\0';
            }
            tok = eq + 1;
            if (!*tok)
                continue;
        }
        if (target < 0)
            return printf("  start with N= (replace meld N) or += (a new meld)\n"), -1;
        size_t len = strlen(melds[target]);
        snprintf(melds[target] + len, MOVE_TEXT_MAX - len, "%s%s", len ? " " : "", tok);
    }
    size_t len = (size_t)snprintf(move, cap, "%s", word);
    bool first = true;
    for (size_t i = 0; i < n && len < cap; i++) {
        if (!melds[i][0])
            continue;
        len += (size_t)snprintf(move + len, cap - len, "%s%s", first ? " " : " / ", melds[i]);
        first = false;
    }
    return 0;
}

static void show_table(cr_game *g, const struct options *o)
{
    uint8_t cards[CR_MAX_CARDS], top = 0;
    int32_t seats[CR_MAX_CARDS];
    size_t n = 0;
    char text[CR_MAX_CARDS * CR_CARD_TEXT_MAX];
    if (cr_game_engine(g) == CR_ENGINE_MANIP) {
        show_melds(g); /* no upcard, no trick: the table, then the stock */
    } else if (cr_game_engine(g) == CR_ENGINE_RUMMY) {
        /* The upcard and the melds on the table, with their owners. */
        if (cr_game_pile(cards, CR_MAX_CARDS, &n, g, CR_PILE_DISCARD) == CR_OK && n) {
            cards_text(text, sizeof text, &cards[n - 1], 1, o->format);
            printf("  upcard: %s", text);
        } else {
            printf("  upcard: none");
        }
        if (cr_game_pile(cards, CR_MAX_CARDS, &n, g, CR_PILE_TABLE) == CR_OK && n) {
            printf("\n  table:");
            size_t start = 0, meld = 0;
            for (size_t i = 0; i <= n; i++) {
                if (i < n && cards[i] != CR_MOVE_SEPARATOR)
                    continue;
                cards_text(text, sizeof text, cards + start, i - start, o->format);
                printf(" [%zu] %s", meld++, text);
                start = i + 1;
            }
        }
    } else if (cr_game_top_card(&top, g) == CR_OK) {
        cards_text(text, sizeof text, &top, 1, o->format);
        printf("  widow: %s", text);
    } else if (cr_game_trick(cards, seats, CR_MAX_CARDS, &n, g) == CR_OK) {
        printf("  trick:");
        if (n == 0)
            printf(" (you lead)");
        for (size_t i = 0; i < n; i++) {
            cards_text(text, sizeof text, &cards[i], 1, o->format);
            printf(" %s (seat %d)", text, (int)seats[i]);
        }
    }
    printf("   stock: %d   hands:", (int)cr_game_stock_size(g));
    for (int32_t s = 0; s < cr_game_player_count(g); s++)
        printf(" %d", (int)cr_game_hand_size(g, s));
    printf("\n");
    if (cr_game_hand(cards, CR_MAX_CARDS, &n, g, o->seat) == CR_OK) {
        cards_text(text, sizeof text, cards, n, o->format);
        printf("  your hand: %s\n", text);
    }
}

static void show_legal(const struct legal *l, cr_game *g, const struct options *o)
{
    printf("  legal:");
    for (size_t i = 0; i < l->count; i++) {
        char d[MOVE_TEXT_MAX];
        describe_move(d, sizeof d, g, l->text[i], o->format, 0);
        printf("  [%zu] %s", i + 1, strncmp(d, "play ", 5) ? d : d + 5);
    }
    printf("\n");
}

static void help(const struct options *o, cr_game *g)
{
    if (cr_game_engine(g) == CR_ENGINE_MANIP) {
        printf("  Type the number of a listed move, or draw, knock, done, pass.\n"
               "  Play by rewriting melds: 1=7H 7C 7D 2=7S 8S 9S +=8C 9C 10C replaces melds 1 and 2\n"
               "  and adds a new one (jokers as JK=QD or JK1=QD); 1= removes meld 1; the other melds\n"
               "  stay. Start with knock to knock with that table. hint: the largest play.\n"
               "  hand: show the table again   quit: leave the game\n");
        return;
    }
    printf("  Type the number of a legal move, or a move: 7H,%s play 7H, draw, pass.\n"
           "  hand: show the table again   quit: leave the game\n",
           o->format == CR_FORMAT_UNICODE ? " 7♥," : "");
}

/* The human's move: 1 when one was applied, 0 to quit (or end of input). */
static int human_turn(cr_game *g, const struct options *o)
{
    struct legal l;
    char line[LINE_MAX_BYTES];
    if (load_legal(&l, g, o->seat) != CR_OK)
        return 0;
    show_table(g, o);
    show_legal(&l, g, o);
    for (;;) {
        printf("seat %d> ", (int)o->seat);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) {
            printf("\n(end of input)\n");
            return 0;
        }
        line[strcspn(line, "\r\n")] = '\0';
        if (!o->interactive) /* echo scripted input so the transcript reads well */
            printf("%s\n", line);
        char *s = line + strspn(line, " \t");
        if (!*s)
            continue;
        if (!strcmp(s, "quit") || !strcmp(s, "q"))
            return 0;
        if (!strcmp(s, "help") || !strcmp(s, "?")) {
            help(o, g);
            continue;
        }
        if (!strcmp(s, "hint")) {
            static char hint[MOVE_TEXT_MAX * 4];
            int32_t count = 0;
            if (cr_game_hint(hint, sizeof hint, NULL, &count, g, o->seat) != CR_OK)
                printf("  no hints in this game\n");
            else if (count == 0)
                printf("  hint: no card of your hand can be played now\n");
            else
                printf("  hint (%d card%s): %s\n", (int)count, count == 1 ? "" : "s", hint);
            continue;
        }
        if (!strcmp(s, "hand")) {
            show_table(g, o);
            show_legal(&l, g, o);
            continue;
        }
        static char move[MOVE_TEXT_MAX * 4];
        char *end = NULL;
        unsigned long k = strtoul(s, &end, 10);
        uint8_t card = 0;
        const char *eq = strchr(s, '=');
        if (cr_game_engine(g) == CR_ENGINE_MANIP && eq && eq > s &&
            (eq[-1] == '+' || (eq[-1] >= '0' && eq[-1] <= '9'))) {
            if (edit_to_move(move, sizeof move, g, s) < 0)
                continue;
            printf("  %s\n", move);
        } else if (end != s && *end == '\0') {
            if (k < 1 || k > l.count) {
                printf("  no move %s: choose 1..%zu\n", s, l.count);
                continue;
            }
            snprintf(move, sizeof move, "%s", l.text[k - 1]);
        } else if (cr_card_parse(&card, s) == CR_OK) {
            snprintf(move, sizeof move, "play %s", s);
        } else {
            snprintf(move, sizeof move, "%s", s);
        }
        int32_t rc = cr_game_apply(g, o->seat, move);
        if (rc == CR_OK) {
            char d[MOVE_TEXT_MAX];
            describe_move(d, sizeof d, g, move, o->format, 0);
            printf("You %s.\n", d);
            return 1;
        }
        if (rc == CR_E_ILLEGAL_MOVE) /* the library's message starts with the reason name */
            printf("  illegal: %s\n", *cr_game_last_error(g)
                                           ? cr_game_last_error(g)
                                           : cr_reason_name(cr_game_last_reason(g)));
        else
            printf("  not a move (%s): %s (type help)\n", cr_status_name(rc), cr_game_last_error(g));
    }
}

static int bot_turn(cr_game *g, int32_t seat, uint64_t seed, const struct options *o)
{
    static char move[MOVE_TEXT_MAX * 4], d[MOVE_TEXT_MAX * 4];
    int32_t rc = cr_game_bot_move(move, sizeof move, NULL, g, seat, seed);
    if (rc == CR_OK)
        rc = cr_game_apply(g, seat, move);
    if (rc != CR_OK)
        return fail(g, rc, "bot move");
    describe_move(d, sizeof d, g, move, o->format, 1);
    printf("Seat %d %s.\n", (int)seat, d);
    return 0;
}

static void show_result(cr_game *g)
{
    int32_t players = cr_game_player_count(g), seats[32];
    size_t n = 0;
    printf("Deal %d over (%s).", (int)cr_game_deal_number(g) + 1,
           cr_end_reason_name(cr_game_end_reason(g)));
    if (cr_game_deal_winners(seats, 32, &n, g) == CR_OK && n > 0) {
        printf(" Winner:");
        for (size_t i = 0; i < n; i++)
            printf(" seat %d", (int)seats[i]);
        printf(".");
    }
    printf("\n  counts:");
    for (int32_t s = 0; s < players; s++) {
        int64_t count = 0;
        cr_game_deal_count(&count, NULL, g, s);
        printf(" %" PRId64, count);
    }
    printf("\n  scores:");
    for (int32_t s = 0; s < players; s++) {
        int64_t score = 0;
        cr_game_score(&score, g, s);
        printf(" %" PRId64, score);
    }
    printf("\n");
    if (cr_game_is_match_over(g) == 1 && cr_game_match_winners(seats, 32, &n, g) == CR_OK) {
        printf("Match over. Winner:");
        for (size_t i = 0; i < n; i++)
            printf(" seat %d", (int)seats[i]);
        printf("\n");
    }
}

/* The number of cards in the current trick (0 for widow games). */
static size_t trick_size(cr_game *g)
{
    size_t n = 0;
    if (cr_game_trick(NULL, NULL, 0, &n, g) != CR_OK && n == 0)
        return 0;
    return n;
}

/* Go Boom: when a move completed the trick, say who won it (the winner leads). */
static void announce_trick(cr_game *g, size_t before)
{
    if (before > 0 && trick_size(g) == 0 && cr_game_is_deal_over(g) == 0)
        printf("Seat %d wins the trick.\n", (int)cr_game_to_act(g));
}

/* Play deals until the match ends (or one deal without --match).
 * Returns the exit status. */
static int play(cr_game *g, const struct options *o)
{
    uint64_t bot_seed = o->seed;
    for (;;) {
        char title[64];
        snprintf(title, sizeof title, "%s", cr_preset_title(cr_game_preset(g)));
        printf("== %s, deal %d: %d players, seat %d deals ==\n", title,
               (int)cr_game_deal_number(g) + 1, (int)cr_game_player_count(g),
               (int)cr_game_dealer(g));
        long moves = 0;
        while (cr_game_is_deal_over(g) == 0) {
            int32_t seat = cr_game_to_act(g);
            if (++moves > MAX_MOVES_PER_DEAL) {
                fprintf(stderr, "cardrules-play: the deal did not end after %d moves\n",
                        MAX_MOVES_PER_DEAL);
                return 1;
            }
            size_t before = trick_size(g);
            if (seat == o->seat) {
                if (!human_turn(g, o)) {
                    printf("Bye.\n");
                    return 0;
                }
            } else if (bot_turn(g, seat, bot_seed++, o)) {
                return 1;
            }
            announce_trick(g, before);
        }
        show_result(g);
        if (!o->match || cr_game_is_match_over(g) == 1 || cr_game_deal_number(g) + 1 >= MAX_DEALS)
            return 0;
        int32_t rc = cr_game_next_deal(g);
        if (rc != CR_OK)
            return fail(g, rc, "next deal");
    }
}

static int parse_u64(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || *s == '\0' || *s == '-' || *end != '\0')
        return -1;
    *out = (uint64_t)v;
    return 0;
}

/* Where `make install` put the documentation ($(docdir), set by the build). */
#ifndef CR_DOCDIR
#define CR_DOCDIR "docs"
#endif

static int usage(const char *prog, int status)
{
    fprintf(status ? stderr : stdout,
            "usage: %s [--game NAME] [--players N] [--seat S] [--seed N]\n"
            "          [--match] [--auto] [--ascii]\n"
            "Play a card game against the libcardrules bots.\n"
            "  --game G     rockaway (default), go-boom, straight6, straight7, skip,\n"
            "               block, queen-city, round-the-corner, boathouse, double, java,\n"
            "               rummy-poker, carousel, rockit\n"
            "  --players N  2..14 (default 4)\n"
            "  --seat S     your seat (default 0)\n"
            "  --seed N     the deal's seed (default 1)\n"
            "  --match      play deals until the match ends, at most 100 (default: one deal)\n"
            "  --auto       bots play every seat (no input read)\n"
            "  --ascii      suit letters instead of symbols\n"
            "Documentation: man cardrules-play; " CR_DOCDIR "/docs/play.md; the rules of\n"
            "  each game: " CR_DOCDIR "/docs/games/\n",
            prog);
    return status;
}

int main(int argc, char **argv)
{
    struct options o = {"rockaway", 4, 0, 1, 0, CR_FORMAT_UNICODE, isatty(0)};
    uint64_t v = 0;
    int automatic = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h"))
            return usage(argv[0], 0);
        if (!strcmp(a, "--match"))
            o.match = 1;
        else if (!strcmp(a, "--auto"))
            automatic = 1;
        else if (!strcmp(a, "--ascii"))
            o.format = CR_FORMAT_ASCII;
        else if (!strcmp(a, "--game") && next)
            o.game = argv[++i];
        else if (!strcmp(a, "--players") && next && !parse_u64(argv[++i], &v) && v >= 1 && v <= 64)
            o.players = (int32_t)v;
        else if (!strcmp(a, "--seat") && next && !parse_u64(argv[++i], &v) && v < 64)
            o.seat = (int32_t)v;
        else if (!strcmp(a, "--seed") && next && !parse_u64(argv[++i], &v))
            o.seed = v;
        else
            return usage(argv[0], 2);
    }
    int32_t preset = 0;
    if (cr_preset_from_name(&preset, o.game) != CR_OK) {
        fprintf(stderr, "cardrules-play: --game must name a preset (docs/presets.md)\n");
        return 2;
    }
    if (o.seat >= o.players) {
        fprintf(stderr, "cardrules-play: --seat must be below --players\n");
        return 2;
    }
    if (automatic)
        o.seat = -1;
    cr_rules *r = NULL;
    int32_t rc = cr_rules_new_id(&r, preset);
    if (rc == CR_OK)
        rc = cr_rules_set_int(r, "players", o.players);
    if (rc == CR_OK)
        rc = cr_rules_validate(r);
    int32_t supported = 0;
    if (rc == CR_OK && cr_rules_engine(&supported, r) >= 0 && !supported) {
        fprintf(stderr, "cardrules-play: this version does not play %s yet\n", cr_preset_title(preset));
        cr_rules_free(r);
        return 2;
    }
    if (rc != CR_OK) {
        fprintf(stderr, "cardrules-play: %s\n", *cr_rules_last_error(r) ? cr_rules_last_error(r)
                                                                        : cr_strerror(rc));
        cr_rules_free(r);
        return 2;
    }
    cr_game *g = NULL;
    rc = cr_game_new(&g, r, o.seed);
    cr_rules_free(r);
    if (rc != CR_OK)
        return fail(NULL, rc, "new game");
    int status = play(g, &o);
    cr_game_free(g);
    return status;
}

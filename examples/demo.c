/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* demo: what the library is for, in one short seeded game (the last step of
 * the Quick start). A legal move is applied, an illegal one is refused with
 * its code and message, a seat's view is printed, and a meld question is
 * answered. Uses only the public API; every call's status is checked.
 *
 *   usage: demo [SEED]      (default 42; the same seed prints the same game) */
#include <cardrules.h>

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Stop with the library's words for what went wrong. */
static int fail(const char *what, int32_t rc, const char *detail)
{
    fprintf(stderr, "demo: %s: %s%s%s\n", what, cr_status_name(rc), detail && *detail ? ": " : "",
            detail ? detail : "");
    return 1;
}

/* A text output of the library (buffer protocol): small outputs fit in buf. */
static int32_t legal_moves(char *buf, size_t cap, cr_game *g, int32_t seat)
{
    return cr_game_legal_moves(buf, cap, NULL, g, seat);
}

static int play_demo(cr_game *g)
{
    char text[4096], move[64];
    int32_t seat = cr_game_to_act(g), rc;
    uint8_t hand[CR_MAX_CARDS], widow = 0;
    size_t n = 0;

    /* The seat to act, its hand and what it must cover. */
    if ((rc = cr_game_hand(hand, CR_MAX_CARDS, &n, g, seat)) != CR_OK ||
        (rc = cr_cards_format(text, sizeof text, NULL, hand, n, CR_FORMAT_ASCII)) != CR_OK)
        return fail("hand", rc, cr_game_last_error(g));
    char widow_text[CR_CARD_TEXT_MAX] = "-";
    if (cr_game_top_card(&widow, g) == CR_OK)
        cr_card_format(widow_text, sizeof widow_text, widow, CR_FORMAT_ASCII);
    printf("seat %d to act, widow %s, hand %s\n", (int)seat, widow_text, text);

    /* 1. A legal move: the first the library lists, applied. */
    if ((rc = legal_moves(text, sizeof text, g, seat)) != CR_OK)
        return fail("legal moves", rc, cr_game_last_error(g));
    printf("legal:");
    for (const char *p = text; *p; p += strcspn(p, "\n") + (p[strcspn(p, "\n")] != '\0'))
        printf(" [%.*s]", (int)strcspn(p, "\n"), p);
    printf("\n");
    snprintf(move, sizeof move, "%.*s", (int)strcspn(text, "\n"), text);
    if ((rc = cr_game_apply(g, seat, move)) != CR_OK)
        return fail("apply", rc, cr_game_last_error(g));
    printf("applied: seat %d %s\n", (int)seat, move);

    /* 2. An illegal move: a card of the next seat that does not cover the new
     * widow (or, if every card covers, a move out of turn). Refused, nothing
     * changes; the reason code and message say why. */
    int32_t next = cr_game_to_act(g), bad_seat = next;
    if ((rc = cr_game_hand(hand, CR_MAX_CARDS, &n, g, next)) != CR_OK)
        return fail("hand", rc, cr_game_last_error(g));
    strcpy(move, "draw");
    bad_seat = (next + 1) % cr_game_player_count(g);
    for (size_t i = 0; i < n; i++) {
        char card[CR_CARD_TEXT_MAX];
        cr_card_format(card, sizeof card, hand[i], CR_FORMAT_ASCII);
        snprintf(move, sizeof move, "play %s", card);
        if (cr_game_validate(g, next, move) == CR_E_ILLEGAL_MOVE) {
            bad_seat = next;
            break;
        }
    }
    rc = cr_game_apply(g, bad_seat, move);
    if (rc != CR_E_ILLEGAL_MOVE)
        return fail("an illegal move was not refused", rc, NULL);
    printf("refused: seat %d %s -> %s (%s): %s\n", (int)bad_seat, move,
           cr_reason_name(cr_game_last_reason(g)), cr_status_name(rc), cr_game_last_error(g));

    /* 3. What one seat may see: its own cards, everybody's hand sizes, the
     * widow, its legal moves; never another seat's cards. */
    if ((rc = cr_game_view(text, sizeof text, NULL, g, next)) != CR_OK)
        return fail("view", rc, cr_game_last_error(g));
    printf("view of seat %d: %s\n", (int)next, text);
    return 0;
}

/* 4. A meld question, under Straight Rummy's meld rules. */
static int meld_demo(void)
{
    static const char *const questions[] = {"7C 8C 9C", "QH QS QD", "7C 8D 9C"};
    cr_meld_profile *profile = NULL;
    cr_solver *solver = NULL;
    int32_t rc = cr_meld_profile_new(&profile, "straight7");
    if (rc == CR_OK)
        rc = cr_solver_new(&solver, profile);
    cr_meld_profile_free(profile);
    if (rc != CR_OK)
        return fail("solver", rc, NULL);
    for (size_t q = 0; q < sizeof questions / sizeof questions[0]; q++) {
        uint8_t cards[CR_MAX_CARDS];
        size_t n = 0, bad = 0;
        int32_t kind = CR_MELD_NONE;
        if ((rc = cr_cards_parse(cards, CR_MAX_CARDS, &n, &bad, questions[q])) != CR_OK ||
            (rc = cr_solver_meld(&kind, solver, cards, n)) != CR_OK) {
            cr_solver_free(solver);
            return fail("meld", rc, NULL);
        }
        if (kind == CR_MELD_NONE)
            printf("meld? %s: no (%s)\n", questions[q], cr_solver_result_reason(solver));
        else
            printf("meld? %s: yes, a %s\n", questions[q], kind == CR_MELD_RUN ? "run" : "group");
    }
    uint8_t hand[CR_MAX_CARDS];
    size_t n = 0, bad = 0;
    int32_t deadwood = 0;
    const char *h = "7C 8C 9C QH QS QD 4D";
    if ((rc = cr_cards_parse(hand, CR_MAX_CARDS, &n, &bad, h)) != CR_OK ||
        (rc = cr_solver_deadwood(&deadwood, solver, hand, n)) != CR_OK) {
        cr_solver_free(solver);
        return fail("deadwood", rc, NULL);
    }
    printf("deadwood of %s: %d\n", h, (int)deadwood);
    cr_solver_free(solver);
    return 0;
}

int main(int argc, char **argv)
{
    uint64_t seed = 42;
    if (argc > 2) {
        fprintf(stderr, "usage: %s [SEED]\n", argv[0]);
        return 2;
    }
    if (argc == 2) {
        char *end;
        errno = 0;
        unsigned long long v = strtoull(argv[1], &end, 0);
        if (errno || !*argv[1] || *argv[1] == '-' || *end) {
            fprintf(stderr, "demo: not a seed: %s\n", argv[1]);
            return 2;
        }
        seed = (uint64_t)v;
    }
    const char *rules = "rockaway players=3";
    printf("== libcardrules %s: %s, seed %" PRIu64 " ==\n", cr_version_string(), rules, seed);
    cr_error *err = NULL;
    cr_game *g = NULL;
    int32_t rc = cr_error_new(&err);
    if (rc == CR_OK)
        rc = cr_game_new_text_ex(&g, err, rules, seed);
    if (rc != CR_OK) {
        int status = fail("new game", rc, err ? cr_error_message(err) : NULL);
        cr_error_free(err);
        return status;
    }
    cr_error_free(err);
    int status = play_demo(g);
    cr_game_free(g);
    if (status == 0)
        status = meld_demo();
    return status;
}

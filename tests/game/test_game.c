/* The game handle API: frozen values, creation paths, move text, misuse
 * (NULL, wrong seats, garbage text, huge numbers, truncated and corrupted
 * saves), saves/loads/undo/copy, and random playouts that check the
 * invariants after every move (card multiset, legal list = what validates,
 * save->load identity, no view leaks, every game ends). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game_kit.h"
#include "rules/options.h"

START_TEST(json_checker_can_fail)
{
    ck_assert(kit_json_ok("{\"a\":[1,-2,true,null,\"x\\n\"],\"b\":{}}"));
    ck_assert(!kit_json_ok("{\"a\":1,}"));
    ck_assert(!kit_json_ok("{\"a\" 1}"));
    ck_assert(!kit_json_ok("[1,,2]"));
    ck_assert(!kit_json_ok("[01]"));
    ck_assert(!kit_json_ok("{\"a\":1}x"));
}
END_TEST

START_TEST(values_are_frozen)
{
    ck_assert_int_eq(CR_PHASE_READY, 1);
    ck_assert_int_eq(CR_PHASE_DRAWING, 2);
    ck_assert_int_eq(CR_PHASE_DISCARD, 3);
    ck_assert_int_eq(CR_PHASE_TRANSACTION, 4);
    ck_assert_int_eq(CR_PHASE_BREAK, 5);
    ck_assert_int_eq(CR_PHASE_DEAL_OVER, 6);
    ck_assert_int_eq(CR_PHASE_MATCH_OVER, 7);
    ck_assert_int_eq(CR_MOVE_PLAY, 1);
    ck_assert_int_eq(CR_MOVE_DRAW, 2);
    ck_assert_int_eq(CR_MOVE_PASS, 3);
    ck_assert_int_eq(CR_MOVE_TAKE, 4);
    ck_assert_int_eq(CR_MOVE_DISCARD, 5);
    ck_assert_int_eq(CR_MOVE_MELD, 6);
    ck_assert_int_eq(CR_MOVE_LAYOFF, 7);
    ck_assert_int_eq(CR_MOVE_KNOCK, 8);
    ck_assert_int_eq(CR_MOVE_COMMIT, 9);
    ck_assert_int_eq(CR_MOVE_EXPOSE, 10);
    ck_assert_int_eq(CR_MOVE_DONE, 11);
    ck_assert_int_eq(CR_END_NONE, 0);
    ck_assert_int_eq(CR_END_OUT, 1);
    ck_assert_int_eq(CR_END_BLOCKED, 6);
    ck_assert_int_eq(CR_END_VOID, 8);
    ck_assert_int_eq(CR_CURRENCY_UNIT, 1);
    ck_assert_int_eq(CR_CURRENCY_POINT, 2);
    ck_assert_int_eq(CR_CURRENCY_CHIP, 3);
    ck_assert_int_eq(CR_PILE_WIDOW, 1);
    ck_assert_int_eq(CR_PILE_TABLE, 5);
    ck_assert_int_eq(CR_SEAT_SPECTATOR, -1);
    ck_assert_int_eq(CR_SEAT_POOL, -2);
    ck_assert_str_eq(cr_phase_name(CR_PHASE_DEAL_OVER), "DEAL_OVER");
    ck_assert_str_eq(cr_phase_name(99), "UNKNOWN");
    ck_assert_str_eq(cr_end_reason_name(CR_END_BLOCKED), "BLOCKED");
    ck_assert_str_eq(cr_end_reason_name(-1), "UNKNOWN");
    ck_assert_str_eq(cr_currency_name(CR_CURRENCY_POINT), "POINT");
    ck_assert_str_eq(cr_currency_name(0), "UNKNOWN");
}
END_TEST

START_TEST(creation_paths)
{
    /* Same rules and seed, same game; the two-halves form is the same seed. */
    cr_game *a = kit_new_game("go-boom players=4", UINT64_C(0x123456789ABCDEF0));
    cr_rules *r;
    ck_assert_int_eq(cr_rules_from_text(&r, "go-boom players=4"), CR_OK);
    cr_game *b = NULL;
    ck_assert_int_eq(cr_game_new_halves(&b, r, 0x12345678u, 0x9ABCDEF0u), CR_OK);
    char *sa = kit_save_of(a), *sb = kit_save_of(b);
    ck_assert_str_eq(sa, sb);
    free(sb);
    cr_game_free(b);
    ck_assert_int_eq(cr_game_new(&b, r, 1), CR_OK);
    sb = kit_save_of(b);
    ck_assert_str_ne(sa, sb);
    free(sa);
    free(sb);
    cr_game_free(b);
    char text[256];
    ck_assert_int_eq(cr_game_rules_text(text, sizeof text, NULL, a), CR_OK);
    ck_assert_str_eq(text, "go-boom players=4");
    ck_assert_int_eq(cr_game_preset(a), CR_GAME_GO_BOOM);
    ck_assert_int_eq(cr_game_engine(a), CR_ENGINE_SHED);
    ck_assert_int_eq(cr_game_player_count(a), 4);
    cr_game_free(a);
    /* Stacked packs: the pack is dealt by the preset's procedure. */
    uint8_t pack[104];
    size_t n;
    ck_assert_int_eq(cr_deck_build(pack, sizeof pack, &n, 1, 0), CR_OK);
    ck_assert_int_eq(cr_game_new_stacked(&b, r, pack, n, 3), CR_OK);
    ck_assert_int_eq(cr_game_dealer(b), 3);
    ck_assert_int_eq(cr_game_to_act(b), 0);
    uint8_t h[8];
    size_t hn;
    ck_assert_int_eq(cr_game_hand(h, sizeof h, &hn, b, 0), CR_OK);
    ck_assert_uint_eq(hn, 7);
    /* Seat 0 (dealer's left) got cards 0, 4, 8, ... of the pack. */
    ck_assert_int_eq(h[0], pack[0]);
    ck_assert_int_eq(h[1], pack[4]);
    ck_assert_int_eq(cr_game_stock_size(b), 52 - 28);
    cr_game_free(b);
    pack[5] = pack[6]; /* a duplicate: not the deck */
    ck_assert_int_eq(cr_game_new_stacked(&b, r, pack, n, 0), CR_E_INVALID_DEAL);
    ck_assert_ptr_null(b);
    ck_assert_int_eq(cr_game_new_stacked(&b, r, pack, n - 1, 0), CR_E_INVALID_DEAL);
    ck_assert_int_eq(cr_game_new_stacked(&b, r, NULL, 0, 0), CR_E_INVALID_DEAL);
    cr_rules_free(r);
    /* Option values the engine does not play yet. */
    ck_assert_int_eq(cr_game_new_text(&b, "java rummy.draw_rule=PAIR_SS_DD", 1), CR_E_UNSUPPORTED);
    ck_assert_int_eq(cr_game_new_text(&b, "double rummy.draw_rule=PAIR_SS_DD", 1), CR_E_UNSUPPORTED);
    ck_assert_ptr_null(b);
    /* The MANIP presets play (issue 10). */
    ck_assert_int_eq(cr_game_new_text(&b, "rockit", 1), CR_OK);
    cr_game_free(b);
    ck_assert_int_eq(cr_game_new_text(&b, "carousel players=5", 1), CR_OK);
    cr_game_free(b);
    b = NULL;
    ck_assert_int_eq(cr_game_new_text(&b, "no-such-game", 1), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_game_new_text(&b, "go-boom players=99", 1) < 0, 1);
    /* A rules object built option by option, never validated: the game
     * creation still refuses an impossible combination (too few cards). */
    ck_assert_int_eq(cr_rules_new(&r, "rockaway"), CR_OK);
    ck_assert_int_eq(cr_rules_set(r, "players", "14"), CR_OK);
    ck_assert_int_eq(cr_rules_set(r, "shed.hand_size", "30"), CR_OK);
    ck_assert_int_eq(cr_game_new(&b, r, 1), CR_E_CONFIG);
    ck_assert_ptr_null(b);
    cr_rules_free(r);
    /* The SHED engine deals at most two packs. */
    ck_assert_int_eq(cr_game_new_text(&b, "rockaway players=3 shed.packs=3", 1), CR_E_CONFIG);
    ck_assert_ptr_null(b);
}
END_TEST

/* Issue 13 (HIGH): the registry accepted shed.packs=3, the SHED engine
 * deals at most two packs, and Go Boom's dealer cut (first_dealer=CUT_LOW)
 * read past its deck buffer before the deck check. The registry now refuses
 * it, and for random option combinations every rules object that validates
 * creates a game when its engine exists (validation and creation agree). */
START_TEST(validation_and_creation_agree)
{
    cr_game *g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, "go-boom shed.packs=3", 1), CR_E_CONFIG);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(cr_game_new_text(&g, "go-boom shed.packs=2 first_dealer=CUT_HIGH", 1), CR_OK);
    cr_game_free(g);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 20261124);
    int created = 0;
    for (int iter = 0; iter < 4000; iter++) {
        int32_t id = 1 + (int32_t)cri_pcg32_bounded(&rng, (uint32_t)cr_preset_count());
        cr_rules *r = NULL;
        REQ_EQ(cr_rules_new_id(&r, id), CR_OK);
        uint32_t lo, hi;
        cr_rules_player_range(&lo, &hi, id);
        REQ_EQ(cr_rules_set_int(r, "players", lo + cri_pcg32_bounded(&rng, hi - lo + 1)), CR_OK);
        for (int c = 0; c < 6; c++) {
            int32_t i = (int32_t)cri_pcg32_bounded(&rng, (uint32_t)cr_rules_option_count());
            const cri_option_def *d = cri_option_get(i);
            if (!cri_option_applies(d, id) || i == CRI_OPT_PLAYERS)
                continue;
            int32_t v = d->nvalues && cri_pcg32_bounded(&rng, 3) == 0
                            ? d->values[cri_pcg32_bounded(&rng, (uint32_t)d->nvalues)].number
                            : d->min + (int32_t)cri_pcg32_bounded(&rng, (uint32_t)(d->max - d->min + 1));
            if (d->type == CR_OPTION_RANKS)
                v &= 0x3FFE;
            (void)cr_rules_set_int(r, d->name, v);
        }
        int32_t supported = 0;
        cr_rules_engine(&supported, r);
        if (cr_rules_validate(r) == CR_OK) {
            int32_t st = cr_game_new(&g, r, (uint64_t)iter);
            char text[CR_RULES_TEXT_MAX + 1];
            cr_rules_to_text(text, sizeof text, NULL, r);
            /* validation asks the engine as creation does (issue 9) */
            REQ_MSG(st == CR_OK && supported, "%s: %d", text, st);
            created += st == CR_OK;
            cr_game_free(g);
        }
        cr_rules_free(r);
    }
    ck_assert_int_gt(created, 100);
}
END_TEST

START_TEST(layout_validation)
{
    cr_rules *r;
    ck_assert_int_eq(cr_rules_from_text(&r, "go-boom players=3"), CR_OK);
    static const struct {
        const char *layout;
        int32_t status;
    } bad[] = {
        {"hand 0 2C\nhand 1 3C\nhand 2 4C\nstock 5C\n", CR_E_INVALID_DEAL}, /* not the deck */
        {"hand 0 2C 2C\nhand 1 3C\nhand 2 4C\nstock rest\n", CR_E_INVALID_DEAL}, /* 2C twice, one pack */
        {"hand 0 2C\nhand 1 3C\nhand 2\nstock rest\n", CR_E_INVALID_DEAL},  /* an empty hand */
        {"hand 0 2C\nhand 1 3C\nhand 2 4C\nstock rest\nout rest\n", CR_E_PARSE},
        {"hand 0 2C\nhand 1 3C\nhand 2 4C\nstock rest\nwidow 5C\n", CR_E_PARSE}, /* no widow in Go Boom */
        {"hand 7 2C\n", CR_E_PARSE},
        {"hand 0 2X\n", CR_E_PARSE},
        {"dealer 99999999999999999999\n", CR_E_PARSE},
        {"frobnicate 1\n", CR_E_PARSE},
        {"hand 0 2C\nhand 1 3C\nhand 2 4C\nturn 2\ntrick 2:5C\nstock rest\n", CR_E_INVALID_DEAL},
        {"hand 0 2C\nhand 1 3C\nhand 2 4C\nturn 0\ntrick 2:5C 1:6C\nstock rest\n", CR_E_INVALID_DEAL},
        {"hand 0 2C\nhand 1 3C\nhand 2 4C\nturn 1\ndrawn 5C\nstock rest\n", CR_E_INVALID_DEAL},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cr_game *g = (cr_game *)&r; /* must be reset to NULL */
        char msg[200];
        int32_t rc = cr_game_new_layout(&g, msg, sizeof msg, r, bad[i].layout);
        ck_assert_msg(rc == bad[i].status, "case %zu: %d (%s)", i, (int)rc, msg);
        ck_assert_ptr_null(g);
        ck_assert_str_ne(msg, "");
    }
    cr_game *g = NULL;
    char msg[200];
    ck_assert_int_eq(cr_game_new_layout(&g, msg, sizeof msg, r,
                                        "dealer 2\nturn 2\nhand 0 2C\nhand 1 3C\nhand 2 4C\n"
                                        "trick 0:5C 1:6C\nstock rest\n"),
                     CR_OK);
    ck_assert_int_eq(cr_game_validate(g, 2, "play 4C"), CR_OK);
    cr_game_free(g);
    /* Corrupted layouts: refused or valid, never a crash. */
    const char *good = "dealer 2\nturn 2\nhand 0 2C 9H\nhand 1 3C\nhand 2 4C KD\n"
                       "trick 0:5C 1:6C\nstock 8S rest\nscores 1 2 3\n";
    char mangled[256];
    size_t glen = strlen(good);
    uint32_t x = 99;
    for (int t = 0; t < 3000; t++) {
        memcpy(mangled, good, glen + 1);
        for (int f = 0; f < 1 + t % 4; f++) {
            x = x * 1103515245u + 12345u;
            size_t at = (x >> 8) % glen;
            x = x * 1103515245u + 12345u;
            mangled[at] = " 0123456789ACDHSJKQT\n:-=rest\xff"[(x >> 8) % 30];
        }
        cr_game *m = NULL;
        if (cr_game_new_layout(&m, msg, sizeof msg, r, mangled) == CR_OK) {
            size_t lc;
            ck_assert_int_eq(cr_game_legal_count(&lc, m, cr_game_to_act(m)), CR_OK);
            cr_game_free(m);
        } else {
            ck_assert_ptr_null(m);
        }
    }
    /* A message that does not fit is truncated, never overrun. */
    char tiny[4] = "xyz";
    ck_assert_int_eq(cr_game_new_layout(&g, tiny, sizeof tiny, r, "frobnicate\n"), CR_E_PARSE);
    ck_assert_uint_eq(strlen(tiny), 3);
    cr_rules_free(r);
}
END_TEST

START_TEST(misuse_never_crashes)
{
    char buf[64];
    size_t n;
    int32_t i32;
    int64_t i64;
    uint8_t c;
    uint32_t mask;
    ck_assert_int_eq(cr_game_new(NULL, NULL, 0), CR_E_INVALID_ARGUMENT);
    cr_game *g = (cr_game *)buf;
    ck_assert_int_eq(cr_game_new(&g, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(cr_game_new_text(&g, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_new_layout(&g, NULL, 0, NULL, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_copy(&g, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_load(&g, NULL, 0, NULL), CR_E_INVALID_ARGUMENT);
    cr_game_free(NULL);
    ck_assert_str_ne(cr_game_last_error(NULL), "");
    ck_assert_int_eq(cr_game_last_reason(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_preset(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_phase(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_to_act(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_hand_size(NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_hand(NULL, 0, &n, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_validate(NULL, 0, "draw"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_apply(NULL, 0, "draw"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_apply_move(NULL, 0, CR_MOVE_DRAW, NULL, 0, -1), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_apply_unchecked(NULL, 0, CR_MOVE_DRAW, NULL, 0, -1), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_legal_count(&n, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_view(buf, sizeof buf, &n, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_save(buf, sizeof buf, &n, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_undo(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_next_deal(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_bot_play(NULL, 0, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_score(&i64, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_top_card(&c, NULL), CR_E_INVALID_ARGUMENT);

    g = kit_new_game("rockaway players=3", 9);
    int32_t to = cr_game_to_act(g);
    static const int32_t bad_seats[] = {-5, -1, 3, 14, INT32_MAX, INT32_MIN};
    for (size_t i = 0; i < sizeof bad_seats / sizeof bad_seats[0]; i++) {
        int32_t s = bad_seats[i];
        ck_assert_int_eq(cr_game_validate(g, s, "draw"), CR_E_INVALID_ARGUMENT);
        ck_assert_int_eq(cr_game_hand_size(g, s), CR_E_INVALID_ARGUMENT);
        ck_assert_int_eq(cr_game_hand(NULL, 0, &n, g, s), CR_E_INVALID_ARGUMENT);
        ck_assert_int_eq(cr_game_legal_count(&n, g, s), CR_E_INVALID_ARGUMENT);
        ck_assert_int_eq(cr_game_score(&i64, g, s), CR_E_INVALID_ARGUMENT);
        if (s != CR_SEAT_SPECTATOR)
            ck_assert_int_eq(cr_game_view(buf, sizeof buf, &n, g, s), CR_E_INVALID_ARGUMENT);
        ck_assert_int_eq(cr_game_bot_play(g, s, 1), CR_E_INVALID_ARGUMENT);
    }
    /* Another seat than the one to act: no legal moves, refused moves. */
    int32_t other = (to + 1) % 3;
    ck_assert_int_eq(cr_game_legal_count(&n, g, other), CR_OK);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(cr_game_validate(g, other, "draw"), CR_E_ILLEGAL_MOVE);
    ck_assert_int_eq(cr_game_last_reason(g), CR_REASON_NOT_YOUR_TURN);
    ck_assert_int_eq(cr_game_bot_play(g, other, 1), CR_E_INVALID_ARGUMENT);
    /* Bad programmatic moves. */
    uint8_t cards[2] = {0x0F, 0};
    ck_assert_int_eq(cr_game_validate_move(g, to, CR_MOVE_PLAY, cards, 1, -1), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_validate_move(g, to, 0, NULL, 0, -1), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_validate_move(g, to, 77, NULL, 0, -1), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_validate_move(g, to, CR_MOVE_PLAY, NULL, 1, -1), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_validate_move(g, to, CR_MOVE_PLAY, cards, SIZE_MAX, -1), CR_E_LIMIT);
    ck_assert_int_eq(cr_game_validate_move(g, to, CR_MOVE_LAYOFF, cards, 0, INT32_MAX), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_validate_move(g, to, CR_MOVE_MELD, NULL, 0, -1), CR_E_ILLEGAL_MOVE);
    ck_assert_int_eq(cr_game_last_reason(g), CR_REASON_WRONG_PHASE);
    ck_assert_int_eq(cr_game_apply_unchecked(g, to, CR_MOVE_PLAY, cards, 1, -1), CR_E_INVALID_ARGUMENT);
    cards[0] = CR_CARD_JOKER;
    ck_assert_int_eq(cr_game_validate_move(g, to, CR_MOVE_PLAY, cards, 1, -1), CR_E_ILLEGAL_MOVE);
    /* Results before the deal ends. */
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_NONE);
    ck_assert_int_eq(cr_game_deal_count(&i64, &i64, g, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_ledger_count(&n, g), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_deal_winners(NULL, 0, &n, g), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_match_winners(NULL, 0, &n, g), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_next_deal(g), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_undo(g), CR_E_INVALID_ARGUMENT); /* no move yet */
    ck_assert_int_eq(cr_game_pile(NULL, 0, &n, g, 99), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_legal_move_get(&i32, NULL, 0, &n, &i32, g, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_legal_count(&n, g, to), CR_OK);
    ck_assert_int_eq(cr_game_legal_move_get(&i32, NULL, 0, &n, &i32, g, n), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_legal_types(&mask, g, to), CR_OK);
    ck_assert_uint_ne(mask, 0);
    ck_assert_int_eq(cr_game_history_get(buf, sizeof buf, NULL, NULL, g, 0), CR_E_INVALID_ARGUMENT);
    /* Small buffers report the size needed. */
    size_t need = 0;
    ck_assert_int_eq(cr_game_view(buf, 4, &need, g, 0), CR_E_BUFFER_TOO_SMALL);
    ck_assert_uint_gt(need, 4);
    ck_assert_int_eq(cr_game_legal_moves(buf, 1, &need, g, to), CR_E_BUFFER_TOO_SMALL);
    ck_assert_int_eq(cr_game_hand(&c, 1, &n, g, 0), CR_E_BUFFER_TOO_SMALL);
    ck_assert_uint_eq(n, 7);
    cr_game_free(g);
}
END_TEST

START_TEST(saves_refuse_bad_text)
{
    cr_game *g = kit_new_game("go-boom players=4", 17);
    for (int i = 0; i < 9; i++)
        ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), 3), CR_OK);
    char *save = kit_save_of(g);
    size_t len = strlen(save);
    cr_game *h = NULL;
    char msg[256];
    ck_assert_int_eq(cr_game_load(&h, msg, sizeof msg, save), CR_OK);
    cr_game_free(h);
    /* Every truncation is refused (the "end" line is the last). */
    char *cut = malloc(len + 1);
    for (size_t k = 0; k + 4 < len; k++) {
        memcpy(cut, save, k);
        cut[k] = '\0';
        ck_assert_int_ne(cr_game_load(&h, msg, sizeof msg, cut), CR_OK);
        ck_assert_ptr_null(h);
        ck_assert_str_ne(msg, "");
    }
    /* Corruptions: byte flips never crash; a load that succeeds is a valid game. */
    uint32_t x = 12345;
    for (int t = 0; t < 3000; t++) {
        memcpy(cut, save, len + 1);
        for (int f = 0; f < 1 + t % 3; f++) {
            x = x * 1103515245u + 12345u;
            size_t at = (x >> 8) % len;
            x = x * 1103515245u + 12345u;
            cut[at] = (char)(" 0123456789ACDHSJKQT\nxmove-/=\xff"[(x >> 8) % 30]);
        }
        if (cr_game_load(&h, msg, sizeof msg, cut) == CR_OK) {
            ck_assert_int_ge(cr_game_phase(h), CR_PHASE_READY);
            cr_game_free(h);
        } else {
            ck_assert_ptr_null(h);
        }
    }
    free(cut);
    static const char *bad[] = {
        "",
        "cardrules-save 2\n",
        "cardrules-save 1\nrules go-boom players=4\nrng 0 1\ndeal 0\ndealer 0\nscores 0 0 0 0\npack 2C\nend\n",
        "cardrules-save 1\nrules nonsense\n",
        "cardrules-save 1\nrules go-boom players=4\nrng 0 2\n",
        "cardrules-save 99999999999999999999\n",
        "cardrules-save 1\nrules java rummy.draw_rule=PAIR_SS_DD\nrng 0 1\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_int_ne(cr_game_load(&h, msg, sizeof msg, bad[i]), CR_OK);
        ck_assert_ptr_null(h);
    }
    /* An illegal saved move is refused with the rule's reason in the message. */
    char *tampered = malloc(len + 64);
    memcpy(tampered, save, len + 1);
    char *end = strstr(tampered, "end\n");
    strcpy(end, "move 0 play 2C\nmove 0 play 2C\nend\n");
    ck_assert_int_eq(cr_game_load(&h, msg, sizeof msg, tampered), CR_E_ILLEGAL_MOVE);
    free(tampered);
    free(save);
    cr_game_free(g);
}
END_TEST

START_TEST(layout_games_save_load_and_undo)
{
    /* A game started from a layout saves its starting layout; load and undo
     * rebuild from it. */
    cr_rules *r;
    ck_assert_int_eq(cr_rules_from_text(&r, "go-boom players=3 goboom.finish_trick"), CR_OK);
    cr_game *g;
    char msg[200];
    ck_assert_int_eq(cr_game_new_layout(&g, msg, sizeof msg, r,
                                        "dealer 0\nturn 2\nscores 5 6 7\nseed 99\nhand 0 4C 7H\nhand 1 2C 3C\n"
                                        "hand 2 5D JC 9S\ntrick 1:JD\nstock 3S QD rest\n"),
                     CR_OK);
    cr_rules_free(r);
    char *s0 = kit_save_of(g);
    ck_assert_ptr_nonnull(strstr(s0, "\nlayout\n"));
    ck_assert_int_eq(cr_game_apply(g, 2, "play JC"), CR_OK);
    ck_assert_int_eq(cr_game_apply(g, 0, "draw"), CR_OK);
    kit_check_save_load(g);
    ck_assert_int_eq(cr_game_undo(g), CR_OK);
    ck_assert_int_eq(cr_game_undo(g), CR_OK);
    char *s1 = kit_save_of(g);
    ck_assert_str_eq(s0, s1);
    ck_assert_int_eq(cr_game_undo(g), CR_E_INVALID_ARGUMENT);
    /* Play the deal out with the bot, then the next deal uses the layout's seed. */
    while (!cr_game_is_deal_over(g))
        ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), 2), CR_OK);
    kit_check_save_load(g);
    int64_t sc;
    ck_assert_int_eq(cr_game_score(&sc, g, 0), CR_OK);
    ck_assert_int_ge(sc, 5);
    ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
    ck_assert_int_eq(cr_game_dealer(g), 1);
    ck_assert_int_eq(cr_game_hand_size(g, 0), 7);
    kit_check_save_load(g);
    free(s0);
    free(s1);
    cr_game_free(g);
}
END_TEST

/* A game played from a layout at the bound of its deal number or scores,
 * to the end of its deal: its save loads, and the next deal is refused
 * exactly when it would make a save that cr_game_load refuses (issue 13:
 * deal 65535 and unbounded scores used to produce unloadable saves). */
/* A Rockaway game (penalties: scores only grow, the match lasts a deal
 * per player) from a layout headed by `head`. */
static int32_t bounded_layout(cr_game **g, const char *head)
{
    cr_rules *r;
    ck_assert_int_eq(cr_rules_from_text(&r, "rockaway players=3"), CR_OK);
    char layout[256], msg[200];
    snprintf(layout, sizeof layout, "%sdealer 0\nhand 0 4C 7H\nhand 1 2C 3C\nhand 2 5D JC 9S\nwidow 4H\nstock rest\n",
             head);
    int32_t rc = cr_game_new_layout(g, msg, sizeof msg, r, layout);
    cr_rules_free(r);
    return rc;
}

static cr_game *played_out(const char *head)
{
    cr_game *g = NULL;
    ck_assert_int_eq(bounded_layout(&g, head), CR_OK);
    while (!cr_game_is_deal_over(g))
        ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), 1), CR_OK);
    ck_assert_int_eq(cr_game_is_match_over(g), 0);
    kit_check_save_load(g);
    return g;
}

/* A game's rules text is written once and kept (cri_game_extra.rules_text):
 * it stays the text of its rules after saves, a copy, an undo, a load of
 * its save and the next deal, for rules with options set. */
START_TEST(kept_rules_text_stays_the_rules)
{
    static const char *const texts[] = {"rockaway players=5", "rummy-poker players=4 rummy.hand_size=13",
                                        "rockit players=3"};
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
        cr_rules *r = NULL;
        ck_assert_int_eq(cr_rules_from_text(&r, texts[t]), CR_OK);
        char want[CR_RULES_TEXT_MAX], got[CR_RULES_TEXT_MAX];
        ck_assert_int_eq(cr_rules_to_text(want, sizeof want, NULL, r), CR_OK);
        cr_game *g = NULL, *c = NULL, *l = NULL;
        ck_assert_int_eq(cr_game_new(&g, r, 7), CR_OK);
        for (int i = 0; i < 3; i++) {
            ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), (uint64_t)i), CR_OK);
            free(kit_save_of(g));
        }
        ck_assert_int_eq(cr_game_copy(&c, g), CR_OK);
        ck_assert_int_eq(cr_game_undo(g), CR_OK);
        char *save = kit_save_of(c);
        ck_assert_int_eq(cr_game_load(&l, NULL, 0, save), CR_OK);
        free(save);
        cr_game *all[] = {g, c, l};
        for (size_t k = 0; k < 3; k++) {
            for (int twice = 0; twice < 2; twice++) {
                ck_assert_int_eq(cr_game_rules_text(got, sizeof got, NULL, all[k]), CR_OK);
                ck_assert_str_eq(got, want);
            }
            char *s = kit_save_of(all[k]);
            ck_assert_ptr_nonnull(strstr(s, want));
            free(s);
        }
        cr_game_free(g);
        cr_game_free(c);
        cr_game_free(l);
        cr_rules_free(r);
    }
}
END_TEST

START_TEST(deal_and_score_bounds_agree_with_load)
{
    /* The deal number: the match's own rule is moot here (deal_no counts
     * across the match; Rockaway's DEALS_PER_PLAYER uses it too, so use a
     * rotation that never ends the match). */
    cr_rules *r;
    ck_assert_int_eq(cr_rules_from_text(&r, "go-boom players=3 goboom.scoring=PENALTY_EACH target_score=100000"),
                     CR_OK);
    char msg[200];
    static const char *const deals[] = {"deal 64999\n", "deal 65000\n"};
    for (int k = 0; k < 2; k++) {
        char layout[256];
        snprintf(layout, sizeof layout, "%sdealer 0\nhand 0 4C 7H\nhand 1 2C 3C\nhand 2 5D JC 9S\nstock rest\n",
                 deals[k]);
        cr_game *g = NULL;
        ck_assert_msg(cr_game_new_layout(&g, msg, sizeof msg, r, layout) == CR_OK, "%s", msg);
        while (!cr_game_is_deal_over(g))
            ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), 1), CR_OK);
        ck_assert_int_eq(cr_game_next_deal(g), k == 0 ? CR_OK : CR_E_LIMIT);
        ck_assert_int_eq(cr_game_deal_number(g), 65000);
        kit_check_save_load(g); /* after a refusal nothing changed */
        cr_game_free(g);
    }
    cr_game *h = NULL;
    ck_assert_int_eq(cr_game_new_layout(&h, msg, sizeof msg, r,
                                        "deal 65001\nhand 0 4C\nhand 1 2C\nhand 2 5D\nstock rest\n"),
                     CR_E_PARSE);
    cr_rules_free(r);
    /* Scores: penalties take seat scores past 10^12, and the next deal is
     * refused; at -10^12 they stay within and it goes on. */
    cr_game *g = played_out("scores 999999999999 999999999999 999999999999\n");
    ck_assert_int_eq(cr_game_next_deal(g), CR_E_LIMIT);
    ck_assert_str_ne(cr_game_last_error(g), "");
    kit_check_save_load(g);
    cr_game_free(g);
    g = played_out("scores -1000000000000 -1000000000000 -1000000000000\n");
    ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
    kit_check_save_load(g);
    cr_game_free(g);
    ck_assert_int_eq(bounded_layout(&g, "scores 1000000000001 0 0\n"), CR_E_PARSE);
    ck_assert_int_eq(bounded_layout(&g, "scores 1000000000000 0 0\n"), CR_OK);
    cr_game_free(g);
}
END_TEST

/* A game owns at most one solver, made on first use from its own rules and
 * kept; a copy starts without one (issue 8). */
START_TEST(one_solver_per_game_from_its_rules)
{
    cr_game *g = kit_new_game("carousel players=3 carousel.seq_mode=HIGH_OR_LOW", 7);
    ck_assert_ptr_null(g->x->solver);
    struct cr_solver *s = cri_game_solver(g);
    ck_assert_ptr_nonnull(s);
    ck_assert_ptr_eq(cri_game_solver(g), s);
    uint8_t qka[3] = {CR_CARD(CR_RANK_QUEEN, CR_SUIT_SPADES), CR_CARD(CR_RANK_KING, CR_SUIT_SPADES),
                      CR_CARD(CR_RANK_ACE, CR_SUIT_SPADES)};
    int32_t kind = CR_MELD_NONE;
    ck_assert_int_eq(cr_solver_meld(&kind, s, qka, 3), CR_OK);
    ck_assert_int_eq(kind, CR_MELD_RUN); /* the rules' HIGH_OR_LOW, not the preset's LOW */
    cr_game *c = NULL;
    ck_assert_int_eq(cr_game_copy(&c, g), CR_OK);
    ck_assert_ptr_null(c->x->solver);
    ck_assert_ptr_nonnull(cri_game_solver(c));
    ck_assert_ptr_ne(cri_game_solver(c), s);
    cr_game_free(c);
    cr_game_free(g);
    /* Games without melds have none. */
    g = kit_new_game("go-boom", 1);
    ck_assert_ptr_null(cri_game_solver(g));
    cr_game_free(g);
}
END_TEST

/* The largest deck the library allows (three packs and six jokers: 162 =
 * CR_MAX_CARDS = CRI_DECK_MAX) deals, plays, saves and loads; engines that do
 * not play so many packs yet refuse cleanly (issue 8). */
START_TEST(largest_deck_plays_or_is_refused)
{
    kit_stats st = {0, 0, 0, 0, 0};
    kit_playout("carousel players=5 man.packs=3 man.jokers_per_pack=2", 3, true, true, &st);
    ck_assert_uint_eq(st.games, 1);
    cr_game *g = kit_new_game("rockit players=2 man.packs=3 man.jokers_per_pack=2", 5);
    cri_multiset all;
    kit_all_cards(g, &all);
    ck_assert_uint_eq(cri_ms_total(&all), CR_MAX_CARDS);
    kit_check_save_load(g);
    cr_game_free(g);
    cr_game *b = NULL;
    int32_t rc = cr_game_new_text(&b, "straight7 rummy.packs=3 rummy.jokers=6", 1);
    ck_assert_msg(rc == CR_OK || rc == CR_E_UNSUPPORTED, "rc %d", (int)rc);
    cr_game_free(b);
}
END_TEST

START_TEST(history_and_copy)
{
    cr_game *g = kit_new_game("go-boom players=3", 5);
    for (int i = 0; i < 6; i++)
        ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), 1), CR_OK);
    size_t n = 0;
    ck_assert_int_eq(cr_game_history_count(&n, g), CR_OK);
    ck_assert_uint_eq(n, 6);
    cr_game *c;
    ck_assert_int_eq(cr_game_copy(&c, g), CR_OK);
    /* Replaying the history on a fresh game gives the same state. */
    cr_game *f = kit_new_game("go-boom players=3", 5);
    for (size_t i = 0; i < n; i++) {
        char mv[32];
        int32_t seat;
        ck_assert_int_eq(cr_game_history_get(mv, sizeof mv, NULL, &seat, g, i), CR_OK);
        ck_assert_int_eq(cr_game_apply(f, seat, mv), CR_OK);
    }
    char *sg = kit_save_of(g), *sf = kit_save_of(f);
    ck_assert_str_eq(sg, sf);
    free(sf);
    /* The copy evolves independently. */
    ck_assert_int_eq(cr_game_bot_play(c, cr_game_to_act(c), 1), CR_OK);
    char *sg2 = kit_save_of(g);
    ck_assert_str_eq(sg, sg2);
    free(sg);
    free(sg2);
    cr_game_free(c);
    cr_game_free(f);
    cr_game_free(g);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("game");
    TCase *tc = tcase_create("api");
    tcase_add_test(tc, json_checker_can_fail);
    tcase_add_test(tc, values_are_frozen);
    tcase_add_test(tc, creation_paths);
    tcase_add_test(tc, validation_and_creation_agree);
    tcase_add_test(tc, layout_validation);
    tcase_add_test(tc, misuse_never_crashes);
    tcase_add_test(tc, saves_refuse_bad_text);
    tcase_add_test(tc, one_solver_per_game_from_its_rules);
    tcase_add_test(tc, largest_deck_plays_or_is_refused);
    tcase_add_test(tc, history_and_copy);
    tcase_add_test(tc, deal_and_score_bounds_agree_with_load);
    tcase_add_test(tc, kept_rules_text_stays_the_rules);
    tcase_add_test(tc, layout_games_save_load_and_undo);
    suite_add_tcase(s, tc);
    return s;
}

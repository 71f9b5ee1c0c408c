/* Fuzz harness: layout text (cr_game_new_layout). The first bytes choose
 * the rules (fz_rules()); the rest is the layout. An accepted layout makes
 * a game that keeps the invariants (fz_check_game()) and plays on, and the
 * melds of its table are melds a commit would put on the table
 * (table_melds_commit()). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* ---- the table against the commit's meld check ----------------------------------------
 *
 * A layout's table and a commit's table are checked by different code
 * (the layout reader's and the commit check's, lib/manip/), and once
 * disagreed: a Carousel layout took `QS QH JK=Q*`, which a commit refuses
 * (CA-11, 7432eb7), and made the joker QC. So, for a MANIP layout with a
 * table, the harness asks the commit check itself, through the public API,
 * whether those melds could be put on the table: a second game of the same
 * rules, its table empty, seat 0 to act and holding exactly the table's
 * cards (the other seats hold their hands of the layout, the stock the
 * rest), must accept `commit <the melds>`. Restating the table to the
 * layout's own game would prove nothing: a meld of the table before is not
 * checked again (docs/manip.md, "What is kept between checks"). The public
 * API has no call for "one meld as a commit checks it" (cr_solver_meld_declared()
 * is the solver's check alone, without CA-11, RD-5 or RD-11), so the
 * commit it is.
 *
 * The melds go in twice: as the game reports them (cr_game_pile() of
 * CR_PILE_TABLE, each joker with the declaration the game gave or kept),
 * and as the layout wrote them (its `table` item, each joker with the
 * declaration it was given, or none). The CA-11 layout passed the first
 * (the joker had become QC) and fails the second.
 *
 * The second game's rules differ in two options that the meld check does
 * not read: man.opening=NONE (seat 0 need not come in; a Carousel turn
 * model has no `came_in` layout item) and invalid_commit_policy=REJECT
 * (under PENALTY_DRAW3 a commit that breaks a table rule validates as an
 * offence). Its checks before the melds' (the cards are the seat's) and
 * after (a hand card played; no table joker to keep or exchange) pass by
 * construction, so its verdict is the melds': V1 and RD-11. */

typedef struct tbuf {
    char s[8192];
    size_t n;
} tbuf;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void put(tbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(b->s + b->n, sizeof b->s - b->n, fmt, ap);
    va_end(ap);
    FZ_CHECK(k >= 0 && (size_t)k < sizeof b->s - b->n);
    b->n += (size_t)k;
}

/* A joker of the table pile: CR_CARD_JOKER or CR_JOKER_AS(d) (the
 * separator has the declared bit too). */
static int is_joker_entry(uint8_t c)
{
    return c == CR_CARD_JOKER || (c != CR_MOVE_SEPARATOR && (c & CR_JOKER_DECLARED));
}

/* Whether p starts with word w (ASCII, any case) ended by a blank, a line
 * end or the text's end, as the layout reader reads an item's key. */
static int starts_word(const char *p, const char *w)
{
    size_t k = 0;
    for (; w[k]; k++)
        if ((p[k] | 0x20) != w[k])
            return 0;
    return p[k] == ' ' || p[k] == '\t' || p[k] == '\n' || p[k] == '\0' ||
           (p[k] == '\r' && (p[k + 1] == '\n' || p[k + 1] == '\0'));
}

/* The written melds as a commit: the layout's `table` item (a layout takes
 * it once) with its words as the layout reader splits them (blanks and
 * commas), the k-th joker written JK<k> with the declaration it was given. */
static void written_commit(tbuf *b, const char *layout)
{
    put(b, "commit");
    for (const char *p = layout; *p;) {
        size_t len = strcspn(p, "\n");
        const char *q = p + strspn(p, " \t");
        if (starts_word(q, "table")) {
            unsigned jokers = 0;
            const char *end = p + len;
            if (end > p && end[-1] == '\r')
                end--;
            for (q += 5; q < end;) {
                q += strspn(q, " \t,");
                size_t w = strcspn(q, " \t,\n");
                if (q + w > end)
                    w = (size_t)(end - q);
                if (!w)
                    break;
                if (w >= 2 && (q[0] | 0x20) == 'j' && (q[1] | 0x20) == 'k') {
                    const char *eq = memchr(q, '=', w);
                    put(b, " JK%u", ++jokers);
                    if (eq)
                        put(b, "%.*s", (int)(w - (size_t)(eq - q)), eq);
                } else {
                    put(b, " %.*s", (int)w, q);
                }
                q += w;
            }
            return;
        }
        p += len + (p[len] == '\n');
    }
}

/* Offers a commit to f's seat 0: it must be accepted. */
static void commit_accepted(cr_game *f, const char *what, const char *layout, const uint8_t *mv, size_t mn,
                            const char *mv_text)
{
    int32_t rc = mv_text ? cr_game_validate(f, 0, mv_text) : cr_game_validate_move(f, 0, CR_MOVE_COMMIT, mv, mn, -1);
    if (rc != CR_OK) {
        fprintf(stderr, "a commit refuses the table of an accepted layout (its melds %s): %s\n%s\n%s\n",
                what, cr_game_last_error(f), layout, mv_text ? mv_text : "");
        fz_fail(__FILE__, __LINE__, "a commit accepts the melds of an accepted layout's table");
    }
}

static void table_melds_commit(cr_game *g, const cr_rules *r, const char *layout)
{
    uint8_t t[2 * CR_MAX_CARDS], hand[CR_MAX_CARDS];
    size_t tn = 0, hn = 0;
    if (cr_game_engine(g) != CR_ENGINE_MANIP) /* only MANIP games commit a table */
        return;
    FZ_CHECK(cr_game_pile(t, sizeof t, &tn, g, CR_PILE_TABLE) == CR_OK);
    if (tn == 0)
        return;
    /* The second game: seat 0 holds the table's cards, jokers unnumbered
     * (it has the lowest numbers, its hand coming first); the stock the rest. */
    static tbuf lay;
    lay.n = 0;
    put(&lay, "turn 0\nhand 0");
    for (size_t i = 0; i < tn; i++)
        if (t[i] != CR_MOVE_SEPARATOR)
            put(&lay, " %s", is_joker_entry(t[i]) ? "JK" : cr_card_name(t[i]));
    put(&lay, "\n");
    for (int32_t p = 1; p < cr_game_player_count(g); p++) {
        FZ_CHECK(cr_game_hand(hand, sizeof hand, &hn, g, p) == CR_OK);
        if (!hn)
            continue;
        put(&lay, "hand %d", (int)p);
        for (size_t i = 0; i < hn; i++)
            put(&lay, " %s", cr_card_name(hand[i]));
        put(&lay, "\n");
    }
    put(&lay, "stock rest\n");
    char model[64];
    FZ_CHECK(cr_rules_get_text(model, sizeof model, NULL, r, "man.turn_model") == CR_OK);
    if (strcmp(model, "DRAW_1_TO_3_THEN_MELD") == 0) /* a commit after a draw, or in the final round */
        put(&lay, cr_game_stock_size(g) + cr_game_hand_size(g, 0) > 0 ? "draws 1\n" : "final 0\n");
    cr_rules *r2 = NULL;
    FZ_CHECK(cr_rules_copy(&r2, r) == CR_OK);
    FZ_CHECK(cr_rules_set(r2, "man.opening", "NONE") == CR_OK);
    FZ_CHECK(cr_rules_set(r2, "invalid_commit_policy", "REJECT") == CR_OK);
    cr_game *f = NULL;
    char msg[256];
    int32_t rc = cr_game_new_layout(&f, msg, sizeof msg, r2, lay.s);
    if (rc != CR_OK)
        fprintf(stderr, "the table-commit game: %s\n%s", msg, lay.s);
    FZ_CHECK(rc == CR_OK);
    /* As reported: the pile's entries, the k-th joker numbered k. */
    uint8_t mv[3 * CR_MAX_CARDS];
    size_t mn = 0;
    unsigned jokers = 0;
    for (size_t i = 0; i < tn; i++) {
        if (is_joker_entry(t[i])) {
            mv[mn++] = CR_MOVE_JOKER_ID;
            mv[mn++] = (uint8_t)++jokers;
        }
        mv[mn++] = t[i];
    }
    commit_accepted(f, "as the game reports them", layout, mv, mn, NULL);
    /* As written. */
    static tbuf w;
    w.n = 0;
    written_commit(&w, layout);
    commit_accepted(f, "as the layout wrote them", layout, NULL, 0, w.s);
    cr_game_free(f);
    cr_rules_free(r2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_in in = {data, size};
    cr_rules *r = fz_rules(&in);
    char *text = fz_rest_text(&in);
    cr_game *g = NULL;
    char msg[256];
    int32_t rc = cr_game_new_layout(&g, msg, sizeof msg, r, text);
    FZ_CHECK(rc == CR_OK || rc == CR_E_PARSE || rc == CR_E_INVALID_DEAL || rc == CR_E_LIMIT ||
             rc == CR_E_CONFIG || rc == CR_E_UNSUPPORTED);
    FZ_CHECK(rc == CR_OK ? g != NULL : (g == NULL && msg[0] != '\0'));
    if (g) {
        fz_check_game(g);
        table_melds_commit(g, r, text);
        fz_play_on(g, 4);
        cr_game_free(g);
    }
    cr_error *err = NULL;
    FZ_CHECK(cr_error_new(&err) == CR_OK);
    int32_t rc2 = cr_game_new_layout_ex(&g, err, r, text);
    FZ_CHECK(rc2 == rc && cr_error_status(err) == rc);
    cr_game_free(g);
    cr_error_free(err);
    free(text);
    cr_rules_free(r);
    return 0;
}

/* Fuzz harness: match records (cr_game_replay). A replayed match writes a
 * record that replays to the same record, and its game keeps the invariants. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fz_text(data, size);
    cr_error *err = NULL;
    FZ_CHECK(cr_error_new(&err) == CR_OK);
    cr_game *g = NULL;
    int32_t rc = cr_game_replay(&g, err, text);
    /* CR_E_INVALID_ARGUMENT: documented, and what a next-deal line before
     * the deal is over gets (cr_game_next_deal's code, pinned by
     * tests/game/test_record.c; crashes/replay/next-deal-before-deal-over). */
    FZ_CHECK(rc == CR_OK || rc == CR_E_PARSE || rc == CR_E_INVALID_DEAL || rc == CR_E_LIMIT ||
             rc == CR_E_INVALID_ARGUMENT ||
             rc == CR_E_CONFIG || rc == CR_E_UNSUPPORTED || rc == CR_E_ILLEGAL_MOVE ||
             rc == CR_E_NOT_FOUND);
    FZ_CHECK(cr_error_status(err) == rc);
    FZ_CHECK(rc == CR_OK ? g != NULL : (g == NULL && cr_error_message(err)[0] != '\0'));
    if (g) {
        fz_check_game(g);
        char *rec = fz_record(g);
        cr_game *h = NULL;
        FZ_CHECK(cr_game_replay(&h, err, rec) == CR_OK);
        char *rec2 = fz_record(h);
        FZ_CHECK(strcmp(rec, rec2) == 0);
        free(rec);
        free(rec2);
        cr_game_free(h);
        cr_game_free(g);
    }
    cr_error_free(err);
    free(text);
    return 0;
}

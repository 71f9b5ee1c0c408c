/* Fuzz harness: layout text (cr_game_new_layout). The first bytes choose
 * the rules (fz_rules()); the rest is the layout. An accepted layout makes
 * a game that keeps the invariants (fz_check_game()) and plays on. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

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

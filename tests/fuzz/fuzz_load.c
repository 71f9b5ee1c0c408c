/* Fuzz harness: save text (cr_game_load). A loaded game keeps the
 * invariants (fz_check_game(): its save loads to the same save) and plays on. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fz_text(data, size);
    cr_game *g = NULL;
    char msg[256];
    int32_t rc = cr_game_load(&g, msg, sizeof msg, text);
    FZ_CHECK(rc == CR_OK || rc == CR_E_PARSE || rc == CR_E_INVALID_DEAL || rc == CR_E_LIMIT ||
             rc == CR_E_CONFIG || rc == CR_E_UNSUPPORTED || rc == CR_E_ILLEGAL_MOVE ||
             rc == CR_E_NOT_FOUND);
    FZ_CHECK(rc == CR_OK ? g != NULL : (g == NULL && msg[0] != '\0'));
    if (g) {
        fz_check_game(g);
        fz_play_on(g, 4);
        if (cr_game_is_deal_over(g) && !cr_game_is_match_over(g)) {
            int32_t nrc = cr_game_next_deal(g);
            FZ_CHECK(nrc == CR_OK || nrc == CR_E_LIMIT);
            if (nrc == CR_OK)
                fz_check_game(g);
        }
        cr_game_free(g);
    }
    free(text);
    return 0;
}

/* The error object (cr_error, include/cardrules/common.h) from inside the
 * library, and the closest-name suggestion that messages about unknown
 * names end with. */
#ifndef CRI_ERROR_H
#define CRI_ERROR_H

#include "common/internal.h"

#define CRI_ERROR_MESSAGE_MAX 256

struct cr_error {
    int32_t status;
    int32_t reason;
    char message[CRI_ERROR_MESSAGE_MAX];
};

/* Records a failure in err (which may be NULL) and returns status. */
int32_t cri_error_set(cr_error *err, int32_t status, int32_t reason, const char *message);
/* Records success in err (which may be NULL). */
void cri_error_clear(cr_error *err);

/* The candidate closest to word (case-insensitive edit distance, with
 * transpositions), or NULL when none is close enough to be a likely typo:
 * at most one edit for short words, at most a third of the word's length
 * for long ones. next(ctx, i) gives candidate i, NULL past the last. */
const char *cri_closest_name(const char *word, const char *(*next)(const void *ctx, size_t i), const void *ctx);

#endif

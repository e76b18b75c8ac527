#pragma once
/**
 * @file
 * @brief What every fuzz target does when one of its invariants fails: says which, and
 *        aborts, so that libFuzzer keeps the input (tests/fuzz/run_fuzzer.sh prints it).
 */

#include <cstdio>
#include <cstdlib>

namespace iometry::fuzz {

/** @brief Unless @p ok, prints "@p target invariant violated: @p what" and aborts. */
inline void check(bool ok, const char* target, const char* what) {
    if (ok) return;
    std::fprintf(stderr, "%s invariant violated: %s\n", target, what);
    std::abort();
}

}  // namespace iometry::fuzz
